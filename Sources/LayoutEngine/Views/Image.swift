import Foundation

/// A symbol image (`Image(systemName:)`): a square glyph sized by the environment's font,
/// 1.2 em on a side, whatever it is offered (images are not resizable by default).
public struct Image: PrimitiveView, Equatable {
    public var systemName: String

    public init(systemName: String) { self.systemName = systemName }

    /// A named image, laid out like a symbol.
    public init(_ name: String) { self.systemName = name }

    /// Resizable images are accepted; symbols keep their size here.
    public func resizable() -> Image { self }

    /// Rendering modes are painting only.
    public func renderingMode(_ mode: Any?) -> Image { self }

    public static func _resolve(_ view: Image, _ inputs: _ViewInputs) {
        let font = inputs.environment.font ?? .body
        inputs.resolver.leaf(ImageBehavior(name: view.systemName, side: (font.size * 1.2).roundedToThousandth), inputs)
    }
}

struct ImageBehavior: NodeBehavior, Equatable {
    let name: String
    let side: CGFloat

    var kind: String { "Image" }
    var text: String? { name }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        CGSize(width: side, height: side)
    }
}
