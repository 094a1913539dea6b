import Foundation

/// What a scene's own code did during a layout pass: whether it failed (then the scene
/// reports the failure instead of writing outputs) and what it printed.
///
/// The engine cannot be told that a layout failed; a pass runs to its end with the failed
/// layout answering zero sizes, and the caller asks this afterwards.
public final class SceneRuntime {
    let machine: Machine
    private let source: String
    /// The code's offsets are the text it was compiled from; these make them `source`'s.
    private let offsets: OffsetMap

    init(machine: Machine, source: String, offsets: OffsetMap = OffsetMap()) {
        self.machine = machine
        self.source = source
        self.offsets = offsets
    }

    private func location(_ offset: Int, in lines: LineTable) -> SceneDiagnostic.Location {
        lines.location(of: offsets.current(offset))
    }

    /// Forgets the last pass's failure and output; call before laying the scene out.
    public func beginPass() {
        machine.failure = nil
        machine.printed.removeAll()
        machine.depth = 0
    }

    /// The failure of the pass, as an error at the failing expression with a note for each
    /// call that led there; nil when the pass succeeded.
    public var failure: SceneDiagnostic? {
        guard let trap = machine.failure else { return nil }
        let lines = LineTable(source.utf8)
        var notes: [SceneDiagnostic] = []
        // The innermost calls, and the engine's entry: a runaway recursion is one line.
        var chain = trap.chain
        if chain.count > 8 { chain = Array(chain.prefix(6)) + [chain.last!] }
        for (function, offset) in chain {
            notes.append(SceneDiagnostic(severity: .note, message: offset == nil ? "in '\(function)', called by the layout engine" : "in '\(function)', called here", id: "call-chain", location: offset.map { location($0, in: lines) }))
        }
        return SceneDiagnostic(severity: .error, message: trap.message, id: "layout-runtime", location: trap.offset.map { location($0, in: lines) }, notes: notes)
    }

    /// What `print` wrote during the pass, each line with the line of the scene it was
    /// printed from.
    public var printed: [(line: Int, text: String)] {
        // Every pass asks, and most print nothing: the source's line table is built only
        // for lines to number.
        guard !machine.printed.isEmpty else { return [] }
        let lines = LineTable(source.utf8)
        return machine.printed.map { ($0.offset.map { location($0, in: lines).line } ?? 0, $0.text) }
    }
}
