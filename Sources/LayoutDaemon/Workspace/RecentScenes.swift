/// The scenes laid out most recently, up to a limit: the ones whose layout hosts a
/// workspace keeps.
///
/// A host remembers a scene's node tree, sizes and layout caches so that the next edit
/// redoes only what changed; for a directory of a thousand scenes those trees are most of
/// the daemon's memory, yet only the few scenes someone is editing gain from them.
struct RecentScenes {
    /// How many scenes keep their hosts.
    let limit: Int
    /// Least recent first; short, so a linear search is cheapest.
    private(set) var paths: [String] = []

    init(limit: Int) {
        self.limit = max(limit, 0)
    }

    /// Marks `path` as laid out now; returns the scene that falls out, if one does.
    mutating func use(_ path: String) -> String? {
        if let index = paths.firstIndex(of: path) { paths.remove(at: index) }
        paths.append(path)
        return paths.count > limit ? paths.removeFirst() : nil
    }

    /// Forgets `path` (its scene was removed).
    mutating func forget(_ path: String) {
        paths.removeAll { $0 == path }
    }
}
