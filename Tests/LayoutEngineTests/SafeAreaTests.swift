import Foundation
import LayoutEngine
import Testing

/// Safe areas as an iPhone gives them: the root inside the safe part of the screen,
/// `ignoresSafeArea` growing a view that touches its edge, `safeAreaInset` and
/// `safeAreaPadding` making more of it. The insets are the iPhone 15's (59 pt under the
/// status bar and Dynamic Island, 34 pt above the home indicator; see ``DeviceScreen``).
struct SafeAreaTests {
    let phone = DeviceScreen.iPhone15

    func place(_ view: some View) -> Placement {
        LayoutHost().place(view, proposal: ProposedViewSize(phone.size), safeAreaInsets: phone.safeAreaInsets)
    }

    @Test func iPhone15IsItsGuidelinesScreenWithItsInsets() {
        #expect(phone.size == CGSize(width: 393, height: 852))
        #expect(phone.safeAreaInsets == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(DeviceScreen.named("iPhone 15 Pro Max")?.size == CGSize(width: 430, height: 932))
        #expect(DeviceScreen.named("iPhone 16") == nil)
    }

    @Test func rootIsProposedTheSafeAreaAndFillsIt() {
        let placement = place(Color.red.id("fill"))
        #expect(placement.size == CGSize(width: 393, height: 852))
        #expect(frame(placement, "fill") == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test func rootSmallerThanTheSafeAreaIsCentredInIt() {
        let placement = place(Color.red.frame(width: 100, height: 100).id("box"))
        #expect(frame(placement, "box") == CGRect(x: 146.5, y: 59 + (759 - 100) / 2, width: 100, height: 100))
    }

    @Test func noInsetsLaysOutAsBefore() {
        let view = VStack { Text("Title"); Color.blue.ignoresSafeArea().id("fill") }
        let plain = LayoutHost().place(view, proposal: ProposedViewSize(width: 393, height: 852))
        let zero = LayoutHost().place(view, proposal: ProposedViewSize(width: 393, height: 852), safeAreaInsets: EdgeInsets())
        #expect(frame(plain, "fill") == frame(zero, "fill"))
        #expect(frame(plain, "fill")?.maxY == 852)
    }

    @Test func ignoringViewGrowsToTheScreenEdges() {
        let placement = place(Color.blue.ignoresSafeArea().id("fill"))
        let content = placement.root.first(named: "fill")!.children[0]
        #expect(content.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        // The modifier itself stays where the safe area put it.
        #expect(frame(placement, "fill") == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test func ignoringOnlyTheChosenEdges() {
        let placement = place(Color.blue.ignoresSafeArea(edges: .bottom).id("fill"))
        #expect(placement.root.first(named: "fill")!.children[0].frame == CGRect(x: 0, y: 59, width: 393, height: 793))
    }

    @Test func ignoringOnlyTheKeyboardChangesNothing() {
        let placement = place(Color.blue.ignoresSafeArea(.keyboard).id("fill"))
        #expect(placement.root.first(named: "fill")!.children[0].frame == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test func viewAwayFromTheSafeEdgeDoesNotGrow() {
        let placement = place(VStack(spacing: 0) {
            Color.red.frame(height: 100)
            Color.blue.ignoresSafeArea().id("middle")
            Color.red.frame(height: 100)
        })
        #expect(placement.root.first(named: "middle")!.children[0].frame == CGRect(x: 0, y: 159, width: 393, height: 559))
    }

    @Test func viewAtTheBottomOfAStackGrowsDownOnly() {
        let placement = place(VStack(spacing: 0) {
            Text("Header")
            Color.blue.ignoresSafeArea().id("bottom")
        })
        let grown = placement.root.first(named: "bottom")!.children[0].frame
        #expect(grown.maxY == 852)
        #expect(grown.minY == frame(placement, "bottom")!.minY)
    }

