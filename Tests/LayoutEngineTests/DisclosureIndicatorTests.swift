import Foundation
import LayoutEngine
import Testing

/// The disclosure chevron beside a `NavigationLink` in a list row: an 8 × 13 pt
/// "DisclosureIndicator" node at the row content's trailing edge, 12 pt after the label,
/// which is offered the row's width less both. The lengths are recalled from the iOS 17
/// simulator and UIKit's disclosure indicator, not measured (see
/// ``DisclosureIndicatorMetrics``); the row's own insets are ``InsetGroupedMetrics``'.
struct DisclosureIndicatorTests {
    let phone = ProposedViewSize(width: 393, height: 852)

    func place(_ view: some View) -> Placement {
        LayoutHost().place(view, proposal: phone)
    }

    /// The frames of every node of `kind`, parents before children.
    func frames(_ placement: Placement, kind: String) -> [CGRect] {
        placement.root.allNodes.filter { $0.kind == kind }.map(\.frame)
    }

    @Test func aLinkInAListHasAChevronAtTheRowContentsTrailingEdge() {
        // A 393 pt phone: the card 16 pt in, the row's content 20 pt into it, so it ends at
        // 393 - 36 = 357; the 44 pt row starts 35 pt down, so its middle is at 57.
        let placement = place(List { NavigationLink("Profile", destination: Text("Detail")).id("link") })
        #expect(frames(placement, kind: "DisclosureIndicator") == [CGRect(x: 349, y: 57 - 6.5, width: 8, height: 13)])
    }

    @Test func theLinkInAListIsAsWideAsTheRowsContent() {
        let placement = place(List { NavigationLink("Profile", destination: Text("Detail")).id("link") })
        #expect(frame(placement, "link")?.minX == 36)
        #expect(frame(placement, "link")?.width == 321)
    }

    @Test func theLabelIsOfferedTheRowLessTheChevronAndItsGap() {
        // A flexible label takes what it is offered: 321 - 8 - 12.
        let placement = place(List { NavigationLink(destination: Text("Detail")) { Color.red.frame(height: 20).id("label") } })
        #expect(frame(placement, "label") == CGRect(x: 36, y: 57 - 10, width: 301, height: 20))
    }

    @Test func aLongTitleWrapsBeforeTheChevron() {
        let title = String(repeating: "word ", count: 30)
        let placement = place(List { NavigationLink(destination: Text("Detail")) { Text(title).id("label") } })
        let label = frame(placement, "label")!
        let chevron = frames(placement, kind: "DisclosureIndicator")[0]
        #expect(label.maxX <= chevron.minX - 12)
        #expect(label.height > 40)
        #expect(near(chevron.midY, label.midY))
    }

    @Test func aLinkInAFormHasAChevronToo() {
        let placement = place(Form { Section("Account") { NavigationLink("Profile", value: 1) } })
        #expect(frames(placement, kind: "DisclosureIndicator").count == 1)
    }

    @Test func aLinkOutsideAListHasNoChevronAndIsLaidOutAsItsLabel() {
        let placement = place(NavigationStack { NavigationLink("Profile", value: 1).id("link") })
        #expect(frames(placement, kind: "DisclosureIndicator").isEmpty)
        #expect(frame(placement, "link")?.width == frame(place(Text("Profile").id("link")), "link")?.width)
    }

    @Test func aLinkInsideALinksLabelGetsNoSecondChevron() {
        let placement = place(List { NavigationLink(value: 1) { NavigationLink("Inner", value: 2) } })
        #expect(frames(placement, kind: "DisclosureIndicator").count == 1)
    }

    @Test func rowsThatAreNotLinksHaveNoChevron() {
        let placement = place(List { Text("Plain"); Toggle("Wi-Fi", isOn: .constant(true)) })
        #expect(frames(placement, kind: "DisclosureIndicator").isEmpty)
    }

    @Test func rightToLeftPutsTheChevronOnTheLeft() {
        let placement = place(List { NavigationLink("Profile", value: 1).id("link") }.environment(\.layoutDirection, .rightToLeft))
        #expect(frames(placement, kind: "DisclosureIndicator").first?.minX == 36)
    }
}
