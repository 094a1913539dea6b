import Foundation

/// An image: a symbol (`Image(systemName:)`), a square glyph sized by the environment's
/// font, 1.2 em on a side; or a named picture of a known size (`Image("hero", size:)`).
///
/// As in SwiftUI, an image keeps its own size whatever it is offered until it is made
/// `resizable()`; then it takes the size proposed in each dimension, and its own where a
/// dimension is unspecified (so `aspectRatio(contentMode:)` and `scaledToFit()` fit it
/// to its own proportions).
public struct Image: PrimitiveView, Equatable {
    public var systemName: String
    /// A named picture's size in points; nil for a symbol.
    var naturalSize: CGSize?
    var isResizable = false

    public init(systemName: String) { self.systemName = systemName }

    /// A named image, laid out like a symbol: the library has no asset catalogue to read
    /// its size from (``init(_:size:)`` gives one).
    public init(_ name: String) { self.systemName = name }

    /// A named image whose picture is `size` points: what an asset catalogue would say.
    public init(_ name: String, size: CGSize) {
        self.systemName = name
        self.naturalSize = size
    }

    /// An image that takes the size proposed to it.
    public func resizable() -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    /// Rendering modes are painting only.
    public func renderingMode(_ mode: Any?) -> Image { self }

    public static func _resolve(_ view: Image, _ inputs: _ViewInputs) {
        // A symbol follows the Dynamic Type size as the text beside it does.
        let font = (inputs.environment.symbolFont ?? inputs.environment.font ?? .body).scaled(to: inputs.environment.dynamicTypeSize)
        let side = (font.size * 1.2).roundedToThousandth
        inputs.resolver.leaf(ImageBehavior(name: view.systemName, natural: view.naturalSize ?? CGSize(width: side, height: side), isResizable: view.isResizable), inputs)
    }
}

struct ImageBehavior: NodeBehavior, Equatable {
    let name: String
    let natural: CGSize
    let isResizable: Bool

    var kind: String { "Image" }
    var traits: BehaviorTraits { .plainLeaf }
    var text: String? { name }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        guard isResizable else { return natural }
        // An infinite proposal asks for the ideal size, as SwiftUI reads one.
        func length(_ proposed: CGFloat?, _ own: CGFloat) -> CGFloat { proposed.flatMap { $0.isFinite ? $0 : nil } ?? own }
        return CGSize(width: length(proposal.width, natural.width), height: length(proposal.height, natural.height))
    }
}
