import SwiftSyntax

extension SyntaxProtocol {
    /// Where this node starts, past its leading trivia.
    var origin: SceneOrigin { SceneOrigin(offset: positionAfterSkippingLeadingTrivia.utf8Offset) }
}
