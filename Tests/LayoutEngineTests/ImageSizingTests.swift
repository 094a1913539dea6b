import Foundation
import LayoutEngine
import Testing

/// Images as SwiftUI sizes them: their own size until `resizable()`, then the size
/// proposed, fitted or filled by `aspectRatio`/`scaledToFit`/`scaledToFill` to their own
/// proportions. Source: Apple's Image documentation ("Use `resizable` … to scale the
/// image to fit the space available") and the `aspectRatio(_:contentMode:)` documentation.
struct ImageSizingTests {
    let hero = Image("hero", size: CGSize(width: 400, height: 200))

    func frame(of view: some View, _ proposal: ProposedViewSize) -> CGRect {
        LayoutHost().place(view.id("image"), proposal: proposal).root.first(named: "image")!.frame
    }

    @Test func namedImageKeepsItsSizeWhateverItIsOffered() {
        #expect(frame(of: hero, ProposedViewSize(width: 100, height: 100)).size == CGSize(width: 400, height: 200))
    }

    @Test func resizableImageTakesTheProposedSize() {
        #expect(frame(of: hero.resizable(), ProposedViewSize(width: 100, height: 70)).size == CGSize(width: 100, height: 70))
    }

    @Test func resizableImageFitsItsProportionsInAFrame() {
        let view = hero.resizable().aspectRatio(contentMode: .fit).frame(width: 100)
        #expect(frame(of: view, ProposedViewSize(width: 393, height: 852)).size == CGSize(width: 100, height: 50))
    }

    @Test func scaledToFillCoversTheProposal() {
        let view = hero.resizable().scaledToFill()
        #expect(frame(of: view, ProposedViewSize(width: 100, height: 100)).size == CGSize(width: 200, height: 100))
    }

    @Test func resizableSymbolGrowsToItsFrame() {
        let view = Image(systemName: "photo").resizable().aspectRatio(contentMode: .fit).frame(width: 100)
        #expect(frame(of: view, ProposedViewSize(width: 393, height: 852)).size == CGSize(width: 100, height: 100))
    }
}
