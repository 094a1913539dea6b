import Foundation

/// A run-time failure of a scene's code: where it happened (a UTF-8 offset into the scene)
/// and the chain of calls that led there, innermost first.
struct Trap: Error {
    var message: String
    var offset: Int?
    /// Each enclosing call: the function's name and where it was called.
    var chain: [(function: String, offset: Int?)] = []

    init(_ message: String, at offset: Int?) {
        self.message = message
        self.offset = offset
    }
}

/// A Swift error thrown by a scene's code (`throw`) or by a library call (`SLEError`), as
/// `do`/`catch` sees it.
///
/// (`@unchecked Sendable`, as `Error` requires, though a `Value` is not: a `Thrown` lives
/// only inside one run of a scene's code, on the thread running it. A `catch` in the scene
/// takes it, or the machine turns it into a ``Trap`` holding only text before anything
/// leaves the interpreter.)
struct Thrown: Error, @unchecked Sendable {
    var value: Value
}

/// How a statement ended: normally, or by `break`, `continue` or `return` travelling out to
/// what it leaves (a label, when one was given, is an interned symbol).
enum Flow {
    case normal
    case breaking(Symbol?)
    case continuing(Symbol?)
    case returning
}
