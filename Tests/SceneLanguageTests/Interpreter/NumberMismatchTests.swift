import Foundation
@testable import SceneLanguage
import Testing

/// Layout code that mixes `Int` and `CGFloat` without a conversion is an error at load, as
/// Swift will not compile it; an integer literal, or a value whose type only running tells,
/// is not.
@Suite struct NumberMismatchTests {
    static let layout = """
        struct Mixed: Layout {
            var spacing: CGFloat = 8
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                BODY
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        #Preview { Mixed { Text("a") } }
        """

    func errors(_ body: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        try errorMessages(body, in: Self.layout, sourceLocation: sourceLocation)
    }

    func diagnosticsOf(_ body: String) -> [SceneDiagnostic] {
        SceneInterpreter.load(source: Self.layout.replacingOccurrences(of: "BODY", with: body), path: "test.swift").diagnostics
    }

    @Test func anIntPlusACGFloatIsAnError() throws {
        #expect(try errors("let n = subviews.count\nlet w = spacing 1️⃣+ n") == ["binary operator '+' cannot be applied to operands of type 'CGFloat' and 'Int'"])
    }

    @Test func addingACGFloatToAnIntVariableIsAnError() throws {
        #expect(try errors("var total = 0\nfor size in sizes { total += 1️⃣size.width }") == ["binary operator '+=' cannot be applied to operands of type 'Int' and 'CGFloat'"])
    }

    @Test func aFractionBoundToAnIntIsAnErrorNamingDouble() throws {
        #expect(try errors("let n: Int = 1️⃣1.5") == ["cannot convert value of type 'Double' to specified type 'Int'"])
    }

    @Test func aCGFloatAssignedToAnIntIsAnError() throws {
        #expect(try errors("var n = 0\nn = 1️⃣spacing") == ["cannot convert value of type 'CGFloat' to specified type 'Int'"])
    }

    @Test func anIntegerLiteralTakesEitherType() {
        #expect(diagnosticsOf("let w = spacing + 1\nvar n = subviews.count + 1\nn += 2\nlet x: CGFloat = 3\nprint(w, n, x)").isEmpty)
    }

    @Test func aLiteralMeetingAValueOfUnknownTypeLeavesItUnknown() {
        // `max() ?? 0` and `min(…) / 2` are `CGFloat`s here: only running tells.
        #expect(diagnosticsOf("let widest = sizes.map(\\.width).max() ?? 0\nlet r = min(spacing, widest) / 2 - widest\nprint(r + spacing)").isEmpty)
    }

    @Test func aConvertedValueMixesWithNoError() {
        #expect(diagnosticsOf("let n = subviews.count\nlet w = spacing * CGFloat(n) + Double(n)\nlet i = Int(w) + n\nprint(w, i)").isEmpty)
    }
}
