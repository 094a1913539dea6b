/// One of `count` equal parts of a batch of scenes, for spreading `render` or `check` of a
/// large repository over the machines of a CI matrix.
///
/// The split is deterministic: the batch's scenes, in order (each directory's scenes
/// sorted by path), go round-robin to the shards, the first to shard 1. So the same tree
/// and the same `count` give every machine the same part, the parts never overlap and
/// together they hold every scene, and no two shards differ by more than one scene.
public struct Shard: Equatable, Sendable, CustomStringConvertible {
    /// Which part, from 1.
    public var index: Int
    /// How many parts.
    public var count: Int

    /// Every scene: the shard a command uses when none is given.
    public static let whole = Shard(index: 1, count: 1)!

    /// A shard, or nil unless `1 ≤ index ≤ count`.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `K/N` as the command line writes it (`--shard 2/4`).
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// Whether the scene at `position` (from 0) in its batch belongs to this shard.
    public func contains(position: Int) -> Bool {
        position % count == index - 1
    }

    /// `K/N`.
    public var description: String { "\(index)/\(count)" }
}
