import Foundation

/// A function, method, initializer, getter or closure body the scene declares, compiled:
/// its parameters are the first slots of its frame (after `self` for a member).
final class Function {
    struct Parameter {
        var label: String?
        var name: String
        var type: TypeRef
        var isInout: Bool
        /// Whether the declaration gives a default, known when the signature is declared:
        /// a call may leave the parameter out before the default's code is compiled.
        var hasDefault = false
        /// The default's code, compiled with the function's body.
        var defaultValue: Code?
    }

    let name: String
    var parameters: [Parameter]
    var returnType: TypeRef
    /// The member's instance is slot 0.
    let hasSelf: Bool
    /// `mutating`, or an initializer: `self` is handed back after the call.
    let isMutating: Bool
    let offset: Int?
    var slotCount = 0
    var body: Statement = { _ in .normal }

    init(name: String, parameters: [Parameter], returnType: TypeRef, hasSelf: Bool, isMutating: Bool, offset: Int?) {
        self.name = name
        self.parameters = parameters
        self.returnType = returnType
        self.hasSelf = hasSelf
        self.isMutating = isMutating
        self.offset = offset
    }

    /// The labels a call must use, as Swift spells a function's name: `place(at:anchor:)`.
    var labels: [String?] { parameters.map(\.label) }

    var signature: String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// Runs the function. `receiver` is `self` (updated for a mutating member); `arguments`
    /// hold the parameters and come back holding the final values of `inout` ones.
    @inline(__always)
    func run(receiver: inout Value, arguments: inout [Value], environment: Frame?, machine: Machine) throws -> Value {
        let frame = Frame.make(slotCount: slotCount, parent: environment, machine: machine)
        var slot = 0
        if hasSelf {
            frame[0] = receiver
            slot = 1
        }
        for argument in arguments {
            frame[slot] = argument
            slot += 1
        }
        try machine.enter(name, at: nil)
        defer { machine.leave() }
        _ = try body(frame)
        if isMutating { receiver = frame[0] }
        let base = hasSelf ? 1 : 0
        for (index, parameter) in parameters.enumerated() where parameter.isInout {
            arguments[index] = frame[base + index]
        }
        return frame.returnValue
    }
}

/// Compiled code: an expression's value in a frame.
typealias Code = (Frame) throws -> Value

/// Code kept in a list (a call's arguments, an array literal's elements). A closure stored
/// in an array directly is kept in the array's generic form, and every call to it goes
/// through two conversion thunks, each copying the value it returns; as a struct's field it
/// is called as it is.
struct ListedCode {
    let run: Code
}

/// Compiled code: a statement run in a frame.
typealias Statement = (Frame) throws -> Flow

/// A statement kept in a list (a block's statements), for the reason ``ListedCode`` is.
struct ListedStatement {
    let run: Statement
}
