import Foundation
import LayoutEngine

/// `.environment(\.key, value)` as a scene writes it: the keys that change layout are laid
/// out (`\.dynamicTypeSize`, `\.layoutDirection`, `\.font`), keys that change no frame
/// (`\.colorScheme`, `\.locale`, …) are accepted, and keys that change layout in SwiftUI
/// but not yet in layoutd are errors that say so. ``ModifierCatalog`` includes this table.
enum EnvironmentCatalog {
    static let modifiers: [String: [Overload<ModifierBuild>]] = [
        "environment": [
            Overload([.unlabeled(.environmentKey("dynamicTypeSize")), .unlabeled(.dynamicTypeSize)]) { a, view, _ in
                AnyView(view.environment(\.dynamicTypeSize, a.dynamicTypeSize(1)!)) },
            Overload([.unlabeled(.environmentKey("layoutDirection")), .unlabeled(.layoutDirection)]) { a, view, _ in
                AnyView(view.environment(\.layoutDirection, a.layoutDirection(1)!)) },
            Overload([.unlabeled(.environmentKey("font")), .unlabeled(.optional(.font))]) { a, view, _ in AnyView(view.font(a.font(1))) },
            // Every other key changes no frame.
            Overload([.unlabeled(.environmentKey(nil)), .unlabeled(.any)]) { _, view, _ in view },
        ],
    ]

    /// The keys an overload above lays out.
    static let laidOutKeys: Set<String> = ["dynamicTypeSize", "layoutDirection", "font"]

    /// Keys that change layout in SwiftUI but not yet in layoutd: setting one is an error
    /// that says so, never silently ignored.
    static let keysNotLaidOut: Set<String> = ["sizeCategory", "horizontalSizeClass", "verticalSizeClass"]

    /// `.leftToRight` and `.rightToLeft`.
    // nonisolated(unsafe): a constant table of constant values. TypedValue is not Sendable
    // (other values of it hold a scene's views and closures); none of these does.
    nonisolated(unsafe) static let layoutDirections: [String: TypedValue] = [
        "leftToRight": .layoutDirection(.leftToRight), "rightToLeft": .layoutDirection(.rightToLeft),
    ]
}

extension Arguments {
    func layoutDirection(_ index: Int) -> LayoutDirection? {
        if case .layoutDirection(let value)? = self[index] { return value }
        return nil
    }
}

extension ViewFactory {
    /// A key path to an environment value: `name`'s, or with nil any key no overload lays
    /// out; a key SwiftUI lays out by and layoutd does not yet is reported as that.
    func environmentKey(_ value: SceneValue, _ name: String?, _ origin: SceneOrigin, _ dryRun: Bool) -> Conversion {
        guard case .keyPath(let path) = value else { return .mismatch }
        let key = path.hasPrefix(".") ? String(path.dropFirst()) : path
        if let name { return key == name ? .success(.none) : .mismatch }
        if EnvironmentCatalog.laidOutKeys.contains(key) { return .mismatch }
        if EnvironmentCatalog.keysNotLaidOut.contains(key) {
            if dryRun { return .success(.none) }
            sink.emit(.notLaidOutInScenes("\\." + key, kind: "environment value"), at: origin)
            return .failed
        }
        return .success(.none)
    }
}
