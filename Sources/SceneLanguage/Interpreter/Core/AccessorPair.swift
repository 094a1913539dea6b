/// A getter and a setter that present one value on a receiver: a computed property with a
/// setter, or a subscript (whose arguments are `keys`). Assigning through one reads the
/// value, changes it and hands it back, as Swift does for `x.area += 1` and `grid[r, c] += 1`.
struct AccessorPair {
    let getter: Function
    let setter: Function

    func read(_ receiver: inout Value, keys: [Value], machine: Machine) throws -> Value {
        var arguments = keys
        return try getter.run(receiver: &receiver, arguments: &arguments, environment: nil, machine: machine)
    }

    /// Changes the value on `receiver` (changed in turn, for a value type's setter).
    func modify(_ receiver: inout Value, keys: [Value], machine: Machine, _ body: (inout Value) throws -> Void) throws {
        var current = try read(&receiver, keys: keys, machine: machine)
        try body(&current)
        var arguments = keys + [current]
        _ = try setter.run(receiver: &receiver, arguments: &arguments, environment: nil, machine: machine)
    }
}
