import Foundation
import LayoutEngine

typealias TextBuild = @Sendable (Arguments, Text) -> Text

/// The text modifiers that change how text is measured, as a scene names them: `kerning`,
/// `tracking`, `lineSpacing`, `textCase`, `monospaced` and `dynamicTypeSize` (its
/// `.environment` form is in ``EnvironmentCatalog``); and `Text`'s own methods, which the
/// parts of `Text + Text` may call (``ViewFactory/makeConcatenation(_:)``).
/// ``ModifierCatalog`` includes these modifiers. `monospacedDigit`,
/// `multilineTextAlignment`, `truncationMode` and `minimumScaleFactor` are paint-only (see
/// ``ModifierCatalog/paintOnly``).
enum TextCatalog {
    static let modifiers: [String: [Overload<ModifierBuild>]] = [
        "lineSpacing": [Overload([.unlabeled(.length)]) { a, view, _ in AnyView(view.lineSpacing(a.number(0)!)) }],
        "kerning": [Overload([.unlabeled(.length)]) { a, view, _ in AnyView(view.kerning(a.number(0)!)) }],
        "tracking": [Overload([.unlabeled(.length)]) { a, view, _ in AnyView(view.tracking(a.number(0)!)) }],
        "textCase": [Overload([.unlabeled(.optional(.textCase))]) { a, view, _ in AnyView(view.textCase(a.textCase(0))) }],
        "monospaced": [Overload([.unlabeled(.bool, defaulted: true)]) { a, view, _ in AnyView(view.monospaced(a.bool(0) ?? true)) }],
        "dynamicTypeSize": [
            Overload([.unlabeled(.dynamicTypeSize)]) { a, view, _ in AnyView(view.dynamicTypeSize(a.dynamicTypeSize(0)!)) },
            Overload([.unlabeled(.range(of: .dynamicTypeSize))]) { a, view, _ in
                clamping(view, to: a.range(0)!.expression { if case .dynamicTypeSize(let size) = $0 { size } else { nil } }!)
            },
        ],
    ]

    /// `Text`'s own methods that change its measure: a part of `Text + Text` keeps them.
    static let textMethods: [String: [Overload<TextBuild>]] = [
        "font": [Overload([.unlabeled(.optional(.font))]) { a, text in text.font(a.font(0)) }],
        "bold": [Overload([.unlabeled(.bool, defaulted: true)]) { a, text in text.bold(a.bool(0) ?? true) }],
        "fontWeight": [Overload([.unlabeled(.optional(.fontWeight))]) { a, text in text.fontWeight(a.fontWeight(0)) }],
        "monospaced": [Overload([.unlabeled(.bool, defaulted: true)]) { a, text in text.monospaced(a.bool(0) ?? true) }],
        "monospacedDigit": [Overload([]) { _, text in text.monospacedDigit() }],
        "kerning": [Overload([.unlabeled(.length)]) { a, text in text.kerning(a.number(0)!) }],
        "tracking": [Overload([.unlabeled(.length)]) { a, text in text.tracking(a.number(0)!) }],
    ]

    /// `Text`'s own methods that only paint: a part of `Text + Text` may call them.
    static let paintingTextMethods: Set<String> = ["foregroundColor", "foregroundStyle", "italic", "underline", "strikethrough"]

    /// The ways to make one part of `Text + Text`.
    static let textInitializers: [Overload<TextBuild>] = [
        Overload([.unlabeled(.string)]) { a, _ in Text(a.string(0)!) },
        Overload([.labeled("verbatim", .string, defaulted: false)]) { a, _ in Text(verbatim: a.string(0)!) },
    ]

    /// `.uppercase` and `.lowercase`.
    // nonisolated(unsafe): a constant table of constant values. TypedValue is not Sendable
    // (other values of it hold a scene's views and closures); none of these does.
    nonisolated(unsafe) static let textCases: [String: TypedValue] = ["uppercase": .textCase(.uppercase), "lowercase": .textCase(.lowercase)]

    /// Every Dynamic Type size, by its SwiftUI name.
    nonisolated(unsafe) static let dynamicTypeSizes: [String: TypedValue] = { // constants, as above
        let names: [(String, DynamicTypeSize)] = [
            ("xSmall", .xSmall), ("small", .small), ("medium", .medium), ("large", .large), ("xLarge", .xLarge),
            ("xxLarge", .xxLarge), ("xxxLarge", .xxxLarge), ("accessibility1", .accessibility1),
            ("accessibility2", .accessibility2), ("accessibility3", .accessibility3), ("accessibility4", .accessibility4),
            ("accessibility5", .accessibility5),
        ]
        return Dictionary(uniqueKeysWithValues: names.map { ($0.0, .dynamicTypeSize($0.1)) })
    }()
}

/// `view.dynamicTypeSize(range)` for a range of whichever shape the scene wrote.
private func clamping<Sizes: RangeExpression>(_ view: AnyView, to range: Sizes) -> AnyView where Sizes.Bound == DynamicTypeSize {
    AnyView(view.dynamicTypeSize(range))
}

extension Arguments {
    func textCase(_ index: Int) -> Text.Case? {
        if case .textCase(let value)? = self[index] { return value }
        return nil
    }
    /// Whether the argument is `.monospaced`, a font design given as any value.
    func isMonospacedDesign(_ index: Int) -> Bool {
        if case .value(.member(let member))? = self[index] { return member.name == "monospaced" && member.arguments == nil }
        return false
    }
    func dynamicTypeSize(_ index: Int) -> DynamicTypeSize? {
        if case .dynamicTypeSize(let value)? = self[index] { return value }
        return nil
    }
}
