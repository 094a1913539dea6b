import Foundation

/// How the layout engine calls a scene's code (a layout's requirements, a declared guide's
/// default value, a closure written among the views): the engine cannot be thrown to, so a
/// failure is kept as the pass's failure, the call answers nil, and every later call of the
/// pass answers nil at once.
extension Machine {
    /// Runs `function` for the engine: its result, or nil when it failed or the pass
    /// already had.
    func runForEngine(_ function: Function, receiver: inout Value, arguments: inout [Value]) -> Value? {
        runForEngine(function.name, at: function.offset) {
            try function.run(receiver: &receiver, arguments: &arguments, environment: nil, machine: self)
        }
    }

    /// Runs `body`, the code of `name` written at `offset`, for the engine.
    func runForEngine(_ name: String, at offset: Int?, _ body: () throws -> Value) -> Value? {
        if failure != nil { return nil }
        if depth == 0 { stepsLeft = stepBudget }
        do {
            return try body()
        } catch var trap as Trap {
            if trap.offset == nil { trap.offset = offset }
            trap.chain.append((name, nil))
            fail(trap)
        } catch let thrown as Thrown {
            var trap = Trap("uncaught error thrown: \(thrown.value.description)", at: offset)
            trap.chain.append((name, nil))
            fail(trap)
        } catch {
            fail(Trap("\(error)", at: offset))
        }
        return nil
    }

    /// Keeps the pass's first failure.
    func fail(_ trap: Trap) {
        if failure == nil { failure = trap }
    }
}
