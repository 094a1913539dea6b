@testable import SceneLanguage
import SwiftParser
import SwiftSyntax
import Testing

/// `trimmedText` reads a node's text without its outer trivia in place, and must say exactly
/// what swift-syntax's `trimmedDescription` says.
@Suite struct TrimmedTextTests {
    static let sources = [
        "struct A: View {}",
        "struct A:\n    // the protocol\n    SwiftUI . View /* after */ {}",
        "struct A: Swift.Equatable, View {}",
        "extension  /* c */ ContentView   {}",
    ]

    @Test(arguments: sources)
    func everyNodeReadsAsItsTrimmedDescription(source: String) {
        let file = Parser.parse(source: source)
        var nodes: [Syntax] = [Syntax(file)]
        var index = 0
        while index < nodes.count {
            nodes.append(contentsOf: nodes[index].children(viewMode: .sourceAccurate))
            index += 1
        }
        for node in nodes {
            #expect(node.trimmedText == node.trimmedDescription, "\(node.kind)")
        }
    }
}
