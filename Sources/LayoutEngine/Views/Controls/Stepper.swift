import Foundation

/// A label and the minus/plus control, laid out as ``Toggle`` lays out its switch: as wide
/// as proposed, the label leading and the 94 x 32 pt control trailing.
///
/// 94 x 32 pt is UIStepper's fixed size on iOS 13 and later (its `intrinsicContentSize`),
/// which SwiftUI's stepper draws.
public struct Stepper<Label: View>: PrimitiveView {
    let label: Label

    public init(@ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public static func _resolve(_ view: Stepper, _ inputs: _ViewInputs) {
        let control = RoundedRectangle(cornerRadius: 8).frame(width: 94, height: 32)
        _LayoutRoot._resolve(ToggleLayout().containing(TupleView((view.label, control)), kind: "Stepper"), inputs)
    }
}

extension Stepper where Label == Text {
    public init<V>(_ title: String, value: Binding<V>) {
        self.init { Text(title) }
    }
}
