/// An expression of view-building code compiled into closures: what the evaluator does for
/// it, decided once, with only what depends on the element left to run.
///
/// It runs two ways. `value` gives what the evaluator's `evaluate` gives; `view` gives a view
/// without boxing it in a ``SceneValue`` (a node is an indirect case, so each box is an
/// allocation), for where the evaluator takes `asViewNode` of the value: a builder's
/// statements and a modifier's base. Each is made from the other where the expression is
/// not naturally one.
struct ViewExpression {
    /// The value for one element; nil when the evaluator would give nil (it has reported why).
    let value: (inout ElementRun) -> SceneValue?
    /// The value for one element where a view is expected.
    let view: (inout ElementRun) -> ViewOutcome
    /// Whether the expression gives the same value for every element: it reads neither the
    /// element nor anything left to the evaluator (which may read it, or have effects).
    let isInvariant: Bool

    /// An expression that is a value (a number, a string, a member, an operator's result).
    init(isInvariant: Bool, value: @escaping (inout ElementRun) -> SceneValue?) {
        self.value = value
        view = { run in value(&run).map { .value($0) } ?? .failed }
        self.isInvariant = isInvariant
    }

    /// An expression that makes a view (a call the factory resolves, a modifier).
    static func view(isInvariant: Bool, _ view: @escaping (inout ElementRun) -> ViewOutcome) -> ViewExpression {
        ViewExpression(isInvariant: isInvariant, view: view)
    }

    private init(isInvariant: Bool, view: @escaping (inout ElementRun) -> ViewOutcome) {
        self.view = view
        value = { run in
            switch view(&run) {
            case .node(let node): return .node(node)
            case .value(let value): return value
            case .failed: return nil
            }
        }
        self.isInvariant = isInvariant
    }

    /// A value the same for every element.
    static func constant(_ constant: SceneValue) -> ViewExpression {
        ViewExpression(isInvariant: true) { _ in constant }
    }
}

/// What a view expression gave.
enum ViewOutcome {
    /// A view node.
    case node(SceneNode)
    /// A value as the evaluator gives it, which may still be a view (`Color.red`).
    case value(SceneValue)
    /// Nil from the evaluator: it has reported why.
    case failed
}

/// One argument of a call: its label, its value and where both start.
struct ArgumentCode {
    let label: String?
    let value: ViewExpression
    let origin: SceneOrigin
    let valueOrigin: SceneOrigin
}
