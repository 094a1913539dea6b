import Foundation
import Testing

/// Mistakes in a scene's layout code are reported like the compiler's (at load) or like a
/// debugger's (while it runs), at the expression that is wrong.
@Suite struct LayoutDiagnosticTests {
    @Test func unknownNameIsAnErrorWithASuggestion() throws {
        let text = try diagnostics(of: layoutScene("""
                let spacing: CGFloat = 8
                return CGSize(width: 1️⃣spacng, height: 0)
        """))
        #expect(text.contains("error: cannot find 'spacng' in scope"))
        #expect(text.contains("did you mean 'spacing'?"))
    }

    @Test func anAnonymousArgumentPastAnyClosuresParametersIsAnErrorAtIt() throws {
        let text = try diagnostics(of: layoutScene("""
                let total = [1.0, 2.0].reduce(0) { 1️⃣$9223372036854775807 + $1 }
                return CGSize(width: total, height: 0)
        """))
        #expect(text.contains("error: anonymous closure argument '$9223372036854775807' is out of range"))
        #expect(!text.contains("cannot find"))
    }

    @Test func anAnonymousArgumentOutsideAnyClosureIsStillAnUnknownName() throws {
        let text = try diagnostics(of: layoutScene("""
                return CGSize(width: 1️⃣$0, height: 0)
        """))
        #expect(text.contains("error: cannot find '$0' in scope"))
    }

    @Test func anAnonymousArgumentTooLargeForAnIntIsAnErrorAtIt() throws {
        let text = try diagnostics(of: layoutScene("""
                let total = [1.0, 2.0].reduce(0) { $0 + 1️⃣$99999999999999999999 }
                return CGSize(width: total, height: 0)
        """))
        #expect(text.contains("error: anonymous closure argument '$99999999999999999999' is out of range"))
    }

    @Test func unknownMemberIsAnError() throws {
        let text = try diagnostics(of: layoutScene("""
                return CGSize(width: proposal.1️⃣wdth ?? 0, height: 0)
        """))
        #expect(text.contains("has no member 'wdth'"))
    }

    @Test func wrongArgumentLabelsAreAnError() throws {
        let text = try diagnostics(of: layoutScene("""
                return 1️⃣CGSize(w: 1, h: 2)
        """))
        #expect(text.contains("no initializer of 'CGSize' takes (w:h:)"))
    }

    @Test func assigningToALetIsAnError() throws {
        let text = try diagnostics(of: layoutScene("""
                let total: CGFloat = 0
                1️⃣total = 4
                return CGSize(width: total, height: 0)
        """))
        #expect(text.contains("cannot assign to value: 'total' is a 'let' constant"))
    }

    @Test func missingPlaceSubviewsIsAnError() throws {
        let text = try diagnostics(of: """
        struct 1️⃣Half: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
        }
        #Preview { Half { Text("a") } }
        """)
        #expect(text.contains("type 'Half' does not conform to protocol 'Layout': it has no 'placeSubviews(in:proposal:subviews:cache:)'"))
    }

    @Test func indexOutOfRangeStopsThePassAtTheSubscript() throws {
        let text = try diagnostics(of: layoutScene("""
                let widths: [CGFloat] = [1, 2]
                return CGSize(width: widths1️⃣[5], height: 0)
        """))
        #expect(text.contains("error: Index out of range"))
        #expect(text.contains("in 'sizeThatFits', called by the layout engine"))
    }

    @Test func indexOutOfRangeOfAFieldIsReportedAtItsSubscript() throws {
        let text = try diagnostics(of: layoutScene("""
                let rows = Rows(widths: [1, 2])
                return CGSize(width: rows.widths1️⃣[2], height: 0)
        """, declarations: "struct Rows { var widths: [CGFloat] }"))
        #expect(text.contains("error: Index out of range"))
    }

    @Test func indexOutOfRangeOfAnElementsMemberIsReportedAtItsSubscript() throws {
        let text = try diagnostics(of: layoutScene("""
                let rows = Rows(sizes: [CGSize(width: 1, height: 2)])
                let index = 3
                return CGSize(width: rows.sizes1️⃣[index].width, height: 0)
        """, declarations: "struct Rows { var sizes: [CGSize] }"))
        #expect(text.contains("error: Index out of range"))
    }

