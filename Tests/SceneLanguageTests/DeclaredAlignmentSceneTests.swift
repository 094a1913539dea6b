import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// The compiled twins of the guides the scenes below declare.
private struct MidAccountAndNameID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.top] }
}

private struct FirstThirdID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

private struct ColumnID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment.leading] }
}

private extension VerticalAlignment {
    static let compiledMidAccountAndName = VerticalAlignment(MidAccountAndNameID.self)
    static let compiledFirstThird = VerticalAlignment(FirstThirdID.self)
}

private extension HorizontalAlignment {
    static let compiledColumn = HorizontalAlignment(ColumnID.self)
}

/// Custom alignments a scene declares (`struct X: AlignmentID` and an extension of
/// `VerticalAlignment` or `HorizontalAlignment`): the interpreter runs `defaultValue(in:)`,
/// and stacks, frames and overlays align on the guide exactly as on a compiled one.
struct DeclaredAlignmentSceneTests {
    static let guides = """
    extension VerticalAlignment {
        private struct MidAccountAndName: AlignmentID {
            static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.top] }
        }
        static let midAccountAndName = VerticalAlignment(MidAccountAndName.self)
    }
    struct FirstThird: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
    }
    extension VerticalAlignment {
        static let firstThird = VerticalAlignment(FirstThird.self)
    }
    enum Column: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment.leading] }
    }
    extension HorizontalAlignment {
        static let column = HorizontalAlignment(Column.self)
    }

    """

    static func scene(_ body: String, canvas: String = "width: 200, height: 110") -> String {
        guides + "struct ContentView: View {\n    var body: some View {\n        \(body)\n    }\n}\n#Preview(traits: .fixedLayout(\(canvas))) { ContentView() }\n"
    }

    /// Apple's "aligning views across stacks" (the `midAccountAndName` example of the
    /// AlignmentID documentation) with text, as SwiftUI users write it.
    @Test func acrossStacksPatternLaysOutAsCompiled() throws {
        let source = Self.scene("""
        HStack(alignment: .midAccountAndName) {
                    VStack {
                        Text("@fullhouse").alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
                        Color.gray.frame(width: 64, height: 64)
                    }
                    VStack(alignment: .leading) {
                        Text("Full Name:")
                        Text("DJ Tanner").font(.largeTitle).alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
                    }
                }
        """, canvas: "width: 320, height: 200")
        let compiled = HStack(alignment: .compiledMidAccountAndName) {
            VStack {
                Text("@fullhouse").alignmentGuide(.compiledMidAccountAndName) { d in d[VerticalAlignment.center] }
                Color.gray.frame(width: 64, height: 64)
            }
            VStack(alignment: .leading) {
                Text("Full Name:")
                Text("DJ Tanner").font(.largeTitle).alignmentGuide(.compiledMidAccountAndName) { d in d[VerticalAlignment.center] }
            }
        }
        try expectSameLayout(source, as: compiled, canvas: ProposedViewSize(width: 320, height: 200))
    }

    /// Source: Apple's documented rules, worked by hand. The left VStack states the guide at
    /// its account's centre (10), the right one at its name's centre (16 + 20 = 36); the
    /// HStack lines 10 and 36 up, so the left stack starts 26 pt down: 26 + 84 = 110 tall.
    @Test func acrossStacksGivesTheHandWorkedFrames() throws {
        let source = Self.scene("""
        HStack(alignment: .midAccountAndName, spacing: 0) {
                    VStack(spacing: 0) {
                        Color.blue.frame(width: 80, height: 20).alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }.id("account")
                        Color.gray.frame(width: 64, height: 64).id("avatar")
                    }
                    VStack(spacing: 0) {
                        Color.green.frame(width: 100, height: 16).id("label")
                        Color.red.frame(width: 120, height: 40).alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }.id("name")
                    }
                }
        """)
        try expectFrames(try placement(source), [
            "account": [0, 26, 80, 20], "avatar": [8, 46, 64, 64],
            "label": [90, 0, 100, 16], "name": [80, 16, 120, 40],
        ])
    }

    /// Source: Apple's AlignmentID documentation (stripes on their first thirds), worked by
    /// hand: thirds of 20, 40 and 30 pt meet at 40, so the tops are 20, 0 and 10 pt down.
    @Test func viewsThatStateNothingUseTheScenesDefaultValue() throws {
        let source = Self.scene("""
        HStack(alignment: .firstThird, spacing: 1) {
                    Color.red.frame(width: 30, height: 60).id("short")
                    Color.green.frame(width: 30, height: 120).id("tall")
                    Color.blue.frame(width: 30, height: 90).id("middle")
                }
        """, canvas: "width: 92, height: 120")
        try expectFrames(try placement(source), ["short": [0, 20, 30, 60], "tall": [31, 0, 30, 120], "middle": [62, 10, 30, 90]])
    }

    @Test func framesAndOverlaysAlignOnADeclaredGuideAsCompiled() throws {
        let source = Self.scene("""
        Color.yellow.frame(width: 90, height: 60)
                    .overlay(alignment: Alignment(horizontal: .trailing, vertical: .firstThird)) {
                        Color.orange.frame(width: 20, height: 20).alignmentGuide(.firstThird) { d in d.height }
                    }
                    .frame(width: 120, height: 90, alignment: Alignment(horizontal: .leading, vertical: .firstThird))
        """)
        let compiled = Color.yellow.frame(width: 90, height: 60)
            .overlay(alignment: Alignment(horizontal: .trailing, vertical: .compiledFirstThird)) {
                Color.orange.frame(width: 20, height: 20).alignmentGuide(.compiledFirstThird) { d in d.height }
            }
            .frame(width: 120, height: 90, alignment: Alignment(horizontal: .leading, vertical: .compiledFirstThird))
        try expectSameLayout(source, as: compiled, canvas: ProposedViewSize(width: 200, height: 110))
    }

