/// An `Int` kept in 32 bits, for a node's counters that stay in that range (pass numbers,
/// copy counts, positions in a list): read and written as an `Int`, and four bytes, which
/// fit in the padding after a field of 25 bytes where a full `Int` would take eight more.
/// A value outside the range wraps, as the context's own 32-bit pass counter does
/// (``LayoutContext/pass``).
@propertyWrapper
struct NarrowInt {
    private var stored: Int32

    init(wrappedValue: Int) {
        stored = Int32(truncatingIfNeeded: wrappedValue)
    }

    var wrappedValue: Int {
        @inline(__always) get { Int(stored) }
        @inline(__always) set { stored = Int32(truncatingIfNeeded: newValue) }
    }
}
