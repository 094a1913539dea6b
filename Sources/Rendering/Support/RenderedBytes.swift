/// A rendered output's UTF-8 bytes, handed from the renderer to whoever writes them
/// without a copy.
///
/// A renderer builds its text in a ``TextBuffer``; the daemon writes it to a file. Making an
/// `[UInt8]` of it copied every byte once more (a 10,000-view placement is 4 MB), so the
/// buffer's storage itself is handed over and freed with this object.
package final class RenderedBytes: RandomAccessCollection, @unchecked Sendable {
    // Never written after `init`: sharing the object between threads only reads it.
    private let base: UnsafeMutablePointer<UInt8>
    package let count: Int

    /// Takes ownership of `count` initialised bytes at `base`, allocated with
    /// `UnsafeMutablePointer.allocate`.
    init(adopting base: UnsafeMutablePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
    }

    /// A copy of `bytes`, for outputs not made in a ``TextBuffer``.
    package convenience init(copying bytes: some Collection<UInt8>) {
        let base = UnsafeMutablePointer<UInt8>.allocate(capacity: Swift.max(bytes.count, 1))
        let buffer = UnsafeMutableBufferPointer<UInt8>(start: base, count: bytes.count)
        _ = buffer.initialize(from: bytes)
        self.init(adopting: base, count: bytes.count)
    }

    deinit {
        base.deallocate()
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { count }

    package subscript(position: Int) -> UInt8 {
        precondition(position >= 0 && position < count, "index out of range")
        return base[position]
    }

    /// Calls `body` with the bytes in place.
    package func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: base, count: count))
    }
}
