import Foundation
import LayoutEngine
import Rendering
import SceneLanguage

/// Turns a scene's source into its output files, in memory: parse, lay out every preview
/// on the given hosts, render each configured output. No I/O, so `render`, `check`,
/// `watch` and the daemon share it.
struct SceneRenderer {
    let configuration: Configuration

    /// The result of rendering one scene.
    struct Result {
        var previews: [RenderedPreview] = []
        /// The loaded scene, nil when it has errors: its views are the ones the hosts now
        /// hold, which a caller may keep alive past the pass (``RetiredPass``).
        var scene: Scene?
        /// Output bytes (UTF-8 text) by file suffix (`.placement.json`, …); empty when the
        /// scene has errors.
        var outputs: [(kind: OutputKind, bytes: RenderedBytes)] = []
        var diagnostics: [SceneDiagnostic] = []
        /// The diagnostics formatted like the compiler's.
        var diagnosticsText = ""
        var hasErrors: Bool { diagnostics.contains { $0.isError } }
        /// Microseconds spent parsing and interpreting, laying out, and rendering outputs.
        var timings = SceneReport.Timings()
        /// The scene's own layout code failed during the pass: the hosts' caches may hold
        /// what it left half done.
        var layoutFailed = false
        /// What the scene's layout code printed, by scene line.
        var printed: [(line: Int, text: String)] = []
    }

    /// Renders the scene whose source is `source`, read from `path` (shown in diagnostics
    /// as `displayPath`), laying previews out on the hosts `hostFor` gives. A Swift scene is
    /// parsed from `parseCache`'s previous parse of the same file, when one is given.
    /// `recordsSourcePositions` has views record where they are written and placements what
    /// an inspector shows of each view (``LayoutHost/recordsNodeDetails``).
    func render(source: String, path: String, displayPath: String, format: PathClass.SceneFormat, colored: Bool = false, recordsSourcePositions: Bool = false, parseCache: SceneParseCache? = nil, hostFor: (String) -> LayoutHost) -> Result {
        var result = Result()
        var clock = DispatchTime.now().uptimeNanoseconds
        func lap() -> Double {
            let now = DispatchTime.now().uptimeNanoseconds
            defer { clock = now }
            return Double(now - clock) / 1000
        }
        let loaded: SceneLoadResult
        if source.allSatisfy(\.isWhitespace) {
            // An editor truncating before writing (VS Code) shows an empty file for an instant.
            loaded = SceneLoadResult(scene: nil, diagnostics: [SceneDiagnostic(severity: .error, message: "scene is empty", id: "empty-scene", location: nil)])
        } else {
            switch format {
            case .swift: loaded = SceneInterpreter.load(source: source, path: displayPath, parseCache: parseCache, stepBudget: configuration.stepBudget, imageSizes: configuration.imageSizes, recordsSourcePositions: recordsSourcePositions)
            case .json: loaded = SceneInterpreter.loadJSON(data: Data(source.utf8), path: displayPath, imageSizes: configuration.imageSizes)
            }
        }
        result.timings.parse = lap()
        result.diagnostics = loaded.diagnostics
        result.diagnosticsText = SceneDiagnostic.render(loaded.diagnostics, source: source, path: displayPath, colored: colored)
        guard let scene = loaded.scene, !result.hasErrors else { return result }
        result.scene = scene

        let canvas = ProposedViewSize(configuration.canvas)
        scene.runtime?.beginPass()
        for preview in scene.previews {
            // A device gives the default canvas its screen and safe area; a fixed canvas has neither.
            let device = preview.proposal == nil ? preview.device ?? configuration.device : nil
            let proposal = preview.proposal ?? device.map { ProposedViewSize($0.size) } ?? canvas
            let host = hostFor(preview.name)
            host.recordsNodeDetails = recordsSourcePositions
            // The configured direction reaches the scene as the environment override does.
            let view = configuration.layoutDirection == .leftToRight ? preview.view : AnyView(preview.view.environment(\.layoutDirection, configuration.layoutDirection))
            let placement = layOut(view, proposal: proposal, safeAreaInsets: device?.safeAreaInsets ?? EdgeInsets(), host: host)
            result.previews.append(RenderedPreview(name: preview.name, proposal: proposal, placement: placement))
        }
        result.timings.layout = lap()
        if let runtime = scene.runtime {
            result.printed = runtime.printed
            if let failure = runtime.failure {
                result.diagnostics.append(failure)
                result.diagnosticsText = SceneDiagnostic.render(result.diagnostics, source: source, path: displayPath, colored: colored)
                result.previews = []
                result.layoutFailed = true
                return result
            }
        }
        for preview in result.previews {
            guard let bad = NonFiniteFrame.first(in: preview.placement) else { continue }
            result.diagnostics.append(SceneDiagnostic(severity: .error, message: bad.message(preview: preview.name), id: "non-finite-frame", location: nil))
            result.diagnosticsText = SceneDiagnostic.render(result.diagnostics, source: source, path: displayPath, colored: colored)
            result.previews = []
            // The hosts hold what the pass left: start the next one afresh.
            result.layoutFailed = true
            return result
        }
        let kinds = configuration.outputs.sorted()
        let nodes = result.previews.reduce(0) { $0 + $1.placement.stats.nodes }
        let texts = render(kinds, of: result.previews, source: PathSplit(path).name, concurrently: nodes >= Self.concurrentRenderingNodes)
        result.outputs = Array(zip(kinds, texts))
        result.timings.render = lap()
        return result
    }

