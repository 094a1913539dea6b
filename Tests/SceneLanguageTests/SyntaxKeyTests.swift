@testable import SceneLanguage
@_spi(RawSyntax) import SwiftSyntax
import SwiftParser
import Testing

/// `SyntaxKey` stands for a raw node's identity in the evaluation cache, hashed by hand.
struct SyntaxKeyTests {
    /// Every node of the parsed `source`, raw, handed to `body` while the tree is alive (a
    /// raw node is an address in its tree's arena).
    private static func withNodes(of source: String, _ body: ([RawSyntax]) -> Void) {
        let tree = Parser.parse(source: source)
        var found: [RawSyntax] = []
        var pending = [Syntax(tree).raw]
        while let raw = pending.popLast() {
            found.append(raw)
            guard let layout = raw.layoutView else { continue }
            for child in layout.children { if let child { pending.append(child) } }
        }
        withExtendedLifetime(tree) { body(found) }
    }

    @Test func keysAreEqualExactlyWhenTheNodesAre() {
        Self.withNodes(of: "struct A: View { var body: some View { Text(\"a\").padding(4) } }") { nodes in
            for (index, node) in nodes.enumerated() {
                let next = nodes[(index + 1) % nodes.count]
                #expect(SyntaxKey(node.id) == SyntaxKey(node.id))
                #expect((SyntaxKey(node.id) == SyntaxKey(next.id)) == (node.id == next.id))
            }
        }
    }

    @Test func aTableKeyedBySyntaxKeyGroupsNodesAsRawSyntaxIDDoes() {
        // swift-syntax shares some raw nodes between positions (they have one ID): the keys
        // must tell apart exactly the nodes the IDs tell apart.
        let rows = (0..<500).map { "            Text(\"row \($0)\").frame(width: \($0))" }.joined(separator: "\n")
        Self.withNodes(of: "struct A: View {\n    var body: some View {\n        VStack {\n\(rows)\n        }\n    }\n}\n") { nodes in
            var table: [SyntaxKey: Int] = [:]
            for (index, node) in nodes.enumerated() { table[SyntaxKey(node.id)] = index }
            #expect(table.count == Set(nodes.map(\.id)).count)
            #expect(nodes.allSatisfy { table[SyntaxKey($0.id)].map { nodes[$0].id } == $0.id })
        }
    }

    @Test func hashesSpreadOverTheLowBitsThatPickABucket() {
        // Nodes of one arena are close together: their keys' hashes must still spread
        // over a small table's buckets (the low bits), not pile into a few.
        Self.withNodes(of: (0..<64).map { "let v\($0) = \($0)" }.joined(separator: "\n")) { nodes in
            let buckets = Set(nodes.map { SyntaxKey($0.id)._rawHashValue(seed: 0) & 63 })
            #expect(buckets.count > 32)
        }
    }
}
