import Foundation
import LayoutEngine
import Testing

/// `NavigationStack` in its initial state on an iPhone: a 44 pt bar of items and inline
/// title, 96 pt with a large title, a 44 pt bottom toolbar when an item asks for one,
/// items 16 pt in from the sides (20 pt from 414 pt up) and 8 pt apart, and the content
/// between the bars. All recalled from the simulator, not measured (see
/// ``NavigationBarMetrics``).
struct NavigationStackTests {
    let phone = ProposedViewSize(width: 393, height: 852)

    func place(_ view: some View, _ proposal: ProposedViewSize? = nil) -> Placement {
        LayoutHost().place(view, proposal: proposal ?? phone)
    }

    func titleFrame(_ placement: Placement, _ title: String) -> CGRect? {
        var found: CGRect?
        func visit(_ node: PlacedNode) {
            if found == nil, node.kind == "Text", node.text == title { found = node.frame }
            node.children.forEach(visit)
        }
        visit(placement.root)
        return found
    }

    @Test func stackTakesTheWholeProposal() {
        #expect(frame(place(NavigationStack { Text("A") }.id("stack")), "stack") == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func contentWithoutATitleSitsBelowAnInlineBar() {
        let placement = place(NavigationStack { Color.red.id("content") })
        #expect(frame(placement, "content") == CGRect(x: 0, y: 44, width: 393, height: 808))
    }