    @Test func backgroundThatIgnoresTheSafeAreaFillsTheScreenBehindSafeContent() {
        let placement = place(VStack { Text("Hello").id("text") }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color.yellow.ignoresSafeArea().id("background")))
        #expect(placement.root.first(named: "background")!.children[0].frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(frame(placement, "text")!.midY == 59 + 759.0 / 2)
    }

    @Test func contentOfAnIgnoringViewIsLaidOutInTheWholeScreen() {
        let placement = place(ZStack { Text("Centred").id("text") }.frame(maxWidth: .infinity, maxHeight: .infinity).ignoresSafeArea())
        #expect(frame(placement, "text")!.midY == 426)
    }

    @Test func safeAreaInsetPutsTheBarAtTheEdgeAndInsetsTheView() {
        let placement = place(Color.blue.id("main")
            .safeAreaInset(edge: .bottom) { Color.gray.frame(height: 50).id("bar") })
        #expect(frame(placement, "bar") == CGRect(x: 0, y: 768, width: 393, height: 50))
        #expect(frame(placement, "main") == CGRect(x: 0, y: 59, width: 393, height: 709))
    }

    @Test func safeAreaInsetSpacingSeparatesTheBarFromTheView() {
        let placement = place(Color.blue.id("main")
            .safeAreaInset(edge: .top, spacing: 10) { Color.gray.frame(height: 40).id("bar") })
        #expect(frame(placement, "bar") == CGRect(x: 0, y: 59, width: 393, height: 40))
        #expect(frame(placement, "main") == CGRect(x: 0, y: 109, width: 393, height: 709))
    }

    @Test func safeAreaInsetAlignsANarrowBar() {
        let placement = place(Color.blue
            .safeAreaInset(edge: .bottom, alignment: .trailing) { Color.gray.frame(width: 60, height: 60).id("button") })
        #expect(frame(placement, "button") == CGRect(x: 333, y: 758, width: 60, height: 60))
    }

    @Test func safeAreaInsetOnALeadingEdgeIsAColumn() {
        let placement = place(Color.blue.id("main")
            .safeAreaInset(edge: .leading) { Color.gray.frame(width: 80).id("rail") })
        #expect(frame(placement, "rail") == CGRect(x: 0, y: 59, width: 80, height: 759))
        #expect(frame(placement, "main") == CGRect(x: 80, y: 59, width: 313, height: 759))
    }

    @Test func ignoringViewReachesUnderAnInsetBarToTheScreenEdge() {
        let placement = place(Color.blue.ignoresSafeArea().id("main")
            .safeAreaInset(edge: .bottom) { Color.gray.frame(height: 50) })
        #expect(placement.root.first(named: "main")!.children[0].frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func safeAreaPaddingInsetsLikePadding() {
        let padded = place(Color.blue.id("main").safeAreaPadding(20))
        let plain = place(Color.blue.id("main").padding(20))
        #expect(frame(padded, "main") == frame(plain, "main"))
        #expect(frame(padded, "main") == CGRect(x: 20, y: 79, width: 353, height: 719))
    }

    @Test func ignoringViewReachesThroughSafeAreaPaddingButNotPadding() {
        let throughSafeArea = LayoutHost().place(Color.blue.ignoresSafeArea().id("main").safeAreaPadding(.horizontal, 20), proposal: ProposedViewSize(width: 300, height: 200))
        #expect(throughSafeArea.root.first(named: "main")!.children[0].frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        let throughPadding = LayoutHost().place(Color.blue.ignoresSafeArea().id("main").padding(.horizontal, 20), proposal: ProposedViewSize(width: 300, height: 200))
        #expect(throughPadding.root.first(named: "main")!.children[0].frame == CGRect(x: 20, y: 0, width: 260, height: 200))
    }

    @Test func editThatMovesAnIgnoringViewOffTheEdgePlacesItAgain() {
        let host = LayoutHost()
        func screen(_ gap: CGFloat) -> some View {
            VStack(spacing: 0) {
                Color.clear.frame(height: gap)
                Color.blue.frame(height: 100).ignoresSafeArea(edges: .top).id("header")
                Spacer()
            }
        }
        let proposal = ProposedViewSize(phone.size)
        let touching = host.place(screen(0), proposal: proposal, safeAreaInsets: phone.safeAreaInsets)
        #expect(touching.root.first(named: "header")!.children[0].frame.minY == 0)
        // The header keeps its size and proposal: only its share of the safe area changed.
        let moved = host.place(screen(10), proposal: proposal, safeAreaInsets: phone.safeAreaInsets)
        #expect(moved.root.first(named: "header")!.children[0].frame == CGRect(x: 0, y: 69, width: 393, height: 100))
    }
}
