@_spi(RawSyntax) import SwiftSyntax

/// A token's text read straight from the source buffer. `TokenSyntax.text` first forms the
/// whole `TokenKind` (a switch over every kind, and a `String` for identifiers) and costs
/// several times as much; the evaluator reads a token for every name and label it meets.
extension TokenSyntax {
    /// The token as written, without trivia.
    var spelling: String { String(syntaxText: rawText) }

    /// An identifier without backticks.
    var identifierText: String {
        let text = rawText
        guard text.count >= 2, text.first == UInt8(ascii: "`"), text.last == UInt8(ascii: "`") else { return String(syntaxText: text) }
        return String(syntaxText: SyntaxText(rebasing: text.dropFirst().dropLast()))
    }

    /// Whether the token is spelled `text`, compared in place.
    func isSpelled(_ text: StaticString) -> Bool {
        rawText == SyntaxText(text)
    }

    /// Whether the token is the keyword `keyword` (`self`, `true`, `let`, …).
    func isKeyword(_ keyword: Keyword) -> Bool {
        rawTokenKind == .keyword && rawText == keyword.defaultText
    }

    /// Whether a byte of the token as written satisfies `predicate`, read in place.
    func containsByte(where predicate: (UInt8) -> Bool) -> Bool {
        rawText.contains(where: predicate)
    }

    /// Whether the token is `_`.
    var isWildcard: Bool { rawTokenKind == .wildcard }
}
