/// The element compiled content is running for: the frame its code runs in, whose slot 0
/// holds the element (the closure's parameter, as ``Compiler`` resolved it), and the scope
/// the evaluator is handed for what was left to it, made the first time it is asked for.
///
/// One per compiled content, written per element: an element is one slot written, not a
/// ``Scope`` made. A content closure run inside its own run (a recursive view) saves the
/// outer element and gives it back (``enter(_:in:)``, ``leave(_:)``).
///
/// A user view's compiled body (``CompiledBody``) runs in one too, for an instance: its
/// slots are the instance's stored properties, and the evaluator's scope binds nothing, as
/// the instance it was made with holds those properties.
final class ContentRun {
    let frame: Frame
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
        frame = Frame.make(slotCount: max(slotCount, 1), parent: nil, machine: machine)
    }

    /// What a run replaced, given back when it ends.
    struct Saved {
        let element: Value
        /// Slots past the first, written by ``enter(slots:in:)`` only.
        var otherSlots: [Value] = []
        let closureScope: Scope?
        let elementScope: Scope?
    }

    /// Starts running for `element` of a call in `scope`.
    @inline(__always)
    func enter(_ element: SceneValue, in scope: Scope) -> Saved {
        let saved = Saved(element: frame[0], closureScope: closureScope, elementScope: elementScope)
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
        if closureScope != nil, slots.count > 1 { saved.otherSlots = (1..<slots.count).map { frame[$0] } }
        for index in slots.indices { frame[index] = slots[index] }
        closureScope = scope
        elementScope = nil
        return saved
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
