/// The element compiled content is running for: the frame its code runs in, whose slot 0
/// holds the element (the closure's parameter, as ``Compiler`` resolved it), and the scope
/// the evaluator is handed for what was left to it, made the first time it is asked for.
///
/// One per compiled content, written per element: an element is one slot written, not a
/// ``Scope`` made. A content closure run inside its own run (a recursive view) saves the
/// outer element and gives it back (``enter(_:in:)``, ``leave(_:)``).
final class ContentRun {
    let frame: Frame
    let parameter: String
    private var closureScope: Scope?
    private var elementScope: Scope?

    /// How many times the evaluator was handed the element's scope: a view made without it
    /// depends on nothing but the compiled code (see ``HoistedView``).
    private(set) var scopesMade = 0

    /// The machine the frame names, kept alive with it (the frame does not own it).
    private let machine: Machine

    /// A run of code compiled in a function scope of `slotCount` slots, slot 0 `parameter`.
    init(parameter: String, slotCount: Int, machine: Machine) {
        self.parameter = parameter
        self.machine = machine
        frame = Frame.make(slotCount: slotCount, parent: nil, machine: machine)
    }

    /// What a run replaced, given back when it ends.
    struct Saved {
        let element: Value
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

    @inline(__always)
    func leave(_ saved: Saved) {
        frame[0] = saved.element
        closureScope = saved.closureScope
        elementScope = saved.elementScope
    }

    /// The scope the closure's call would have, its parameter bound to the element.
    func scope() -> Scope {
        scopesMade += 1
        if let elementScope { return elementScope }
        let scope = Scope(parent: closureScope)
        scope.bind(parameter, frame[0].sceneValue)
        elementScope = scope
        return scope
    }
}
