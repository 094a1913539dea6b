import Foundation
import LayoutEngine

/// SwiftUI's everyday controls as a scene names them, with iOS 17 metrics (each cited on
/// its LayoutEngine type): `Button`, `Label`, `Link`, `Menu`, `Toggle`, `TextField`,
/// `SecureField`, `Slider`, `Stepper` and `ProgressView`, and the style modifiers that
/// change their size. ``ViewCatalog`` and ``ModifierCatalog`` include these tables.
///
/// A binding (`isOn: $flag`, `text: $name`, `.constant(0.5)`) is accepted as any value:
/// a still layout reads no state from it. Action closures never reach the catalog (see
/// ``ClosureRole``): `Button("Save") { save() }` is `Button("Save")` here.
enum ControlCatalog {
    static let views: [String: [Overload<ViewBuild>]] = [
        "Button": [
            Overload([.unlabeled(.string), .labeled("role", .any)]) { a, _ in AnyView(Button(a.string(0)!) {}) },
            Overload([.unlabeled(.string), .labeled("systemImage", .string, defaulted: false), .labeled("role", .any)]) { a, _ in
                AnyView(Button(action: {}) { Label(a.string(0)!, systemImage: a.string(1)!) }) },
            Overload([.labeled("role", .any)], content: .required) { _, children in AnyView(Button(action: {}) { ViewList(children) }) },
        ],
        "Label": [
            Overload([.unlabeled(.string), .labeled("systemImage", .string, defaulted: false)]) { a, _ in AnyView(Label(a.string(0)!, systemImage: a.string(1)!)) },
        ],
        "Link": [
            Overload([.unlabeled(.string), .labeled("destination", .any, defaulted: false)]) { a, _ in AnyView(Link(destination: placeholderURL) { Text(a.string(0)!) }) },
            Overload([.labeled("destination", .any, defaulted: false)], content: .required) { _, children in AnyView(Link(destination: placeholderURL) { ViewList(children) }) },
        ],
        "Menu": [
            // `Menu("Options") { items }`: the title; `Menu { items } label: { … }`: the
            // label, which the evaluator gives as the content (see `ClosureRole.label`).
            Overload([.unlabeled(.string)], content: .required) { a, _ in AnyView(Menu(a.string(0)!) { EmptyView() }) },
            Overload([], content: .required) { _, children in AnyView(Menu(content: { EmptyView() }) { ViewList(children) }) },
        ],
        "Toggle": [
            Overload([.unlabeled(.string), .labeled("isOn", .any, defaulted: false)]) { a, _ in AnyView(Toggle(a.string(0)!, isOn: .constant(false))) },
            Overload([.labeled("isOn", .any, defaulted: false)], content: .required) { _, children in AnyView(Toggle(isOn: .constant(false)) { ViewList(children) }) },
        ],
        "TextField": [
            Overload([.unlabeled(.string), .labeled("text", .any, defaulted: false), .labeled("prompt", .any), .labeled("axis", .any)]) { a, _ in
                AnyView(TextField(a.string(0)!, text: Binding<String>.constant(""))) },
        ],
        "SecureField": [
            Overload([.unlabeled(.string), .labeled("text", .any, defaulted: false), .labeled("prompt", .any)]) { a, _ in
                AnyView(SecureField(a.string(0)!, text: Binding<String>.constant(""))) },
        ],
        "Slider": [
            Overload([.labeled("value", .any, defaulted: false), .labeled("in", .any), .labeled("step", .any)]) { _, _ in AnyView(Slider(value: Binding<Double>.constant(0))) },
        ],
        "Stepper": [
            Overload([.unlabeled(.string), .labeled("value", .any, defaulted: false), .labeled("in", .any), .labeled("step", .any)]) { a, _ in
                AnyView(Stepper(a.string(0)!, value: Binding<Int>.constant(0))) },
            Overload([.labeled("value", .any, defaulted: false), .labeled("in", .any), .labeled("step", .any)], content: .required) { _, children in
                AnyView(Stepper { ViewList(children) }) },
        ],
        "ProgressView": [
            Overload([]) { _, _ in AnyView(ProgressView()) },
            Overload([.unlabeled(.string)]) { a, _ in AnyView(ProgressView(a.string(0)!)) },
            Overload([.unlabeled(.optional(.string), defaulted: true), .labeled("value", .optional(.number), defaulted: false), .labeled("total", .number)]) { a, _ in
                AnyView(ProgressView(a.string(0), value: a.number(1).map(Double.init), total: Double(a.number(2) ?? 1))) },
        ],
    ]

    static let modifiers: [String: [Overload<ModifierBuild>]] = [
        "buttonStyle": [Overload([.unlabeled(.buttonStyle)]) { a, view, _ in AnyView(view.buttonStyle(a.buttonStyle(0)!)) }],
        "textFieldStyle": [Overload([.unlabeled(.textFieldStyle)]) { a, view, _ in AnyView(view.textFieldStyle(a.textFieldStyle(0)!)) }],
    ]

    /// `.automatic`, `.bordered`, … as `.buttonStyle(…)` names them.
    // nonisolated(unsafe): a constant table of constant values. TypedValue is not Sendable
    // (other values of it hold a scene's views and closures); none of these does.
    nonisolated(unsafe) static let buttonStyles: [String: TypedValue] = [
        "automatic": .buttonStyle(.automatic), "plain": .buttonStyle(.plain), "borderless": .buttonStyle(.borderless),
        "bordered": .buttonStyle(.bordered), "borderedProminent": .buttonStyle(.borderedProminent),
    ]

    /// `.automatic`, `.plain` and `.roundedBorder`.
    nonisolated(unsafe) static let textFieldStyles: [String: TypedValue] = [ // constants, as above
        "automatic": .textFieldStyle(.automatic), "plain": .textFieldStyle(.plain), "roundedBorder": .textFieldStyle(.roundedBorder),
    ]

    /// A link's destination is never opened, so any URL stands for it.
    private static let placeholderURL = URL(fileURLWithPath: "/")
}

extension Arguments {
    func buttonStyle(_ index: Int) -> ButtonStyle? {
        if case .buttonStyle(let value)? = self[index] { return value }
        return nil
    }
    func textFieldStyle(_ index: Int) -> TextFieldStyle? {
        if case .textFieldStyle(let value)? = self[index] { return value }
        return nil
    }
}
