import Foundation
import LayoutEngine

/// The view builder's way to the static members a scene's extensions add to library types:
/// `extension VerticalAlignment { static let midAccountAndName = VerticalAlignment(M.self) }`
/// makes `HStack(alignment: .midAccountAndName)` name that guide.
extension Program {
    /// The value of the static property `name` the scene's extension of `typeName` declares,
    /// computed by the interpreter; nil when no extension declares it.
    func staticMember(_ name: String, ofLibraryType typeName: String) throws -> Value? {
        guard let type = extendedTypes.first(where: { $0.builtin.rawValue == typeName }) else { return nil }
        finish()
        machine.stepsLeft = machine.stepBudget
        if let slot = type.staticStored[name] { return try slot.get(machine) }
        guard let getter = type.staticComputed[name] else { return nil }
        var receiver = Value.void
        var arguments: [Value] = []
        return try getter.run(receiver: &receiver, arguments: &arguments, environment: nil, machine: machine)
    }
}
