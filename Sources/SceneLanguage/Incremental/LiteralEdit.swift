@_spi(RawSyntax) import SwiftSyntax

/// An edit that stays inside one number or one plain string literal's text, such as a width
/// changed from `25` to `30` or a label's words: the commonest save of a scene. Such an
/// edit needs no parse at all: the new file's tree is the old one with that one token
/// replaced, as rust-analyzer re-lexes a single token instead of re-parsing.
///
/// That is exact only where no parse decision reads the text that changed, so the edit is
/// taken only when the token keeps its kind and its bounds:
/// - an integer stays digits (`[0-9][0-9_]*`), a decimal stays digits, a point and digits;
///   neither is next to a letter, digit, `_`, `$` or `.`;
/// - a string segment of a one-line `"…"` literal without `#` stays non-empty text with no
///   quote, backslash or control character;
/// - the old tree has no syntax error (whose recovery might read it).
///
/// Anything else (an identifier, an operator, trivia, an edit across tokens) is parsed.
struct LiteralEdit {
    /// The nodes from the root down to the token's parent, each with the index of the next
    /// one (or of the token) among its children.
    private let path: [(node: RawSyntax, index: Int)]
    /// The token's kind with its new text.
    private let replacement: TokenKind
    private let token: RawSyntax

    /// The edit `edit` of `tree`, whose text is `source`, as a literal edit, or nil when it is
    /// not one. The tree is read raw: making syntax nodes to walk it cost more than a re-parse.
    init?(_ edit: SourceEdit, in tree: SourceFileSyntax, source: String) {
        guard !tree.hasError else { return nil }
        let lower = edit.range.lowerBound.utf8Offset, upper = edit.range.upperBound.utf8Offset
        var source = source
        let found: LiteralEdit? = source.withUTF8 { text in
            // An insertion between two tokens (at the end of a number, say) is inside either.
            for offset in [lower, lower - 1] where offset >= 0 {
                guard let (path, token, start) = Self.token(at: offset, in: tree.raw),
                      let view = token.tokenView else { continue }
                let contentStart = start + view.leadingTriviaByteLength
                let contentEnd = contentStart + view.textByteLength
                guard contentStart <= lower, upper <= contentEnd else { continue }
                var new = Array(view.rawText)
                new.replaceSubrange((lower - contentStart)..<(upper - contentStart), with: edit.replacementBytes)
                let before = contentStart > 0 ? text[contentStart - 1] : nil
                let after = contentEnd < text.count ? text[contentEnd] : nil
                guard let kind = Self.kind(replacing: view.rawKind, with: new, between: before, and: after, path: path) else { continue }
                return LiteralEdit(path: path, replacement: kind, token: token)
            }
            return nil
        }
        guard let found else { return nil }
        self = found
    }

    private init(path: [(node: RawSyntax, index: Int)], replacement: TokenKind, token: RawSyntax) {
        self.path = path
        self.replacement = replacement
        self.token = token
    }

    /// The tree with the token replaced: new nodes from the token up to the root, and every
    /// other node the old tree's own (the same raw node), so what was kept for it stays valid.
    ///
    /// The new nodes go into `arena`, which may hold the same save's other literal edits' nodes (see
    /// ``SceneParseCache``).
    func applied(in arena: RawSyntaxArena = RawSyntaxArena()) -> SourceFileSyntax {
        var replaced = Self.token(token.tokenView!, as: replacement, in: arena)
        for (node, index) in path.reversed() {
            replaced = node.layoutView!.replacingChild(at: index, with: replaced, arena: arena)
        }
        return Syntax(raw: replaced, rawNodeArena: arena).cast(SourceFileSyntax.self)
    }

