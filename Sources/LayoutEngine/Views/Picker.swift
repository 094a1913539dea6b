import Foundation

/// A control choosing one of its children's values. It is laid out as a segmented
/// control: one row, 32 points tall, its width shared equally by the segments (the
/// widest segment's ideal width each when unconstrained). The title is not shown.
public struct Picker<Label, SelectionValue: Hashable, Content: View>: PrimitiveView {
    let content: Content

    public static func _resolve(_ view: Self, _ inputs: _ViewInputs) {
        inputs.resolver.container(LayoutBehavior(SegmentedControlLayout(), kind: "Picker"), inputs) { inner in
            var inner = inner
            inner.stackOrientation = .horizontal
            Content._resolve(view.content, inner)
        }
    }
}

extension Picker where Label == Text {
    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// A way of drawing a picker; the engine lays every picker out as segments.
public protocol PickerStyle {}

/// The segmented style.
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
}

/// The default style.
public struct DefaultPickerStyle: PickerStyle {
    public init() {}
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

/// Equal segments in a 32-point row, each with 8 points of padding around its label.
struct SegmentedControlLayout: Layout, Equatable {
    static let height: CGFloat = 32
    static let padding: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        let ideal = (widest + 2 * Self.padding) * CGFloat(subviews.count)
        return CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? ideal, height: Self.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let segment = bounds.width / CGFloat(subviews.count)
        for (index, subview) in subviews.enumerated() {
            let center = CGPoint(x: bounds.minX + segment * (CGFloat(index) + 0.5), y: bounds.midY)
            subview.place(at: center, anchor: .center, proposal: ProposedViewSize(width: max(0, segment - 2 * Self.padding), height: Self.height))
        }
    }
}
