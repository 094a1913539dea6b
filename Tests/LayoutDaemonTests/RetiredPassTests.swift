import Foundation
import Testing
@testable import LayoutDaemon

@Suite struct RetiredPassTests {
    @Test func replacingAPassFreesTheOlderOne() async throws {
        var slot: RetiredPass? = RetiredPass(scene: nil)
        weak let older = slot
        RetiredPass.replace(&slot, with: RetiredPass(scene: nil))
        // Freed on the background queue: give it up to five seconds on a loaded machine.
        for _ in 0..<500 where older != nil {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(older == nil)
    }

    @Test func theSlotKeepsTheNewerPass() {
        var slot: RetiredPass?
        let newer = RetiredPass(scene: nil)
        RetiredPass.replace(&slot, with: newer)
        #expect(slot === newer)
    }
}