    @Test func inlineTitleIsCentredInTheFortyFourPointBar() {
        let placement = place(NavigationStack { Color.red.id("content").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline) })
        #expect(frame(placement, "content") == CGRect(x: 0, y: 44, width: 393, height: 808))
        let title = titleFrame(placement, "Inbox")
        #expect(near(title?.midX, 196.5))
        #expect(near(title?.midY, 22))
        #expect(near(title?.height, 20.4), "the headline style, 17 pt")
    }

    @Test func largeTitleAddsAFiftyTwoPointRowLinedUpWithTheMargin() {
        let placement = place(NavigationStack { Color.red.id("content").navigationTitle("Inbox").navigationBarTitleDisplayMode(.large) })
        #expect(frame(placement, "content") == CGRect(x: 0, y: 96, width: 393, height: 756))
        let title = titleFrame(placement, "Inbox")
        #expect(title?.minX == 16)
        #expect(near(title?.midY, 44 + 26))
        #expect(near(title?.height, 40.8), "the large-title style, 34 pt")
    }

    @Test func automaticDisplayModeIsLargeAtTheRoot() {
        let automatic = place(NavigationStack { Color.red.id("content").navigationTitle("Inbox") })
        #expect(frame(automatic, "content")?.minY == 96)
    }

    @Test func titleInsideAListReachesTheStack() {
        let placement = place(NavigationStack { List { Text("Row").id("row") }.navigationTitle("Mail") })
        #expect(titleFrame(placement, "Mail")?.minX == 16)
        #expect(near(frame(placement, "row")?.midY, 96 + 35 + 22))
    }

    @Test func leadingItemsRunFromTheLeadingMargin() {
        let placement = place(NavigationStack {
            Color.red.toolbar {
                ToolbarItem(placement: .topBarLeading) { Text("Edit").id("edit") }
                ToolbarItem(placement: .topBarLeading) { Text("Sort").id("sort") }
            }
        })
        let edit = frame(placement, "edit"), sort = frame(placement, "sort")
        #expect(edit?.minX == 16)
        #expect(near(edit?.midY, 22))
        #expect(near(sort?.minX, edit!.maxX + 8))
    }

    @Test func trailingItemsEndAtTheTrailingMarginInTheOrderWritten() {
        let placement = place(NavigationStack {
            Color.red.toolbar {
                ToolbarItem(placement: .topBarTrailing) { Text("A").id("a") }
                ToolbarItem(placement: .primaryAction) { Text("B").id("b") }
            }
        })
        let a = frame(placement, "a"), b = frame(placement, "b")
        #expect(near(b?.maxX, 377))
        #expect(near(a?.maxX, b!.minX - 8))
    }

    @Test func viewsInAToolbarWithoutAnItemGoTrailing() {
        let placement = place(NavigationStack { Color.red.toolbar { Text("Add").id("add") } })
        #expect(near(frame(placement, "add")?.maxX, 377))
        #expect(near(frame(placement, "add")?.midY, 22))
    }

    @Test func principalItemIsCentredInTheBar() {
        let placement = place(NavigationStack { Color.red.toolbar { ToolbarItem(placement: .principal) { Text("Centre").id("centre") } } })
        #expect(near(frame(placement, "centre")?.midX, 196.5))
        #expect(near(frame(placement, "centre")?.midY, 22))
    }

    @Test func bottomBarItemsSitInAFortyFourPointBarAtTheBottom() {
        let placement = place(NavigationStack {
            Color.red.id("content").toolbar { ToolbarItem(placement: .bottomBar) { Text("Compose").id("compose") } }
        })
        #expect(frame(placement, "content") == CGRect(x: 0, y: 44, width: 393, height: 764))
        #expect(frame(placement, "compose")?.minX == 16)
        #expect(near(frame(placement, "compose")?.midY, 852 - 22))
    }

    @Test func bottomItemGroupWithASpacerSpansTheBar() {
        let placement = place(NavigationStack {
            Color.red.toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    Text("Left").id("left")
                    Spacer()
                    Text("Right").id("right")
                }
            }
        })
        #expect(frame(placement, "left")?.minX == 16)
        #expect(near(frame(placement, "right")?.maxX, 377))
    }

    @Test func wideScreensInsetItemsTwentyPoints() {
        let placement = place(NavigationStack { Color.red.toolbar { ToolbarItem(placement: .topBarLeading) { Text("Edit").id("edit") } } },
                              ProposedViewSize(width: 430, height: 932))
        #expect(frame(placement, "edit")?.minX == 20)
    }

    @Test func navigationTitleOutsideAStackChangesNoFrame() {
        let plain = place(VStack { Text("A").id("a"); Text("B") })
        let titled = place(VStack { Text("A").id("a").navigationTitle("Title").navigationBarTitleDisplayMode(.large); Text("B") })
        #expect(frame(titled, "a") == frame(plain, "a"))
        #expect(titleFrame(titled, "Title") == nil)
    }

    @Test func toolbarOutsideAStackChangesNoFrame() {
        let plain = place(VStack { Text("A").id("a") })
        let withToolbar = place(VStack { Text("A").id("a").toolbar { Text("Add").id("add") } })
        #expect(frame(withToolbar, "a") == frame(plain, "a"))
        #expect(frame(withToolbar, "add") == nil)
    }

    @Test func firstTitleResolvedWins() {
        let placement = place(NavigationStack { VStack { Text("A").navigationTitle("Inner") }.navigationTitle("Outer") })
        #expect(titleFrame(placement, "Outer") != nil)
        #expect(titleFrame(placement, "Inner") == nil)
    }

    @Test func nestedStackKeepsItsOwnTitle() {
        let placement = place(NavigationStack { NavigationStack { Color.red.navigationTitle("Inner") }.frame(height: 400) })
        // The inner stack, 400 pt tall, is centred below the outer stack's untitled 44 pt bar.
        let innerTop: CGFloat = 44 + (808 - 400) / 2
        #expect(near(titleFrame(placement, "Inner")?.midY, innerTop + 44 + 26))
    }

    @Test func aSecondPassOfTheSameViewsKeepsTheBar() {
        let host = LayoutHost()
        let view = AnyView(NavigationStack { AnyView(Color.red.id("content").navigationTitle("Inbox")) })
        _ = host.place(view, proposal: phone)
        let second = host.place(view, proposal: phone)
        #expect(titleFrame(second, "Inbox")?.minX == 16)
        #expect(frame(second, "content")?.minY == 96)
    }

    @Test func navigationLinkIsLaidOutAsItsLabel() {
        let link = place(NavigationLink("Details", value: 1).id("link"))
        let text = place(Text("Details").id("link"))
        #expect(frame(link, "link") == frame(text, "link"))
    }

    @Test func navigationViewPlacesItsScreenAsAStackDoes() {
        let view = place(NavigationView { Color.red.id("content").navigationTitle("Inbox") })
        let stack = place(NavigationStack { Color.red.id("content").navigationTitle("Inbox") })
        #expect(frame(view, "content") == frame(stack, "content"))
        #expect(titleFrame(view, "Inbox") == titleFrame(stack, "Inbox"))
    }
}
