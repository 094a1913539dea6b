import Foundation
import LayoutEngine
import Testing

/// `List`, `Form` and `Section` in iOS 17's inset-grouped style: cards inset 16 pt from
/// the sides of a phone-width list (20 pt from 414 pt up), rows at least 44 pt tall (the
/// Human Interface Guidelines' minimum hit target) with their content 20 pt in from the
/// card and 6.5 pt from its top and bottom, sections 35 pt apart, headers and footers 7 pt from their card. All but the 44 pt
/// are recalled from the simulator, not measured (see ``InsetGroupedMetrics``).
struct InsetGroupedListTests {
    let phone = ProposedViewSize(width: 393, height: 852)

    func place(_ view: some View, _ proposal: ProposedViewSize? = nil) -> Placement {
        LayoutHost().place(view, proposal: proposal ?? phone)
    }

    @Test func listTakesTheWholeProposal() {
        #expect(place(List { Text("A") }.id("list")).root.first(named: "list")?.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func rowsAreFortyFourPointsTallAndTheirContentTwentyPointsIntoTheCard() {
        let placement = place(List { Text("A").id("a"); Text("B").id("b") })
        #expect(frame(placement, "a")?.minX == 36)
        #expect(near(frame(placement, "a")?.midY, 35 + 22))
        #expect(near(frame(placement, "b")?.midY, 35 + 44 + 22))
    }

    @Test func tallRowsKeepTheirInsetsAboveAndBelowTheirContent() {
        let placement = place(List { Color.red.frame(height: 60).id("tall"); Text("B").id("b") })
        #expect(near(frame(placement, "tall")?.minY, 35 + 6.5))
        #expect(near(frame(placement, "b")?.midY, 35 + 73 + 22))
    }

    @Test func rowContentIsOfferedTheCardWidthLessItsInsets() {
        let placement = place(Form { Toggle("Wi-Fi", isOn: .constant(true)).id("toggle") })
        let toggle = frame(placement, "toggle")
        #expect(toggle?.size == CGSize(width: 321, height: 31))
        #expect(toggle?.minX == 36)
        #expect(near(toggle?.minY, 35 + 6.5))
    }

    @Test func wideListInsetsItsCardsTwentyPoints() {
        let placement = place(List { Text("A").id("a") }, ProposedViewSize(width: 430, height: 932))
        #expect(frame(placement, "a")?.minX == 40)
    }

    @Test func sectionHeaderSitsSevenPointsAboveItsCard() {
        let placement = place(List { Section(header: Text("Account").id("header")) { Text("Name").id("row") } })
        let header = frame(placement, "header")!
        #expect(near(header.minY, 35))
        #expect(header.minX == 36)
        #expect(near(frame(placement, "row")?.midY, header.maxY + 7 + 22))
    }

    @Test func headerIsFootnoteText() {
        // Written in capitals, as it is drawn (see SectionHeaderCaseTests), so only the font differs.
        let placement = place(List { Section(header: Text("ACCOUNT").id("header")) { Text("Name") } })
        let footnote = LayoutHost().place(Text("ACCOUNT").font(.footnote), proposal: .unspecified).root.frame.size
        #expect(frame(placement, "header")?.size == footnote)
    }

    @Test func sectionFooterSitsSevenPointsBelowItsCard() {
        let placement = place(List { Section(footer: Text("Shown to others").id("footer")) { Text("Name") } })
        #expect(near(frame(placement, "footer")?.minY, 35 + 44 + 7))
    }

    @Test func sectionsAreThirtyFivePointsApart() {
        let placement = place(List {
            Section { Text("A") }
            Section { Text("B").id("b") }
        })
        #expect(near(frame(placement, "b")?.midY, 35 + 44 + 35 + 22))
    }

    @Test func looseRowsBeforeASectionAreASectionOfTheirOwn() {
        let placement = place(List {
            Text("Loose")
            Text("Rows")
            Section("Later") { Text("C") }.id("section")
        })
        #expect(near(frame(placement, "section")?.minY, 35 + 88 + 35))
    }

    @Test func rowsOfAForEachAreRowsOfTheList() {
        let placement = place(List { ForEach(0..<3) { Text("Row \($0)").id("row\($0)") } })
        #expect(near(placement.root.first(named: "row2")?.frame.midY, 35 + 88 + 22))
    }

    @Test func formLaysOutAsAList() {
        let list = place(List { Section("S") { Text("A").id("a") } })
        let form = place(Form { Section("S") { Text("A").id("a") } })
        #expect(frame(list, "a") == frame(form, "a"))
        #expect(form.root.kind == "Form")
    }

    @Test func unspecifiedHeightIsTheContentsHeight() {
        let placement = place(List { Text("A") }, ProposedViewSize(width: 393, height: nil))
        #expect(near(placement.root.frame.height, 35 + 44 + 35))
    }
}
