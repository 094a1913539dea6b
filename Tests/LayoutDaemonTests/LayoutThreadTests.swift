import Foundation
import Testing
@testable import LayoutDaemon

/// The large-stack threads scenes are laid out on.
@Suite struct LayoutThreadTests {
    @Test func callerWithASmallStackIsNotALayoutThread() {
        #expect(!LayoutThread.isCurrent)
    }

    @Test func runHandsTheWorkToALayoutThread() {
        #expect(LayoutThread.shared.run { LayoutThread.isCurrent })
    }

    @Test func runFromALayoutThreadCallsTheWorkInPlace() {
        // Would wait for itself forever if it queued the inner call.
        let value = LayoutThread.shared.run {
            LayoutThread.shared.run { Thread.current.stackSize >= LayoutThread.stackSize ? 42 : 0 }
        }
        #expect(value == 42)
    }

    @Test func detachedThreadHasALargeStack() async {
        let large = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
            LayoutThread.detach(name: "test") { done.resume(returning: LayoutThread.isCurrent) }
        }
        #expect(large)
    }

    @Test func recursionFarDeeperThanADefaultStackHoldsRunsOnALayoutThread() {
        // At least 200 bytes of stack a level: 100,000 levels need over 20 MB, more than a
        // default 8 MiB stack holds.
        func descend(_ level: Int) -> Int {
            var padding = (level, level, level, level, level, level, level, level, level, level, level, level, level, level, level, level)
            return withUnsafeMutableBytes(of: &padding) { bytes in
                bytes[0] &+= 1
                return level == 0 ? Int(bytes[0]) : descend(level - 1) &+ 1
            }
        }
        #expect(LayoutThread.shared.run { descend(100_000) } > 100_000)
    }
}
