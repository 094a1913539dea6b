import Foundation
import LayoutEngine
import Rendering
import SceneLanguage

/// What happened to one scene in one pass: the daemon logs it, `watch` draws it and
/// `render` sums it up.
public struct SceneReport: Sendable {
    /// How the pass ended.
    public enum Outcome: Sendable, Equatable {
        /// Laid out; outputs written where their bytes changed.
        case rendered
        /// The scene has errors; its last good outputs were kept.
        case failed
        /// The scene is gone; its outputs were removed.
        case removed
    }

    /// The scene's path relative to the workspace root.
    public var scene: String
    public var outcome: Outcome
    /// Diagnostics formatted like the compiler's (empty when there are none).
    public var diagnostics: String
    /// The same diagnostics as values, for programs that show them their own way (the
    /// canvas); empty when the scene could not be read at all.
    public var sceneDiagnostics: [SceneDiagnostic] = []
    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { outcome == .failed }
    /// The laid-out previews (empty unless rendered).
    public var previews: [RenderedPreview]
    /// Outputs written or removed in this pass (relative paths).
    public var changedOutputs: [String]
    /// Those of ``changedOutputs`` that were removed (an output the configuration no longer
    /// asks for, a diagnostics file once the scene is fixed, every output of a deleted
    /// scene), so that a report can say which were written and which deleted.
    public var removedOutputs: [String] = []
    /// Outputs that could not be written or removed (relative paths); each one's error is
    /// among ``warnings`` and in the log. `render` exits 74 for them.
    public var unwrittenOutputs: [String] = []
    /// Layout warnings (a Simple Layout Engine stack out of space, …).
    public var warnings: [String]
    /// What the scene's own layout code printed in the pass, each line tagged with the
    /// scene and the line it was printed from (`flow.swift:12: text`).
    public var printed: [String] = []
    /// Time from reading the scene to the last output renamed into place, in µs.
    public var microseconds: Double
    /// Where that time went.
    public var timings = Timings()

    /// Microseconds per phase of a pass.
    public struct Timings: Sendable, Equatable {
        /// Parsing and interpreting the source.
        public var parse: Double = 0
        /// Laying out every preview.
        public var layout: Double = 0
        /// Rendering the outputs in memory.
        public var render: Double = 0
        /// Writing them atomically.
        public var write: Double = 0

        public init() {}

        /// `parse 1.2 ms, layout 0.4 ms, …` for logs and watch mode.
        public var summary: String {
            [("parse", parse), ("layout", layout), ("render", render), ("write", write)]
                .map { "\($0.0) \(String(format: "%.2f", $0.1 / 1000)) ms" }
                .joined(separator: ", ")
        }
    }

    /// Nodes laid out across the previews.
    public var nodes: Int { previews.reduce(0) { $0 + $1.placement.stats.nodes } }
}
