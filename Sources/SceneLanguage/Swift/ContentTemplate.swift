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
    /// `Name(arguments) { content }` for a name the view factory resolves; `hoisted` when
    /// nothing in it depends on the element (see ``HoistedNode``).
    case node(name: String, call: CallTemplate, origin: SceneOrigin, hoisted: HoistedNode?)
    /// `base.name(arguments) { content }`: a modifier when `base` is a view, else whatever
    /// the evaluator makes of the call (`syntax`); `hoisted` as for `node`.
    case modifier(base: ExpressionTemplate, name: String, call: CallTemplate?, origin: SceneOrigin, syntax: FunctionCallExprSyntax, hoisted: HoistedNode?)
    /// `name(arguments)` for one of the evaluator's built-in functions (`CGFloat(i)`,
    /// `max(a, b)`), applied to the arguments' values.
    case function(name: String, arguments: [ArgumentTemplate], syntax: FunctionCallExprSyntax)
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

    /// Whether the template gives the same value for every element: it reads neither the
    /// element nor anything left to the evaluator (which may read it, or have effects).
    var isInvariant: Bool {
        switch self {
        case .constant: return true
        case .parameter, .evaluated: return false
        case .string(let pieces):
            return pieces.allSatisfy { if case .value(let value) = $0 { return value.isInvariant } else { return true } }
        case .node(_, let call, _, _): return call.isInvariant
        case .modifier(let base, _, let call, _, _, _): return base.isInvariant && call?.isInvariant != false
        case .member(_, _, let arguments), .function(_, let arguments, _): return arguments.allSatisfy(\.value.isInvariant)
        case .property(let base, _, _): return base.isInvariant
        case .binary(_, let left, let right, _): return left.isInvariant && right.isInvariant
        case .ternary(let condition, let then, let otherwise, _): return condition.isInvariant && then.isInvariant && otherwise.isInvariant
        }
    }
}

/// The view a loop-invariant view template gave for the first element, handed to every
/// later element of the same `ForEach` call, as a compiler hoists an invariant expression
/// out of a loop: `Divider()`, `Spacer()` or `Color.red.frame(width: 8, height: 4)` in a
/// row template is evaluated once per `ForEach`, not once per element. The node carries a
/// ``ViewMemo`` of its own, so the view factory also builds its view once and every
/// element shares it.
///
/// A node is kept only when making it reported nothing and asked the evaluator nothing
/// (see `Evaluator.runView`): each later element then reports and evaluates exactly what
/// the first did, which is nothing. A template, and so its boxes, lives for one call.
final class HoistedNode {
    var node: SceneNode?
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

    /// Whether every argument and content statement is the same for every element.
    var isInvariant: Bool {
        steps.allSatisfy { step in
            switch step {
            case .argument(let argument): return argument.value.isInvariant
            case .content(let block, _): return block.items.allSatisfy(\.expression.isInvariant)
            }
        }
    }
}

/// One argument: its label, value and where both start.
struct ArgumentTemplate {
    var label: String?
    var value: ExpressionTemplate
    var origin: SceneOrigin
    var valueOrigin: SceneOrigin
}
