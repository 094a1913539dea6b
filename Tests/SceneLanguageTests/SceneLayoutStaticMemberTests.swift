import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// View code names the static members of a scene's own layouts (and of its enums that
/// return one) as Swift code does: `Radial.small { … }`, `AnyLayout(Radial.sized(60))`.
struct SceneLayoutStaticMemberTests {
    /// A layout as wide and tall as its `side`, placing every subview at its origin.
    static let square = """
        struct Square: Layout {
            var side: CGFloat = 10
            static var small: Square { Square(side: 40) }
            static let big = Square(side: 80)
            static func sized(_ side: CGFloat, twice: Bool = false) -> Square { Square(side: twice ? side * 2 : side) }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: side, height: side)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
            }
        }
        enum Layouts {
            static var ring: Square { Square(side: 30) }
        }
        """

    /// The size of the first preview's root, laid out to fit.
    func size(_ view: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> CGSize {
        let source = Self.square + "\n#Preview(traits: .sizeThatFitsLayout) {\n" + view + "\n}\n"
        return try placement(source, sourceLocation: sourceLocation).root.frame.size
    }

    @Test func aStaticComputedPropertyGivesTheLayoutItsContent() throws {
        #expect(try size(#"Square.small { Text("a"); Text("b") }"#) == CGSize(width: 40, height: 40))
    }

    @Test func aStaticStoredPropertyGivesTheLayoutItsContent() throws {
        #expect(try size(#"Square.big { Text("a") }"#) == CGSize(width: 80, height: 80))
    }

    @Test func aStaticMethodsLayoutInAnyLayout() throws {
        #expect(try size(#"AnyLayout(Square.sized(60)) { Text("a") }"#) == CGSize(width: 60, height: 60))
        #expect(try size(#"AnyLayout(Square.sized(25, twice: true)) { Text("a") }"#) == CGSize(width: 50, height: 50))
        #expect(try size(#"AnyLayout(Square.small) { Text("a") }"#) == CGSize(width: 40, height: 40))
    }

    @Test func anEnumsStaticMemberReturningALayout() throws {
        #expect(try size(#"Layouts.ring { Text("a") }"#) == CGSize(width: 30, height: 30))
        #expect(try size(#"AnyLayout(Layouts.ring) { Text("a") }"#) == CGSize(width: 30, height: 30))
    }

    @Test func anUnknownStaticMemberIsAnErrorAtIt() {
        let source = Self.square + "\n#Preview { Square.smal { Text(\"a\") } }\n"
        let diagnostics = load(source).diagnostics
        #expect(diagnostics.map(\.message) == ["'Square' has no member 'smal'"])
        #expect(diagnostics.first?.location?.column == 19)
    }
}