    @Test func unwrappingNilStopsThePass() throws {
        let text = try diagnostics(of: layoutScene("""
                let width: CGFloat? = nil
                return CGSize(width: width1️⃣!, height: 0)
        """))
        #expect(text.contains("unexpectedly found nil while unwrapping an Optional value"))
    }

    @Test func integerOverflowStopsThePass() throws {
        let text = try diagnostics(of: layoutScene("""
                let big = Int.max
                let bigger = big 1️⃣+ subviews.count
                return CGSize(width: CGFloat(bigger), height: 0)
        """))
        #expect(text.contains("arithmetic overflow"))
    }

    @Test func divisionByZeroStopsThePass() throws {
        let text = try diagnostics(of: layoutScene("""
                let rows = subviews.count - 2
                return CGSize(width: CGFloat(10 1️⃣/ rows), height: 0)
        """))
        #expect(text.contains("division by zero"))
    }

    @Test func fatalErrorStopsThePassWithItsMessage() throws {
        let text = try diagnostics(of: layoutScene("""
                1️⃣fatalError("no room for \\(subviews.count) views")
        """))
        #expect(text.contains("fatal error: no room for 2 views"))
    }

    @Test func preconditionFailureStopsThePass() throws {
        let text = try diagnostics(of: layoutScene("""
                1️⃣precondition(subviews.count > 5, "needs six")
                return .zero
        """))
        #expect(text.contains("precondition failed: needs six"))
    }

    @Test func runawayRecursionStopsWithTheCallChain() throws {
        let text = try diagnostics(of: layoutScene("""
                return CGSize(width: depth(0), height: 0)
        """, declarations: "func depth(_ n: CGFloat) -> CGFloat { 1️⃣depth(n + 1) }"))
        #expect(text.contains("recursion deeper than"))
        #expect(text.contains("in 'depth', called here"))
    }

    @Test func anEndlessLoopStopsAtTheStepBudget() throws {
        let text = try diagnostics(of: layoutScene("""
                var n = 0
                1️⃣while n >= 0 { n = 1 }
                return .zero
        """))
        #expect(text.contains("step budget"))
    }

    @Test func aFailedHelperNamesItsCaller() throws {
        let text = try diagnostics(of: layoutScene("""
                return CGSize(width: arrange([]), height: 0)
        """, declarations: "func arrange(_ widths: [CGFloat]) -> CGFloat { widths1️⃣[0] }"))
        #expect(text.contains("in 'arrange', called here"))
        #expect(text.contains("in 'sizeThatFits', called by the layout engine"))
    }

    @Test func anIntegerTooLargeForViewCodeIsAnErrorNotACrash() throws {
        let source = """
            struct Rank: LayoutValueKey { static let defaultValue = 0 }
            struct Probe: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: CGFloat(subviews[0][Rank.self] % 10), height: 0)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            #Preview { Probe { Text("a").layoutValue(key: Rank.self, value: Int.max) } }
            """
        let (_, text) = try interpretedPlacement(source)
        #expect(text.contains("too large an integer to pass from view code"), "\(text)")
    }

    @Test func aFormatGivenTheWrongKindOfNumberStopsThePassAtTheCall() throws {
        let text = try diagnostics(of: layoutScene("""
                let width: CGFloat = 12
                let label = 1️⃣String(format: "%d pt", width)
                return CGSize(width: CGFloat(label.count), height: 0)
        """))
        #expect(text.contains("'%d' formats an integer, got CGFloat: use %f, or convert with Int(…)"))
    }

    @Test func operandsNoOverloadTakesStopThePassAtTheOperator() throws {
        let text = try diagnostics(of: layoutScene("""
                let p = CGPoint(x: 1, y: 1) 1️⃣+ CGSize(width: 1, height: 1)
                return CGSize(width: p.x, height: 0)
        """, declarations: "extension CGPoint { static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { lhs } }"))
        #expect(text.contains("binary operator '+' cannot be applied to operands of type 'CGPoint' and 'CGSize'"))
    }
}