    /// `token` with the kind and text of `kind`, made wholly in `arena`: its text and its
    /// trivia's text are copied there.
    ///
    /// swift-syntax's `withKind` makes the new token refer to the old one's trivia, and so
    /// makes `arena` keep the old token's arena alive. The old token is the last literal
    /// edit's, so every arena kept the one before it: a scene edited in one place, save
    /// after save, held every version's nodes until the next full parse (4.6 KB a save,
    /// 5 MB by the 1,024th for the daemon benchmark's 100-view scene).
    private static func token(_ token: RawSyntaxTokenView, as kind: TokenKind, in arena: RawSyntaxArena) -> RawSyntax {
        let (rawKind, string) = kind.decomposeToRaw()
        let text = string.map { arena.intern($0) } ?? rawKind.defaultText ?? ""
        let leading = token.leadingRawTriviaPieces, trailing = token.trailingRawTriviaPieces
        func copy(_ pieces: [RawTriviaPiece], into buffer: UnsafeMutableBufferPointer<RawTriviaPiece>) {
            for (index, piece) in pieces.enumerated() { (buffer.baseAddress! + index).initialize(to: piece.copied(into: arena)) }
        }
        return .makeMaterializedToken(
            kind: rawKind, text: text,
            leadingTriviaPieceCount: leading.count, trailingTriviaPieceCount: trailing.count,
            presence: token.presence, tokenDiagnostic: token.tokenDiagnostic, arena: arena,
            initializingLeadingTriviaWith: { copy(leading, into: $0) },
            initializingTrailingTriviaWith: { copy(trailing, into: $0) }
        )
    }

    /// The token whose bytes (trivia included) hold `offset`, where it starts, and the path
    /// to it from `root`.
    private static func token(at offset: Int, in root: RawSyntax) -> (path: [(node: RawSyntax, index: Int)], token: RawSyntax, start: Int)? {
        var path: [(node: RawSyntax, index: Int)] = []
        var node = root, start = 0
        while !node.isToken {
            guard let layout = node.layoutView else { return nil }
            var next: (RawSyntax, Int)?
            for (index, child) in layout.children.enumerated() {
                guard let child else { continue }
                if offset < start + child.byteLength {
                    next = (child, index)
                    break
                }
                start += child.byteLength
            }
            guard let (child, index) = next else { return nil }
            path.append((node, index))
            node = child
        }
        return (path, node, start)
    }

    /// The kind of token `bytes` lexes to in place of a token of kind `kind`, between the
    /// bytes `before` and `after`, when it is `kind`.
    private static func kind(replacing kind: RawTokenKind, with bytes: [UInt8], between before: UInt8?, and after: UInt8?, path: [(node: RawSyntax, index: Int)]) -> TokenKind? {
        let text = String(decoding: bytes, as: UTF8.self)
        switch kind {
        case .integerLiteral:
            guard isDigits(bytes[...]), !joinsNumber(before), !joinsNumber(after) else { return nil }
            return .integerLiteral(text)
        case .floatLiteral:
            guard let point = bytes.firstIndex(of: UInt8(ascii: ".")), isDigits(bytes[..<point]), isDigits(bytes[(point + 1)...]),
                  !joinsNumber(before), !joinsNumber(after) else { return nil }
            return .floatLiteral(text)
        case .stringSegment:
            // Segment, segment list, string literal: a one-line `"…"` without `#`.
            guard !bytes.isEmpty, !bytes.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }),
                  path.count >= 3, let literal = RawStringLiteralExprSyntax(path[path.count - 3].node),
                  literal.openingPounds == nil, literal.openingQuote.tokenKind == .stringQuote else { return nil }
            return .stringSegment(text)
        default:
            return nil
        }
    }

    /// Whether `bytes` are a digit and then digits and underscores.
    private static func isDigits(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = bytes.first, isDigit(first) else { return false }
        return bytes.allSatisfy { isDigit($0) || $0 == UInt8(ascii: "_") }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Whether a number next to `byte` could run into it (`x.0`, `1.e`, `0x`, …), so that
    /// where its text ends might depend on its digits.
    private static func joinsNumber(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: ".")
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || byte >= 0x80
    }
}

extension RawTriviaPiece {
    /// The same piece with any text it holds (a comment's, say) copied into `arena`.
    fileprivate func copied(into arena: RawSyntaxArena) -> RawTriviaPiece {
        switch self {
        case .blockComment(let text): .blockComment(arena.intern(text))
        case .docBlockComment(let text): .docBlockComment(arena.intern(text))
        case .docLineComment(let text): .docLineComment(arena.intern(text))
        case .lineComment(let text): .lineComment(arena.intern(text))
        case .unexpectedText(let text): .unexpectedText(arena.intern(text))
        case .backslashes, .carriageReturns, .carriageReturnLineFeeds, .formfeeds, .newlines, .pounds, .spaces, .tabs, .verticalTabs: self
        }
    }
}
