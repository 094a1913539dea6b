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
    struct Entry {
        /// The statement. Holding it keeps its tree, and so its raw node (the key), alive:
        /// a key is never a freed node's address reused.
        var syntax: ExprSyntax
        /// Its view, with origins as they were when it started at `offset`.
        var node: SceneNode
        var offset: Int
        /// The names it refers to.
        var names: [String]
    }

    private var previous: [RawSyntax.ID: Entry] = [:]
    private var current: [RawSyntax.ID: Entry] = [:]

    /// The entry of the statement whose raw node is `id`, from this load or the last.
    func entry(for id: RawSyntax.ID) -> Entry? {
        current[id] ?? previous[id]
    }

    /// The entry of the statement whose raw node is `id` when this load has used or made it.
    func entryOfThisLoad(for id: RawSyntax.ID) -> Entry? {
        current[id]
    }

    /// Keeps `entry` for the next load.
    func keep(_ entry: Entry, for id: RawSyntax.ID) {
        current[id] = entry
    }

    /// Ends a load's evaluation: the next load sees only the entries this one kept.
    func endLoad() {
        previous = current
        current = [:]
    }
}
