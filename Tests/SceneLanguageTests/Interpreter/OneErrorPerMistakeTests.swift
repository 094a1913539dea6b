import Foundation
@testable import SceneLanguage
import Testing

/// A mistake in layout code is one error, in Swift's words, with no stand-in type name.
@Suite struct OneErrorPerMistakeTests {
    static let layout = """
        struct Gapped: Layout {
            let gap: CGFloat = 4
            var count = 1
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                BODY
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        #Preview { Gapped { Text("a") } }
        """

    func errors(_ body: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        try errorMessages(body, in: Self.layout, sourceLocation: sourceLocation)
    }

    @Test func assigningALetPropertySaysItIsALetConstant() throws {
        #expect(try errors("1️⃣gap = 5") == ["cannot assign to property: 'gap' is a 'let' constant"])
    }

    @Test func assigningAVarPropertyOutsideAMutatingMethodSaysSelfIsImmutable() throws {
        #expect(try errors("1️⃣count = 5") == ["cannot assign to property: 'self' is immutable (mark the method 'mutating')"])
    }

    @Test func anUnknownMemberOfAValueOfUnknownTypeNamesNoType() throws {
        let found = try errors("let s = subviews.first!.1️⃣sizeThatFit(.unspecified)")
        #expect(found == ["no method 'sizeThatFit' is known of this value"])
    }
}
