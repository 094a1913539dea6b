import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// A type's static stored properties, as Swift has them: their initial values name the
/// type's other static members without `Self.` (and with it), and properties whose initial
/// values read each other in a circle are one error, Swift's "circular reference", at the
/// circle's first property, with a note at each read around it.
struct StaticStoredPropertyTests {
    /// The errors of `marked` (where 1️⃣ marks the first), rendered as the compiler would.
    func errors(_ marked: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [SceneDiagnostic] {
        _ = try diagnostics(of: marked, sourceLocation: sourceLocation)
        return load(MarkedSource(marked).source).diagnostics.filter(\.isError)
    }

    @Test func aCircleOfStaticsOfASceneTypeReadInViewCodeIsOneCircularReference() throws {
        let errors = try errors("""
            struct Tokens {
                static let 1️⃣a = b + 1
                static let b = a
            }
            #Preview { Text("\\(Tokens.a)") }
            """)
        #expect(errors.map(\.message) == ["circular reference"])
        #expect(errors.first?.notes.map(\.message) == ["through reference here", "through reference here"])
        #expect(errors.first?.notes.map { $0.location?.line } == [2, 3])
    }

    @Test func aCircleOfStaticsReadInLayoutCodeIsOneCircularReferenceAtLoad() throws {
        let source = layoutScene("print(Tokens.b)\nreturn .zero", declarations: """
            struct Tokens {
                static let a: Int = b + 1
                static let b: Int = Tokens.a
            }
            """)
        let result = load(source)
        #expect(result.scene == nil)
        #expect(result.diagnostics.map(\.message) == ["circular reference"])
        #expect(result.diagnostics.first?.location?.line == 2)
        #expect(result.diagnostics.first?.location?.column == 16)
    }

    @Test func aCircleOfDesignTokensIsOneCircularReference() throws {
        let errors = try errors("""
            extension CGFloat {
                static let 1️⃣gap = CGFloat.pad * 2
                static let pad = CGFloat.gap
            }
            #Preview { Color.red.frame(width: .gap) }
            """)
        #expect(errors.map(\.message) == ["circular reference"])
    }

    @Test func aCircleOfColorTokensPointsIntoTheFile() throws {
        let errors = try errors("""
            extension Color {
                static let 1️⃣brand = Color.accent2
                static let accent2 = Color.brand
            }
            #Preview { Color.brand }
            """)
        #expect(errors.map(\.message) == ["circular reference"])
        #expect(errors.first?.notes.map { $0.location?.line } == [2, 3])
    }

    @Test func aCircleThroughThreeStaticsIsReportedAtTheFirstInTheFile() throws {
        let errors = try errors("""
            enum Metrics {
                static let 1️⃣a = c
                static let b = a * 2
                static let c = b + 1
            }
            #Preview { Text("\\(Metrics.b)") }
            """)
        #expect(errors.map(\.message) == ["circular reference"])
        #expect(errors.first?.notes.count == 3)
    }

    static let tokens = """
        struct Tokens {
            static let b = 2
            static let a = b + 1
            static let d = Self.b + 1
            static func f() -> Int { b * 10 }
            static var g: Int { a + d }
        }
        """

    @Test func layoutCodesStaticsNameTheirTypesOtherStaticsWithoutSelf() throws {
        #expect(try printed("print(Tokens.a, Tokens.d, Tokens.f(), Tokens.g)", declarations: Self.tokens) == ["3 3 20 6"])
    }

    @Test func viewCodesStaticsNameTheirTypesOtherStaticsWithoutSelf() throws {
        let source = Self.tokens + "\n#Preview { Text(\"\\(Tokens.a) \\(Tokens.d) \\(Tokens.f()) \\(Tokens.g)\") }\n"
        #expect(try placement(source).root.allNodes.compactMap(\.text) == ["3 3 20 6"])
    }
}
