import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// The last parse of one Swift scene file, so that the next load of the same file re-parses
/// only around the edit: swift-syntax reuses every node the edit cannot have changed, which
/// for a one-line edit of a large scene is about a twentieth of a full parse.
///
/// Give one cache to every ``SceneInterpreter/load(source:path:parseCache:)`` of the same file,
/// one load at a time (it is not thread-safe). The tree it yields equals a fresh parse of the
/// same text, so loading with a cache gives the same result as loading without: a text with
/// syntax errors, or one following such a text, is parsed from scratch.
public final class SceneParseCache {
    /// The text last parsed and its parse: where the next parse starts from.
    private var parsed: (source: String, result: IncrementalParseResult)?
    /// The text last given and its tree: `parsed`'s, or that with literal edits made in it
    /// (``LiteralEdit``). An incremental parse starts from `parsed`, never from this: the
    /// parser's record of how far each node looked ahead is true of the text it parsed.
    private var latest: (source: String, tree: SourceFileSyntax)?
    /// Incremental parses and literal edits since the last full parse. A re-parsed tree keeps
    /// the trees it reuses nodes from alive (their syntax arenas), and those the trees they
    /// reused from, so an unbroken chain of re-parses would hold every version of the file
    /// ever saved.
    private var reparses = 0
    /// Where the layout code's own parse is kept, so that a save that edits layout code
    /// re-parses only around the edit. It never makes literal edits: its trees are folded,
    /// and a fold makes the tree's arena (and a literal edit's, reused for the next edits)
    /// another tree's child, which may then take no new child of its own.
    private(set) lazy var programParse = SceneParseCache(maximumReparses: maximumReparses, literalEdits: false)
    /// Whether a save that changes only literals edits the last tree instead of re-parsing.
    private let literalEdits: Bool
    /// The last load's compiled program, kept when that load reported nothing: the next
    /// load of the same layout code, or of the code with numbers changed, runs it
    /// instead of compiling (``Program/reuse(for:sink:)``).
    var compiledProgram: Program?
    /// The guides the scene's `AlignmentID` types made, which the next compile takes over.
    let declaredGuides = DeclaredGuideTable()
    /// How the last call made its tree.
    private(set) var lastParse: ParseKind?

    /// How ``parse(_:maximumNestingLevel:)`` made a tree.
    enum ParseKind: Equatable {
        /// Parsed from scratch.
        case full
        /// Re-parsed from the previous parse, reusing what the edit did not touch.
        case incremental
        /// The previous tree with one or more literal tokens replaced (``LiteralEdit``), one
        /// per changed line.
        case literal
        /// The text had not changed: the previous tree.
        case unchanged
    }

    /// After this many incremental parses in a row the next parse is a full one, which ends
    /// the chain of retained trees: a bounded memory cost for a daemon that runs for weeks.
    ///
    /// A re-parse allocates only the nodes around the edit, and a literal edit's tree keeps
    /// no earlier literal edit's nodes (see ``LiteralEdit``): 800 one-value edits in a row
    /// leave a process's memory where the first 50 left it (the 100-view, 1,000-view and
    /// 10,000-view ForEach scenes; `SceneProbe --loop N --edited`, maximum RSS). The full
    /// parse is the costly end of the trade: it gives every statement a new identity, so the
    /// load evaluates the whole scene and the layout resolves all of it again, three times a
    /// normal save's pass. Once in a thousand saves keeps it out of the 99th percentile.
    static let maximumReparses = 1_024

    /// This cache's bound on incremental parses in a row (``maximumReparses`` but in tests).
    let maximumReparses: Int

    /// The views of the last load's statements, for reusing those the edit did not touch.
    let evaluations = EvaluationCache()

    /// A cache with nothing parsed yet: its first parse is a full one.
    public init() {
        maximumReparses = Self.maximumReparses
        literalEdits = true
    }

