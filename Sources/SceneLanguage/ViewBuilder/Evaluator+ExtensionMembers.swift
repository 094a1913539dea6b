import SwiftSyntax

/// Members a scene's extensions add to library value types, used in view code:
/// `value.clamped(to: 0...1)` of `extension Comparable`, `rect.center` of `extension CGRect`.
/// The interpreter compiled them (``Program/extendedTypes``); the view builder hands it the
/// receiver and the arguments and takes the result back, so a member runs the same code
/// from a layout and from a view.
extension Evaluator {
    /// `base.name(arguments)` by the scene's extension of `base`'s type; `.none` when no
    /// extension declares a method `name`.
    func extensionMethod(_ name: String, _ call: FunctionCallExprSyntax, on base: SceneValue, origin: SceneOrigin, _ scope: Scope) -> SceneValue?? {
        guard let program, let (type, receiver) = extended(base, declaring: name, in: program, where: { $0.methods[name] != nil }) else { return .none }
        guard let arguments = evaluateArguments(call, scope) else { return .some(nil) }
        let labels = arguments.map(\.label)
        guard let method = type.method(name, labels: labels) ?? type.methods[name]?.first(where: { $0.parameters.count == arguments.count }) else {
            sink.emit(.error("wrong-arguments", "no method '\(name)' of '\(type.name)' takes arguments \(Compiler.spelled(labels))"), at: origin)
            return .some(nil)
        }
        return .some(run(method, of: type, on: receiver, arguments: arguments, in: program, origin: origin))
    }

    /// `base.name` by a computed property of the scene's extension of `base`'s type; `.none`
    /// when no extension declares one.
    func extensionProperty(_ name: String, of base: SceneValue, origin: SceneOrigin) -> SceneValue?? {
        guard let program, let (type, receiver) = extended(base, declaring: name, in: program, where: { $0.computed[name] != nil }),
              let getter = type.computed[name] else { return .none }
        return .some(run(getter, of: type, on: receiver, arguments: [], in: program, origin: origin))
    }

    /// The extension of `base`'s type that `declares` the member, with `base` as the
    /// interpreter's value; nil when none does (most scenes extend no library type).
    private func extended(_ base: SceneValue, declaring name: String, in program: Program, where declares: (ExtendedType) -> Bool) -> (ExtendedType, Value)? {
        let types = program.extendedTypes
        guard !types.isEmpty, types.contains(where: declares) else { return nil }
        guard let value = try? program.value(of: base, as: .unknown), let type = program.extendedType(named: value.typeName), declares(type) else { return nil }
        return (type, value)
    }

    private func run(_ function: Function, of type: ExtendedType, on receiver: Value, arguments: [SceneArgument], in program: Program, origin: SceneOrigin) -> SceneValue? {
        sceneExtensionsUsed += 1
        program.finish()
        let machine = program.machine
        machine.stepsLeft = machine.stepBudget
        do {
            var values = try arguments.enumerated().map { index, argument in
                try program.value(of: argument.value, as: index < function.parameters.count ? function.parameters[index].type : .unknown)
            }
            var receiver = receiver
            let result = try function.run(receiver: &receiver, arguments: &values, environment: nil, machine: machine)
            return result.sceneValue
        } catch let trap as Trap {
            sink.emit(.error("runtime", "\(trap.message) (in '\(type.name).\(function.name)')"), at: origin)
            return nil
        } catch {
            sink.emit(.error("runtime", "\(error)"), at: origin)
            return nil
        }
    }
}
