import Foundation

/// The alignments other than the centre that frames have used in this process, each
/// once, for ``CompactAlignment``. Alignments are made of guide types, so a process uses
/// few, and the table stays small.
///
/// (Sendable because every access to `alignments` holds `lock`.)
final class AlignmentTable: @unchecked Sendable {
    static let shared = AlignmentTable()

    private let lock = NSLock()
    private var alignments: [Alignment] = []

    /// The alignment's index, added if it is new.
    func index(of alignment: Alignment) -> Int {
        lock.withLock {
            if let index = alignments.firstIndex(of: alignment) { return index }
            alignments.append(alignment)
            return alignments.count - 1
        }
    }

    func alignment(at index: Int) -> Alignment {
        lock.withLock { alignments[index] }
    }
}
