import Foundation

/// A 2D shape: it fills the space it is offered, with an ideal size of 10×10.
public protocol Shape: View {}

/// The shapes' common resolution: one node that fills its proposal.
protocol BuiltInShape: Shape, PrimitiveView {
    static var shapeKind: ShapeBehavior.Kind { get }
}

extension BuiltInShape {
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs) {
        inputs.resolver.leaf(ShapeBehavior(shape: shapeKind, isStroked: inputs.environment.strokesShapes, color: nil), inputs)
    }
}

extension Shape {
    /// Fills the shape (painting only; no effect on layout).
    public func fill<S>(_ content: S) -> Self { self }

    /// Fills the shape with the foreground colour (painting only).
    public func fill() -> Self { self }

    /// Outlines the shape (painting only: pictures draw it as an outline).
    public func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View { strokedShapes() }

    /// Outlines the shape inside its frame (painting only: pictures draw it as an outline).
    public func strokeBorder<S>(_ content: S, lineWidth: CGFloat = 1) -> some View { strokedShapes() }
}

extension View {
    /// Draws the shapes this view is made of as outlines rather than fills. Layout is the
    /// same; pictures need to know, since an outline hides nothing behind it. The scene
    /// language applies it for `.stroke` and `.strokeBorder` on a shape.
    package func strokedShapes() -> some View {
        modifyingInputs { $0.environment.strokesShapes = true }
    }
}

/// A rectangle.
public struct Rectangle: BuiltInShape {
    static let shapeKind = ShapeBehavior.Kind.rectangle
    public init() {}
}

/// A rectangle with rounded corners; the radius does not affect layout.
public struct RoundedRectangle: BuiltInShape {
    static let shapeKind = ShapeBehavior.Kind.roundedRectangle
    public var cornerRadius: CGFloat
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { self.cornerRadius = cornerRadius }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.cornerRadius = cornerSize.width }
}

/// How rounded corners are drawn (no effect on layout).
public enum RoundedCornerStyle: Sendable { case circular, continuous }

/// A circle, drawn in the middle of its frame.
public struct Circle: BuiltInShape {
    static let shapeKind = ShapeBehavior.Kind.circle
    public init() {}
}

/// A capsule: a rectangle whose short sides are semicircles.
public struct Capsule: BuiltInShape {
    static let shapeKind = ShapeBehavior.Kind.capsule
    public init(style: RoundedCornerStyle = .continuous) {}
}

/// An ellipse filling its frame.
public struct Ellipse: BuiltInShape {
    static let shapeKind = ShapeBehavior.Kind.ellipse
    public init() {}
}
