import Foundation
import LayoutEngine

/// The view builder's way to the static members a scene's extensions add to library types:
/// `extension VerticalAlignment { static let midAccountAndName = VerticalAlignment(M.self) }`
/// makes `HStack(alignment: .midAccountAndName)` name that guide.
extension Program {
    /// The value of the static property `name` the scene's extension of `typeName` declares,
    /// computed by the interpreter; nil when no extension declares it.
    func staticMember(_ name: String, ofLibraryType typeName: String) throws -> Value? {
        guard let type = extendedType(named: BuiltinType.byName[typeName]?.rawValue ?? typeName) else { return nil }
        finish()
        machine.stepsLeft = machine.stepBudget
        if let slot = type.staticStored[name] { return try slot.get(machine) }
        guard let getter = type.staticComputed[name] else { return nil }
        var receiver = Value.void
        var arguments: [Value] = []
        return try getter.run(receiver: &receiver, arguments: &arguments, environment: nil, machine: machine)
    }
}

/// The view builder's way to the static members of the scene's own layouts:
/// `static var small: Radial { Radial(radius: 40) }` makes `Radial.small { … }` and
/// `AnyLayout(Radial.small)` that layout, computed by the interpreter.
extension Program {
    /// `typeName.name` (when `arguments` is nil) or `typeName.name(arguments)`, a static
    /// member of a layout the scene declares, computed by the interpreter; nil when the
    /// type has no such member. Throws the ``Trap`` that computing it raised, or one
    /// saying which static method the arguments do not fit.
    func staticMember(_ name: String, ofLayout typeName: String, arguments: [SceneArgument]?) throws -> Value? {
        guard declaresLayout(typeName), let type = type(named: typeName) else { return nil }
        finish()
        machine.stepsLeft = machine.stepBudget
        var receiver = Value.void
        guard let arguments else {
            if let slot = type.staticStored[name] { return try slot.get(machine) }
            guard let getter = type.staticComputed[name] else { return nil }
            var none: [Value] = []
            return try getter.run(receiver: &receiver, arguments: &none, environment: nil, machine: machine)
        }
        guard let candidates = type.staticMethods[name] else { return nil }
        let labels = arguments.map(\.label)
        guard let function = candidates.first(where: { Self.fits($0.parameters, labels) }) else {
            throw Trap("no static method '\(name)' of '\(typeName)' takes \(Compiler.spelled(labels)); it has \(candidates.map { name + Compiler.spelled($0.labels) }.joined(separator: ", "))", at: arguments.first?.origin.offset)
        }
        let frame = Frame.make(slotCount: 0, parent: nil, machine: machine)
        var values = try argumentValues(for: function.parameters, arguments, frame)
        return try function.run(receiver: &receiver, arguments: &values, environment: nil, machine: machine)
    }

    /// The layout a static member of a scene layout gave, as an argument of a node of its
    /// type (see ``makeLayout(named:arguments:origin:)``), or nil when `value` is no layout
    /// the scene declares.
    func layoutRecord(in arguments: [SceneArgument], of type: StructType) -> Value? {
        guard arguments.count == 1, arguments[0].label == nil, case .interpreted(let value) = arguments[0].value,
              case .record(let record) = value, record.type === type else { return nil }
        return value
    }
}
