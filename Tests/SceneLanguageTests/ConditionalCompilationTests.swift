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
}
