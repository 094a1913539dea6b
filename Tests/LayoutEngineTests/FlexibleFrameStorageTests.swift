import Foundation
@testable import LayoutEngine
import Testing

// A flexible frame keeps bounds that single precision holds exactly, with no ideal length, in
// four floats inline, and any other frame's lengths in a box of their own. Each test holds
// one side of that line to the lengths it was given.

/// The frame a 10-point square's flexible frame takes for `proposal`.
private func frameSize(_ view: some View, _ proposal: ProposedViewSize) -> CGSize {
    LayoutHost().place(view, proposal: proposal).root.frame.size
}

@Suite struct FlexibleFrameStorageTests {
    @Test func aFrameOfBoundsAloneFitsAnExistentialsThreeWords() {
        #expect(MemoryLayout<FlexibleFrameBehavior>.size <= 3 * MemoryLayout<Int>.size)
    }

    @Test func aMinimumSinglePrecisionCannotHoldIsKeptExactly() {
        let view = Color.red.frame(width: 10, height: 10).frame(minWidth: 0.1, maxWidth: .infinity)
        #expect(frameSize(view, ProposedViewSize(width: 0.05, height: 20)).width == 0.1)
    }

    @Test func aMaximumBeyondSinglePrecisionsRangeIsKeptExactly() {
        let view = Color.red.frame(width: 10, height: 10).frame(maxWidth: 1e40)
        #expect(frameSize(view, ProposedViewSize(width: 1e41, height: 20)).width == 1e40)
    }

    @Test func anIdealLengthBesideSinglePrecisionBoundsIsKept() {
        let view = Color.red.frame(minWidth: 0, idealWidth: 118, maxWidth: .infinity)
        #expect(frameSize(view, .unspecified).width == 118)
    }

    @Test func aNonCentreAlignmentIsKeptInline() {
        let view = Color.red.frame(width: 10, height: 10).frame(minWidth: 0, maxWidth: .infinity, alignment: .trailing)
        let root = LayoutHost().place(view, proposal: ProposedViewSize(width: 50, height: 10)).root
        #expect(root.children.first?.frame.minX == root.frame.minX + 40)
    }

    @Test func framesDifferingBeyondSinglePrecisionAreNotEqual() {
        func frame(_ minimum: CGFloat) -> FlexibleFrameBehavior {
            FlexibleFrameBehavior(minimum: (minimum, nil), ideal: (nil, nil), maximum: (.infinity, nil), alignment: .center)
        }
        #expect(frame(0.1) != frame(CGFloat(Float(0.1))))
        #expect(frame(0.5) == frame(0.5))
    }
}