    /// A cache that parses in full after `maximumReparses` incremental parses in a row, and
    /// makes literal edits when `literalEdits`.
    init(maximumReparses: Int, literalEdits: Bool = true) {
        self.maximumReparses = maximumReparses
        self.literalEdits = literalEdits
    }

    /// Parses `source`, from the previous parse when there is one, and keeps the result for
    /// the next call.
    func parse(_ source: String, maximumNestingLevel: Int) -> SourceFileSyntax {
        var editsFromLatest: [SourceEdit]?
        if let latest, reparses < maximumReparses {
            if latest.source == source {
                lastParse = .unchanged
                return latest.tree
            }
            let edits = Self.edits(from: latest.source, to: source)
            if literalEdits, let tree = literallyEdited(latest.tree, source: latest.source, edits) {
                self.latest = (source, tree)
                reparses += 1
                lastParse = .literal
                return tree
            }
            editsFromLatest = edits
        }
        var transition: IncrementalParseTransition?
        // Only from a tree without syntax errors: swift-syntax's incremental parse of a
        // broken tree can differ from a fresh parse (see below).
        if let parsed, reparses < maximumReparses, !parsed.result.tree.hasError {
            // The edits just found, when the last tree is the last parse's own (no literal
            // edit since), rather than the same comparison of the two texts again.
            let edits = (parsed.result.tree == latest?.tree ? editsFromLatest : nil) ?? Self.edits(from: parsed.source, to: source)
            // The edits never overlap, so swift-syntax always takes them.
            if let concurrent = try? ConcurrentEdits(concurrent: edits) {
                transition = IncrementalParseTransition(previousIncrementalParseResult: parsed.result, edits: concurrent)
            }
        }
        if transition != nil {
            reparses += 1
            lastParse = .incremental
        } else {
            reparses = 0
            lastParse = .full
        }
        var parser = Parser(source, maximumNestingLevel: maximumNestingLevel, parseTransition: transition)
        var tree = SourceFileSyntax.parse(from: &parser)
        if transition != nil, tree.hasError {
            // A tree with syntax errors is parsed again from scratch: the incremental parse
            // of such a tree need not be a fresh parse's (past the nesting limit it put the
            // error elsewhere; scripts/fuzz-scenes.py --watch found it), and its diagnostics
            // must be the same however the file was reached. Broken scenes are rare and
            // short-lived, so the full parse costs little.
            parser = Parser(source, maximumNestingLevel: maximumNestingLevel)
            tree = SourceFileSyntax.parse(from: &parser)
            reparses = 0
            lastParse = .full
        }
        parsed = (source, IncrementalParseResult(tree: tree, lookaheadRanges: parser.lookaheadRanges))
        latest = (source, tree)
        return tree
    }

    /// `tree`, whose text is `source`, with every one of `edits` made as a ``LiteralEdit``,
    /// or nil when one of them is not a literal edit. The last edit is made first, so that
    /// each edit's offsets still hold in the tree it is made in; the text before an edit is
    /// `source`'s own, and a literal edit reads only its token and the bytes beside it, which
    /// ``edits(from:to:)`` never puts in another edit.
    ///
    /// Each save's edits go into an arena of their own. A load may fold the operators of the
    /// tree handed to it (compiled view code, a `containerRelativeFrame` closure), and a fold
    /// makes the tree's arena another arena's child, which may take no new child after: the
    /// next save's nodes, which refer to the parse's, would add one. (A new arena's first
    /// node from another arena costs 33 k instructions, under 1 % of an edited load.)
    private func literallyEdited(_ tree: SourceFileSyntax, source: String, _ edits: [SourceEdit]) -> SourceFileSyntax? {
        var tree = tree
        let arena = RawSyntaxArena()
        for edit in edits.reversed() {
            guard let literal = LiteralEdit(edit, in: tree, source: source) else { return nil }
            tree = literal.applied(in: arena)
        }
        return tree
    }

