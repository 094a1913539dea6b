import Foundation

extension Library {
    /// Swift's `==` as the library's generic algorithms use it (`contains(_:)`,
    /// `firstIndex(of:)`): a scene's struct or enum that declares `static func ==` is
    /// compared by it, as an `Equatable` conformance's own `==` is; anything else by value.
    static func equal(_ lhs: Value, _ rhs: Value) throws -> Bool {
        if let function = declaredOperator("==", of: lhs, rhs) { return try bool(callDeclared(function, lhs, rhs)) }
        return lhs == rhs
    }

    /// The scene's `static func op` of the type of `lhs`, when `rhs` is of the same type
    /// and the type declares one taking two of them.
    static func declaredOperator(_ op: String, of lhs: Value, _ rhs: Value) -> SceneLanguage.Function? {
        let type: UserType
        switch (lhs, rhs) {
        case (.record(let a), .record(let b)) where a.type.isSame(as: b.type): type = a.type
        case (.enumCase(let a), .enumCase(let b)) where a.type.isSame(as: b.type): type = a.type
        case (.object(let a), .object(let b)) where a.type.isSame(as: b.type): type = a.type
        default: return nil
        }
        return type.staticMethods[op]?.first { $0.parameters.count == 2 && $0.parameters.allSatisfy { $0.type.accepts(lhs) } }
    }

    /// A declared operator run on two operands, by the machine of the type declaring it.
    static func callDeclared(_ function: SceneLanguage.Function, _ lhs: Value, _ rhs: Value) throws -> Value {
        guard let machine = lhs.userType?.machine else { throw Trap("operator '\(function.name)' has no machine to run on", at: nil) }
        var receiver = Value.void
        var arguments = [lhs, rhs]
        return try function.run(receiver: &receiver, arguments: &arguments, environment: nil, machine: machine)
    }
}

extension Value {
    /// The scene's type of a struct instance or an enum value.
    var userType: UserType? {
        switch self {
        case .record(let record): return record.type
        case .enumCase(let value): return value.type
        case .object(let instance): return instance.type
        default: return nil
        }
    }
}
