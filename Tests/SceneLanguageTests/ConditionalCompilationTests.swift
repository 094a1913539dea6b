import Foundation
import LayoutEngine
@testable import SceneLanguage
import Testing

/// `#if` in a scene compiles the clause Xcode's preview of an iOS app would: `os(iOS)`,
/// `DEBUG` and `canImport(UIKit)` hold, `os(macOS)` and `canImport(AppKit)` do not.
@Suite struct ConditionalCompilationTests {
    /// The texts of the first preview, in order, with no diagnostic.
    func texts(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        try placement(source, sourceLocation: sourceLocation).root.allNodes.compactMap(\.text)
    }

    @Test func aViewBuilderShowsTheClauseOfAnIOSPreview() throws {
        let source = """
            #Preview {
                VStack {
                    #if os(macOS)
                    Text("mac")
                    #elseif os(iOS)
                    Text("ios")
                    #else
                    Text("other")
                    #endif
                    #if canImport(AppKit)
                    Text("appkit")
                    #endif
                    #if DEBUG && canImport(UIKit)
                    Text("debug")
                    #endif
                }
            }
            """
        #expect(try texts(source) == ["ios", "debug"])
    }

    @Test func topLevelDeclarationsAndPreviewsAreTakenFromTheActiveClause() throws {
        let source = """
            #if os(macOS)
            let title = "mac"
            #else
            let title = "ios"
            #endif
            #if DEBUG
            #Preview { Text(title) }
            #endif
            """
        #expect(try texts(source) == ["ios"])
    }

    @Test func aForEachsContentShowsTheActiveClause() throws {
        let source = """
            #Preview {
                VStack {
                    ForEach(0..<2) { i in
                        #if os(iOS)
                        Text("ios \\(i)")
                        #else
                        Text("other \\(i)")
                        #endif
                    }
                }
            }
            """
        #expect(try texts(source) == ["ios 0", "ios 1"])
    }

    @Test func layoutCodeRunsTheActiveClause() throws {
        let width = try computedWidth("""
            #if os(iOS)
            let side: CGFloat = 40
            #else
            let side: CGFloat = 10
            #endif
            return CGSize(width: side, height: 0)
        """)
        #expect(width == 40)
    }

    // MARK: - #if makes no scope

    /// A view builder whose `let` is declared in a `#if` clause and read after `#endif`.
    static let letInsideIfConfig = """
        #Preview {
            VStack {
                #if os(iOS)
                let title = "ios"
                #else
                let title = "other"
                #endif
                Text(title)
            }
        }
        """

    @Test func aLetInsideAnIfConfigIsInScopeAfterTheEndif() throws {
        #expect(try texts(Self.letInsideIfConfig) == ["ios"])
        #expect(try ForEachTemplateTests.evaluated { try texts(Self.letInsideIfConfig) } == ["ios"])
    }

    /// The same in a `ForEach`'s content and in a user view's body, which loads compile:
    /// compiled and evaluated alike.
    static let letInsideIfConfigInCompiledCode = """
        struct Card: View {
            let n: Int
            var body: some View {
                #if DEBUG
                let label = "card \\(n)"
                #endif
                Text(label)
            }
        }
        #Preview {
            VStack {
                ForEach(0..<2) { i in
                    #if os(iOS)
                    let twice = i * 2
                    #endif
                    Text("\\(twice)")
                }
                Card(n: 1)
                Card(n: 2)
            }
        }
        """

    @Test func aLetInsideAnIfConfigOfCompiledViewCodeIsInScopeAfterTheEndif() throws {
        let expected = ["0", "2", "card 1", "card 2"]
        #expect(try texts(Self.letInsideIfConfigInCompiledCode) == expected)
        #expect(try ForEachTemplateTests.evaluated { try texts(Self.letInsideIfConfigInCompiledCode) } == expected)
        ForEachTemplateTests.expectSameLoads(Self.letInsideIfConfigInCompiledCode)
        #expect(try UserViewBodyTests.compileCount(Self.letInsideIfConfigInCompiledCode) == 1)
    }

    @Test func aLetInsideAnInactiveClauseIsNotInScope() {
        let source = """
            #Preview {
                VStack {
                    #if os(macOS)
                    let title = "mac"
                    #endif
                    Text(title)
                }
            }
            """
        #expect(load(source).diagnostics.map(\.message) == ["cannot find 'title' in scope"])
        #expect(ForEachTemplateTests.evaluated { load(source) }.diagnostics.map(\.message) == ["cannot find 'title' in scope"])
    }
}
