import Foundation

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
    /// What one compiled use of a literal reads: a box of its own, so that reading it is
    /// one load (no table lookup, no bounds check) on every evaluation.
    final class Box {
        /// Written only between passes, by a patch.
        @exclusivity(unchecked) fileprivate(set) var value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    fileprivate struct Site {
        var length: Int
        var isFloat: Bool
        /// The uses' boxes, and whether each reads the number as a `CGFloat`.
        var uses: [(box: Box, asDouble: Bool)]

        /// Whether the literal may become a fraction: it is one, or every use reads it as a
        /// `CGFloat` (`let gap: CGFloat = 8` may become `8.5`, and stay a `CGFloat`).
        var takesFractions: Bool { isFloat || uses.allSatisfy(\.asDouble) }
    }

    /// By current offset.
    private var sites: [Int: Site] = [:]
    /// Compile-time offsets to current ones.
    private(set) var offsetMap = OffsetMap()

    /// Records one compiled use of the literal `text` at `offset` (from the file's start);
    /// the code reads the box's value.
    func register(_ value: Value, text: String, at offset: Int, isFloat: Bool) -> Box {
        let box = Box(value)
        let asDouble: Bool
        if case .double = value { asDouble = true } else { asDouble = false }
        sites[offset, default: Site(length: text.utf8.count, isFloat: isFloat, uses: [])].uses.append((box, asDouble))
        return box
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

    /// The patches that turn `old` (the text this table's offsets describe) into `new`,
    /// when the two differ only inside literals the code reads from here and each is still
    /// a number of the same kind (the same named constant edited in two methods is two
    /// literals); nil when the program must be compiled again.
    ///
    /// The texts are walked side by side: between literals they must be the same bytes, and
    /// at each literal the new text must hold a number of its kind, which ends where the
    /// same bytes resume.
    func patches(from old: String, to new: String) -> [Patch]? {
        var old = old, new = new
        let ordered = sites.sorted { $0.key < $1.key }
        return old.withUTF8 { old in
            new.withUTF8 { new -> [Patch]? in
                var patches: [Patch] = []
                var oldPosition = 0, newPosition = 0
                for (offset, site) in ordered {
                    let between = offset - oldPosition
                    guard newPosition + between <= new.count,
                          memcmp(old.baseAddress! + oldPosition, new.baseAddress! + newPosition, between) == 0 else { return nil }
                    newPosition += between
                    let length = Self.numberLength(in: new, at: newPosition, isFloat: site.takesFractions)
                    guard length > 0 else { return nil }
                    let unchanged = length == site.length && memcmp(old.baseAddress! + offset, new.baseAddress! + newPosition, length) == 0
                    if !unchanged {
                        let text = String(decoding: UnsafeBufferPointer(rebasing: new[newPosition..<newPosition + length]), as: UTF8.self)
                        guard let number = Self.number(text, isFloat: site.isFloat, takesFractions: site.takesFractions) else { return nil }
                        patches.append(Patch(offset: offset, site: site, text: text, number: number))
                    }
                    oldPosition = offset + site.length
                    newPosition += length
                }
                guard old.count - oldPosition == new.count - newPosition,
                      memcmp(old.baseAddress! + oldPosition, new.baseAddress! + newPosition, old.count - oldPosition) == 0 else { return nil }
                return patches
            }
        }
    }

    /// The length of the number literal of the given kind at `start`: digits and `_` for an
    /// integer, with a fraction and an exponent for a floating-point number; 0 when there
    /// is none.
    private static func numberLength(in text: UnsafeBufferPointer<UInt8>, at start: Int, isFloat: Bool) -> Int {
        func isDigit(_ index: Int) -> Bool { index < text.count && text[index] >= UInt8(ascii: "0") && text[index] <= UInt8(ascii: "9") }
        func digits(from index: Int) -> Int {
            var end = index
            while end < text.count, isDigit(end) || text[end] == UInt8(ascii: "_") { end += 1 }
            return end
        }
        guard isDigit(start) else { return 0 }
        var end = digits(from: start)
        if isFloat {
            if end < text.count, text[end] == UInt8(ascii: "."), isDigit(end + 1) { end = digits(from: end + 1) }
            if end < text.count, text[end] == UInt8(ascii: "e") || text[end] == UInt8(ascii: "E") {
                var exponent = end + 1
                if exponent < text.count, text[exponent] == UInt8(ascii: "+") || text[exponent] == UInt8(ascii: "-") { exponent += 1 }
                if isDigit(exponent) { end = digits(from: exponent) }
            }
        }
        return end - start
    }

    /// Applies `patch`: every use reads the new number, and later literals move with the
    /// text.
    func apply(_ patch: Patch) {
        for use in patch.site.uses {
            switch patch.number {
            case .int(let number) where use.asDouble: use.box.value = .double(Double(number))
            default: use.box.value = patch.number
            }
        }
        var site = patch.site
        site.length += patch.delta
        sites[patch.start] = site
        guard patch.delta != 0 else { return }
        var moved: [Int: Site] = [:]
        for (offset, site) in sites { moved[offset >= patch.oldEnd ? offset + patch.delta : offset] = site }
        sites = moved
        offsetMap.shift(from: patch.oldEnd, by: patch.delta)
    }

    /// The value of a number literal's text: an `Int` for an integer literal, a `Double` for
    /// a floating-point one; nil when the text is not a decimal literal, or is an integer
    /// where the compiler typed a floating-point literal, or a fraction where it typed an
    /// integer it did not take as a `CGFloat` (edits that would change how it typed them).
    static func number(_ text: String, isFloat: Bool, takesFractions: Bool) -> Value? {
        guard let first = text.utf8.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return nil }
        let digits = text.replacingOccurrences(of: "_", with: "")
        let isFraction = digits.contains { $0 == "." || $0 == "e" || $0 == "E" }
        if isFraction {
            guard takesFractions, digits.allSatisfy({ $0.isASCII && ($0.isNumber || ".eE+-".contains($0)) }),
                  let number = Double(digits), number.isFinite else { return nil }
            return .double(number)
        }
        guard !isFloat, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(digits) else { return nil }
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
