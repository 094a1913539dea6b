import Foundation
import LayoutEngine

/// A loaded scene file: its previews, each a view to lay out.
public struct Scene {
    public var previews: [ScenePreview]
    /// The scene's own layout code, when it declares layouts: ask it after a pass whether
    /// that code failed.
    public var runtime: SceneRuntime?

    public init(previews: [ScenePreview], runtime: SceneRuntime? = nil) {
        self.previews = previews
        self.runtime = runtime
    }
}

/// One preview of a scene: a name, the canvas it asks for and its view.
public struct ScenePreview {
    /// The `#Preview` name, or the view's name, or "Preview".
    public var name: String
    /// The canvas: `.fixedLayout(width:height:)` gives that size, `.sizeThatFitsLayout`
    /// gives `.unspecified` (the view's ideal size); nil means the configured default canvas.
    public var proposal: ProposedViewSize?
    /// The device the preview asks for with `.previewDevice("iPhone 15")`, nil when it
    /// names none (then the configured device, if any). A device gives the default canvas
    /// its screen and safe area; a `.fixedLayout` canvas keeps its own size and has none.
    public var device: DeviceScreen?
    /// The view to give to `LayoutHost.place(_:proposal:safeAreaInsets:)`.
    public var view: AnyView

    public init(name: String, proposal: ProposedViewSize?, device: DeviceScreen? = nil, view: AnyView) {
        self.name = name
        self.proposal = proposal
        self.device = device
        self.view = view
    }
}

/// What loading a scene gives: the scene when it has no errors, and every diagnostic.
public struct SceneLoadResult {
    /// The scene, or nil when any diagnostic is an error.
    public var scene: Scene?
    /// Errors, warnings and notes, in source order.
    public var diagnostics: [SceneDiagnostic]

    /// Whether any diagnostic is an error (then `scene` is nil).
    public var hasErrors: Bool { diagnostics.containsErrors }

    public init(scene: Scene?, diagnostics: [SceneDiagnostic]) {
        self.scene = scene
        self.diagnostics = diagnostics
    }
}
