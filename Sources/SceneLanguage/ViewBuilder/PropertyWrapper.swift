import Foundation
import SwiftSyntax

/// A SwiftUI property wrapper on a view's stored property (`@State`, `@Binding`,
/// `@Environment(\.colorScheme)`, …), as far as layout cares: whether the view's
/// memberwise initializer takes an argument for it, and the value SwiftUI supplies when it
/// does not. A scene is a still picture, so a property holds its initial value throughout.
struct PropertyWrapper {
    /// The attribute's name: `State`, `Environment`, ….
    var name: String
    /// The attribute's arguments: `\.colorScheme` in `@Environment(\.colorScheme)`.
    var arguments: LabeledExprListSyntax?

    /// The first property wrapper among `attributes`, nil when there is none.
    init?(_ attributes: AttributeListSyntax) {
        for element in attributes {
            guard case .attribute(let attribute) = element else { continue }
            name = Evaluator.typeName(attribute.attributeName)
            if case .argumentList(let list)? = attribute.arguments { arguments = list }
            return
        }
        return nil
    }

    /// Whether SwiftUI, not the caller, gives the property its value: the memberwise
    /// initializer takes no argument for it (`@Environment`, `@FocusState`, `@Namespace`).
    var isSuppliedBySwiftUI: Bool { Self.supplied.contains(name) }

    private static let supplied: Set<String> = ["Environment", "EnvironmentObject", "FocusState", "FocusedValue", "Namespace", "GestureState"]

    /// The environment key path's last name: `colorScheme` for `@Environment(\.colorScheme)`.
    var environmentKey: String? {
        guard let keyPath = arguments?.first?.expression.as(KeyPathExprSyntax.self),
              let component = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self) else { return nil }
        return component.declName.baseName.identifierText
    }

    /// The type an `@Environment(Model.self)` names, or nil.
    var environmentType: String? {
        guard let access = arguments?.first?.expression.as(MemberAccessExprSyntax.self),
              access.declName.baseName.isKeyword(.self), let base = access.base else { return nil }
        return base.trimmedText
    }

    /// The values an iPhone's environment holds by default, for the keys a view's layout
    /// may branch on: light appearance, the default (large) Dynamic Type size, left to right,
    /// compact width and regular height (an iPhone in portrait), a 3x display. Keys not
    /// listed (`dismiss`, `openURL`, …) hold actions or objects a still layout never uses.
    // nonisolated(unsafe): constants (members of enums). SceneValue is not Sendable, since
    // other values of it hold a scene's closures and instances.
    nonisolated(unsafe) static let environmentDefaults: [String: SceneValue] = [
        "colorScheme": .member(SceneMember(type: "ColorScheme", name: "light")),
        "dynamicTypeSize": .member(SceneMember(type: "DynamicTypeSize", name: "large")),
        "sizeCategory": .member(SceneMember(type: "ContentSizeCategory", name: "large")),
        "layoutDirection": .member(SceneMember(type: "LayoutDirection", name: "leftToRight")),
        "horizontalSizeClass": .member(SceneMember(type: "UserInterfaceSizeClass", name: "compact")),
        "verticalSizeClass": .member(SceneMember(type: "UserInterfaceSizeClass", name: "regular")),
        "scenePhase": .member(SceneMember(type: "ScenePhase", name: "active")),
        "isEnabled": .bool(true),
        "isSearching": .bool(false),
        "isPresented": .bool(false),
        "isFocused": .bool(false),
        "accessibilityReduceMotion": .bool(false),
        "accessibilityReduceTransparency": .bool(false),
        "legibilityWeight": .member(SceneMember(type: "LegibilityWeight", name: "regular")),
        "displayScale": .number(.double(3)),
        "pixelLength": .number(.double(1.0 / 3)),
    ]
}
