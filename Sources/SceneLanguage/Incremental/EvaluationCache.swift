@_spi(RawSyntax) import SwiftSyntax

/// The views of a file's builder statements as its last load evaluated them, kept by syntax
/// node so that a load after a small edit evaluates and builds only what the edit touched.
///
/// An incremental re-parse (see ``SceneParseCache``) keeps the raw node of every statement
/// the edit did not change, so a statement whose raw node is the same has the same text. Its
/// view is the same too when the statement reported nothing, holds no closure or instance,
/// and every name it refers to still means what it meant: none is a local, a declaration of
/// the scene or a declaration the interpreter ignores (then it is a catalog view, modifier,
/// type or function, whose meaning no edit changes). Only where it starts may have moved;
/// its origins are moved with it. Its built view is kept with it (``ViewMemo``).
///
/// Only the entries a load uses or makes are kept for the next one.
final class EvaluationCache {
    /// A statement's view. A class, so that looking one up copies a reference, not a view.
    final class Entry {
        /// The statement. Holding it keeps its tree, and so its raw node (the key), alive:
        /// a key is never a freed node's address reused.
        let syntax: ExprSyntax
        /// Its view, with origins as they were when it started at `offset`.
        let node: SceneNode
        let offset: Int
        /// The names it refers to.
        let names: [String]
        /// The last load that used or made it.
        @exclusivity(unchecked) fileprivate(set) var load = -1
        /// The set of declarations (see ``declarationsNumber(for:)``) under which none of
        /// its names was found declared; -1 before any check.
        @exclusivity(unchecked) var clearOfDeclarations = -1

        init(syntax: ExprSyntax, node: SceneNode, offset: Int, names: [String]) {
            self.syntax = syntax
            self.node = node
            self.offset = offset
            self.names = names
        }
    }

    /// One table across loads, each entry stamped with its last load: a lookup hashes once,
    /// and a load leaves the table as it is but for the few entries it made or dropped
    /// (two tables, this load's and the last, hashed twice and were rebuilt every load).
    ///
    /// Its state is unchecked for exclusive access (as `Scope`'s names are): one load at a
    /// time uses a cache, and no access to it overlaps another; the checks were 3 % of a
    /// small scene's load.
    @exclusivity(unchecked) private var entries: [SyntaxKey: Entry] = [:]
    /// The names each evaluated statement refers to (nil: it refers to `self`), by raw
    /// node, with the statement (holding it keeps the key's node alive) and the last load
    /// that asked. A statement that names a declaration of the scene is never kept, so
    /// without this it would be walked again at every load, rows and all.
    @exclusivity(unchecked) private var names: [SyntaxKey: (syntax: ExprSyntax, names: [String]?, load: Int)] = [:]
    /// The number of the load under way.
    @exclusivity(unchecked) private var load = 0
    /// How many entries this load has used or made.
    @exclusivity(unchecked) private var keptThisLoad = 0

    /// The names the last load declared or ignored, and their number (see
    /// ``declarationsNumber(for:)``).
    @exclusivity(unchecked) private var declarations: Set<String> = []
    @exclusivity(unchecked) private var declarationsCount = 0

    /// A number for the names a load declares or ignores, the same as the last load's when
    /// they are the same names: a statement found to name none of them need not be checked
    /// again while the number stays (most edits change no declaration, and checking was a
    /// few hashes a reused statement).
    func declarationsNumber(for names: Set<String>) -> Int {
        if names != declarations {
            declarations = names
            declarationsCount += 1
        }
        return declarationsCount
    }

    /// How many statements' views are kept.
    var count: Int { entries.count }

    /// The entry of the statement whose raw node is `id`, from this load or the last, when
    /// `isUsable` accepts it; it is then kept for the next load.
    func reuse(_ id: RawSyntax.ID, where isUsable: (Entry) -> Bool) -> Entry? {
        guard let entry = entries[SyntaxKey(id)], isUsable(entry) else { return nil }
        stamp(entry)
        return entry
    }

    /// The entry of the statement whose raw node is `id` when this load has used or made it.
    func entryOfThisLoad(for id: RawSyntax.ID) -> Entry? {
        guard let entry = entries[SyntaxKey(id)], entry.load == load else { return nil }
        return entry
    }

    /// The names `syntax` refers to, from `collect` the first time its raw node is seen and
    /// remembered while loads keep asking (the names are read from the text alone, so an
    /// unchanged raw node refers to the same names).
    func names(of syntax: ExprSyntax, _ collect: () -> [String]?) -> [String]? {
        let key = SyntaxKey(syntax.raw.id)
        if let known = names[key] {
            if known.load != load { names[key] = (known.syntax, known.names, load) }
            return known.names
        }
        let collected = collect()
        names[key] = (syntax, collected, load)
        return collected
    }

    /// Keeps `entry` for the next load.
    func keep(_ entry: Entry, for id: RawSyntax.ID) {
        if let old = entries.updateValue(entry, forKey: SyntaxKey(id)), old.load == load {
            keptThisLoad -= 1
        }
        stamp(entry)
    }

    /// Marks `entry` as used by this load.
    private func stamp(_ entry: Entry) {
        guard entry.load != load else { return }
        entry.load = load
        keptThisLoad += 1
    }

    /// Ends a load's evaluation: the next load sees only the entries this one kept.
    func endLoad() {
        if keptThisLoad < entries.count {
            if keptThisLoad < entries.count / 2 {
                entries = entries.filter { $0.value.load == load }
            } else {
                for id in entries.compactMap({ $0.value.load == load ? nil : $0.key }) {
                    entries.removeValue(forKey: id)
                }
            }
        }
        if names.contains(where: { $0.value.load != load }) {
            names = names.filter { $0.value.load == load }
        }
        load += 1
        keptThisLoad = 0
    }
}
