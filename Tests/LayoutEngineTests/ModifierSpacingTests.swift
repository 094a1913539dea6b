import Foundation
import LayoutEngine
import Testing

/// A modifier's spacing is the spacing of the view it wraps, through any number of
/// modifiers, and follows that view when it changes. (A modifier's node asks its child each
/// time rather than remembering the answer: it keeps no spacing of its own.)
@Suite("Modifier spacing")
struct ModifierSpacingTests {
    /// A row of two 10-point colours around `middle`, each in a 10-point frame.
    private func row<Middle: View>(_ middle: Middle) -> some View {
        HStack {
            Color.red.frame(width: 10, height: 10)
            middle
            Color.blue.frame(width: 10, height: 10)
        }
    }

    private func origins<V: View>(_ view: V, on host: LayoutHost = LayoutHost()) -> [CGFloat] {
        host.place(view, proposal: ProposedViewSize(width: 100, height: 10)).root.children.map(\.frame.minX)
    }

    @Test func aFramedSpacerSitsFlushAgainstItsNeighbours() {
        // A spacer prefers no spacing, and its frame says what it says: no gaps.
        let origins = origins(row(Spacer().frame(width: 10)))
        #expect(zip(origins, origins.dropFirst()).allSatisfy { $1 - $0 == 10 })
    }

    @Test func aChainOfModifiersPassesTheWrappedViewsSpacingOn() {
        let origins = origins(row(Spacer().frame(width: 10).padding(0).frame(height: 10)))
        #expect(zip(origins, origins.dropFirst()).allSatisfy { $1 - $0 == 10 })
    }

    @Test func aModifiersSpacingFollowsTheViewItWrapsWhenThatChanges() {
        struct Middle: View {
            var isSpacer: Bool
            var body: some View {
                Group {
                    if isSpacer { Spacer() } else { Color.green }
                }
                .frame(width: 10)
            }
        }
        let host = LayoutHost()
        let flush = origins(row(Middle(isSpacer: true)), on: host)
        #expect(zip(flush, flush.dropFirst()).allSatisfy { $1 - $0 == 10 })
        // A colour prefers 8 points on each side: the frame around it now says so too.
        let spaced = origins(row(Middle(isSpacer: false)), on: host)
        #expect(zip(spaced, spaced.dropFirst()).allSatisfy { $1 - $0 == 18 })
    }
}
