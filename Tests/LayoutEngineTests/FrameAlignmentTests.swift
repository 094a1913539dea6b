import Foundation
import LayoutEngine
import Testing

// A frame keeps its alignment in one word, with the centre told apart from every other
// alignment by the guides' keys. Each test gives a frame an alignment that is the centre
// in at most one axis and expects the content where that alignment puts it.

private let square = ProposedViewSize(width: 100, height: 100)

/// Where a 10-point square sits inside a 50-point frame of `alignment`, from the frame's
/// top-leading corner.
private func squareOrigin(_ alignment: Alignment) -> CGPoint? {
    let view = Color.red.frame(width: 10, height: 10).frame(width: 50, height: 50, alignment: alignment)
    let root = LayoutHost().place(view, proposal: square).root
    guard let square = root.children.first?.frame else { return nil }
    return CGPoint(x: square.minX - root.frame.minX, y: square.minY - root.frame.minY)
}

private enum ThirdID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

@Suite struct FrameAlignmentTests {
    @Test func theCentreCentresTheContent() {
        #expect(squareOrigin(.center) == CGPoint(x: 20, y: 20))
    }

    @Test func aTopAlignmentCentredAcrossPutsTheContentAtTheTop() {
        #expect(squareOrigin(.top) == CGPoint(x: 20, y: 0))
    }

    @Test func aLeadingAlignmentCentredDownPutsTheContentAtTheLeadingEdge() {
        #expect(squareOrigin(.leading) == CGPoint(x: 0, y: 20))
    }

    @Test func aCustomVerticalGuideBesideTheHorizontalCentreIsNotTheCentre() {
        // Thirds of 50 and 10 meet: 50/3 - 10/3 down.
        let origin = squareOrigin(Alignment(horizontal: .center, vertical: VerticalAlignment(ThirdID.self)))
        #expect(origin?.x == 20)
        #expect(abs((origin?.y ?? 0) - 40.0 / 3) < 1e-9)
    }

    @Test func aDeclaredHorizontalGuideBesideTheVerticalCentreIsNotTheCentre() {
        let declared = HorizontalAlignment(DeclaredAlignment(name: "Start") { _ in 0 })
        #expect(squareOrigin(Alignment(horizontal: declared, vertical: .center)) == CGPoint(x: 0, y: 20))
    }
}
