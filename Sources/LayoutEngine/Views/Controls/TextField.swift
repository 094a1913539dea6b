import Foundation

/// A one-line text entry: as wide as proposed and one line of its font tall; its ideal
/// width, when nothing is proposed, is its placeholder's.
///
/// iOS 17: the default (plain) style draws no border and no padding, so the field is the
/// height of its text line (Apple's TextFieldStyle documentation: `.automatic` is
/// `.plain` outside a form); `.roundedBorder` adds UITextField's rounded border style, 34
/// pt tall for a 17 pt font (UITextField's intrinsic height with `.roundedRect`), padded
/// 7 pt either side (UIKit's rounded text field text inset, taken from the same height:
/// 34 − 20.33 = 13.67 split above and below).
public struct TextField: PrimitiveView {
    let placeholder: String
    let kind: String

    public init<V>(_ placeholder: String, text: Binding<V>) {
        self.placeholder = placeholder
        self.kind = "TextField"
    }

    init(placeholder: String, kind: String) {
        self.placeholder = placeholder
        self.kind = kind
    }

    public static func _resolve(_ view: TextField, _ inputs: _ViewInputs) {
        let field = Text(view.placeholder).lineLimit(1).frame(maxWidth: .infinity, alignment: .leading)
        if inputs.environment.roundedTextFields {
            _LayoutRoot._resolve(ZStackLayout().containing(field.padding(.horizontal, 7).frame(minHeight: 34), kind: view.kind), inputs)
        } else {
            _LayoutRoot._resolve(ZStackLayout().containing(field, kind: view.kind), inputs)
        }
    }
}

/// A text field whose text is hidden: laid out as a ``TextField``.
public struct SecureField: PrimitiveView {
    let placeholder: String

    public init<V>(_ placeholder: String, text: Binding<V>) {
        self.placeholder = placeholder
    }

    public static func _resolve(_ view: SecureField, _ inputs: _ViewInputs) {
        TextField._resolve(TextField(placeholder: view.placeholder, kind: "SecureField"), inputs)
    }
}

/// A text field's look, as far as its size goes.
public struct TextFieldStyle: Equatable, Sendable {
    let isRounded: Bool

    public static let automatic = TextFieldStyle(isRounded: false)
    public static let plain = TextFieldStyle(isRounded: false)
    public static let roundedBorder = TextFieldStyle(isRounded: true)
}

extension View {
    /// Sets the style of text fields below this view.
    public func textFieldStyle(_ style: TextFieldStyle) -> some View {
        modifyingInputs { $0.environment.roundedTextFields = style.isRounded }
    }
}
