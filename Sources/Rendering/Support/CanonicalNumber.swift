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
    /// Appends `value` in canonical form and returns `true`, or appends nothing and returns
    /// `false` when it is infinite or NaN: callers decide how their format spells those.
    /// Writing into the output directly, not through a `String`, keeps the placement JSON's
    /// four numbers per view from allocating.
    static func write(_ value: Double, to output: inout TextBuffer) -> Bool {
        guard value.isFinite else { return false }
        let thousandths = (value * 1000).rounded(.toNearestOrAwayFromZero)
        guard thousandths.magnitude < 9e18 else {
            // Beyond 2^52 every double is an integer, printed exactly by %.0f.
            output.append(contentsOf: String(format: "%.0f", value))
            return true
        }
        let count = Int64(thousandths)
        if count < 0 { output.append(byte: UInt8(ascii: "-")) }
        output.append(decimal: count.magnitude / 1000)
        let fraction = count.magnitude % 1000
        if fraction != 0 {
            // Three digits, then the trailing zeros dropped: 500 is ".5", 50 is ".05".
            let (hundredths, thousandth) = (fraction / 10 % 10, fraction % 10)
            output.append(byte: UInt8(ascii: "."))
            output.append(byte: UInt8(ascii: "0") + UInt8(fraction / 100))
            if hundredths != 0 || thousandth != 0 { output.append(byte: UInt8(ascii: "0") + UInt8(hundredths)) }
            if thousandth != 0 { output.append(byte: UInt8(ascii: "0") + UInt8(thousandth)) }
        }
        return true
    }

    /// `value` in canonical form, or `nil` when it is infinite or NaN.
    static func format(_ value: Double) -> String? {
        var output = TextBuffer()
        return write(value, to: &output) ? output.text : nil
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
