@_spi(RawSyntax) import SwiftSyntax

/// A raw syntax node's identity as a dictionary key that hashes in a few instructions.
///
/// `RawSyntax.ID` is the node's address, and its synthesized `Hashable` runs SipHash over
/// it: about 150 instructions a lookup. A load after an edit looks up every statement it
/// reuses twice (to reuse it, and to read its names for the statement around it): for a
/// one-row edit of a 1,000-view scene, 2,000 lookups and a fifth of the load. An address
/// needs no protection against keys chosen to collide, so the key mixes its bits itself
/// (`_rawHashValue(seed:)` is what `Dictionary` and `Set` call to hash a key).
struct SyntaxKey: Hashable {
    private let address: UInt

    init(_ id: RawSyntax.ID) {
        // `RawSyntax.ID` holds the node's address and nothing else (a pointer's width, which
        // `unsafeBitCast` checks).
        address = unsafeBitCast(id, to: UInt.self)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(address)
    }

    /// MurmurHash3's 64-bit finalizer over the address and the table's seed: every bit of
    /// the address reaches the low bits that pick a bucket (an address's lowest four are 0).
    func _rawHashValue(seed: Int) -> Int {
        var bits = UInt64(address) ^ UInt64(UInt(bitPattern: seed))
        bits ^= bits >> 33
        bits &*= 0xff51_afd7_ed55_8ccd
        bits ^= bits >> 33
        bits &*= 0xc4ce_b9fe_1a85_ec53
        bits ^= bits >> 33
        return Int(truncatingIfNeeded: bits)
    }
}
