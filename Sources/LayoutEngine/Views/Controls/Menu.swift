import Foundation

/// A control that shows its items when tapped: laid out as its label alone, since the
/// items appear in a pop-up that is another picture (iOS 17's default menu style draws
/// the label as a borderless button; Apple's MenuStyle documentation).
public struct Menu<Label: View, Content: View>: PrimitiveView {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public static func _resolve(_ view: Menu, _ inputs: _ViewInputs) {
        _LayoutRoot._resolve(ZStackLayout().containing(view.label, kind: "Menu"), inputs)
    }
}

extension Menu where Label == Text {
    /// A menu labelled with `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
