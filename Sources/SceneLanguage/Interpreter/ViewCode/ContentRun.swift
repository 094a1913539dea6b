/// The element compiled content is running for: the frame its code runs in, whose slot 0
/// holds the element (the closure's parameter, as ``Compiler`` resolved it), and the scope
/// the evaluator is handed for what was left to it, made the first time it is asked for.
///
/// One per compiled content, written per element: an element is one slot written, not a
/// ``Scope`` made. The code's `let`s and `var`s are slots past the parameters (see
/// ``ViewLocals``). A content closure run inside its own run (a recursive view) saves the
/// outer element and its `let`s and gives them back (``enter(_:in:)``, ``leave(_:)``).
///
/// A user view's compiled body (``CompiledBody``) runs in one too, for an instance: its
/// slots are the instance's stored properties, and the evaluator's scope binds nothing, as
/// the instance it was made with holds those properties.
final class ContentRun {
    private(set) var frame: Frame
    /// How many slots the frame has: the parameters', then the `let`s'.
    private(set) var slotCount: Int
    /// The closure's parameter, bound in the evaluator's scope; nil for a user view's body.
    let parameter: String?
    private var closureScope: Scope?
    private var elementScope: Scope?

    /// How many times the evaluator was handed the element's scope: a view made without it
    /// depends on nothing but the compiled code (see ``HoistedView``).
    private(set) var scopesMade = 0

    /// The machine the frame names, kept alive with it (the frame does not own it).
    private let machine: Machine

    /// A run of code compiled in a function scope of `slotCount` slots, slot 0 `parameter`.
    init(parameter: String?, slotCount: Int, machine: Machine) {
        self.parameter = parameter
        self.machine = machine
        // At least one slot: `leave(_:)` gives slot 0 back, also for a view with no properties.
        self.slotCount = max(slotCount, 1)
        frame = Frame.make(slotCount: self.slotCount, parent: nil, machine: machine)
    }

    /// Makes room for `count` slots: the code's `let`s take slots past the parameters, known
    /// once it is compiled. Called before the first run.
    func reserve(slotCount count: Int) {
        guard count > slotCount else { return }
        slotCount = count
        frame = Frame.make(slotCount: count, parent: nil, machine: machine)
    }

    /// What a run replaced, given back when it ends.
    struct Saved {
        let element: Value
        /// Slots past the first, saved only by a run inside another run of the same code.
        var otherSlots: [Value] = []
        let closureScope: Scope?
        let elementScope: Scope?
    }

    /// Starts running for `element` of a call in `scope`.
    @inline(__always)
    func enter(_ element: SceneValue, in scope: Scope) -> Saved {
        var saved = Saved(element: frame[0], closureScope: closureScope, elementScope: elementScope)
        // Only content run inside its own run (a recursive view) has `let`s to give back.
        if closureScope != nil, slotCount > 1 { saved.otherSlots = otherSlots() }
        frame[0] = Value(viewValue: element)
        closureScope = scope
        elementScope = nil
        return saved
    }

    /// Starts running a user view's body, `slots` its stored properties in slot order, for
    /// an instance whose scope is `scope`.
    func enter(slots: [Value], in scope: Scope) -> Saved {
        var saved = Saved(element: frame[0], closureScope: closureScope, elementScope: elementScope)
        // Only a body run inside its own run (a recursive view) has slots to give back.
        if closureScope != nil, slotCount > 1 { saved.otherSlots = otherSlots() }
        for index in slots.indices { frame[index] = slots[index] }
        closureScope = scope
        elementScope = nil
        return saved
    }

    /// The slots past the first, in order.
    private func otherSlots() -> [Value] {
        (1..<slotCount).map { frame[$0] }
    }

    @inline(__always)
    func leave(_ saved: Saved) {
        for index in saved.otherSlots.indices { frame[index + 1] = saved.otherSlots[index] }
        frame[0] = saved.element
        closureScope = saved.closureScope
        elementScope = saved.elementScope
    }

    /// The scope the closure's call would have, its parameter bound to the element (a user
    /// view's body: its block's scope in the instance's).
    func scope() -> Scope {
        scopesMade += 1
        if let elementScope { return elementScope }
        let scope = Scope(parent: closureScope)
        if let parameter { scope.bind(parameter, frame[0].sceneValue) }
        elementScope = scope
        return scope
    }
}
