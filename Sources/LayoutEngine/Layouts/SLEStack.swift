import Foundation

/// The Simple Layout Engine as a layout, so scenes can use it: each subview's item comes
/// from `.sleItem(_:)` (flexible by default), and subviews get the frames the engine
/// computes in the bounds.
///
/// Its ideal length along the direction is the sum of the fixed lengths; across it, the
/// largest fixed length. When the fixed lengths do not fit the bounds the engine reports
/// out of space: the stack then places every subview with zero size at its origin and
/// reports a warning, instead of failing the whole layout.
public struct SLEStack: Layout, Equatable {
    public var direction: SLEDirection
    public var alignment: SLEAlignment

    public init(direction: SLEDirection = .column, alignment: SLEAlignment = .leading) {
        self.direction = direction
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let main = direction.mainAxis
        var natural = CGSize.zero
        for subview in subviews {
            let item = subview[SLEItemKey.self]
            natural[main] += item.fixedLength(along: main) ?? 0
            natural[main.crossing] = max(natural[main.crossing], item.fixedLength(along: main.crossing) ?? 0)
        }
        return CGSize(
            width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? natural.width,
            height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? natural.height
        )
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let layout = SLELayout(parentFrame: bounds, direction: direction, alignment: alignment)
        do {
            try layout.add(items: subviews.map { $0[SLEItemKey.self].copy() })
            for (index, subview) in subviews.enumerated() {
                let frame = try layout.frame(at: index)
                subview.place(at: frame.origin, proposal: ProposedViewSize(frame.size))
            }
        } catch {
            for subview in subviews { subview.place(at: bounds.origin, proposal: .zero) }
            subviews.first?.context.warnings.append("SLEStack: \(error) (\(bounds.width.wholePointsDescription)×\(bounds.height.wholePointsDescription) pt)")
        }
    }
}

/// The Simple Layout Engine item a subview of an ``SLEStack`` asks for.
public struct SLEItemKey: LayoutValueKey {
    public static var defaultValue: SLEItem { .flexible }
}

extension View {
    /// The item this view takes in an enclosing ``SLEStack``.
    public func sleItem(_ item: SLEItem) -> some View {
        layoutValue(key: SLEItemKey.self, value: item)
    }
}