    /// The edits that turn `old` into `new`: one for each changed line when the text between
    /// the common prefix and suffix (``edit(from:to:)``) spans the same number of lines in
    /// both, else that one edit. A save that changes a number in two methods, or the same
    /// value in several views, so becomes one literal edit or one small re-parse per change,
    /// not a re-parse of everything between the first and the last. Each line's edit is
    /// trimmed to what differs in it, so no line break is inside it; the edits are in order
    /// and never overlap.
    static func edits(from old: String, to new: String) -> [SourceEdit] {
        let whole = edit(from: old, to: new)
        let start = whole.range.lowerBound.utf8Offset, oldEnd = whole.range.upperBound.utf8Offset
        var old = old
        return old.withUTF8 { old -> [SourceEdit] in
            whole.replacementBytes.withUnsafeBufferPointer { replacement -> [SourceEdit] in
                let removed = UnsafeBufferPointer(rebasing: old[start..<oldEnd])
                let lineBreak = UInt8(ascii: "\n")
                guard removed.contains(lineBreak), removed.count(where: { $0 == lineBreak }) == replacement.count(where: { $0 == lineBreak }) else { return [whole] }
                var edits: [SourceEdit] = []
                var oldLine = 0, newLine = 0
                while oldLine <= removed.count {
                    let oldEnd = removed[oldLine...].firstIndex(of: lineBreak) ?? removed.count
                    let newEnd = replacement[newLine...].firstIndex(of: lineBreak) ?? replacement.count
                    var prefix = 0
                    while oldLine + prefix < oldEnd, newLine + prefix < newEnd, removed[oldLine + prefix] == replacement[newLine + prefix] { prefix += 1 }
                    var suffix = 0
                    while oldEnd - suffix > oldLine + prefix, newEnd - suffix > newLine + prefix, removed[oldEnd - suffix - 1] == replacement[newEnd - suffix - 1] { suffix += 1 }
                    if oldLine + prefix < oldEnd - suffix || newLine + prefix < newEnd - suffix {
                        let range = AbsolutePosition(utf8Offset: start + oldLine + prefix)..<AbsolutePosition(utf8Offset: start + oldEnd - suffix)
                        edits.append(SourceEdit(range: range, replacement: Array(replacement[(newLine + prefix)..<(newEnd - suffix)])))
                    }
                    oldLine = oldEnd + 1
                    newLine = newEnd + 1
                }
                return edits.isEmpty ? [whole] : edits
            }
        }
    }

    /// The single edit that turns `old` into `new`: everything between their common UTF-8
    /// prefix and suffix replaced. An editor's save is usually one such change, and a wider
    /// edit than the real one only costs reuse, never correctness.
    static func edit(from old: String, to new: String) -> SourceEdit {
        // Over the bytes themselves, eight at a time: iterating the UTF-8 views (backwards,
        // for the suffix) took ten times as long as a byte loop, about 0.7 ms for a 37 KB
        // scene, and the byte loop was still 7 % of loading a one-row edit.
        var old = old, new = new
        return old.withUTF8 { old in
            new.withUTF8 { new in
                let common = min(old.count, new.count)
                let oldWords = UnsafeRawBufferPointer(old), newWords = UnsafeRawBufferPointer(new)
                var prefix = 0
                while prefix + 8 <= common,
                      oldWords.loadUnaligned(fromByteOffset: prefix, as: UInt64.self) == newWords.loadUnaligned(fromByteOffset: prefix, as: UInt64.self) {
                    prefix += 8
                }
                while prefix < common, old[prefix] == new[prefix] { prefix += 1 }
                var suffix = 0
                while suffix + 8 <= common - prefix,
                      oldWords.loadUnaligned(fromByteOffset: old.count - suffix - 8, as: UInt64.self) == newWords.loadUnaligned(fromByteOffset: new.count - suffix - 8, as: UInt64.self) {
                    suffix += 8
                }
                while suffix < common - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
                let range = AbsolutePosition(utf8Offset: prefix)..<AbsolutePosition(utf8Offset: old.count - suffix)
                return SourceEdit(range: range, replacement: Array(new[prefix..<(new.count - suffix)]))
            }
        }
    }
}
