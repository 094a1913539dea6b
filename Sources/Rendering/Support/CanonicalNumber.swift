import Foundation

/// The one way every output writes a number, so the same layout gives the same bytes on
/// every machine.
///
/// A value is rounded to the nearest 1/1000 (halves away from zero) and written in plain
/// decimal: an optional `-`, the integer part, then a `.` and one to three fraction digits
/// only when the fraction is not zero. So `12`, `12.5`, `0.333`, `-0.333`; never `-0`,
/// `12.0`, `1e3` or `.5`. For the values a layout produces this is also how JavaScript and
/// RFC 8785 (JSON canonicalization) print them. Integer arithmetic on the count of
/// thousandths does the printing, so no platform float formatting is involved.
enum CanonicalNumber {
    /// `value` in canonical form, or `nil` when it is infinite or NaN: callers decide how
    /// their format spells those.
    static func format(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        let thousandths = (value * 1000).rounded(.toNearestOrAwayFromZero)
        guard thousandths.magnitude < 9e18 else {
            // Beyond 2^52 every double is an integer, printed exactly by %.0f.
            return String(format: "%.0f", value)
        }
        let count = Int64(thousandths)
        if count == 0 { return "0" }
        let whole = count.magnitude / 1000
        let fraction = count.magnitude % 1000
        var text = count < 0 ? "-" : ""
        text += String(whole)
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: 3 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return text
    }

    /// `value` in canonical form for people: infinity as `∞`, NaN as `nan`.
    static func display(_ value: Double) -> String {
        if let text = format(value) { return text }
        if value.isNaN { return "nan" }
        return value < 0 ? "-∞" : "∞"
    }

    /// A proposal dimension for people: `nil` when unspecified.
    static func display(_ value: CGFloat?) -> String {
        guard let value else { return "nil" }
        return display(Double(value))
    }
}
