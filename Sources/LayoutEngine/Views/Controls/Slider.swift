import Foundation

/// A track with a thumb: as wide as proposed and as tall as its thumb.
///
/// iOS 17 metric: SwiftUI's slider is UISlider, whose thumb image is 28 pt across and
/// whose intrinsic height is the thumb's (UISlider's `intrinsicContentSize`); its ideal
/// width, when nothing is proposed, is taken as the 118 pt Interface Builder gives a new
/// slider (an assumption: UISlider has no intrinsic width).
public struct Slider: PrimitiveView {
    public init<V>(value: Binding<V>) {}

    public init<V, R>(value: Binding<V>, in bounds: R) {}

    public static func _resolve(_ view: Slider, _ inputs: _ViewInputs) {
        _LayoutRoot._resolve(ZStackLayout().containing(Capsule().frame(minWidth: 0, idealWidth: 118, maxWidth: .infinity, minHeight: 28, maxHeight: 28), kind: "Slider"), inputs)
    }
}
