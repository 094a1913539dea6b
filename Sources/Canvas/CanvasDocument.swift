import Foundation
import LayoutDaemon
import LayoutEngine
import Rendering
import SceneLanguage

/// What the canvas page shows of one scene: its state, its diagnostics and its last good
/// previews with every placed view, served as `/api/scenes/NAME.json` and pushed on every
/// pass. Everything in it is what the engine recorded, not worked out again by the page.
struct CanvasDocument: Codable, Equatable, Sendable {
    /// The scene's path relative to the watched directory.
    var scene: String
    var state: SceneStatus
    /// How many passes the canvas has seen for this scene: the page ignores an older one.
    var version: Int
    /// When the pass ended, in seconds since 1970.
    var updated: Double
    /// Diagnostics of the last pass (errors over the last good picture, or warnings).
    var diagnostics: [Diagnostic]
    /// The diagnostics as the compiler formats them, without colour.
    var diagnosticsText: String
    /// Layout warnings of the last good pass.
    var warnings: [String]
    /// The last good previews; those of an older pass when this one failed.
    var previews: [Preview]
    /// Whether ``previews`` are from an older pass than ``state`` describes.
    var isStale: Bool

    struct Diagnostic: Codable, Equatable, Sendable {
        var severity: String
        var message: String
        var line: Int?
        var column: Int?
    }

    struct Preview: Codable, Equatable, Sendable {
        var name: String
        /// What the canvas proposed to the root; nil dimensions were unspecified.
        var proposal: Size
        var size: Size
        var root: Node
        /// The engine's counters for the pass (see ``LayoutStatistics``).
        var stats: Stats
    }

    struct Size: Codable, Equatable, Sendable {
        var width: Double?
        var height: Double?
    }

    struct Stats: Codable, Equatable, Sendable {
        var nodes: Int
        var makeCache: Int
        var updateCache: Int
        var sizeThatFits: Int
        var placeSubviews: Int
        var microseconds: Double
    }

    struct Node: Codable, Equatable, Sendable {
        /// The view's `.id`, else its path in the tree (`0.1.2`): the SVG element's `data-id`.
        var id: String
        /// The node's place in the tree: child indices from the root, `0.1.2`.
        var path: String
        var kind: String
        var name: String?
        var text: String?
        var color: String?
        /// `fill` or `stroke` for a shape, nil for a view that paints no shape of its own.
        var paint: String?
        var isModifier: Bool
        /// x, y, width, height in the preview's coordinates.
        var frame: [Double]
        /// The proposal its parent made in the pass that placed it.
        var proposal: Size?
        /// 1-based line and column where the view is written.
        var line: Int?
        var column: Int?
        var sizeThatFits: Int
        var placeSubviews: Int
        /// `made`, `updated`, or nil: what happened to a layout's cache in the pass.
        var cache: String?
        var children: [Node]
    }
}

/// A scene's state on the index.
enum SceneStatus: String, Codable, Sendable {
    /// Laid out with nothing to report.
    case ok
    /// Laid out, with warnings (a diagnostic of warning severity, a layout warning).
    case warnings
    /// The scene has errors; its last good picture is kept.
    case errors
}

extension CanvasDocument {
    /// The document for `report`, keeping `previous`'s previews when the pass failed.
    init(report: SceneReport, previous: CanvasDocument?, version: Int, time: Double) {
        scene = report.scene
        self.version = version
        updated = time
        diagnostics = report.sceneDiagnostics.map {
            Diagnostic(severity: "\($0.severity)", message: $0.message, line: $0.location?.line, column: $0.location?.column)
        }
        if diagnostics.isEmpty, !report.diagnostics.isEmpty {
            // A scene that could not be read has its reason as text only.
            diagnostics = [Diagnostic(severity: "error", message: report.diagnostics.trimmingCharacters(in: .whitespacesAndNewlines), line: nil, column: nil)]
        }
        diagnosticsText = Self.withoutColour(report.diagnostics)
        switch report.outcome {
        case .rendered, .removed:
            previews = report.previews.map(Self.preview)
            warnings = report.warnings
            isStale = false
            state = warnings.isEmpty && !report.sceneDiagnostics.contains { $0.severity == .warning } ? .ok : .warnings
        case .failed:
            previews = previous?.previews ?? []
            warnings = previous?.warnings ?? []
            isStale = true
            state = .errors
        }
    }

    private static func preview(_ preview: RenderedPreview) -> Preview {
        let placement = preview.placement
        let stats = placement.stats
        return Preview(
            name: preview.name,
            proposal: size(preview.proposal),
            size: Size(width: Double(placement.size.width), height: Double(placement.size.height)),
            root: node(placement.root, path: "0", pass: stats.pass),
            stats: Stats(
                nodes: stats.nodes, makeCache: stats.makeCacheCalls, updateCache: stats.updateCacheCalls,
                sizeThatFits: stats.sizeThatFitsCalls, placeSubviews: stats.placeSubviewsCalls, microseconds: stats.microseconds
            )
        )
    }

    private static func node(_ node: PlacedNode, path: String, pass: Int) -> Node {
        let frame = node.frame
        let activity = node.activity(inPass: pass)
        let location = node.sourcePosition
        return Node(
            id: node.name ?? path, path: path,
            kind: node.kind, name: node.name, text: node.text, color: node.color,
            paint: node.paint.map { "\($0)" }, isModifier: node.isModifier,
            frame: [frame.minX, frame.minY, frame.width, frame.height].map { rounded(Double($0)) },
            proposal: node.proposal.map(size),
            line: location.map { Int($0.line) }, column: location.map { Int($0.column) },
            sizeThatFits: activity.sizeThatFitsCalls, placeSubviews: activity.placeSubviewsCalls,
            cache: activity.cache == .none ? nil : "\(activity.cache)",
            children: node.children.enumerated().map { self.node($0.element, path: "\(path).\($0.offset)", pass: pass) }
        )
    }

    private static func size(_ proposal: ProposedViewSize) -> Size {
        Size(width: proposal.width.map { rounded(Double($0)) }, height: proposal.height.map { rounded(Double($0)) })
    }

    /// To 1/1000 pt, as placement.json rounds. JSON has no infinity: an infinite proposal
    /// is written as the largest finite double, which the page shows as ∞.
    private static func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return value > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude }
        return (value * 1000).rounded() / 1000
    }

    private static func withoutColour(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }
}
