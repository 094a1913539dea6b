import SwiftSyntax

extension SyntaxProtocol {
    /// Where this node starts, past its leading trivia.
    var origin: SceneOrigin { SceneOrigin(offset: positionAfterSkippingLeadingTrivia.utf8Offset) }

    /// The node's text without the trivia before its first token and after its last, as
    /// `trimmedDescription` gives it, read from the text in place: `trimmedDescription`
    /// builds a trimmed copy of the tree first (37 k instructions for the `View` of
    /// `struct ContentView: View`, declared again on every load).
    var trimmedText: String {
        let text = description
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: leadingTriviaLength.utf8Length)
        let end = utf8.index(utf8.endIndex, offsetBy: -trailingTriviaLength.utf8Length)
        return start < end ? String(text[start..<end]) : ""
    }
}
