import Foundation

/// A control that runs an action when tapped, laid out as its label, padded by the
/// button style in the environment (see ``ButtonStyle``). The action is kept, never run:
/// layout is a still picture.
public struct Button<Label: View>: PrimitiveView {
    let label: Label
    let action: () -> Void

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public static func _resolve(_ view: Button, _ inputs: _ViewInputs) {
        let insets = inputs.environment.buttonStyle.insets
        _LayoutRoot._resolve(ZStackLayout().containing(view.label.padding(insets), kind: "Button"), inputs)
    }
}

extension Button where Label == Text {
    /// A button labelled with `title` in the body font.
    public init(_ title: String, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

/// A button's look, as far as its size goes.
///
/// iOS 17 metrics: the default (`automatic`), `plain` and `borderless` styles draw the
/// label alone, so a button is its label's size (Apple's ButtonStyle documentation: the
/// automatic style on iOS is borderless). `bordered` and `borderedProminent` draw a
/// rounded fill around the label, at the regular control size 12 pt either side and 7 pt
/// above and below: a 17 pt body label 20.33 pt tall gives the 34.33 pt tall bordered
/// button the iOS 17 simulator draws (derived from that measured height and the 12 pt
/// horizontal inset of UIButton.Configuration's `.gray()`/`.filled()` buttons, which
/// these styles are; not measured on this machine).
public struct ButtonStyle: Equatable, Sendable {
    let insets: EdgeInsets

    public static let automatic = ButtonStyle(insets: EdgeInsets())
    public static let plain = ButtonStyle(insets: EdgeInsets())
    public static let borderless = ButtonStyle(insets: EdgeInsets())
    public static let bordered = ButtonStyle(insets: EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
    public static let borderedProminent = bordered
}

extension View {
    /// Sets the style of buttons below this view, which pads a bordered button's label.
    public func buttonStyle(_ style: ButtonStyle) -> some View {
        modifyingInputs { $0.environment.buttonStyle = style }
    }
}
