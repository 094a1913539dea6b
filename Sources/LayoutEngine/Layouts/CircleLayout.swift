import Foundation

/// Views evenly spaced on a circle — the CircleLayout of the seed article (WWDC22): the
/// first view at the top, the others clockwise, the whole turned by `rotation`.
///
/// The layout is a square around the circle, big enough for the largest subview centred
/// on it: `(largest / 2 + radius) * 2` on each side. Each view is placed at its ideal size,
/// centred on its point.
public struct CircleLayout: Layout, Equatable {
    /// The distance from the centre to each view's centre.
    public var radius: CGFloat
    /// The turn applied to every position.
    public var rotation: Angle

    public init(radius: CGFloat, rotation: Angle = .zero) {
        self.radius = radius.isFinite ? radius : 0
        self.rotation = rotation
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let maxSize = subviews.map { $0.sizeThatFits(proposal) }.reduce(CGSize.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
        return CGSize(width: (maxSize.width / 2 + radius) * 2, height: (maxSize.height / 2 + radius) * 2)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let angleStep = Angle.degrees(360).radians / Double(subviews.count)
        for (index, subview) in subviews.enumerated() {
            let angle = angleStep * CGFloat(index) + rotation.radians
            var point = CGPoint(x: 0, y: -radius).applying(CGAffineTransform(rotationAngle: angle))
            point.x += bounds.midX
            point.y += bounds.midY
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}
