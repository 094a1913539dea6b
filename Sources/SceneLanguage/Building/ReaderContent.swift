import Foundation
import LayoutEngine

/// The content of a Swift scene's `GeometryReader`s: each reader's closure is evaluated
/// again, by the load's evaluator, whenever layout places the reader with a geometry it has
/// not been made for, and what it made is kept by geometry.
///
/// At load the content is evaluated once with a zero geometry, reporting its mistakes as
/// any other view's; during layout mistakes (the same ones) are dropped and the content is
/// empty. The evaluator is not thread-safe, so one lock covers every reader of a load.
final class ReaderContent {
    private let evaluator: Evaluator
    private let program: Program?
    private let lock = NSLock()
    /// What each reader's closure made, most recent last, by the closure and the geometry.
    private var made: [(closure: ObjectIdentifier, proxy: GeometryProxy, view: AnyView)] = []

    /// How many contents are kept: a reader is laid out at a handful of geometries (one per
    /// canvas, and the zero one before its first placement).
    static let keptContents = 64

    /// Readers whose content is being made, each inside the one before: a view that holds
    /// itself through a reader (`GeometryReader { _ in Bar() }` in `Bar`'s body) would make
    /// readers without end, each content starting the evaluator's own count afresh.
    private var nesting = 0

    init(evaluator: Evaluator, program: Program?) {
        self.evaluator = evaluator
        self.program = program
    }

    /// The reader of `node`, whose closure is `closure`: its content is made once now by
    /// `factory`, for the load's diagnostics, and again for each geometry layout gives it.
    func reader(for node: SceneNode, closure: SceneClosure, factory: ViewFactory) -> AnyView {
        guard nesting < Evaluator.maximumDepth else {
            // Said once, by the deepest reader; the ones around it come back empty.
            if nesting == Evaluator.maximumDepth { factory.sink.emit(.recursiveView("GeometryReader"), at: node.origin) }
            return AnyView(EmptyView())
        }
        nesting += 1
        defer { nesting -= 1 }
        let zero = GeometryProxyValue.value(size: .zero, global: .zero)
        if let nodes = evaluator.readerContent(closure, proxy: zero, origin: node.origin) { _ = factory.makeViews(nodes) }
        let origin = node.origin
        return AnyView(GeometryReader { proxy in self.content(of: closure, for: proxy, origin: origin) })
    }

    private func content(of closure: SceneClosure, for proxy: GeometryProxy, origin: SceneOrigin) -> AnyView {
        lock.lock()
        defer { lock.unlock() }
        let key = ObjectIdentifier(closure)
        if let kept = made.last(where: { $0.closure == key && $0.proxy == proxy }) { return kept.view }
        let sink = DiagnosticSink()
        let view = evaluator.evaluating(reportingTo: sink) { () -> AnyView in
            guard let nodes = evaluator.readerContent(closure, proxy: GeometryProxyValue.value(of: proxy), origin: origin) else { return AnyView(EmptyView()) }
            let factory = ViewFactory(sink: sink, lenientStrings: false)
            factory.program = program
            factory.readers = self
            let views = factory.makeViews(nodes)
            return views.count == 1 ? views[0] : AnyView(ViewList(views))
        }
        if made.count >= Self.keptContents { made.removeFirst(made.count / 2) }
        made.append((key, proxy, view))
        return view
    }
}
