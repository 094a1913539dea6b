import Foundation
import LayoutEngine

/// What a number argument may be, by the kind of parameter it goes to.
///
/// SwiftUI takes any `CGFloat` and makes the best of it: a negative or non-finite frame
/// dimension is logged ("Invalid frame dimension (negative or non-finite)") and treated as
/// absent, and `1e300` of padding overflows to infinite frames. On a screen that is a glitch
/// someone sees; in layoutd it became a placement of `"-infinity"` and `"nan"` strings or a
/// width silently ignored, with exit status 0. So a number no layout can use is an error at
/// the argument, where the user can fix it, and the scene keeps its last good outputs.
struct NumberRule {
    /// The farthest from zero a length may be, in points: a thousand times a desktop
    /// screen's width, so no real layout is near it, while ten thousand such lengths still
    /// add up to an exact, printable number.
    static let largestLength: Double = 1_000_000

    private let type: ParameterType

    init(_ type: ParameterType) {
        self.type = type.unwrapped
    }

    /// The error for `value` given for `parameter` (`'width'`), or nil when it is allowed.
    /// `parameter` is read only for an error: every number a scene gives is checked, and
    /// spelling the parameter's name was most of the check.
    func problem(with value: Double, parameter describe: @autoclosure () -> String) -> SceneMessage? {
        switch type {
        case .frameMaximum:
            // `.infinity` (and the older idiom `.greatestFiniteMagnitude`) means "as much as
            // is proposed".
            if value.isNaN { return .notFinite(describe(), Self.spelled(value)) }
            if value < 0 { return .negativeFrameDimension(describe(), Self.spelled(value)) }
            return nil
        case .frameLength:
            if !value.isFinite { return .invalidFrameDimension(describe(), Self.spelled(value)) }
            if value < 0 { return .negativeFrameDimension(describe(), Self.spelled(value)) }
            if value > Self.largestLength { return .lengthTooLarge(describe(), Self.spelled(value), Self.spelled(Self.largestLength)) }
            return nil
        case .length:
            if !value.isFinite { return .notFinite(describe(), Self.spelled(value)) }
            if value.magnitude > Self.largestLength { return .lengthTooLarge(describe(), Self.spelled(value), Self.spelled(Self.largestLength)) }
            return nil
        default:
            return value.isFinite ? nil : .notFinite(describe(), Self.spelled(value))
        }
    }

    private static func spelled(_ value: Double) -> String {
        CGFloat(value).sceneDescription
    }
}
