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

    /// Calls the function with `arguments`, taken as the callee's own: an array a caller
    /// makes for the call (`transform.call([element])`) is then the only reference to its
    /// storage, and a closure handing its parameters back writes them in place rather
    /// than copying the list first.
    @inline(__always)
    func call(_ arguments: consuming [Value]) throws -> Value {
        var arguments = arguments
        return try invoke(&arguments)
    }
}
