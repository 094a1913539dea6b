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

    /// The bytes written, without a copy or the UTF-8 validation a `String` makes (most of
    /// the cost of making the picture's text, whose box drawing is not ASCII): the storage
    /// itself goes to the result.
    consuming func takeBytes() -> RenderedBytes {
        let bytes = RenderedBytes(adopting: base, count: count)
        discard self
        return bytes
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

    /// Appends fixed text (punctuation, keys, box drawing): it is a few bytes long, and
    /// once inlined its length is known, so it is copied with a few stores. (A byte loop
    /// here was turned by the optimiser into a call to memcpy per key.)
    @inline(__always)
    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { append($0) }
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

    /// Appends UTF-8 bytes in one copy; they must not end inside a character. Inlined, so
    /// that a literal's known length picks its copy at compile time.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        let destination = base + count
        if bytes.count <= 16 {
            // Most pieces are a name or a short label: copied here in at most two pairs of
            // overlapping words, cheaper than a call to memcpy.
            Self.copySmall(from: UnsafeRawPointer(start), to: UnsafeMutableRawPointer(destination), count: bytes.count)
        } else {
            destination.initialize(from: start, count: bytes.count)
        }
        count += bytes.count
    }

    /// Copies 1 to 16 bytes with unaligned loads and stores: the first and last words (or
    /// halves, quarters, bytes) of the range, overlapping in the middle.
    @inline(__always)
    private static func copySmall(from source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer, count: Int) {
        if count >= 8 {
            let head = source.loadUnaligned(as: UInt64.self), tail = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            destination.storeBytes(of: head, as: UInt64.self)
            destination.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4 {
            let head = source.loadUnaligned(as: UInt32.self), tail = source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            destination.storeBytes(of: head, as: UInt32.self)
            destination.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
        } else {
            for index in 0..<count {
                destination.storeBytes(of: source.load(fromByteOffset: index, as: UInt8.self), toByteOffset: index, as: UInt8.self)
            }
        }
    }

    /// Appends a line break and `spaces` spaces: every line of a placement starts with
    /// one, and most of its bytes are indentation.
    @inline(__always)
    mutating func appendLineBreak(indentedBy spaces: Int) {
        append(maximumCount: spaces + 16) { start in Self.encodeLineBreak(indentedBy: spaces, at: start) - start }
    }

    /// Writes a line break and `spaces` spaces at `position`, sixteen bytes at a time, and
    /// returns the position after them. `position` must have room for `spaces + 16` bytes:
    /// the last block reaches past the end.
    @inline(__always)
    static func encodeLineBreak(indentedBy spaces: Int, at position: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        let destination = UnsafeMutableRawPointer(position)
        let spaceBlock = SIMD16<UInt8>(repeating: UInt8(ascii: " "))
        var lineBreakBlock = spaceBlock
        lineBreakBlock[0] = UInt8(ascii: "\n")
        destination.storeBytes(of: lineBreakBlock, as: SIMD16<UInt8>.self)
        var offset = 16
        while offset < spaces + 1 {
            destination.storeBytes(of: spaceBlock, toByteOffset: offset, as: SIMD16<UInt8>.self)
            offset += 16
        }
        return position + 1 + spaces
    }

    /// Writes fixed text at `position`, which has room for it, and returns the position
    /// after it: for callers that write a line's pieces after one ``append(maximumCount:_:)``.
    @inline(__always)
    static func encode(_ literal: StaticString, at position: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        literal.withUTF8Buffer { bytes in
            guard let start = bytes.baseAddress, !bytes.isEmpty else { return }
            if bytes.count <= 16 {
                copySmall(from: UnsafeRawPointer(start), to: UnsafeMutableRawPointer(position), count: bytes.count)
            } else {
                position.initialize(from: start, count: bytes.count)
            }
        }
        return position + literal.utf8CodeUnitCount
    }

    /// Appends `scalar` encoded as UTF-8 (one to four bytes).
    @inline(__always)
    mutating func append(scalar: Unicode.Scalar) {
        reserve(4)
        count = Self.encode(scalar.value, at: base + count) - base
    }

    /// Writes the UTF-8 of the scalar value `code` at `position` and returns the position
    /// after it: for callers that encode a run of scalars after one ``append(maximumCount:_:)``.
    @inline(__always)
    static func encode(_ code: UInt32, at position: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        switch code {
        case ..<0x80:
            position[0] = UInt8(code)
            return position + 1
        case ..<0x800:
            position[0] = 0xC0 | UInt8(code >> 6)
            position[1] = 0x80 | UInt8(code & 0x3F)
            return position + 2
        case ..<0x1_0000:
            position[0] = 0xE0 | UInt8(code >> 12)
            position[1] = 0x80 | UInt8((code >> 6) & 0x3F)
            position[2] = 0x80 | UInt8(code & 0x3F)
            return position + 3
        default:
            position[0] = 0xF0 | UInt8(code >> 18)
            position[1] = 0x80 | UInt8((code >> 12) & 0x3F)
            position[2] = 0x80 | UInt8((code >> 6) & 0x3F)
            position[3] = 0x80 | UInt8(code & 0x3F)
            return position + 4
        }
    }

    /// Appends `value` in decimal digits, without a sign.
    mutating func append(decimal value: UInt64) {
        append(maximumCount: 20) { start in Self.encode(decimal: value, at: start) - start }
    }

    /// Writes `value` in decimal digits (at most twenty) at `position` and returns the
    /// position after them.
    @inline(__always)
    static func encode(decimal value: UInt64, at position: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        // Most numbers of a layout are a few points to a few thousand.
        if value < 10 {
            position[0] = UInt8(ascii: "0") + UInt8(value)
            return position + 1
        }
        if value < 100 {
            position[0] = UInt8(ascii: "0") + UInt8(value / 10)
            position[1] = UInt8(ascii: "0") + UInt8(value % 10)
            return position + 2
        }
        if value < 1000 {
            position[0] = UInt8(ascii: "0") + UInt8(value / 100)
            position[1] = UInt8(ascii: "0") + UInt8(value / 10 % 10)
            position[2] = UInt8(ascii: "0") + UInt8(value % 10)
            return position + 3
        }
        var digits = 4
        var limit: UInt64 = 10000
        while digits < 20, value >= limit {
            digits += 1
            limit &*= 10
        }
        // Two digits per division, from the last.
        var index = digits
        var remaining = value
        while remaining >= 100 {
            let pair = remaining % 100
            remaining /= 100
            position[index - 1] = UInt8(ascii: "0") + UInt8(pair % 10)
            position[index - 2] = UInt8(ascii: "0") + UInt8(pair / 10)
            index -= 2
        }
        if remaining >= 10 {
            position[index - 1] = UInt8(ascii: "0") + UInt8(remaining % 10)
            position[index - 2] = UInt8(ascii: "0") + UInt8(remaining / 10)
        } else {
            position[index - 1] = UInt8(ascii: "0") + UInt8(remaining)
        }
        return position + digits
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
