import Foundation
import LayoutEngine
import Testing

/// `TabView` on an iPhone: the selected tab (the one tagged with the selection's value,
/// else the first) above a 49 pt tab bar, whose background reaches on over the home
/// indicator's inset, and the tabs' items sharing the bar equally, each symbol above a
/// 10 pt title. All recalled from the simulator, not measured (see ``TabBarMetrics``).
struct TabViewTests {
    let phone = ProposedViewSize(width: 393, height: 852)

    func place(_ view: some View) -> Placement {
        LayoutHost().place(view, proposal: phone)
    }

    /// The frame of the first node of `kind` showing `text` (any node of `kind` when nil).
    func nodeFrame(_ placement: Placement, kind: String, text: String? = nil) -> CGRect? {
        var found: CGRect?
        func visit(_ node: PlacedNode) {
            if found == nil, node.kind == kind, text == nil || node.text == text { found = node.frame }
            node.children.forEach(visit)
        }
        visit(placement.root)
        return found
    }

    func threeTabs(selection: Int? = nil) -> some View {
        TabView(selection: selection.map { Binding.constant($0) }) {
            Color.red.id("home").tabItem { Label("Home", systemImage: "house") }.tag(1)
            Color.green.id("search").tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(2)
            Color.blue.id("profile").tabItem { Label("Profile", systemImage: "person") }.tag(3)
        }
    }

    @Test func tabViewTakesTheWholeProposal() {
        #expect(frame(place(threeTabs().id("tabs")), "tabs") == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func firstTabFillsTheSpaceAboveTheFortyNinePointBar() {
        let placement = place(threeTabs())
        #expect(frame(placement, "home") == CGRect(x: 0, y: 0, width: 393, height: 803))
    }

    @Test func theBarsBackgroundIsANodeAlongTheBottom() {
        #expect(nodeFrame(place(threeTabs()), kind: "TabBar") == CGRect(x: 0, y: 803, width: 393, height: 49))
    }

    @Test func theBarsBackgroundReachesOverTheHomeIndicator() {
        let placement = LayoutHost().place(threeTabs(), proposal: phone, safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(nodeFrame(placement, kind: "TabBar") == CGRect(x: 0, y: 769, width: 393, height: 83))
    }

    @Test func tabsNotSelectedAreNotPlaced() {
        let placement = place(threeTabs())
        #expect(frame(placement, "search") == nil)
        #expect(frame(placement, "profile") == nil)
    }

    @Test func selectionShowsTheTabWithThatTag() {
        let placement = place(threeTabs(selection: 2))
        #expect(frame(placement, "search") == CGRect(x: 0, y: 0, width: 393, height: 803))
        #expect(frame(placement, "home") == nil)
    }

    @Test func selectionMatchingNoTagShowsTheFirstTab() {
        let placement = place(threeTabs(selection: 7))
        #expect(frame(placement, "home") != nil)
        #expect(frame(placement, "search") == nil)
    }

    @Test func tagAndItemHoldThroughModifiersAppliedAfterThem() {
        let placement = place(TabView(selection: Binding.constant("b")) {
            Color.red.id("a").tabItem { Text("A") }.tag("a").padding()
            Color.blue.id("b").tabItem { Text("B") }.tag("b").padding()
        })
        #expect(frame(placement, "b") == CGRect(x: 16, y: 16, width: 361, height: 771))
        #expect(near(nodeFrame(placement, kind: "Text", text: "B")?.midX, 393 * 3 / 4))
    }

    @Test func itemsShareTheBarEquallyCentredInItsRow() {
        let placement = place(threeTabs())
        for (index, title) in ["Home", "Search", "Profile"].enumerated() {
            let item = nodeFrame(placement, kind: "Text", text: title)
            #expect(near(item?.midX, 393 / 3 * (CGFloat(index) + 0.5)), "\(title)")
        }
        let label = nodeFrame(placement, kind: "Label", text: nil)
        #expect(near(label?.midY, 803 + 24.5))
    }

    @Test func itemShowsItsSymbolAboveATenPointTitle() {
        let placement = place(threeTabs())
        let symbol = nodeFrame(placement, kind: "Image"), title = nodeFrame(placement, kind: "Text", text: "Home")
        #expect(near(symbol?.height, 20.4), "a symbol at the body style's size")
        #expect(near(title?.height, 12), "the 10 pt title")
        #expect(near(title?.minY, symbol!.maxY + 2))
        #expect(near(title?.midX, symbol!.midX))
    }

    @Test func anImageAndATextAsTheItemStackTheSameWay() {
        let placement = place(TabView {
            Color.red.tabItem {
                Image(systemName: "house")
                Text("Home")
            }
        })
        let symbol = nodeFrame(placement, kind: "Image"), title = nodeFrame(placement, kind: "Text", text: "Home")
        #expect(near(title?.height, 12))
        #expect(near(title?.minY, symbol!.maxY + 2))
    }

    @Test func tabWithoutAnItemLeavesItsSlotEmpty() {
        let placement = place(TabView {
            Color.red
            Color.blue.tabItem { Text("Second") }
        })
        #expect(near(nodeFrame(placement, kind: "Text", text: "Second")?.midX, 393 * 3 / 4))
    }

    @Test func onAnIPhoneTheBarSitsAboveTheHomeIndicator() {
        let device = DeviceScreen.iPhone15
        let placement = LayoutHost().place(threeTabs(), proposal: ProposedViewSize(device.size), safeAreaInsets: device.safeAreaInsets)
        #expect(frame(placement, "home") == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34 - 49))
        #expect(near(nodeFrame(placement, kind: "Label")?.midY, 852 - 34 - 24.5))
    }

    @Test func ignoringTheSafeAreaKeepsTheBarAboveTheHomeIndicator() {
        let device = DeviceScreen.iPhone15
        let placement = LayoutHost().place(threeTabs().ignoresSafeArea(), proposal: ProposedViewSize(device.size), safeAreaInsets: device.safeAreaInsets)
        #expect(frame(placement, "home") == CGRect(x: 0, y: 0, width: 393, height: 852 - 34 - 49))
        #expect(near(nodeFrame(placement, kind: "Label")?.midY, 852 - 34 - 24.5))
    }

    @Test func unspecifiedHeightIsTheTabsPlusTheBar() {
        let placement = LayoutHost().place(TabView { Color.red.frame(width: 100, height: 100).tabItem { Text("A") } }.id("tabs"), proposal: .unspecified)
        #expect(frame(placement, "tabs")?.size == CGSize(width: 100, height: 149))
    }

    @Test func tabItemAndTagOutsideATabViewChangeNothing() {
        let plain = place(VStack { Color.red.frame(width: 10, height: 10).id("a") })
        let tagged = place(VStack { Color.red.frame(width: 10, height: 10).id("a").tabItem { Text("A") }.tag(1) })
        #expect(frame(tagged, "a") == frame(plain, "a"))
        #expect(nodeFrame(tagged, kind: "Text") == nil)
    }
}
