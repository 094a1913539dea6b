import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// A `switch` in view code chooses its case as Swift's does.
struct ViewCodeSwitchTests {
    @Test func aCaseMatchesOnlyWhileItsWhereClauseHolds() throws {
        let source = """
            let compact = false
            #Preview { VStack { ForEach(0..<3) { i in
                switch i {
                case 0 where compact: Text("small zero")
                case 0: Text("zero")
                case 1, 2 where i > 1: Text("two") // `where` belongs to `2` alone, as in Swift
                default: Text("other")
                }
            } } }
            """
        #expect(load(source).diagnostics.isEmpty)
        #expect(try placement(source).root.allNodes.compactMap(\.text) == ["zero", "two", "two"])
    }

    @Test func aWhereClauseThatFailsLetsTheNextCaseMatch() throws {
        let source = """
            #Preview { VStack { ForEach(0..<2) { i in
                switch i {
                case 1 where i > 5: Text("never")
                case 1: Text("one")
                default: Text("other")
                }
            } } }
            """
        #expect(try placement(source).root.allNodes.compactMap(\.text) == ["other", "one"])
    }
}
