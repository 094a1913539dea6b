import SwiftSyntax

/// A `let` or `var` of view code, compiled: each of its names' values and the slot it goes
/// in (see ``ViewLocals``), run as the evaluator's `bindLocal` runs the declaration.
struct ViewDeclaration {
    /// One name of the declaration (`let a = 1, b = 2` has two).
    enum Binding {
        /// `name = value`: `value`'s code, the slot it is kept in, and the type written
        /// (`let w: CGFloat = 2`), which the value is conformed to as the evaluator does.
        case value(slot: Int, code: Code, type: TypeSyntax?)
        /// A binding the view builder does not take (a pattern other than a name, or no
        /// value): reported when reached, at `origin`.
        case unsupported(SceneMessage, origin: SceneOrigin)
    }

    let bindings: [Binding]

    /// Writes each name's value to its slot, in order; false when one failed (reported).
    /// A failed value leaves ``Value/void`` in its slot: the evaluator binds nothing for it.
    func run(_ frame: Frame, _ evaluator: Evaluator) -> Bool {
        var ok = true
        for binding in bindings {
            switch binding {
            case .value(let slot, let code, let type):
                guard let value = ViewExpression.run(code, frame) else {
                    frame[slot] = .void
                    ok = false
                    continue
                }
                // A typed value with no type written is what `conform` keeps.
                if type == nil {
                    switch value {
                    case .int, .double, .string, .bool:
                        frame[slot] = value
                        continue
                    default:
                        break
                    }
                }
                frame[slot] = Value(viewValue: evaluator.conform(value.sceneValue, to: type))
            case .unsupported(let message, let origin):
                evaluator.sink.emit(message, at: origin)
                ok = false
            }
        }
        return ok
    }
}
