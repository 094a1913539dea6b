import SwiftSyntax

/// A `let` or `var` of view code, compiled: each of its names' values and the slot it goes
/// in (see ``ViewLocals``), run as the evaluator's `bindLocal` runs the declaration.
struct ViewDeclaration {
    /// One name of the declaration (`let a = 1, b = 2` has two).
    enum Binding {
        /// `name = value`: `value`'s code, the slot it is kept in, and the type written
        /// (`let w: CGFloat = 2`), which the value is conformed to as the evaluator does.
        case value(slot: Int, code: Code, type: TypeSyntax?)
        /// `(a, _, b) = value`: the slot of each element's name, nil for `_`; `origin` is the
        /// value's, where a value that is not such a tuple is reported.
        case tuple(slots: [Int?], code: Code, origin: SceneOrigin)
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
            case .tuple(let slots, let code, let origin):
                guard let value = ViewExpression.run(code, frame) else {
                    for slot in slots.compactMap({ $0 }) { frame[slot] = .void }
                    ok = false
                    continue
                }
                let sceneValue = value.sceneValue
                guard case .tuple(let tuple) = sceneValue, tuple.elements.count == slots.count else {
                    evaluator.sink.emit(.error("tuple-pattern", "cannot bind \(sceneValue.kindDescription) to a tuple pattern of \(slots.count) elements"), at: origin)
                    for slot in slots.compactMap({ $0 }) { frame[slot] = .void }
                    ok = false
                    continue
                }
                for (slot, part) in zip(slots, tuple.elements) {
                    if let slot { frame[slot] = Value(viewValue: part) }
                }
            case .unsupported(let message, let origin):
                evaluator.sink.emit(message, at: origin)
                ok = false
            }
        }
        return ok
    }
}
