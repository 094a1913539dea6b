/// An expression of view-building code compiled by ``Compiler`` into its ``Code`` form: run
/// in a ``ContentRun``'s frame (the element in its slot), the code gives what the
/// evaluator's `evaluate` gives for the element, as a ``Value/scene(_:)``, and throws
/// ``Reported`` where the evaluator gives nil (it has reported why).
///
/// `view` gives a view as a node, not wrapped in a value only to be unwrapped again, for
/// where the evaluator takes `asViewNode` of the value: a builder's statements and a
/// modifier's base. Each is made from the other where the expression is not naturally one.
struct ViewExpression {
    /// The value for the frame's element.
    let code: Code
    /// The value for the frame's element where a view is expected.
    let view: (Frame) -> ViewOutcome
    /// Whether the expression gives the same value for every element: it reads neither the
    /// element nor anything left to the evaluator (which may read it, or have effects).
    let isInvariant: Bool
    /// Where an element-invariant view is kept once made (see ``HoistedView``), for a view
    /// expression that hoists it; nil for any other expression.
    let hoisted: HoistedView?

    /// An expression that is a value (a number, a string, a member, an operator's result).
    init(isInvariant: Bool, code: @escaping Code) {
        self.code = code
        view = { frame in
            guard let value = Self.run(code, frame) else { return .failed }
            return .value(value.sceneValue)
        }
        self.isInvariant = isInvariant
        hoisted = nil
    }

    /// An expression that is a value, computed by `value` (nil when it reported why).
    init(isInvariant: Bool, value: @escaping (Frame) -> SceneValue?) {
        self.init(isInvariant: isInvariant, code: { frame in
            guard let result = value(frame) else { throw Reported() }
            return Value(viewValue: result)
        })
    }

    /// An expression that makes a view (a call the factory resolves, a modifier); `hoisted`
    /// is where `view` keeps the view it makes for every element, when it does.
    static func view(isInvariant: Bool, hoisted: HoistedView? = nil, _ view: @escaping (Frame) -> ViewOutcome) -> ViewExpression {
        ViewExpression(isInvariant: isInvariant, hoisted: hoisted, view: view)
    }

    private init(isInvariant: Bool, hoisted: HoistedView?, view: @escaping (Frame) -> ViewOutcome) {
        self.view = view
        self.hoisted = hoisted
        code = { frame in
            switch view(frame) {
            case .node(let node): return .scene(.node(node))
            case .value(let value): return Value(viewValue: value)
            case .failed: throw Reported()
            }
        }
        self.isInvariant = isInvariant
    }

    /// A value the same for every element.
    static func constant(_ constant: SceneValue) -> ViewExpression {
        let value = Value(viewValue: constant)
        return ViewExpression(isInvariant: true, code: { _ in value })
    }

    /// The value for the frame's element; nil when the evaluator would give nil.
    @inline(__always)
    func value(_ frame: Frame) -> SceneValue? {
        Self.value(of: code, frame)
    }

    /// `code`'s value for the frame's element; nil when the evaluator would give nil.
    @inline(__always)
    static func value(of code: Code, _ frame: Frame) -> SceneValue? {
        run(code, frame)?.sceneValue
    }

    /// `code`'s value for `frame`, nil where it threw ``Reported``. View code reports what
    /// goes wrong and throws nothing else; anything else thrown would be an error no one
    /// reported, so debug builds stop at it rather than let an element vanish unexplained.
    @inline(__always)
    static func run(_ code: Code, _ frame: Frame) -> Value? {
        do {
            return try code(frame)
        } catch is Reported {
            return nil
        } catch {
            assertionFailure("view code threw \(error) without reporting it")
            return nil
        }
    }
}

/// Thrown by view code where the evaluator gives nil: what went wrong is reported already.
struct Reported: Error {}

/// What a view expression gave.
enum ViewOutcome {
    /// A view node.
    case node(SceneNode)
    /// A value as the evaluator gives it, which may still be a view (`Color.red`).
    case value(SceneValue)
    /// Nil from the evaluator: it has reported why.
    case failed
}

/// One argument of a call: its label, its value's code and where both start.
///
/// It keeps only the value's ``ViewExpression/code``: an argument is read as a value, and a
/// call's arguments are copied out of its steps for every element.
struct ArgumentCode {
    let label: String?
    let code: Code
    /// Whether the value is the same for every element (``ViewExpression/isInvariant``).
    let isInvariant: Bool
    let origin: SceneOrigin
    let valueOrigin: SceneOrigin

    init(label: String?, value: ViewExpression, origin: SceneOrigin, valueOrigin: SceneOrigin) {
        self.label = label
        code = value.code
        isInvariant = value.isInvariant
        self.origin = origin
        self.valueOrigin = valueOrigin
    }

    /// The value for the frame's element; nil when the evaluator would give nil.
    @inline(__always)
    func value(_ frame: Frame) -> SceneValue? {
        ViewExpression.value(of: code, frame)
    }
}
