import Foundation

/// Modifiers that only paint, animate or add behaviour. They are accepted so that SwiftUI
/// code compiles unchanged, and change nothing in layout.
extension View {
    public func foregroundColor(_ color: Color?) -> Self { self }
    public func foregroundStyle<S>(_ style: S) -> Self { self }
    public func tint(_ color: Color?) -> Self { self }
    public func opacity(_ opacity: Double) -> Self { self }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> Self { self }
    public func clipShape<S: Shape>(_ shape: S) -> Self { self }
    public func clipped(antialiased: Bool = false) -> Self { self }
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    public func blur(radius: CGFloat, opaque: Bool = false) -> Self { self }
    public func brightness(_ amount: Double) -> Self { self }
    public func contrast(_ amount: Double) -> Self { self }
    public func saturation(_ amount: Double) -> Self { self }
    public func grayscale(_ amount: Double) -> Self { self }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> Self { self }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> Self { self }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Self { self }
    public func animation(_ animation: Animation?) -> Self { self }
    public func transition(_ transition: AnyTransition) -> Self { self }
    public func italic(_ isActive: Bool = true) -> Self { self }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Self { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Self { self }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> Self { self }
    public func truncationMode(_ mode: Text.TruncationMode) -> Self { self }
    public func minimumScaleFactor(_ factor: CGFloat) -> Self { self }
    public func disabled(_ disabled: Bool) -> Self { self }
    public func allowsHitTesting(_ enabled: Bool) -> Self { self }
    public func contentShape<S: Shape>(_ shape: S) -> Self { self }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> Self { self }
    public func onAppear(perform action: (() -> Void)? = nil) -> Self { self }
    public func onDisappear(perform action: (() -> Void)? = nil) -> Self { self }
    public func accessibilityLabel(_ label: String) -> Self { self }
    public func accessibilityHidden(_ hidden: Bool) -> Self { self }
    public func help(_ text: String) -> Self { self }
    public func labelsHidden() -> Self { self }
    public func pickerStyle<S: PickerStyle>(_ style: S) -> Self { self }
    public func drawingGroup() -> Self { self }
    public func compositingGroup() -> Self { self }
}

/// How multi-line text is aligned (painting only here).
public enum TextAlignment: Hashable, Sendable { case leading, center, trailing }

extension Text {
    /// Where text is cut when it does not fit (painting only here).
    public enum TruncationMode: Hashable, Sendable { case head, middle, tail }
}

/// An animation, accepted for source compatibility; layouts are computed at rest.
public struct Animation: Hashable, Sendable {
    public static let `default` = Animation()
    public static let linear = Animation()
    public static let easeIn = Animation()
    public static let easeOut = Animation()
    public static let easeInOut = Animation()
    public static func linear(duration: Double) -> Animation { Animation() }
    public static func easeInOut(duration: Double) -> Animation { Animation() }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { Animation() }
    public func speed(_ speed: Double) -> Animation { self }
    public func delay(_ delay: Double) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// A transition, accepted for source compatibility.
public struct AnyTransition: Sendable {
    public static let opacity = AnyTransition()
    public static let scale = AnyTransition()
    public static let slide = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
}
