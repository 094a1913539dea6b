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
        writeWholeOrHalf(value, to: &output) || writeRounded(value, to: &output)
    }

    /// ``write(_:to:)`` for a whole number or a half, which nearly every frame of a layout
    /// is made of (a centred view's origin is a half): written straight, in the bytes the
    /// rounding to thousandths gives it, which took about 140 instructions a number. Below
    /// 5e12, where ``writeRounded(_:to:)``'s count of thousandths is still exact. Returns
    /// whether it wrote `value`.
    @inline(__always)
    static func writeWholeOrHalf(_ value: Double, to output: inout TextBuffer) -> Bool {
        let doubled = value * 2
        guard doubled.magnitude < 1e13 else { return false }
        let halves = Int64(doubled)
        guard Double(halves) == doubled else { return false }
        output.append(maximumCount: 20) { start in
            var end = start
            if halves < 0 {
                end.pointee = UInt8(ascii: "-")
                end += 1
            }
            end = TextBuffer.encode(decimal: halves.magnitude >> 1, at: end)
            if halves & 1 != 0 {
                end[0] = UInt8(ascii: ".")
                end[1] = UInt8(ascii: "5")
                end += 2
            }
            return end - start
        }
        return true
    }

    /// ``write(_:to:)`` by rounding to the nearest thousandth, for every finite number.
    static func writeRounded(_ value: Double, to output: inout TextBuffer) -> Bool {
        guard value.isFinite else { return false }
        let scaled = value * 1000
        guard scaled.magnitude < 9e18 else {
            // Beyond 2^52 every double is an integer, printed exactly by %.0f.
            output.append(contentsOf: String(format: "%.0f", value))
            return true
        }
        let count = nearestInteger(scaled)
        // A sign, nineteen digits, a point and three: one capacity check for all of them.
        output.append(maximumCount: 24) { start in
            var end = start
            if count < 0 {
                end.pointee = UInt8(ascii: "-")
                end += 1
            }
            end = TextBuffer.encode(decimal: count.magnitude / 1000, at: end)
            let fraction = count.magnitude % 1000
            if fraction != 0 {
                // Three digits, then the trailing zeros dropped: 500 is ".5", 50 is ".05".
                let (hundredths, thousandth) = (fraction / 10 % 10, fraction % 10)
                end[0] = UInt8(ascii: ".")
                end[1] = UInt8(ascii: "0") + UInt8(fraction / 100)
                end += 2
                if hundredths != 0 || thousandth != 0 {
                    end.pointee = UInt8(ascii: "0") + UInt8(hundredths)
                    end += 1
                }
                if thousandth != 0 {
                    end.pointee = UInt8(ascii: "0") + UInt8(thousandth)
                    end += 1
                }
            }
            return end - start
        }
        return true
    }

    /// `value`, below 9e18 in magnitude, rounded to the nearest integer with halves away
    /// from zero: `rounded(.toNearestOrAwayFromZero)` without its call into the C library,
    /// four of them per view in a placement. A double's fraction, `value` less its
    /// truncation, is exact, so the comparison with a half is too.
    @inline(__always)
    static func nearestInteger(_ value: Double) -> Int64 {
        let truncated = Int64(value)
        let fraction = value - Double(truncated)
        if fraction >= 0.5 { return truncated + 1 }
        if fraction <= -0.5 { return truncated - 1 }
        return truncated
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