    /// From how many laid-out nodes the outputs of a scene are rendered side by side: below
    /// it, handing work to another thread costs more than the smaller outputs take.
    static let concurrentRenderingNodes = 2_000

    /// The text of each output kind, in order; each on its own thread when `concurrently`
    /// (the renderers are pure, and a 10,000-view scene's JSON and picture take milliseconds).
    private func render(_ kinds: [OutputKind], of previews: [RenderedPreview], source: String, concurrently: Bool) -> [RenderedBytes] {
        let scale = CGFloat(configuration.scale)
        // The JSON of a large tree takes a thread of its own for half the tree only when a
        // core is left beside the outputs written side by side. On two cores, writing a
        // 100 x 100 grid's picture and JSON, a third thread took turns with the picture,
        // the longer of the two, and the save ended later.
        let splitsLargeTrees = !concurrently || ProcessInfo.processInfo.activeProcessorCount > kinds.count
        let renderOne = { @Sendable (kind: OutputKind) -> RenderedBytes in
            switch kind {
            case .placement: PlacementJSON.encodedBytes(source: source, previews: previews, splitsLargeTrees: splitsLargeTrees)
            case .preview: ASCIIPreview(scale: scale).renderedBytes(previews)
            case .svg: RenderedBytes(copying: SVGPreview().render(previews).utf8)
            }
        }
        guard concurrently, kinds.count > 1 else { return kinds.map(renderOne) }
        var texts = [RenderedBytes?](repeating: nil, count: kinds.count)
        texts.withUnsafeMutableBufferPointer { slots in
            // Each iteration writes its own slot, and `concurrentPerform` returns after the last.
            nonisolated(unsafe) let slots = slots
            DispatchQueue.concurrentPerform(iterations: kinds.count) { index in
                slots[index] = renderOne(kinds[index])
            }
        }
        return texts.map { $0! }
    }
}

/// Lays a view out on a thread whose stack is large: scenes may nest views hundreds deep,
/// and the layout pass recurses once per level.
func layOut(_ view: AnyView, proposal: ProposedViewSize, safeAreaInsets: EdgeInsets = EdgeInsets(), host: LayoutHost) -> Placement {
    // `run` waits for the layout to finish: one thread at a time uses the host and view.
    nonisolated(unsafe) let host = host
    nonisolated(unsafe) let view = view
    return LayoutThread.shared.run { host.place(view, proposal: proposal, safeAreaInsets: safeAreaInsets) }
}
