import Foundation

/// A progress indicator: a spinner when it has no value, a bar when it has one, with an
/// optional label above it.
///
/// iOS 17 metrics: the spinner is UIActivityIndicatorView's `.medium` style, 20 x 20 pt
/// (its documented intrinsic size); the bar is as wide as proposed and 4 pt tall,
/// UIProgressView's `.default` track height. A label stacks above the indicator 8 pt
/// apart (a VStack's spacing between a text and a control), the spinner centred under it
/// and the bar leading, as SwiftUI's circular and linear styles draw them.
public struct ProgressView<Label: View>: PrimitiveView {
    let label: Label?
    let value: Double?

    public static func _resolve(_ view: ProgressView, _ inputs: _ViewInputs) {
        let indicator: AnyView = view.value == nil
            ? AnyView(Circle().frame(width: 20, height: 20))
            : AnyView(Capsule().frame(height: 4))
        let alignment: HorizontalAlignment = view.value == nil ? .center : .leading
        if let label = view.label {
            _LayoutRoot._resolve(VStackLayout(alignment: alignment, spacing: 8).containing(TupleView((label, indicator)), kind: "ProgressView"), inputs)
        } else {
            _LayoutRoot._resolve(ZStackLayout().containing(indicator, kind: "ProgressView"), inputs)
        }
    }
}

extension ProgressView where Label == Text {
    /// A spinner with no label.
    public init() {
        label = nil
        value = nil
    }

    /// A spinner labelled with `title`.
    public init(_ title: String) {
        label = Text(title)
        value = nil
    }

    /// A bar, with `title` above it when given.
    public init(_ title: String? = nil, value: Double?, total: Double = 1) {
        label = title.map { Text($0) }
        self.value = value ?? 0
    }
}
