import Foundation
import LayoutEngine
import Testing

/// A section header in a `List` or `Form` is drawn in capitals on iOS 14 to 17, so it is
/// measured in capitals; `.textCase` on the header overrides that, and a footer keeps its
/// case. Sources: twostraws/HackingWithSwift#62 ("iOS 14.0 header uppercase problem": iOS
/// capitalises every section header; `.textCase(nil)` on the header undoes it) and
/// brave/brave-browser#57950 (iOS 26's defaults no longer uppercase section titles, as the
/// earlier ones did).
///
/// Widths worked by hand from ``StandardTextMeasurer``'s model in footnote text (13 pt):
/// a capital 0.68 em, a lower-case letter 0.55 em, "t" 0.3 em. "ACCOUNT" is 7 x 0.68 x 13
/// = 61.88; "Account" (0.68 + 5 x 0.55 + 0.3) x 13 = 48.49; "account" (6 x 0.55 + 0.3) x
/// 13 = 46.8.
struct SectionHeaderCaseTests {
    let phone = ProposedViewSize(width: 393, height: 852)

    func width(of name: String, in view: some View) -> CGFloat? {
        frame(LayoutHost().place(view, proposal: phone), name)?.width
    }

    @Test func aListSectionHeaderIsMeasuredInCapitals() {
        #expect(near(width(of: "h", in: List { Section(header: Text("Account").id("h")) { Text("Name") } }), 61.88))
    }

    @Test func aFormSectionHeaderIsMeasuredInCapitals() {
        #expect(near(width(of: "h", in: Form { Section(header: Text("Account").id("h")) { Text("Name") } }), 61.88))
    }

    @Test func textCaseNilOnTheHeaderKeepsItsCase() {
        let list = List { Section(header: Text("Account").textCase(nil).id("h")) { Text("Name") } }
        #expect(near(width(of: "h", in: list), 48.49))
    }

    @Test func lowercaseOnTheHeaderWins() {
        let list = List { Section(header: Text("Account").textCase(.lowercase).id("h")) { Text("Name") } }
        #expect(near(width(of: "h", in: list), 46.8))
    }

    @Test func textCaseOutsideTheSectionDoesNotReachItsHeader() {
        // The list sets the header's case in the header's own environment, nearer its text
        // than a modifier on the section, and the nearer setting wins.
        let list = List { Section(header: Text("Account").id("h")) { Text("Name") }.textCase(nil) }
        #expect(near(width(of: "h", in: list), 61.88))
    }

    @Test func aSectionFooterKeepsItsCase() {
        #expect(near(width(of: "f", in: List { Section(footer: Text("Account").id("f")) { Text("Name") } }), 48.49))
    }

    @Test func rowsKeepTheirCase() {
        // "Account" in body (17 pt): 3.73 x 17 = 63.41.
        #expect(near(width(of: "r", in: List { Section(header: Text("H")) { Text("Account").id("r") } }), 63.41))
    }
}
