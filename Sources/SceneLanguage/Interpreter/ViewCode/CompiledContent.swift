/// A `ForEach` content closure compiled once by ``Compiler`` (view code, see
/// ``ContentCompiler``), to be run for each element without walking its syntax again: a
/// `ForEach` over 10,000 elements evaluated the same few nodes 10,000 times, and reading
/// syntax (children, labels, names, positions) was most of what that cost.
///
/// Compiling takes the decisions the evaluator takes for each node that do not depend on
/// the element: which names are the closure's parameter (a frame slot) or the scope's,
/// which call is a view the factory resolves, which modifier evaluates its arguments, what
/// literals and `.members` are, where each node starts, which slot a `let` lives in. Only
/// what depends on the element is left to run: the values, and which branch of an `if` or
/// `switch` runs. Any other expression (user views, functions, closures, …) stays syntax
/// that the evaluator evaluates in the element's scope, its `let`s bound (see
/// ``LocalScopes``), so compiled content gives exactly the nodes and diagnostics evaluating
/// the closure would.
///
/// Compiled content holds nothing of the scope the closure was written in (each call hands
/// it in), so one compile serves every call of the closure in the load whose scope answers
/// the compiler's questions alike (see ``CompiledContentCache``); its hoisted views (see
/// ``HoistedView``) belong to the load.
struct CompiledContent {
    /// The closure's statements, each giving a view or a value.
    let statements: [Statement]
    /// The element being run, in the frame the statements' code reads.
    let running: ContentRun
    /// Where the closure starts.
    let origin: SceneOrigin
    let evaluator: Evaluator

    /// One statement of a view builder, and where it starts (for an expression statement,
    /// where its expression starts, as the evaluator reports it).
    struct Statement {
        let kind: Kind
        let origin: SceneOrigin

        /// What a statement is, each run as the evaluator's `run(_:in:)` runs its syntax.
        enum Kind {
            /// An expression: a view joins the block's views.
            case expression(ViewExpression)
            /// `let` or `var`: writes its names' slots.
            case declaration(ViewDeclaration)
            /// `if` or `switch`: the views of the branch it chose, in a group (SwiftUI's
            /// conditional content), or the branch's lone value, or its `return`.
            case choice((Frame) -> BlockResult)
            /// `return`, with its value's expression (nil for a bare `return`).
            case returning(ViewExpression?)
            /// A statement view builders do not take (`for`, `guard`, a nested `func`):
            /// reported when reached, as the evaluator reports it.
            case unsupported(SceneMessage)
        }

        /// An expression statement.
        init(expression: ViewExpression, origin: SceneOrigin) {
            self.init(kind: .expression(expression), origin: origin)
        }

        init(kind: Kind, origin: SceneOrigin) {
            self.kind = kind
            self.origin = origin
        }

        /// Whether the statement gives the same for every element: an expression that does;
        /// any other statement is taken not to.
        var isInvariant: Bool {
            guard case .expression(let expression) = kind else { return false }
            return expression.isInvariant
        }

        /// Where the statement keeps the view it makes for every element, when it is an
        /// expression that hoists one (see ``HoistedView``).
        var hoisted: HoistedView? {
            guard case .expression(let expression) = kind else { return nil }
            return expression.hoisted
        }
    }

    /// Appends the views of the closure, written in `scope`, called with each of `elements`
    /// in turn, to `nodes`; false when one gives nil (reported).
    ///
    /// Content that is one element-invariant view gives every element the view it made for
    /// the first (see ``HoistedView``) and runs nothing else: once that view is kept, the
    /// rest of the elements are its copies, appended without running the code for each.
    func appendViews(for elements: [SceneValue], in scope: Scope, to nodes: inout [SceneNode]) -> Bool {
        let hoisted = statements.count == 1 ? statements[0].hoisted : nil
        for index in elements.indices {
            guard appendViews(for: elements[index], in: scope, to: &nodes) else { return false }
            if let node = hoisted?.node {
                nodes.append(contentsOf: repeatElement(node, count: elements.count - index - 1))
                return true
            }
        }
        return true
    }

    /// Appends the views of the closure, written in `scope`, called with `element` to
    /// `nodes`, as `views(of: call(closure, with: [element], origin:), origin:)` gives them;
    /// false when that gives nil (reported).
    func appendViews(for element: SceneValue, in scope: Scope, to nodes: inout [SceneNode]) -> Bool {
        let saved = running.enter(element, in: scope)
        defer { running.leave(saved) }
        let frame = running.frame
        // One expression, as most content closures are: its view joins the nodes without the
        // array of a block's views.
        if statements.count == 1, case .expression(let expression) = statements[0].kind {
            switch expression.view(frame) {
            case .node(let node):
                nodes.append(node)
                return true
            case .value(let value):
                if let node = evaluator.asViewNode(value) {
                    nodes.append(node)
                    return true
                }
                // A lone value that is not a view, as `views(of:origin:)` reports it.
                evaluator.sink.emit(.expectedView(got: value.kindDescription), at: origin)
                return false
            case .failed:
                return false
            }
        }
        guard let views = evaluator.views(of: Self.run(statements, frame, evaluator), origin: origin) else { return false }
        nodes.append(contentsOf: views)
        return true
    }

    /// A block's result, as the evaluator's `run(_:in:)` gives it for the same statements.
    static func run(_ statements: [Statement], _ frame: Frame, _ evaluator: Evaluator) -> BlockResult {
        var views: [SceneNode] = []
        var lone: SceneValue?
        var failed = false
        let isSingle = statements.count == 1
        for index in statements.indices {
            let value: SceneValue
            switch statements[index].kind {
            case .expression(let expression):
                switch expression.view(frame) {
                case .node(let node):
                    views.append(node)
                    continue
                case .value(let result):
                    value = result
                case .failed:
                    failed = true
                    continue
                }
            case .declaration(let declaration):
                if !declaration.run(frame, evaluator) { failed = true }
                continue
            case .choice(let choose):
                switch choose(frame) {
                case .views(let nodes):
                    // As `runExpression` groups a branch's views, for an `if` and a `switch` alike.
                    views.append(.group(nodes, name: "if", origin: statements[index].origin))
                    continue
                case .value(let result):
                    value = result
                case .returned(let result):
                    return .returned(result)
                case .failed:
                    failed = true
                    continue
                }
            case .returning(let expression):
                guard let expression else { return .returned(.node(.group(views, name: "return", origin: statements[index].origin))) }
                guard let result = expression.value(frame) else { return .failed }
                return .returned(result)
            case .unsupported(let message):
                evaluator.sink.emit(message, at: statements[index].origin)
                failed = true
                continue
            }
            if !evaluator.collect(value, at: statements[index].origin, isSingle: isSingle, views: &views, lone: &lone) { failed = true }
        }
        if let lone { return .value(lone) }
        if failed && views.isEmpty { return .failed }
        return .views(views)
    }
}

/// The view an element-invariant view expression gave for the first element, handed to every
/// later element of every call of the same closure in the load, as a compiler hoists an
/// invariant expression out of a loop: `Divider()`, `Spacer()` or
/// `Color.red.frame(width: 8, height: 4)` in a row is evaluated once per load, not once per
/// element. The node carries a
/// ``ViewMemo`` of its own, so the view factory also builds its view once and every element
/// shares it.
///
/// A node is kept only when making it reported nothing and asked the evaluator nothing:
/// each later element then reports and evaluates exactly what the first did, which is
/// nothing.
final class HoistedView {
    var node: SceneNode?
}
