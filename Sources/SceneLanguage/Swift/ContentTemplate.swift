import SwiftSyntax

/// A `ForEach` content closure compiled once, to be run for each element without walking
/// its syntax again: a `ForEach` over 10,000 elements evaluated the same few nodes 10,000
/// times, and reading syntax (children, labels, names, positions) was most of what that cost.
///
/// Compiling takes the decisions the evaluator takes for each node that do not depend on
/// the element: which names are locals or the scene's own, which call is a view the factory
/// resolves, which modifier evaluates its arguments, what literals and `.members` are, where
/// each node starts. Only what depends on the element is left to run. Anything else (user
/// views, `let`, `if`, functions, closures, …) is kept as syntax and evaluated by the
/// evaluator itself in the element's scope, so a template gives exactly the nodes and
/// diagnostics evaluating the closure would.
///
/// A template is valid for one `ForEach` call: the scope the closure captured does not change
/// while the `ForEach` runs its elements.
struct ContentTemplate {
    /// The closure's parameter (`index` in `{ index in … }`, or `$0`).
    var parameter: String
    var body: BlockTemplate
    /// The scope the closure was written in.
    var scope: Scope
    /// Where the closure starts.
    var origin: SceneOrigin
}

/// Statements of a view builder that are all expressions (no `let`, `if` or `return`).
struct BlockTemplate {
    struct Item {
        var expression: ExpressionTemplate
        var origin: SceneOrigin
    }

    var items: [Item]
}

/// A compiled expression: what ``Evaluator/evaluate(_:_:)`` does for it, decided once.
indirect enum ExpressionTemplate {
    /// A value the same for every element (a literal, `.center`, `Color.red`).
    case constant(SceneValue)
    /// The closure's parameter.
    case parameter
    /// A string literal with interpolations.
    case string([StringPiece])
    /// `Name(arguments) { content }` for a name the view factory resolves.
    case node(name: String, call: CallTemplate, origin: SceneOrigin)
    /// `base.name(arguments) { content }`: a modifier when `base` is a view, else whatever
    /// the evaluator makes of the call (`syntax`).
    case modifier(base: ExpressionTemplate, name: String, call: CallTemplate?, origin: SceneOrigin, syntax: FunctionCallExprSyntax)
    /// `.name(arguments)` or `Type.name(arguments)`: a member value.
    case member(type: String?, name: String, arguments: [ArgumentTemplate])
    /// `base.name`: a property of a value.
    case property(base: ExpressionTemplate, name: String, origin: SceneOrigin)
    /// `left op right`.
    case binary(String, ExpressionTemplate, ExpressionTemplate, origin: SceneOrigin)
    /// `condition ? then : otherwise`; `origin` is the condition's.
    case ternary(ExpressionTemplate, then: ExpressionTemplate, otherwise: ExpressionTemplate, origin: SceneOrigin)
    /// Anything else: the syntax, evaluated by the evaluator in the element's scope.
    case evaluated(ExprSyntax)

    enum StringPiece {
        case text(String)
        case value(ExpressionTemplate)
    }
}

/// The arguments and content of a call, in the order the evaluator evaluates them.
struct CallTemplate {
    enum Step {
        case argument(ArgumentTemplate)
        /// A `content:` argument's closure or the trailing closure (the last one given wins),
        /// and where the closure starts.
        case content(BlockTemplate, origin: SceneOrigin)
    }

    var steps: [Step]
    var argumentCount: Int
}

/// One argument: its label, value and where both start.
struct ArgumentTemplate {
    var label: String?
    var value: ExpressionTemplate
    var origin: SceneOrigin
    var valueOrigin: SceneOrigin
}
