/// The declarations in scope at one expression left to the evaluator, bound over the scope
/// the evaluator would otherwise be handed, as evaluating the whole block would have them:
/// one scope per block, outermost first, so that lookups and the names suggested for a
/// misspelt one come in the evaluator's order.
///
/// A declaration whose value failed (reported) holds ``Value/void`` in its slot, and is not
/// bound: the evaluator binds nothing for it either, so the name reads whatever it reads
/// outside the declaration.
struct LocalScopes {
    let blocks: [[ViewLocals.Binding]]

    var isEmpty: Bool { blocks.isEmpty }

    /// `base` with the declarations' values in `frame` bound over it.
    func scope(over base: Scope, _ frame: Frame) -> Scope {
        var scope = base
        for block in blocks {
            let inner = Scope(parent: scope)
            for binding in block {
                let value = frame[binding.slot]
                if case .void = value { continue }
                inner.bind(binding.name, value.sceneValue)
                if binding.isOptional { inner.markOptional(binding.name) }
                if binding.hasOptionalElements { inner.markOptionalElements(binding.name) }
                if binding.hasOptionalResult { inner.markOptionalResult(binding.name) }
                if binding.isNestedOptional { inner.markNestedOptional(binding.name) }
            }
            scope = inner
        }
        return scope
    }
}
