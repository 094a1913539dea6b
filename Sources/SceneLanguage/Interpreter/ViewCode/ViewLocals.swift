/// The `let`s and `var`s of view code in scope where compiling is, block by block, each a
/// slot of the frame (see ``ContentCompiler``).
///
/// The view builder binds a declaration in the scope of its block (a body, a branch of an
/// `if`, a case of a `switch`, a content closure) after evaluating its value, so a name
/// declared again shadows the outer one from the next statement on, and is out of scope
/// after its block. Compiling mirrors that here: a name resolves to the slot of its innermost
/// declaration compiled so far.
///
/// What is left to the evaluator still sees the declarations: ``LocalScopes`` binds the
/// visible ones, in the same blocks, over the scope the evaluator is handed.
final class ViewLocals {
    /// One declared name and the slot holding its value.
    struct Binding {
        let name: String
        let slot: Int
        /// Whether the declaration writes an optional type (`let note: String? = …`), which
        /// interpolation prints as `Optional(…)`.
        var isOptional = false
        /// Whether it writes an array of optionals (`let xs: [Int?] = …`), which
        /// interpolation prints element by element.
        var hasOptionalElements = false
        /// Whether it writes a function type returning an optional (`let f: (Int) -> Int?`).
        var hasOptionalResult = false
        /// Whether it writes an optional of an optional (`let x: Int?? = 1`).
        var isNestedOptional = false
    }

    /// The blocks being compiled, outermost first; each holds its names in declaration order.
    private var blocks: [[Binding]] = [[]]

    /// Enters a block.
    func push() { blocks.append([]) }

    /// Leaves the innermost block: its names go out of scope.
    func pop() { blocks.removeLast() }

    /// Declares `name` in the innermost block, its value in `slot`.
    func declare(_ name: String, slot: Int, isOptional: Bool = false, hasOptionalElements: Bool = false, hasOptionalResult: Bool = false, isNestedOptional: Bool = false) {
        blocks[blocks.count - 1].append(Binding(name: name, slot: slot, isOptional: isOptional, hasOptionalElements: hasOptionalElements, hasOptionalResult: hasOptionalResult,
                                                isNestedOptional: isNestedOptional))
    }

    /// The slot of `name`'s innermost declaration in scope, or nil when no block declares it.
    func slot(of name: String) -> Int? {
        for block in blocks.reversed() {
            if let binding = block.last(where: { $0.name == name }) { return binding.slot }
        }
        return nil
    }

    /// Whether `name`'s innermost declaration in scope writes an optional type (or an array
    /// of them); nil when no block declares it.
    func isOptional(_ name: String) -> Bool? {
        for block in blocks.reversed() {
            if let binding = block.last(where: { $0.name == name }) { return binding.isOptional || binding.hasOptionalElements }
        }
        return nil
    }

    /// Whether `name`'s innermost declaration in scope writes an array of optionals; nil when
    /// no block declares it.
    func hasOptionalElements(_ name: String) -> Bool? {
        for block in blocks.reversed() {
            if let binding = block.last(where: { $0.name == name }) { return binding.hasOptionalElements }
        }
        return nil
    }

    /// Whether `name`'s innermost declaration in scope writes a function type returning an
    /// optional.
    func hasOptionalResult(_ name: String) -> Bool {
        for block in blocks.reversed() {
            if let binding = block.last(where: { $0.name == name }) { return binding.hasOptionalResult }
        }
        return false
    }

    /// The declarations in scope now, for code left to the evaluator here.
    var inScope: LocalScopes {
        LocalScopes(blocks: blocks.filter { !$0.isEmpty })
    }
}
