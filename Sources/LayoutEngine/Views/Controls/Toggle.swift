import Foundation

/// A switch with its label: as wide as proposed, the label at the leading edge and the
/// 51 x 31 pt switch at the trailing edge, as tall as the taller of the two.
///
/// 51 x 31 pt is UISwitch's fixed size on iOS 17 (its `intrinsicContentSize`; Apple's
/// UISwitch documentation: "the size of the switch is fixed"), which SwiftUI's switch
/// style draws. The label is offered the width left after the switch and the 8 pt a
/// SwiftUI HStack puts between a text and a control.
public struct Toggle<Label: View>: PrimitiveView {
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public static func _resolve(_ view: Toggle, _ inputs: _ViewInputs) {
        let switchShape = Capsule().frame(width: ToggleLayout.switchSize.width, height: ToggleLayout.switchSize.height)
        _LayoutRoot._resolve(ToggleLayout().containing(TupleView((view.label, switchShape)), kind: "Toggle"), inputs)
    }
}

extension Toggle where Label == Text {
    public init(_ title: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// A label and a control of fixed size: the row as wide as proposed (the label's ideal
/// width, the spacing and the control when unspecified), the label leading and the
/// control trailing, both centred vertically.
struct ToggleLayout: Layout, Equatable {
    static let switchSize = CGSize(width: 51, height: 31)
    static let spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard subviews.count == 2 else { return .zero }
        let control = subviews[1].sizeThatFits(.unspecified)
        let labelWidth = proposal.width.map { max(0, $0 - control.width - Self.spacing) }
        let label = subviews[0].sizeThatFits(ProposedViewSize(width: labelWidth, height: proposal.height))
        let width = proposal.width ?? (label.width + Self.spacing + control.width)
        return CGSize(width: width, height: max(label.height, control.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 2 else { return }
        let control = subviews[1].sizeThatFits(.unspecified)
        let labelWidth = max(0, bounds.width - control.width - Self.spacing)
        subviews[0].place(at: CGPoint(x: bounds.minX, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(width: labelWidth, height: bounds.height))
        subviews[1].place(at: CGPoint(x: bounds.maxX, y: bounds.midY), anchor: .trailing, proposal: .unspecified)
    }
}
