import Foundation
import LayoutEngine
@testable import SceneLanguage
import Testing

/// Swift converts no `Int` to a floating-point parameter: `let w = 40; .frame(width: w)`
/// does not compile, so a scene that did would render here and fail in Xcode. Each is an
/// error at the argument, in view code compiled or evaluated; integer literals take the
/// parameter's type, and the library's `Int` overloads (`CGSize(width:height:)`,
/// `CGPoint(x:y:)`, `Text(_:format:)`) still take an `Int`.
struct IntegerArgumentTests {
    private func errors(_ body: String, declarations: String = "") -> [String] {
        let source = declarations + "struct ContentView: View {\n    let n = 3\n    var body: some View {\n" + body + "\n    }\n}\n#Preview { ContentView() }\n"
        let compiled = errorMessages(source)
        let evaluated = ForEachTemplateTests.evaluated { errorMessages(source) }
        #expect(compiled == evaluated)
        return compiled
    }

    private func errorMessages(_ source: String) -> [String] {
        load(source).diagnostics.filter { $0.severity == .error }.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0): \($0.message)" }
    }

    @Test func anIntPassedForALengthIsAnErrorAtTheArgument() {
        #expect(errors("        Color.red.frame(width: n, height: 10)") == ["4:32: cannot convert value of type 'Int' to expected argument type 'CGFloat' for 'width'"])
    }

    @Test func anIntComputedInAForEachIsAnErrorAtTheArgument() {
        #expect(errors("        HStack { ForEach(0..<3) { i in Color.red.padding(i * 2) } }") == ["4:58: cannot convert value of type 'Int' to expected argument type 'CGFloat' for argument 1 of 'padding'"])
    }

    @Test func anIntPassedForADoubleIsAnError() {
        #expect(errors("        Color.red.layoutPriority(n)") == ["4:34: cannot convert value of type 'Int' to expected argument type 'Double' for argument 1 of 'layoutPriority'"])
    }

    @Test func integerLiteralsAndConvertedIntsAreTaken() {
        #expect(errors("        Color.red.frame(width: 7 / 2, height: CGFloat(n) * 2).padding(Double(n))").isEmpty)
    }

    @Test func theLibrarysIntOverloadsTakeAnInt() {
        #expect(errors("        VStack { Text(n, format: .number); Color.red.offset(CGSize(width: n, height: n)).position(CGPoint(x: n, y: 1)) }").isEmpty)
    }

    @Test func anIntPassedToALayoutsFloatingPointPropertyIsAnErrorAtTheArgument() {
        let layout = """
            struct Gap: Layout {
                var spacing: CGFloat = 4
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: spacing, height: 1) }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }

            """
        #expect(errors("        Gap(spacing: n) { Text(\"a\") }", declarations: layout) == ["9:22: cannot convert value of type 'Int' to expected argument type 'CGFloat'; convert it with 'CGFloat(…)'"])
    }
}
