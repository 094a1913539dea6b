import SwiftSyntax

/// The inline Markdown SwiftUI reads in a `Text`'s string literal (a `LocalizedStringKey`):
/// `Text("Tap **Save** to keep it")` draws "Tap Save to keep it" with "Save" bold, so the
/// asterisks take no width and the bold word takes a bold one. A `String` held in a variable
/// (`Text(title)`) and `Text(verbatim:)` are drawn as written, as in SwiftUI.
///
/// What it reads, as CommonMark and GitHub's strikethrough spell it: `**strong**` and
/// `__strong__`, `*emphasis*` and `_emphasis_` (an `_` not inside a word), `` `code` ``
/// (monospaced, its content as written), `~~strikethrough~~`, `[text](destination)` (the text
/// shown) and backslash escapes. A delimiter that opens nothing it closes stays as written.
/// A literal whose written text holds Markdown is read as made, its interpolations' text in
/// it; one whose written text holds none is drawn as made.
/// Emphasis, strikethrough and links only paint; strong text and code change the measure.
struct InlineMarkdown {
    /// A stretch of text and how it is drawn.
    struct Run: Equatable {
        var text: String
        var isBold = false
        var isItalic = false
        var isCode = false
        var isStruckThrough = false
    }

    /// The runs `text` draws as, or nil when it holds no Markdown (drawn as written).
    static func runs(of text: String) -> [Run]? {
        guard holdsMarker(text) else { return nil }
        var parser = InlineMarkdown(Array(text))
        let runs = parser.parse(Run(text: ""), until: nil)
        guard runs.count != 1 || runs[0] != Run(text: text) else { return nil }
        return runs
    }

    /// Whether `byte` may begin Markdown: `*`, `_`, a backtick, `~`, `[` or a backslash.
    /// (A switch: every `Text` literal of a scene is looked at on every cold load.)
    static func isMarker(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "~"), UInt8(ascii: "["), UInt8(ascii: "\\"): return true
        default: return false
        }
    }

    private let characters: [Character]
    private var position = 0

    private init(_ characters: [Character]) {
        self.characters = characters
    }

    /// The runs up to the closing delimiter `closer` (consumed), or to the end; each drawn
    /// in `style` and what it opens inside.
    private mutating func parse(_ style: Run, until closer: [Character]?) -> [Run] {
        var runs: [Run] = []
        var plain = ""
        func flush() {
            guard !plain.isEmpty else { return }
            var run = style
            run.text = plain
            runs.append(run)
            plain = ""
        }
        while position < characters.count {
            if let closer, closes(closer) {
                position += closer.count
                flush()
                return runs
            }
            let character = characters[position]
            switch character {
            case "\\" where position + 1 < characters.count && (characters[position + 1].isPunctuation || characters[position + 1].isSymbol):
                plain.append(characters[position + 1])
                position += 2
            case "`":
                let run = delimiterRun(at: position)
                if let end = matchingBackticks(count: run.count, after: position + run.count) {
                    flush()
                    var code = style
                    code.isCode = true
                    code.text = String(characters[(position + run.count)..<end])
                    runs.append(code)
                    position = end + run.count
                } else {
                    plain += String(run)
                    position += run.count
                }
            case "*", "_", "~":
                let run = delimiterRun(at: position)
                let length = character == "~" ? 2 : min(run.count, 3)
                guard run.count >= length, opens(at: position, length: length), let inner = styled(style, character, length) else {
                    plain += String(run)
                    position += run.count
                    continue
                }
                let delimiter = Array(repeating: character, count: length)
                var attempt = self
                attempt.position = position + length
                guard attempt.hasCloser(delimiter) else {
                    plain += String(run)
                    position += run.count
                    continue
                }
                flush()
                position += length
                runs += parse(inner, until: delimiter)
            case "[":
                if let (textEnd, linkEnd) = link(at: position) {
                    flush()
                    var inside = InlineMarkdown(Array(characters[(position + 1)..<textEnd]))
                    runs += inside.parse(style, until: nil)
                    position = linkEnd
                } else {
                    plain.append(character)
                    position += 1
                }
            default:
                plain.append(character)
                position += 1
            }
        }
        flush()
        return runs
    }

    /// `style` with what a run of `length` delimiters `character` adds.
    private func styled(_ style: Run, _ character: Character, _ length: Int) -> Run? {
        var inner = style
        switch (character, length) {
        case ("~", 2): inner.isStruckThrough = true
        case ("~", _): return nil
        case (_, 1): inner.isItalic = true
        case (_, 2): inner.isBold = true
        default:
            inner.isBold = true
            inner.isItalic = true
        }
        return inner
    }

    /// The delimiter characters like the one at `index`, in a row.
    private func delimiterRun(at index: Int) -> [Character] {
        var end = index
        while end < characters.count, characters[end] == characters[index] { end += 1 }
        return Array(characters[index..<end])
    }

    /// Whether the delimiter at `index` may open: not followed by whitespace, and an `_` not
    /// inside a word.
    private func opens(at index: Int, length: Int) -> Bool {
        let after = index + length
        guard after < characters.count, !characters[after].isWhitespace else { return false }
        if characters[index] == "_", index > 0, characters[index - 1].isLetter || characters[index - 1].isNumber { return false }
        return true
    }

    /// Whether `closer` is at the position and may close: not after whitespace, and an `_`
    /// not followed by a word character.
    private func closes(_ closer: [Character]) -> Bool {
        let end = position + closer.count
        guard end <= characters.count, Array(characters[position..<end]) == closer, position > 0, !characters[position - 1].isWhitespace else { return false }
        if closer[0] == "_", end < characters.count, characters[end].isLetter || characters[end].isNumber { return false }
        return true
    }

    /// Whether a closer follows, before the text ends.
    private func hasCloser(_ closer: [Character]) -> Bool {
        var index = position
        var scan = self
        while index < characters.count {
            scan.position = index
            if scan.closes(closer) { return true }
            index += 1
        }
        return false
    }

    /// The end of a code span's content: the next run of exactly `count` backticks.
    private func matchingBackticks(count: Int, after start: Int) -> Int? {
        var index = start
        while index < characters.count {
            guard characters[index] == "`" else {
                index += 1
                continue
            }
            let run = delimiterRun(at: index)
            if run.count == count { return index }
            index += run.count
        }
        return nil
    }

    /// For `[text](destination)` at `index`: where its text ends (the `]`) and where the link
    /// ends (after the `)`); nil when it is no link.
    private func link(at index: Int) -> (textEnd: Int, linkEnd: Int)? {
        var depth = 0
        var close = index
        while close < characters.count {
            switch characters[close] {
            case "[": depth += 1
            case "]":
                depth -= 1
                if depth == 0 {
                    guard close + 1 < characters.count, characters[close + 1] == "(",
                          let end = characters[(close + 2)...].firstIndex(of: ")"),
                          !characters[(close + 2)..<end].contains(where: \.isWhitespace) else { return nil }
                    return (close, end + 1)
                }
            default: break
            }
            close += 1
        }
        return nil
    }
}

