import Foundation

/// What every run of a scene's code shares: the step budget that stops an endless loop, the
/// call depth that stops runaway recursion, and what `print` wrote.
///
/// A scene's layouts run on the layout thread, one pass at a time, so a machine is used by
/// one thread at a time.
final class Machine {
    /// Steps (loop iterations and calls) one entry from the layout engine may take.
    let stepBudget: Int
    @exclusivity(unchecked) var stepsLeft: Int
    @exclusivity(unchecked) var depth = 0
    static let maximumDepth = 256
    /// Lines `print` wrote, each tagged with where it was called.
    var printed: [(offset: Int?, text: String)] = []
    /// The first failure of the current pass: later calls into the scene's code return at
    /// once, so one failure is reported once.
    var failure: Trap?
    /// The guides of the scene's `AlignmentID` types, kept from its last compile; nil when
    /// the scene is loaded once, without a ``SceneParseCache``.
    var declaredGuides: DeclaredGuideTable?

    /// Emptied argument lists of finished calls, with their storage: a library call (`max`,
    /// `CGPoint(x:y:)`, `subview.place(…)`) takes one instead of allocating a list, which
    /// was a tenth of what a layout's loop spent.
    @exclusivity(unchecked) private var spareLists: [[Value]] = []

    /// An empty list with room for at least `capacity` values, from the spare ones when
    /// there is one.
    @inline(__always)
    func argumentList(capacity: Int) -> [Value] {
        if let list = spareLists.popLast() { return list }
        var list: [Value] = []
        list.reserveCapacity(max(capacity, 4))
        return list
    }

    /// Keeps `list`'s storage for a later call. A list the callee kept a reference to is
    /// copied by the emptying, which costs what a new list would.
    @inline(__always)
    func recycle(_ list: inout [Value]) {
        guard spareLists.count < 16 else { return }
        // One element at a time: `removeAll(keepingCapacity:)` goes through the general
        // `replaceSubrange`, which costs more than the few elements an argument list has.
        while !list.isEmpty { list.removeLast() }
        spareLists.append(list)
    }

    init(stepBudget: Int) {
        self.stepBudget = stepBudget
        stepsLeft = stepBudget
    }

    /// Counts one step (a loop's back edge, a call); past the budget the run stops.
    @inline(__always)
    func step(at offset: Int?) throws {
        stepsLeft &-= 1
        if stepsLeft < 0 { throw Trap("the layout ran past its step budget of \(stepBudget) steps (an endless loop?)", at: offset) }
    }

    /// Enters a call, refusing to go deeper than ``maximumDepth``.
    @inline(__always)
    func enter(_ name: String, at offset: Int?) throws {
        depth += 1
        if depth > Self.maximumDepth {
            depth -= 1
            throw Trap("recursion deeper than \(Self.maximumDepth) calls in '\(name)'", at: offset)
        }
    }

    @inline(__always)
    func leave() { depth -= 1 }
}
