import Foundation
import LayoutEngine

/// The view builder's way into the interpreter: a view that names a layout the scene
/// declares gets that layout, constructed by its initializer (its own or memberwise) from
/// the arguments the builder evaluated.
extension Program {
    /// The layout a scene writes as `name(arguments)`, or nil with the mistake reported.
    func makeLayout(named name: String, arguments: [SceneArgument], origin: SceneOrigin) -> InterpretedLayout? {
        guard let structType = type(named: name) as? StructType else { return nil }
        finish()
        if structType.layoutMethods == nil, !LayoutChecker.conforms(structType) { return nil }
        // A layout a static member made (`Radial.small`) is that value, not constructed again.
        if let record = layoutRecord(in: arguments, of: structType) { return InterpretedLayout(type: structType, instance: record) }
        do {
            let instance = try construct(structType, arguments)
            return InterpretedLayout(type: structType, instance: instance)
        } catch let trap as Trap {
            sink.emit(.error("layout-arguments", trap.message), at: trap.offset.map { SceneOrigin(offset: $0) } ?? origin)
        } catch {
            sink.emit(.error("layout-arguments", "\(error)"), at: origin)
        }
        return nil
    }

    /// A value of `type` made by the initializer the labels of `arguments` choose.
    private func construct(_ type: StructType, _ arguments: [SceneArgument]) throws -> Value {
        machine.stepsLeft = machine.stepBudget
        let labels = arguments.map(\.label)
        let frame = Frame.make(slotCount: 0, parent: nil, machine: machine)
        if !type.initializers.isEmpty {
            guard let initializer = type.initializers.first(where: { Self.fits($0.parameters, labels) }) else {
                throw Trap("no initializer of '\(type.name)' takes \(Compiler.spelled(labels)); it has \(type.initializers.map { "init" + Compiler.spelled($0.labels) }.joined(separator: ", "))", at: arguments.first?.origin.offset)
            }
            var values = try argumentValues(for: initializer.parameters, arguments, frame)
            var receiver = try Compiler.blankRecord(type, frame)
            _ = try initializer.run(receiver: &receiver, arguments: &values, environment: nil, machine: machine)
            return receiver
        }
        var fields: [Value] = []
        var next = 0
        for field in type.fields {
            if field.isLet && field.hasDefault {
                fields.append(try field.defaultValue?(frame) ?? .void)
            } else if next < arguments.count, arguments[next].label == field.name {
                fields.append(try value(of: arguments[next], as: field.type))
                next += 1
            } else if field.hasDefault {
                fields.append(try field.defaultValue?(frame) ?? .none)
            } else {
                let expected = type.fields.filter { !($0.isLet && $0.hasDefault) }.map { "\($0.name):" }.joined()
                throw Trap("missing argument for parameter '\(field.name)' in call to '\(type.name)(\(expected))'", at: arguments.first?.origin.offset)
            }
        }
        if next < arguments.count {
            throw Trap("extra argument '\(arguments[next].label ?? "_")' in call to '\(type.name)'", at: arguments[next].origin.offset)
        }
        return .record(Record(type: type, fields: fields))
    }

    /// `argument`'s value as a parameter of `type` takes it; a mistake in it is reported at
    /// the argument.
    private func value(of argument: SceneArgument, as type: TypeRef) throws -> Value {
        do {
            return Library.conform(try value(of: argument.value, as: type), to: type)
        } catch var trap as Trap where trap.offset == nil {
            trap.offset = argument.valueOrigin.offset
            throw trap
        }
    }

    /// Whether arguments labelled `labels` fit `parameters`, those left out having defaults.
    /// The values of `arguments` for `parameters` (which ``fits(_:_:)`` them), each
    /// conformed to its parameter's type; a parameter left out takes its default.
    func argumentValues(for parameters: [Function.Parameter], _ arguments: [SceneArgument], _ frame: Frame) throws -> [Value] {
        var values: [Value] = []
        var next = 0
        for parameter in parameters {
            if next < arguments.count, arguments[next].label == parameter.label {
                values.append(try value(of: arguments[next], as: parameter.type))
                next += 1
            } else {
                values.append(try parameter.defaultValue?(frame) ?? .none)
            }
        }
        return values
    }

    static func fits(_ parameters: [Function.Parameter], _ labels: [String?]) -> Bool {
        var next = 0
        for parameter in parameters {
            if next < labels.count, labels[next] == parameter.label {
                next += 1
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return next == labels.count
    }

    /// The key object and value of `.layoutValue(key: K.self, value: v)` for a key the scene
    /// declares, or nil when `K` is not one.
    func layoutValue(key: SceneValue, value: SceneValue) throws -> (StructType, Value)? {
        let name: String
        switch key {
        case .member(let member) where member.name == "self": name = member.type ?? ""
        case .node(let node): name = node.name
        case .keyPath(let path): name = path
        default: return nil
        }
        guard declaresLayoutValueKey(name), let keyType = type(named: name) as? StructType else { return nil }
        finish()
        let valueType = keyType.staticStored["defaultValue"]?.type ?? .unknown
        return (keyType, Library.conform(try self.value(of: value, as: valueType), to: valueType))
    }
}

/// Checks at load that a scene layout has what `Layout` requires, as the compiler would.
enum LayoutChecker {
    static func conforms(_ type: StructType) -> Bool {
        type.method("sizeThatFits", labels: ["proposal", "subviews", "cache"]) != nil
            && type.method("placeSubviews", labels: ["in", "proposal", "subviews", "cache"]) != nil
    }

    /// The requirements `type` lacks, as Swift spells them.
    static func missing(_ type: StructType) -> [String] {
        var missing: [String] = []
        if type.method("sizeThatFits", labels: ["proposal", "subviews", "cache"]) == nil { missing.append("sizeThatFits(proposal:subviews:cache:)") }
        if type.method("placeSubviews", labels: ["in", "proposal", "subviews", "cache"]) == nil { missing.append("placeSubviews(in:proposal:subviews:cache:)") }
        return missing
    }
}
