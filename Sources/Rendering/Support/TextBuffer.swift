/// Text being written, kept as UTF-8 bytes and made into a `String` once, at the end.
///
/// The renderers build their outputs from many small pieces: a bracket, a key, a number, a
/// cell of a picture. Appending each to a `String` checks its capacity, uniqueness and
/// ASCII-ness, and that was most of the renderers' time; an `[UInt8]` still checks
/// uniqueness on every append. A buffer that cannot be copied owns its bytes outright, so an
/// append is a capacity check and a store.
struct TextBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes have been written.
    private var count = 0

    init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// The text written so far.
    var text: String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }

    /// The bytes written so far: one copy, without the UTF-8 validation a `String` makes
    /// (most of the cost of making the picture's text, whose box drawing is not ASCII).
    var bytes: [UInt8] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }

    /// Appends one byte: ASCII, or part of a character the caller encodes.
    @inline(__always)
    mutating func append(byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// Appends `byte` `count` times (nothing for a count below one).
    mutating func append(byte: UInt8, count repeats: Int) {
        guard repeats > 0 else { return }
        reserve(repeats)
        (base + count).initialize(repeating: byte, count: repeats)
        count += repeats
    }

    /// Appends fixed text (punctuation, keys, box drawing), copied byte by byte: it is a few
    /// bytes long, and once inlined its length is known.
    @inline(__always)
    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes in
            reserve(bytes.count)
            for byte in bytes {
                base[count] = byte
                count += 1
            }
        }
    }

    /// Appends `text`'s UTF-8 bytes in one copy.
    mutating func append(contentsOf text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends what `other` holds, in one copy.
    mutating func append(contentsOf other: borrowing TextBuffer) {
        append(UnsafeBufferPointer(start: other.base, count: other.count))
    }

    /// Appends UTF-8 bytes in one copy; they must not end inside a character.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).initialize(from: start, count: bytes.count)
        count += bytes.count
    }

    /// Appends `scalar` encoded as UTF-8 (one to four bytes).
    @inline(__always)
    mutating func append(scalar: Unicode.Scalar) {
        let value = scalar.value
        guard value >= 0x80 else { return append(byte: UInt8(value)) }
        reserve(4)
        if value < 0x800 {
            base[count] = 0xC0 | UInt8(value >> 6)
            count += 1
        } else {
            if value < 0x1_0000 {
                base[count] = 0xE0 | UInt8(value >> 12)
                count += 1
            } else {
                base[count] = 0xF0 | UInt8(value >> 18)
                base[count + 1] = 0x80 | UInt8((value >> 12) & 0x3F)
                count += 2
            }
            base[count] = 0x80 | UInt8((value >> 6) & 0x3F)
            count += 1
        }
        base[count] = 0x80 | UInt8(value & 0x3F)
        count += 1
    }

    /// Appends `value` in decimal digits, without a sign.
    mutating func append(decimal value: UInt64) {
        // Most numbers of a layout are a few points to a few thousand.
        if value < 10 { return append(byte: UInt8(ascii: "0") + UInt8(value)) }
        if value < 100 {
            reserve(2)
            base[count] = UInt8(ascii: "0") + UInt8(value / 10)
            base[count + 1] = UInt8(ascii: "0") + UInt8(value % 10)
            count += 2
            return
        }
        var digits = 1
        var rest = value / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        reserve(digits)
        count += digits
        var index = count
        var remaining = value
        repeat {
            index -= 1
            base[index] = UInt8(ascii: "0") + UInt8(remaining % 10)
            remaining /= 10
        } while remaining > 0
    }

    /// Appends `value` in decimal digits, with a `-` when negative.
    mutating func append(decimal value: Int) {
        if value < 0 { append(byte: UInt8(ascii: "-")) }
        append(decimal: UInt64(value.magnitude))
    }

    /// Lets `body` write at most `maximumCount` bytes straight after the text, and keeps as
    /// many as it says it wrote: one capacity check for a whole run of bytes (a picture's
    /// row) instead of one a byte.
    @inline(__always)
    mutating func append(maximumCount: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        reserve(maximumCount)
        count += body(base + count)
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(toHold: count + extra) }
    }

    /// Moves the bytes to storage for at least `needed` bytes, at least twice as large.
    private mutating func grow(toHold needed: Int) {
        let newCapacity = max(2 * capacity, needed)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
