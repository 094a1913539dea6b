import Foundation
import LayoutEngine
@testable import SceneLanguage
import Testing

/// View code takes what a scene's extensions add to library types, as an app's code base
/// declares them: `extension Color { init(hex:) }`, `extension Comparable { func
/// clamped(to:) }`, `extension CGFloat { var half }`; and the shaped backgrounds of iOS 15.
@Suite struct ViewCodeLibraryExtensionTests {
    static let palette = """
        extension Color {
            init(hex: UInt, alpha: Double = 1) {
                let red = Double((hex >> 16) & 0xff) / 255
                self.init(.sRGB, red: red, green: Double((hex >> 8) & 0xff) / 255, blue: Double(hex & 0xff) / 255, opacity: alpha)
            }
        }

        """

    static let helpers = """
        extension Comparable {
            func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
        }
        extension CGFloat {
            var half: CGFloat { self / 2 }
        }

        """

    func texts(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        try placement(source, sourceLocation: sourceLocation).root.allNodes.compactMap(\.text)
    }

    @Test func anInitializerOfAnExtensionOfColorMakesTheColour() throws {
        let source = Self.palette + "#Preview { VStack { Color(hex: 0x336699).frame(width: 40, height: 40); Color(hex: 0xff0000, alpha: 0.5).frame(width: 20, height: 20) } }\n"
        try expectSameLayout(source, as: VStack { Color.blue.frame(width: 40, height: 40); Color.red.frame(width: 20, height: 20) })
    }

    @Test func eachElementOfAForEachRunsTheInitializer() throws {
        let source = Self.palette + "#Preview { HStack { ForEach(0..<3) { i in Color(hex: 0x00ff00).frame(width: 10 * CGFloat(i + 1), height: 10) } } }\n"
        try expectSameLayout(source, as: HStack { ForEach(0..<3) { i in Color.green.frame(width: 10 * CGFloat(i + 1), height: 10) } })
    }

    @Test func aMistakeInTheInitializerIsReportedWhereItIsWritten() {
        let source = """
            extension Color {
                init(gray: Double) {
                    self.init(red: gray, gren: gray, blue: gray)
                }
            }
            #Preview { Color(gray: 0.5) }

            """
        #expect(rendered(source).contains("test.swift:3:30: error: 'Color' has no argument 'gren'"))
    }

    @Test func aMistakeInADesignTokenIsReportedWhereItIsWritten() {
        let source = """
            extension Color {
                static let accent = Color.red
                static let brand = Color(rd: 1, green: 0, blue: 0)
            }
            #Preview { Color.brand }

            """
        #expect(rendered(source).contains("test.swift:3:30: error: 'Color' has no argument 'rd'"))
    }

    @Test func aShapedBackgroundIsLaidOutAsTheShape() throws {
        let source = "#Preview { VStack { Text(\"Hello\").padding(8).background(.blue.opacity(0.2), in: RoundedRectangle(cornerRadius: 8)); Text(\"Hi\").background(in: Capsule()) } }\n"
        try expectSameLayout(source, as: VStack { Text("Hello").padding(8).background(RoundedRectangle(cornerRadius: 8)); Text("Hi").background(Capsule()) })
    }

    @Test func aMethodOfAnExtensionOfComparableRunsInViewCode() throws {
        let source = Self.helpers + "#Preview { VStack { Text(\"\\(5.clamped(to: 0...3))\"); Text(\"\\(CGFloat(0.9).clamped(to: 0.2...0.8))\") } }\n"
        #expect(try texts(source) == ["3", "0.8"])
    }

    @Test func aPropertyOfAnExtensionOfCGFloatRunsInEachElementEitherWay() throws {
        let source = Self.helpers + """
            struct Bars: View {
                let widths: [CGFloat] = [50, 500, 120]
                var body: some View {
                    VStack { ForEach(0..<3) { i in Color.red.frame(width: widths[i].clamped(to: 60...200), height: CGFloat(40).half) } }
                }
            }
            #Preview { VStack { Bars(); Bars() } }

            """
        let expected = VStack { ForEach(0..<2) { _ in VStack { ForEach([60, 200, 120] as [CGFloat], id: \.self) { Color.red.frame(width: $0, height: 20) } } } }
        try expectSameLayout(source, as: expected)
        try ViewCodeCompiling.$isEnabled.withValue(false) { try expectSameLayout(source, as: expected) }
    }

    @Test func aFunctionQualifiedByItsModuleIsTheFunctionInViewCode() throws {
        #expect(try texts("#Preview { Text(\"\\(Swift.max(3, 7))\") }\n") == ["7"])
    }

    @Test func aClosedRangeInViewCodeKeepsItsUpperBound() throws {
        let source = "#Preview { Text(\"\\(0...3) \\((0...3).upperBound) \\((0..<3).upperBound)\") }\n"
        #expect(try texts(source) == ["0...3 3 3"])
    }
}