    @Test func declaredHorizontalGuideLinesUpColumnsAcrossRowsAsCompiled() throws {
        let source = Self.scene("""
        VStack(alignment: .column, spacing: 0) {
                    HStack(spacing: 0) {
                        Color.red.frame(width: 20, height: 10)
                        Color.blue.frame(width: 40, height: 10).alignmentGuide(.column) { d in d[.leading] }
                    }
                    HStack(spacing: 0) {
                        Color.red.frame(width: 50, height: 10)
                        Color.blue.frame(width: 10, height: 10).alignmentGuide(HorizontalAlignment.column) { d in d[.leading] }
                    }
                    Color.gray.frame(width: 30, height: 10)
                }
        """)
        let compiled = VStack(alignment: .compiledColumn, spacing: 0) {
            HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 10)
                Color.blue.frame(width: 40, height: 10).alignmentGuide(.compiledColumn) { d in d[.leading] }
            }
            HStack(spacing: 0) {
                Color.red.frame(width: 50, height: 10)
                Color.blue.frame(width: 10, height: 10).alignmentGuide(HorizontalAlignment.compiledColumn) { d in d[.leading] }
            }
            Color.gray.frame(width: 30, height: 10)
        }
        try expectSameLayout(source, as: compiled, canvas: ProposedViewSize(width: 200, height: 110))
    }

    /// Source: Apple's documented rules, worked by hand. The guide closure reads the
    /// declared guide's default, a third of the view (30 of 90), and moves it 10 pt down,
    /// to 40; the short view states nothing, so its guide is its third, 20. Lined up, the
    /// short view starts 20 pt down.
    @Test func aGuideClosureReadsADeclaredGuideByItsImplicitMemberName() throws {
        let source = Self.scene("""
        HStack(alignment: .firstThird, spacing: 0) {
                    Color.red.frame(width: 30, height: 60).id("short")
                    Color.blue.frame(width: 30, height: 90).alignmentGuide(.firstThird) { d in d[.firstThird] + 10 }.id("tall")
                }
        """, canvas: "width: 60, height: 90")
        try expectFrames(try placement(source), ["short": [0, 20, 30, 60], "tall": [30, 0, 30, 90]])
    }

    @Test func aGuideClosureReadsADeclaredGuideAsCompiled() throws {
        let source = Self.scene("""
        VStack(alignment: .column, spacing: 0) {
                    Color.red.frame(width: 40, height: 10).alignmentGuide(.column) { d in d[HorizontalAlignment.column] + d.width / 4 }
                    Color.blue.frame(width: 20, height: 10)
                }
        """)
        let compiled = VStack(alignment: .compiledColumn, spacing: 0) {
            Color.red.frame(width: 40, height: 10).alignmentGuide(.compiledColumn) { d in d[HorizontalAlignment.compiledColumn] + d.width / 4 }
            Color.blue.frame(width: 20, height: 10)
        }
        try expectSameLayout(source, as: compiled, canvas: ProposedViewSize(width: 200, height: 110))
    }

    @Test func aGuideClosureNamingAnUndeclaredGuideIsAnErrorAtTheGuide() throws {
        let text = rendered(Self.scene("HStack(alignment: .firstThird) { Color.red.alignmentGuide(.firstThird) { d in d[.secondThird] } }"))
        #expect(text.contains("error: unknown guide '.secondThird'"), "\(text)")
    }

    struct Mistake: Sendable, CustomTestStringConvertible {
        var name: String
        var declaration: String
        var message: String
        var testDescription: String { name }
    }

    static let mistakes: [Mistake] = [
        Mistake(name: "no-default-value", declaration: "struct Half: AlignmentID {\n    static func value(in d: ViewDimensions) -> CGFloat { d.height / 2 }\n}",
                message: "scenes/test.swift:1:8: error: type 'Half' does not conform to protocol 'AlignmentID': it has no 'static func defaultValue(in:)'"),
        Mistake(name: "not-an-alignment-id", declaration: "struct Half {\n    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }\n}",
                message: "error: 'Half' does not conform to protocol 'AlignmentID'"),
    ]

    @Test(arguments: mistakes)
    func guideTypeMistakesAreErrors(_ mistake: Mistake) throws {
        let source = mistake.declaration + """

        extension VerticalAlignment { static let half = VerticalAlignment(Half.self) }
        struct ContentView: View {
            var body: some View { HStack(alignment: .half) { Color.red } }
        }
        """
        let text = rendered(source)
        #expect(text.contains(mistake.message), "\(text)")
    }

    @Test func aFailingDefaultValueStopsThePassWithAnErrorAtItsLine() throws {
        let source = """
        struct Broken: AlignmentID {
            static func defaultValue(in d: ViewDimensions) -> CGFloat {
                let sides = [d.width]
                return sides[3]
            }
        }
        extension VerticalAlignment { static let broken = VerticalAlignment(Broken.self) }
        struct ContentView: View {
            var body: some View {
                HStack(alignment: .broken) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 20) }
            }
        }
        """
        let result = load(source)
        #expect(result.diagnostics.isEmpty)
        let scene = try #require(result.scene)
        let runtime = try #require(scene.runtime)
        runtime.beginPass()
        _ = LayoutHost().place(scene.previews[0].view, proposal: defaultCanvas)
        let failure = try #require(runtime.failure)
        #expect(failure.location?.line == 4)
        #expect(failure.message.contains("out of range"), "\(failure.message)")
    }
}
