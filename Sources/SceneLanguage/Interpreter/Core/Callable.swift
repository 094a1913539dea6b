import Foundation

/// A function value: a closure a scene wrote, a function or method it declared, or a
/// library function passed as a value (`reduce(0, +)`, `map(\.width)`).
///
/// Arguments are passed in an array the callee may change: a parameter declared `inout`
/// (as `reduce(into:)`'s accumulator is) hands its final value back in its element.
final class Callable {
    let name: String
    let invoke: (inout [Value]) throws -> Value

    init(name: String, invoke: @escaping (inout [Value]) throws -> Value) {
        self.name = name
        self.invoke = invoke
    }

    @inline(__always)
    func call(_ arguments: [Value]) throws -> Value {
        var arguments = arguments
        return try invoke(&arguments)
    }
}
