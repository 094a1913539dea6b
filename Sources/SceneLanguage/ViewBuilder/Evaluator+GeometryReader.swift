import Foundation
import LayoutEngine
import SwiftSyntax

/// `GeometryReader { proxy in … }`: its content is a function of where layout puts the
/// reader, so the reader's node keeps the closure, and the view factory calls it with the
/// reader's geometry whenever layout places the reader somewhere new (``ReaderContent``).
extension Evaluator {
    /// The reader's node, holding its content closure unevaluated.
    func geometryReader(_ call: FunctionCallExprSyntax, _ scope: Scope, origin: SceneOrigin) -> SceneValue? {
        let closureArgument = call.arguments.count == 1 ? call.arguments.first.flatMap { argument in
            argument.label?.text == "content" ? argument.expression.as(ClosureExprSyntax.self) : nil
        } : nil
        guard let syntax = call.trailingClosure ?? closureArgument, call.arguments.isEmpty || closureArgument != nil else {
            sink.emit(.readerNeedsContent, at: origin)
            return nil
        }
        let closure = SceneClosure(syntax: syntax, scope: scope)
        if let names = closure.parameterNames, names.count != 1 {
            sink.emit(.closureArity(expected: 1, got: names.count), at: syntax.origin)
            return nil
        }
        let argument = SceneArgument(label: "content", value: .closure(closure), origin: syntax.origin, valueOrigin: syntax.origin)
        return .node(SceneNode(name: "GeometryReader", arguments: [argument], origin: origin))
    }

    /// The views of a reader's content for `proxy` (a ``GeometryProxyValue``); nil after
    /// reporting why there are none.
    func readerContent(_ closure: SceneClosure, proxy: SceneValue, origin: SceneOrigin) -> [SceneNode]? {
        views(of: call(closure, with: [proxy], origin: origin), origin: origin)
    }

    /// Runs `body` with mistakes reported to `sink` and no reuse of the last load's
    /// statements: a reader's content evaluated during layout, after the load has reported
    /// its diagnostics (the same mistakes, found then with a zero geometry).
    func evaluating<T>(reportingTo sink: DiagnosticSink, _ body: () -> T) -> T {
        let (loadSink, loadCache) = (self.sink, cache)
        self.sink = sink
        cache = nil
        defer { (self.sink, cache) = (loadSink, loadCache) }
        return body()
    }

    /// `proxy.frame(in: .local)` or `(in: .global)`; nil after reporting any other call.
    func proxyCall(_ name: String, on proxy: Instance, _ call: FunctionCallExprSyntax, origin: SceneOrigin, _ scope: Scope) -> SceneValue? {
        guard name == "frame" else {
            sink.emit(.noMember(name, on: "'GeometryProxy'"), at: origin)
            return nil
        }
        guard let arguments = evaluateArguments(call, scope), arguments.count == 1, arguments[0].label == "in",
              case .member(let space) = arguments[0].value, space.arguments == nil, space.base == nil,
              let frame = GeometryProxyValue.frame(of: proxy, in: space.name) else {
            sink.emit(.proxyCoordinateSpace, at: origin)
            return nil
        }
        return frame
    }
}
