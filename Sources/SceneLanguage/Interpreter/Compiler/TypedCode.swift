import Foundation

// Typed code: an expression the compiler knows to be a `CGFloat`, an `Int` or a `Bool`, and
// to have no effect but its value (a literal, a local, a geometry member read where it
// lives, arithmetic and comparisons of such, `max`/`min`), computed as the number or flag
// itself. Boxed code makes a `Value` at every node and copies and destroys it on the way
// up, about a third of an interpreted statement; typed code returns the number in a
// register and boxes it once, where a `Value` is needed.
//
// The compiler's types are hints (values carry their own at run time), so typed code
// checks what it reads and gives up — throws ``Untyped`` — where a value is not the type
// the compiler expected, or where Swift would trap (an `Int` overflowing, a division by
// zero, an index out of range). Whoever asked for the typed value then runs the boxed code
// of the same expression, which computes the value, or raises the trap with its message
// and location, exactly as it would have. Running the expression a second time is safe
// because typed code is only made for expressions with no side effect and no step.

/// Code computing a `CGFloat` with no `Value` made. (A struct rather than a closure, so it
/// can be kept in an optional without its calls going through reabstraction thunks.)
struct DoubleCode {
    let run: (Frame) throws -> Double
}

/// Code computing an `Int` with no `Value` made.
struct IntCode {
    let run: (Frame) throws -> Int
}

/// Code computing a `Bool` with no `Value` made.
struct BoolCode {
    let run: (Frame) throws -> Bool
}

/// Code computing an optional `CGFloat` (`proposal.width`), for `??`.
struct OptionalDoubleCode {
    let run: (Frame) throws -> Double?
}

/// Thrown by typed code where a value is not of the type the compiler expected or Swift
/// would trap: the boxed code of the expression is run instead (see above). It never
/// leaves the compiled code.
struct Untyped: Error {}

extension DoubleCode {
    /// The boxed code of an expression whose value this computes: the number boxed, or
    /// `boxed` run where the typed code gives up.
    func boxing(_ boxed: @escaping Code) -> Code {
        let run = self.run
        return { frame in
            do { return .double(try run(frame)) } catch is Untyped { return try boxed(frame) }
        }
    }
}

extension IntCode {
    func boxing(_ boxed: @escaping Code) -> Code {
        let run = self.run
        return { frame in
            do { return .int(try run(frame)) } catch is Untyped { return try boxed(frame) }
        }
    }
}

extension BoolCode {
    func boxing(_ boxed: @escaping Code) -> Code {
        let run = self.run
        return { frame in
            do { return .bool(try run(frame)) } catch is Untyped { return try boxed(frame) }
        }
    }
}