extension InlineMarkdown {
    /// The node a `Text` of the string literal `text` is drawn as when the literal holds
    /// Markdown: its runs joined, as `Text + Text` joins parts; nil when it holds none.
    static func textNode(_ text: String, origin: SceneOrigin) -> SceneNode? {
        guard let runs = runs(of: text) else { return nil }
        let parts = runs.map { run -> SceneNode in
            var part = SceneNode(name: "Text", arguments: [SceneArgument(label: "verbatim", value: .string(run.text), origin: origin, valueOrigin: origin)], origin: origin)
            let styles = [(run.isBold, "bold"), (run.isItalic, "italic"), (run.isCode, "monospaced"), (run.isStruckThrough, "strikethrough")]
            for (applies, name) in styles where applies {
                part.modifiers.append(SceneModifier(name: name, arguments: [], content: nil, origin: origin))
            }
            return part
        }
        return SceneNode(name: "Text", children: parts, origin: origin)
    }
}

extension InlineMarkdown {
    /// Whether `call` is `Text("…")` of one string literal whose written text holds a
    /// Markdown marker (an interpolated expression's `*` is no marker). Read from the tokens'
    /// bytes, as every `Text` of a scene asks it.
    static func isMarkdownText(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
              let literal = argument.expression.as(StringLiteralExprSyntax.self) else { return false }
        return literal.segments.contains { segment in
            guard case .stringSegment(let text) = segment else { return false }
            return text.content.containsByte(where: isMarker)
        }
    }

    /// Whether `text` holds a Markdown marker, scanned as bytes.
    static func holdsMarker(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in bytes.contains(where: isMarker) }
    }

    /// `node`, a `Text` made by a call ``isMarkdownText(_:)`` accepts, drawn as its literal's
    /// Markdown says.
    static func drawn(_ node: SceneNode) -> SceneNode {
        guard node.arguments.count == 1, case .string(let text) = node.arguments[0].value,
              var drawn = textNode(text, origin: node.origin) else { return node }
        drawn.modifiers = node.modifiers
        return drawn
    }
}
