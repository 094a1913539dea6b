/// The number literals of a compiled program, read by its code from here rather than built
/// into it, so that a save that changes one number in a layout's code changes the value in
/// place instead of compiling the program again (the commonest edit while tuning a layout,
/// and most of what such a save cost).
///
/// Each literal the compiler turns into code is a *site*: where it stands in the file (kept
/// current across edits) and the values its code reads, one per time it was compiled (the
/// same literal may be compiled as an `Int` in one place and a `CGFloat` in another).
/// Offsets the code itself carries (for run-time errors and `print`) stay as they were at
/// compile time; ``offsetMap`` turns them into the file's current offsets.
final class LiteralTable {
    /// What the compiled code reads, by use. Read on every evaluation of a literal, and
    /// written only between passes.
    @exclusivity(unchecked) private(set) var values: [Value] = []

    fileprivate struct Site {
        var length: Int
        var isFloat: Bool
        /// The uses' indices into `values`, and whether each reads the number as a `CGFloat`.
        var uses: [(index: Int, asDouble: Bool)]
    }

    /// By current offset.
    private var sites: [Int: Site] = [:]
    /// Compile-time offsets to current ones.
    private(set) var offsetMap = OffsetMap()

    /// Records one compiled use of the literal `text` at `offset` (from the file's start);
    /// the code reads `values[index]`.
    func register(_ value: Value, text: String, at offset: Int, isFloat: Bool) -> Int {
        let index = values.count
        values.append(value)
        let asDouble: Bool
        if case .double = value { asDouble = true } else { asDouble = false }
        sites[offset, default: Site(length: text.utf8.count, isFloat: isFloat, uses: [])].uses.append((index, asDouble))
        return index
    }

    /// A literal edit this table can take: the literal it falls in and its new text.
    struct Patch {
        fileprivate var offset: Int
        fileprivate var site: Site
        fileprivate var text: String
        fileprivate var number: Value
        /// Where the literal starts.
        var start: Int { offset }
        /// Where the literal ended before the edit, and how much later it ends now.
        var oldEnd: Int { offset + site.length }
        var delta: Int { text.utf8.count - site.length }
    }

    /// The patch that turns `old` (the text this table's offsets describe) into `new`, when
    /// the two differ only inside one literal the code reads from here and the literal is
    /// still a number of the same kind; nil when the program must be compiled again.
    func patch(from old: String, to new: String) -> Patch? {
        let edit = SceneParseCache.edit(from: old, to: new)
        let start = edit.offset, end = edit.endOffset
        // The literal the edit falls in: the one starting at or before it.
        guard let (offset, site) = sites.filter({ $0.key <= start && end <= $0.key + $0.value.length }).first else { return nil }
        let newBytes = Array(new.utf8)
        let newLength = site.length + edit.replacementBytes.count - edit.length
        guard newLength > 0, offset + newLength <= newBytes.count else { return nil }
        let text = String(decoding: newBytes[offset..<offset + newLength], as: UTF8.self)
        // The text around the literal is unchanged, and a number's characters cannot join
        // it into another token where the old number's did not.
        guard let number = Self.number(text, isFloat: site.isFloat) else { return nil }
        return Patch(offset: offset, site: site, text: text, number: number)
    }

    /// Applies `patch`: every use reads the new number, and later literals move with the
    /// text.
    func apply(_ patch: Patch) {
        for use in patch.site.uses {
            switch patch.number {
            case .int(let number) where use.asDouble: values[use.index] = .double(Double(number))
            default: values[use.index] = patch.number
            }
        }
        let delta = patch.text.utf8.count - patch.site.length
        var site = patch.site
        site.length = patch.text.utf8.count
        sites[patch.offset] = site
        guard delta != 0 else { return }
        let end = patch.offset + patch.site.length
        var moved: [Int: Site] = [:]
        for (offset, site) in sites { moved[offset >= end ? offset + delta : offset] = site }
        sites = moved
        offsetMap.shift(from: end, by: delta)
    }

    /// The value of a number literal's text: an `Int` for an integer literal, a `Double` for
    /// a floating-point one; nil when the text is not a decimal literal of that kind (a
    /// patch that would change how the compiler typed the literal).
    static func number(_ text: String, isFloat: Bool) -> Value? {
        guard let first = text.utf8.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return nil }
        let digits = text.replacingOccurrences(of: "_", with: "")
        if isFloat {
            guard digits.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }),
                  digits.allSatisfy({ $0.isASCII && ($0.isNumber || ".eE+-".contains($0)) }),
                  let number = Double(digits), number.isFinite else { return nil }
            return .double(number)
        }
        guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(digits) else { return nil }
        return .int(number)
    }
}

/// Turns offsets of the text a program was compiled from into offsets of the text it now
/// runs for, after literal edits changed lengths.
struct OffsetMap {
    /// Each edit in order: offsets at or past `from` (in the text as it was just before that
    /// edit) move by `delta`.
    private var shifts: [(from: Int, delta: Int)] = []

    var count: Int { shifts.count }

    mutating func shift(from offset: Int, by delta: Int) {
        shifts.append((offset, delta))
    }

    /// Where a compile-time offset is now.
    func current(_ offset: Int) -> Int {
        var result = offset
        for shift in shifts where result >= shift.from { result += shift.delta }
        return result
    }
}
