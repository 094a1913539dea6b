import Foundation
import SwiftSyntax

extension Compiler {
    /// One argument of a call as written: its label, its expression, and whether it is
    /// passed with `&`.
    struct Argument {
        var label: String?
        var expression: ExprSyntax
        var isInout: Bool
        var node: Syntax
    }

    /// How a compiled argument is passed: a value, or a place for an `inout` parameter.
    enum Passing {
        case value(Code)
        case place(Place)

        /// The arguments' values for one call, in order: an `inout` argument's current value
        /// is taken from its place (and written back by the caller after the call).
        @inline(__always)
        static func values(of passed: [Passing], _ frame: Frame) throws -> [Value] {
            var values: [Value] = []
            values.reserveCapacity(passed.count)
            for argument in passed {
                switch argument {
                case .value(let code): values.append(try code(frame))
                case .place(let place): values.append(try place.take(frame))
                }
            }
            return values
        }
    }

    func arguments(of call: FunctionCallExprSyntax) -> [Argument] {
        var result = call.arguments.map { argument -> Argument in
            if let inoutExpression = argument.expression.as(InOutExprSyntax.self) {
                return Argument(label: argument.label?.text, expression: inoutExpression.expression, isInout: true, node: Syntax(argument))
            }
            return Argument(label: argument.label?.text, expression: argument.expression, isInout: false, node: Syntax(argument))
        }
        if let trailing = call.trailingClosure {
            result.append(Argument(label: nil, expression: ExprSyntax(trailing), isInout: false, node: Syntax(trailing)))
        }
        for extra in call.additionalTrailingClosures {
            result.append(Argument(label: extra.label.text, expression: ExprSyntax(extra.closure), isInout: false, node: Syntax(extra)))
        }
        return result
    }

    // MARK: - Calls

    func compileCall(_ call: FunctionCallExprSyntax, expected: TypeRef) -> Compiled {
        let arguments = arguments(of: call)
        let labels = arguments.map(\.label)
        let callee = Self.unqualified(Self.fold(call.calledExpression))
        let offset = call.calledExpression.sourceOffset

        // `Optional(x)` and `Optional.some(x)`: an optional holding `x`, nil or not.
        if arguments.count == 1, arguments[0].label == nil, Self.namesOptionalSome(callee), typeReference("Optional") == nil {
            return compileSome(arguments[0].expression, wrapped: expected.isOptional ? expected.removingOptional : .unknown)
        }

        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.identifierText
            if scope.lookup(name) != nil {
                return callValue(compileIdentifier(name, at: reference), arguments, offset: offset)
            }
            if let special = compileSpecialFunction(name, arguments, at: call) { return special }
            if let selfType = scope.selfType, let depth = scope.selfDepth, let method = selfType.method(name, labels: labels) ?? selfType.methods[name].flatMap({ matching($0, arguments) }) {
                let receiver: Place? = method.isMutating ? compilePlace(ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self)))) : nil
                let selfCode: Code = { frame in frame.outer(depth)[0] }
                return callFunction(method, receiver: receiver, receiverValue: selfCode, arguments, at: reference)
            }
            if let selfType = scope.memberType, let method = selfType.staticMethod(name, labels: labels) ?? selfType.staticMethods[name].flatMap({ matching($0, arguments) }) {
                return callFunction(method, receiver: nil, receiverValue: nil, arguments, at: reference)
            }
            // In an extension of a library type, `offsetBy(dx: 1, dy: 0)` is `self.offsetBy(…)`.
            if scope.selfType is ExtendedType, Library.method(named: name, labels: labels) != nil {
                return compileMethodCall(base: ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self))), name, arguments, at: call, nameNode: reference, expected: expected)
            }
            if let type = typeReference(name) { return compileConstruction(type, arguments, at: call, expected: expected) }
            if let functions = program.functions(named: name) {
                guard let function = matching(functions, arguments) else {
                    error("no '\(name)' takes arguments \(Self.spelled(labels)); expected \(functions.map(\.signature).joined(separator: " or "))", at: reference, id: "wrong-arguments")
                    return failed(call)
                }
                return callFunction(function, receiver: nil, receiverValue: nil, arguments, at: reference)
            }
            // `sizer(size)`: a stored or computed property holding a closure, of `self`.
            if scope.selfType?.computed[name] != nil || (scope.selfType as? StructType)?.fieldByName[name] != nil || program.global(named: name) != nil {
                return callValue(compileIdentifier(name, at: reference), arguments, offset: offset)
            }
            if let entry = Library.function(named: name, labels: labels) {
                return callLibrary(entry, arguments, at: call)
            }
            if Library.functionNames.contains(name) {
                error("no '\(name)' takes arguments \(Self.spelled(labels))", at: reference, id: "wrong-arguments")
            } else {
                reportNotInScope(name, at: reference, candidates: scope.localNames + Array(program.functionDeclarations.keys) + Array(program.typeDeclarations.keys) + Library.functionNames + Array(BuiltinType.byName.keys))
            }
            return failed(call)
        }

        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else {
                // `.init(…)`, `.degrees(30)`, `.circle(radius: 3)`: a member of the expected type.
                guard expected.isKnown else {
                    error("cannot infer the type of '.\(name)(…)'", at: member, id: "unknown-member")
                    return failed(call)
                }
                // Optional's own `.some(x)`, where an optional is expected.
                if name == "some", case .optional(let wrapped) = expected, arguments.count == 1, arguments[0].label == nil, !expected.unwrapped.hasCase("some") {
                    return compileSome(arguments[0].expression, wrapped: wrapped)
                }
                return compileStaticCall(expected.unwrapped, name, arguments, at: call, expected: expected)
            }
            if name == "init", let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self) {
                return compileDelegatingInitializer(arguments, at: call)
            }
            if let type = typeReference(base) {
                return compileStaticCall(type, name, arguments, at: call, expected: expected)
            }
            return compileMethodCall(base: base, name, arguments, at: call, nameNode: member.declName, expected: expected)
        }

        // `[CGFloat](repeating: 0, count: n)`, `Array<Int>()`.
        if let type = typeReference(callee) { return compileConstruction(type, arguments, at: call, expected: expected) }
        return callValue(compilePart(callee, expected: .unknown), arguments, offset: offset)
    }

    /// The modules a scene's code may name a function or type by (`Swift.max(a, b)`, which a
    /// type with its own `max` needs).
    static let moduleNames: Set<String> = ["Swift", "SwiftUI", "Foundation", "CoreGraphics"]

    /// `name` for `Swift.name` (or another module's): the name as the file spells it, so
    /// that what is said of it points there.
    static func unqualified(_ expression: ExprSyntax) -> ExprSyntax {
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
              moduleNames.contains(base.baseName.text) else { return expression }
        return ExprSyntax(member.declName)
    }

    /// `.some(x)`, `Optional(x)`: `x` held by an optional, boxed when `x` is itself nil
    /// (``Value/wrappingOptional(_:)``), so that it prints `Optional(nil)` as in Swift.
    private func compileSome(_ argument: ExprSyntax, wrapped: TypeRef) -> Compiled {
        let value = compileExpression(argument, expected: wrapped)
        let code = value.code
        return Compiled(code: { frame in Value.wrappingOptional(try code(frame)) }, type: .optional(wrapped.isKnown ? wrapped : value.type))
    }

    /// Whether `callee` is `Optional` or `Optional.some`.
    private static func namesOptionalSome(_ callee: ExprSyntax) -> Bool {
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "Optional" }
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "some",
           let base = member.base?.as(DeclReferenceExprSyntax.self) { return base.baseName.text == "Optional" }
        return false
    }

    static func spelled(_ labels: [String?]) -> String {
        "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    /// The overload whose labels fit the arguments (defaulted parameters may be left out).
    func matching(_ functions: [Function], _ arguments: [Argument]) -> Function? {
        functions.first { plan($0.parameters, arguments) != nil }
    }

    /// Which argument goes to which parameter, or nil if they do not fit. A trailing
    /// closure may stand for the next parameter whatever its label.
    func plan(_ parameters: [Function.Parameter], _ arguments: [Argument]) -> [Int?]? {
        var result: [Int?] = []
        var next = 0
        for parameter in parameters {
            if next < arguments.count, arguments[next].label == parameter.label || (arguments[next].expression.is(ClosureExprSyntax.self) && arguments[next].label == nil && next == arguments.count - 1 && arguments[next].node.is(ClosureExprSyntax.self)) {
                result.append(next)
                next += 1
            } else if parameter.hasDefault || parameter.type.isOptional {
                result.append(nil)
            } else {
                return nil
            }
        }
        return next == arguments.count ? result : nil
    }

    /// Compiles arguments for parameters: values, places for `inout`, defaults.
    private func passing(_ function: Function, _ arguments: [Argument], plan: [Int?], at node: some SyntaxProtocol) -> [Passing]? {
        var result: [Passing] = []
        for (position, (parameter, index)) in zip(function.parameters, plan).enumerated() {
            guard let index else {
                if let defaultValue = parameter.defaultValue {
                    result.append(.value(defaultValue))
                } else if parameter.hasDefault {
                    // Declared but not compiled yet (a type's members compile when it is first
                    // used, which may be from inside this call's body): read at the call.
                    result.append(.value { frame in try function.parameters[position].defaultValue?(frame) ?? .none })
                } else {
                    result.append(.value { _ in .none })
                }
                continue
            }
            let argument = arguments[index]
            if parameter.isInout {
                guard argument.isInout else {
                    error("passing value to 'inout' parameter '\(parameter.name)' needs '&'", at: argument.node, id: "wrong-arguments")
                    return nil
                }
                guard let place = compilePlace(argument.expression) else { return nil }
                result.append(.place(place))
            } else {
                if argument.isInout {
                    error("'&' used with non-inout argument '\(parameter.name)'", at: argument.node, id: "wrong-arguments")
                    return nil
                }
                let type = parameter.type
                let code = compileExpression(argument.expression, expected: type).code
                if type.isFloatingPoint {
                    result.append(.value(Self.conforming(code, to: type)))
                } else {
                    result.append(.value(code))
                }
            }
        }
        return result
    }

    /// A call of a function the scene declares, with `receiver` as the place of a mutating
    /// member's `self`.
    func callFunction(_ function: Function, receiver: Place?, receiverValue: Code?, _ arguments: [Argument], at node: some SyntaxProtocol) -> Compiled {
        guard let plan = plan(function.parameters, arguments) else {
            error("wrong arguments for '\(function.signature)': got \(Self.spelled(arguments.map(\.label)))", at: node, id: "wrong-arguments")
            return failed(node)
        }
        guard let passed = passing(function, arguments, plan: plan, at: node) else { return failed(node) }
        let offset = node.sourceOffset
        let name = function.name
        let hasPlaces = passed.contains { if case .place = $0 { return true } else { return false } }
        return Compiled(code: { frame in
            var values = try Passing.values(of: passed, frame)
            var selfValue: Value = .void
            if let receiver { selfValue = try receiver.take(frame) } else if let receiverValue { selfValue = try receiverValue(frame) }
            let result: Value
            do {
                result = try function.run(receiver: &selfValue, arguments: &values, environment: nil, machine: frame.machine)
            } catch var trap as Trap {
                if trap.offset == nil { trap.offset = offset }
                trap.chain.append((name, offset))
                throw trap
            }
            if let receiver { try receiver.store(frame, selfValue) }
            if hasPlaces {
                for (index, argument) in passed.enumerated() {
                    if case .place(let place) = argument { try place.store(frame, values[index]) }
                }
            }
            return result
        }, type: function.returnType)
    }

    /// A call of a function value (a closure, a local function).
    private func callValue(_ callee: Compiled, _ arguments: [Argument], offset: Int?) -> Compiled {
        var parameterTypes: [TypeRef] = [], resultType = TypeRef.unknown
        if case .functionType(let parameters, let result) = callee.type.unwrapped {
            parameterTypes = parameters
            resultType = result
        }
        let codes = arguments.enumerated().map { index, argument in
            ListedCode(run: compileExpression(argument.expression, expected: index < parameterTypes.count ? parameterTypes[index] : .unknown).code)
        }
        let places = arguments.map { $0.isInout ? compilePlace($0.expression) : nil }
        let function = callee.code
        return Compiled(code: { frame in
            guard case .function(let callable) = try function(frame) else { throw Trap("this value is not a function", at: offset) }
            var values: [Value] = []
            values.reserveCapacity(codes.count)
            for (index, code) in codes.enumerated() {
                if let place = places[index] { values.append(try place.take(frame)) } else { values.append(try code.run(frame)) }
            }
            let result: Value
            do { result = try callable.invoke(&values) } catch var trap as Trap {
                if trap.offset == nil { trap.offset = offset }
                throw trap
            }
            for (index, place) in places.enumerated() { try place?.store(frame, values[index]) }
            return result
        }, type: resultType)
    }

    /// A library function or initializer.
    private func callLibrary(_ entry: Library.FunctionEntry, _ arguments: [Argument], at node: some SyntaxProtocol) -> Compiled {
        var codes: [ListedCode] = []
        var typed: [DoubleCode?] = []
        for (index, argument) in arguments.enumerated() {
            let type = index < entry.parameterTypes.count ? entry.parameterTypes[index] : .unknown
            let (code, double) = compileLibraryArgument(argument, type: type)
            codes.append(ListedCode(run: code))
            typed.append(double)
        }
        let call = entry.call
        let offset = node.sourceOffset
        let count = codes.count
        if count == 2, let pair = entry.pair {
            let first = codes[0].run, second = codes[1].run
            var compiled = Compiled(code: { frame in
                let x = try first(frame)
                do { return try pair(x, try second(frame)) } catch var trap as Trap where trap.offset == nil {
                    trap.offset = offset
                    throw trap
                }
            }, type: entry.returnType)
            if let doubles = entry.doubles, let x = typed[0]?.run, let y = typed[1]?.run {
                // `max(lineHeight, size.height)`
                compiled.double = DoubleCode { frame in doubles(try x(frame), try y(frame)) }
                Self.boxTyped(&compiled)
            } else if let make = entry.ofDoubles, let x = typed[0]?.run, let y = typed[1]?.run {
                // `CGPoint(x: lineX + width / 2, y: …)`: the value made of the two numbers,
                // or the boxed call where typed code gives up (see `TypedCode.swift`).
                let boxed = compiled.code
                compiled.code = { frame in
                    do { return make(try x(frame), try y(frame)) } catch is Untyped { return try boxed(frame) }
                }
            }
            return compiled
        }
        return Compiled(code: { frame in
            let machine = frame.machine
            var values = machine.argumentList(capacity: count)
            for code in codes { values.append(try code.run(frame)) }
            do {
                let result = try call(values)
                machine.recycle(&values)
                return result
            } catch var trap as Trap where trap.offset == nil {
                trap.offset = offset
                throw trap
            }
        }, type: entry.returnType)
    }

    /// An argument's code, and its typed code where it is a `CGFloat` (which conforming to
    /// the parameter's type leaves as it is).
    private func compileLibraryArgument(_ argument: Argument, type: TypeRef) -> (Code, DoubleCode?) {
        if argument.isInout { error("'&' is not expected here", at: argument.node, id: "wrong-arguments") }
        let compiled = compileExpression(argument.expression, expected: type)
        let typed = argument.isInout ? nil : compiled.double
        if type.isKnown {
            return (Self.conforming(compiled.code, to: type), typed)
        }
        return (compiled.code, typed)
    }

    /// `code` with its value made the parameter type `type` takes, as Swift's literals and
    /// implicit members take their type from where they are used. A number for a
    /// `CGFloat` parameter is the common case, decided here without asking `type` again;
    /// for a parameter that is neither a number nor an array (a point, a proposal), only an
    /// implicit member changes (see `Library.conform`), and any other value is passed on
    /// without the call.
    static func conforming(_ code: @escaping Code, to type: TypeRef) -> Code {
        guard type.isFloatingPoint else {
            if case .set = type.unwrapped { return { frame in Library.conform(try code(frame), to: type) } }
            if case .array(let element) = type.unwrapped, element.isKnown {
                return { frame in Library.conform(try code(frame), to: type) }
            }
            return { frame in
                let value = try code(frame)
                if case .implicitMember = value { return Library.conform(value, to: type) }
                return value
            }
        }
        return { frame in
            let value = try code(frame)
            switch value {
            case .double: return value
            case .int(let number): return .double(Double(number))
            default: return Library.conform(value, to: type)
            }
        }
    }

    // MARK: - Construction

    /// `Type(arguments)`: an initializer of the scene's struct (its own or memberwise), an
    /// enum's `init(rawValue:)`, or a library type's initializer.
    func compileConstruction(_ type: TypeRef, _ arguments: [Argument], at call: FunctionCallExprSyntax, expected: TypeRef) -> Compiled {
        let labels = arguments.map(\.label)
        switch type {
        case .structType(let structType):
            if !structType.initializers.isEmpty {
                guard let initializer = matching(structType.initializers, arguments) else {
                    error("no initializer of '\(structType.name)' takes \(Self.spelled(labels)); it has \(structType.initializers.map { "init" + Self.spelled($0.labels) }.joined(separator: ", "))", at: call.calledExpression, id: "wrong-arguments")
                    return failed(call)
                }
                guard let code = callInitializer(initializer, structType, arguments, at: call.calledExpression) else { return failed(call) }
                return Compiled(code: code, type: type)
            }
            if structType.isClass {
                // A class without an `init` has only `init()`, which Swift gives when every
                // stored property has an initial value (checked at its declaration).
                if let extra = arguments.first {
                    error("argument passed to call that takes no arguments", at: extra.node, id: "wrong-arguments")
                    return failed(call)
                }
                return Compiled(code: { frame in try Self.blankRecord(structType, frame) }, type: type)
            }
            return compileMemberwise(structType, arguments, at: call)
        case .enumType(let enumType):
            if labels == ["rawValue"], let argument = arguments.first {
                let code = compileExpression(argument.expression, expected: enumType.rawType ?? .unknown).code
                return Compiled(code: { frame in
                    let raw = try code(frame)
                    guard let index = enumType.cases.firstIndex(where: { $0.rawValue == raw }) else { return .none }
                    return .enumCase(EnumCase(type: enumType, index: index, payload: []))
                }, type: .optional(type))
            }
            error("enum '\(enumType.name)' has no initializer taking \(Self.spelled(labels))", at: call.calledExpression, id: "wrong-arguments")
            return failed(call)
        case .builtin(let builtin):
            guard let entry = Library.initializer(of: builtin, labels: labels) else {
                // `extension CGPoint { init(angle: Angle, radius: CGFloat) { … } }`.
                if let extended = program.extendedType(named: builtin.rawValue), let initializer = matching(extended.initializers, arguments) {
                    guard let code = callInitializer(initializer, extended, arguments, at: call.calledExpression) else { return failed(call) }
                    return Compiled(code: code, type: type)
                }
                error("no initializer of '\(builtin.rawValue)' takes \(Self.spelled(labels))", at: call.calledExpression, id: "wrong-arguments")
                return failed(call)
            }
            var compiled = callLibrary(entry, arguments, at: call)
            compiled.type = type
            return compiled
        case .array, .set, .dictionary:
            // `[CGFloat]()`, `Array(repeating:count:)`, `Set<Int>(sizes)`, `[String: [Int]](grouping:by:)`:
            // the library's initializer, spelled with the element types.
            let (library, empty): (String, Value)
            switch type {
            case .array: (library, empty) = ("Array", .array([]))
            case .set: (library, empty) = ("Set", .set(OrderedSet()))
            default: (library, empty) = ("Dictionary", .dictionary([:]))
            }
            if arguments.isEmpty { return constant(empty, type) }
            guard let entry = Library.function(named: library, labels: labels) else {
                error("no initializer of '\(type.name)' takes \(Self.spelled(labels))", at: call.calledExpression, id: "wrong-arguments")
                return failed(call)
            }
            var compiled = callLibrary(entry, arguments, at: call)
            compiled.type = type
            return compiled
        default:
            error("cannot construct '\(type.name)'", at: call.calledExpression)
            return failed(call)
        }
    }

    /// A struct value with every field at its default (or empty), as an initializer starts.
    static func blankRecord(_ type: StructType, _ frame: Frame) throws -> Value {
        var fields: [Value] = []
        fields.reserveCapacity(type.fields.count)
        for field in type.fields { fields.append(try field.defaultValue?(frame) ?? .void) }
        if type.isClass { return .object(ClassInstance(type: type, fields: fields)) }
        return .record(Record(type: type, fields: fields))
    }

    /// An initializer call: the struct starts blank and the initializer's `self` is the result.
    /// An initializer an extension adds to a library type starts with no value, which its
    /// `self.init(…)` or `self = …` gives.
    private func callInitializer(_ initializer: Function, _ type: UserType, _ arguments: [Argument], at node: some SyntaxProtocol) -> Code? {
        guard let plan = plan(initializer.parameters, arguments), let passed = passing(initializer, arguments, plan: plan, at: node) else { return nil }
        let offset = node.sourceOffset
        let structType = type as? StructType
        return { frame in
            var values = try Passing.values(of: passed, frame)
            var selfValue = try structType.map { try Self.blankRecord($0, frame) } ?? .void
            do {
                _ = try initializer.run(receiver: &selfValue, arguments: &values, environment: nil, machine: frame.machine)
            } catch var trap as Trap {
                trap.chain.append(("\(type.name).init", offset))
                throw trap
            }
            if case .void = selfValue {
                throw Trap("'self.init' isn't called on all paths before returning from initializer of '\(type.name)'", at: initializer.offset)
            }
            for (index, argument) in passed.enumerated() {
                if case .place(let place) = argument { try place.store(frame, values[index]) }
            }
            return selfValue
        }
    }

    /// `self.init(…)` in an initializer: another initializer of the same type (its own, the
    /// memberwise one, or the library's for an extension of a library type) makes `self`.
    private func compileDelegatingInitializer(_ arguments: [Argument], at call: FunctionCallExprSyntax) -> Compiled {
        guard let selfType = scope.selfType, scope.isInitializingSelf else {
            error("'self.init' is only allowed in an initializer", at: call.calledExpression)
            return failed(call)
        }
        let made = compileConstruction(Self.typeRef(selfType), arguments, at: call, expected: .unknown).code
        guard let place = compilePlace(ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self)))) else { return failed(call) }
        return Compiled(code: { frame in
            try place.store(frame, try made(frame))
            return .void
        }, type: .builtin(.void))
    }

    /// The memberwise initializer Swift gives a struct without its own.
    private func compileMemberwise(_ type: StructType, _ arguments: [Argument], at call: FunctionCallExprSyntax) -> Compiled {
        var next = 0
        var fieldCodes: [Code?] = []
        for field in type.fields {
            if field.isLet && field.hasDefault && field.defaultValue != nil || (field.isLet && field.hasDefault) {
                fieldCodes.append(nil)
                continue
            }
            if next < arguments.count, arguments[next].label == field.name || (arguments[next].label == nil && arguments[next].node.is(ClosureExprSyntax.self) && field.type.isFunctionLike) {
                let code = compileExpression(arguments[next].expression, expected: field.type).code
                let fieldType = field.type
                fieldCodes.append { frame in Library.conform(try code(frame), to: fieldType) }
                next += 1
            } else if field.hasDefault {
                fieldCodes.append(nil)
            } else {
                let expectedLabels = type.fields.filter { !($0.isLet && $0.hasDefault) }.map { "\($0.name):" }.joined()
                error("missing argument for parameter '\(field.name)' in call to '\(type.name)(\(expectedLabels))'", at: call, id: "wrong-arguments")
                return failed(call)
            }
        }
        if next < arguments.count {
            let extra = arguments[next]
            error("extra argument '\(extra.label ?? "_")' in call to '\(type.name)'", at: extra.node, id: "wrong-arguments", suggesting: extra.label ?? "", from: type.fields.map(\.name))
            return failed(call)
        }
        return Compiled(code: { frame in
            var values: [Value] = []
            values.reserveCapacity(fieldCodes.count)
            for (index, code) in fieldCodes.enumerated() {
                if let code {
                    values.append(try code(frame))
                } else {
                    // Read from the type: default values compile after the calls to them.
                    values.append(try type.fields[index].defaultValue?(frame) ?? .void)
                }
            }
            return .record(Record(type: type, fields: values))
        }, type: .structType(type))
    }

    /// `Type.member(arguments)`: a static method, an enum case with associated values, an
    /// initializer spelled `.init`, or a library type's static function.
    private func compileStaticCall(_ type: TypeRef, _ name: String, _ arguments: [Argument], at call: FunctionCallExprSyntax, expected: TypeRef) -> Compiled {
        let labels = arguments.map(\.label)
        if name == "init" { return compileConstruction(type, arguments, at: call, expected: expected) }
        switch type {
        case .structType(let structType as UserType), .enumType(let structType as UserType):
            if let enumType = structType as? EnumType, let index = enumType.caseIndex[name] {
                let payloadTypes = enumType.cases[index].payloadTypes
                let codes = arguments.enumerated().map { position, argument in
                    compileExpression(argument.expression, expected: position < payloadTypes.count ? payloadTypes[position] : .unknown).code
                }
                guard codes.count == payloadTypes.count else {
                    error("case '\(name)' takes \(payloadTypes.count) associated values, got \(codes.count)", at: call, id: "wrong-arguments")
                    return failed(call)
                }
                return Compiled(code: { frame in
                    var payload: [Value] = []
                    for (position, code) in codes.enumerated() { payload.append(Library.conform(try code(frame), to: payloadTypes[position])) }
                    return .enumCase(EnumCase(type: enumType, index: index, payload: payload))
                }, type: type)
            }
            if let method = structType.staticMethod(name, labels: labels) ?? structType.staticMethods[name].flatMap({ matching($0, arguments) }) {
                return callFunction(method, receiver: nil, receiverValue: nil, arguments, at: call.calledExpression)
            }
            error("type '\(structType.name)' has no static member '\(name)\(Self.spelled(labels))'", at: call.calledExpression, id: "unknown-member", suggesting: name, from: structType.memberNames)
        case .builtin(let builtin):
            if let entry = Library.staticFunction(of: builtin, named: name, labels: labels) {
                var compiled = callLibrary(entry, arguments, at: call)
                if !compiled.type.isKnown { compiled.type = type }
                return compiled
            }
            error("type '\(builtin.rawValue)' has no member '\(name)\(Self.spelled(labels))'", at: call.calledExpression, id: "unknown-member")
        default:
            error("cannot call '\(name)' on '\(type.name)'", at: call.calledExpression)
        }
        return failed(call)
    }

    // MARK: - Methods

    /// `base.name(arguments)`: a method of the scene's type (found statically when the
    /// base's type is known, else once per type at run time) or the library's.
    private func compileMethodCall(base: ExprSyntax, _ name: String, _ arguments: [Argument], at call: FunctionCallExprSyntax, nameNode: DeclReferenceExprSyntax, expected: TypeRef) -> Compiled {
        let labels = arguments.map(\.label)
        let compiledBase = compilePart(base, expected: .unknown)
        let offset = nameNode.sourceOffset

        // Statically known user type.
        if let userType = compiledBase.type.userType, let method = userType.method(name, labels: labels) ?? userType.methods[name].flatMap({ matching($0, arguments) }) {
            let receiver: Place? = method.isMutating ? compilePlace(base) : nil
            if method.isMutating && receiver == nil { return failed(call) }
            return callFunction(method, receiver: receiver, receiverValue: compiledBase.code, arguments, at: nameNode)
        }

        // A closure stored in a property: `self.transform(x)`.
        var library = Library.method(named: name, labels: labels)
        // A trailing closure takes the label of the overload with a closure parameter, as in
        // Swift: `contains { … }` is `contains(where:)`, not `contains(_:)` of an element.
        if let last = arguments.last, last.node.is(ClosureExprSyntax.self) {
            for label in ["by", "where", "into", "with"] {
                var relabelled = labels
                relabelled[relabelled.count - 1] = label
                if let entry = Library.method(named: name, labels: relabelled) {
                    library = entry
                    break
                }
            }
        }
        let userCandidates = program.methodDeclared(name) || program.extendedTypes.contains { $0.methods[name] != nil }
        guard library != nil || userCandidates else {
            if Library.methodNames.contains(name) || program.memberNames.contains(name) {
                error("no method '\(name)' takes arguments \(Self.spelled(labels))", at: nameNode, id: "wrong-arguments")
            } else {
                error(compiledBase.type.isKnown ? "value of type '\(compiledBase.type.name)' has no member '\(name)'" : "no method '\(name)' is known of this value", at: nameNode, id: "unknown-member", suggesting: name, from: Library.methodNames + Array(program.memberNames))
            }
            return failed(call)
        }
        // A `mutating func` the scene adds to a library type (`extension CGPoint { mutating
        // func nudge() }`) writes the receiver back, as the library's mutating methods do.
        let extendsMutating = program.extendedTypes.contains { extended in
            extended.mayExtend(compiledBase.type) && extended.methods[name]?.contains(where: \.isMutating) == true
        }
        let isMutating = (library?.isMutating ?? false) || extendsMutating
        let receiverPlace: Place? = isMutating ? compilePlace(base) : nil
        if isMutating && receiverPlace == nil { return failed(call) }
        var codes: [ListedCode] = []
        for (index, argument) in arguments.enumerated() {
            var type = index < (library?.parameterTypes.count ?? 0) ? library!.parameterTypes[index] : .unknown
            if !type.isKnown, index == 0 {
                // What Swift infers from the generic signature: an element for `append`,
                // the result's type for `reduce`'s initial value.
                if compiledBase.type.element.isKnown, ["append", "contains", "firstIndex", "insert"].contains(name) { type = compiledBase.type.element }
                if name == "reduce", arguments.count == 2, arguments[0].label == nil { type = expected }
            }
            codes.append(ListedCode(run: compileLibraryArgument(argument, type: type).0))
        }
        let baseCode = compiledBase.code
        let libraryCall = library?.call
        let cache = MemberCache()
        let extended = program.extendedTypes.filter { $0.methods[name] != nil }
        let dynamicCall: (inout Value, [Value], Frame) throws -> Value? = { receiver, values, frame in
            let type: UserType
            switch receiver {
            case .record(let record): type = record.type
            case .object(let instance): type = instance.type
            case .enumCase(let enumCase): type = enumCase.type
            case .type(let typeRef):
                // A static method of a type known only when the code runs: `T.make()` in a
                // generic function, a protocol's static requirement.
                guard let userType = typeRef.userType,
                      let method = userType.staticMethod(name, labels: labels) ?? userType.staticMethods[name]?.first(where: { $0.parameters.count == values.count }) else { return nil }
                var none = Value.void
                var arguments = values
                return try method.run(receiver: &none, arguments: &arguments, environment: nil, machine: frame.machine)
            default:
                // A library value (a subview, a size): a method of its type only where the
                // scene extends that type, and most scenes extend none.
                guard !extended.isEmpty else { return nil }
                let typeName = receiver.typeName
                guard let found = extended.first(where: { $0.name == typeName }) else { return nil }
                type = found
            }
            if cache.type !== type {
                cache.type = type
                cache.getter = type.method(name, labels: labels) ?? type.methods[name]?.first { $0.parameters.count == values.count }
            }
            guard let method = cache.getter else { return nil }
            var arguments = values
            do {
                return try method.run(receiver: &receiver, arguments: &arguments, environment: nil, machine: frame.machine)
            } catch var trap as Trap {
                trap.chain.append((name, offset))
                throw trap
            }
        }
        let resultType = Self.methodResultType(name, base: compiledBase.type)
        if let receiverPlace {
            let count = codes.count
            return Compiled(code: { frame in
                let machine = frame.machine
                var values = machine.argumentList(capacity: count)
                for code in codes { values.append(try code.run(frame)) }
                defer { machine.recycle(&values) }
                var result: Value?
                try receiverPlace.modify(frame) { receiver in
                    do {
                        result = try libraryCall?(&receiver, values)
                    } catch var trap as Trap where trap.offset == nil {
                        trap.offset = offset
                        throw trap
                    }
                    if result == nil { result = try dynamicCall(&receiver, values, frame) }
                    if result == nil { throw Trap("value of type '\(receiver.typeName)' has no method '\(name)'", at: offset) }
                }
                return result!
            }, type: resultType)
        }
        let count = codes.count
        // Where neither the scene's types nor its extensions declare a method of this name,
        // the dynamic lookup would find none: the library's method is called at once.
        let hasUserMethod = userCandidates
        return Compiled(code: { frame in
            var receiver = try baseCode(frame)
            let machine = frame.machine
            var values = machine.argumentList(capacity: count)
            for code in codes { values.append(try code.run(frame)) }
            if hasUserMethod, let result = try dynamicCall(&receiver, values, frame) {
                machine.recycle(&values)
                return result
            }
            do {
                if let result = try libraryCall?(&receiver, values) {
                    machine.recycle(&values)
                    return result
                }
            } catch var trap as Trap where trap.offset == nil {
                trap.offset = offset
                throw trap
            }
            if case .function(let callable) = receiver, name == "callAsFunction" { return try callable.call(values) }
            if case .none = receiver { throw Trap("value of optional type must be unwrapped to call '\(name)'", at: offset) }
            throw Trap("value of type '\(receiver.typeName)' has no method '\(name)\(Self.spelled(labels))'", at: offset)
        }, type: resultType)
    }

    private static func methodResultType(_ name: String, base: TypeRef) -> TypeRef {
        switch name {
        case "sizeThatFits": return .builtin(.size)
        case "dimensions": return .builtin(.dimensions)
        case "distance": return .builtin(.double)
        // Optional's `map` gives an optional of what the closure gives.
        case "map" where base.isOptional: return .optional(.unknown)
        // A set's `sorted()`, `map` and `reversed()` give arrays; its `filter` and algebra sets.
        case "sorted", "reversed" where base.isSet: return .array(base.element)
        case "map" where base.isSet: return .array(.unknown)
        case "remove" where base.isSet: return .optional(base.element)
        case "subtracting", "symmetricDifference": return base.isSet ? base : .unknown
        case "map", "filter", "sorted", "reversed", "compactMap": return name == "filter" || name == "sorted" || name == "reversed" ? base : .array(.unknown)
        case "min", "max", "first", "last", "popLast", "randomElement": return .optional(base.element)
        case "firstIndex", "lastIndex":
            // An array's index is an `Int`; another collection's is its own type.
            if case .array = base.unwrapped { return .optional(.builtin(.int)) }
            return .optional(.unknown)
        case "insetBy", "offsetBy", "union", "intersection", "standardized", "integral": return base
        case "rounded", "squareRoot", "truncatingRemainder": return base.isInt ? .builtin(.int) : .builtin(.double)
        default: return .unknown
        }
    }

    // MARK: - Closures

    /// A closure: a function value over the current frame, which it captures (so it sees
    /// and changes the variables it was written among).
    func compileClosure(_ closure: ClosureExprSyntax, expected: TypeRef) -> Compiled {
        var names: [String] = []
        var types: [TypeRef] = []
        if let clause = closure.signature?.parameterClause {
            switch clause {
            case .simpleInput(let list):
                names = list.map { $0.name.identifierText }
                types = names.map { _ in .unknown }
            case .parameterClause(let parameters):
                names = parameters.parameters.map { ($0.secondName ?? $0.firstName).identifierText }
                types = parameters.parameters.map { resolveType($0.type, report: true) }
            }
        }
        // A closure written where a function type is declared (`let f: (Int) -> Int? = {…}`)
        // takes its parameters' and result's types from it, as Swift infers them.
        var expectedParameters: [TypeRef] = [], expectedResult = TypeRef.unknown
        if case .functionType(let parameters, let result) = expected.unwrapped {
            expectedParameters = parameters
            expectedResult = result
        }
        for index in types.indices where !types[index].isKnown && index < expectedParameters.count { types[index] = expectedParameters[index] }
        let returnType = closure.signature?.returnClause.map { resolveType($0.type) } ?? expectedResult
        let saved = scope
        scope = FunctionScope(closureIn: saved, returnType: returnType)
        let usesDollar = names.isEmpty && Self.usesAnonymousParameters(closure)
        var dollarCount = usesDollar ? Self.anonymousParameterCount(closure) : 0
        if dollarCount > Self.maximumAnonymousParameters {
            let beyond = Self.anonymousParameters(from: Self.maximumAnonymousParameters, in: closure)
            if let first = beyond.first {
                error(
                    "anonymous closure argument '\(first.text)' is out of range: a closure here takes at most \(Self.maximumAnonymousParameters) arguments",
                    at: first, id: "wrong-arguments"
                )
            }
            reportedAnonymousParameters.formUnion(beyond.map(\.positionAfterSkippingLeadingTrivia))
            dollarCount = Self.maximumAnonymousParameters
        }
        if usesDollar {
            // Mutable as a named parameter is: `reduce(into:)`'s `$0` is `inout`.
            for index in 0..<dollarCount { scope.declare("$\(index)", isLet: false, type: index < expectedParameters.count ? expectedParameters[index] : .unknown) }
        } else {
            for (name, type) in zip(names, types) { scope.declare(name, isLet: false, type: type) }
        }
        let body = compileFunctionBody(closure.statements, returnType: returnType.isKnown ? returnType : .unknown)
        let slotCount = scope.slotCount
        scope = saved
        let parameterCount = usesDollar ? dollarCount : names.count
        let offset = closure.sourceOffset
        return Compiled(code: { frame in
            let environment = frame
            return .function(Callable(name: "closure") { arguments in
                let inner = Frame.make(slotCount: slotCount, parent: environment, machine: environment.machine)
                if arguments.count == parameterCount {
                    for index in 0..<parameterCount { inner[index] = arguments[index] }
                } else if parameterCount > 1, arguments.count == 1, case .tuple(let tuple) = arguments[0], tuple.elements.count == parameterCount {
                    // A closure over (offset, element) pairs takes them as two parameters.
                    for index in 0..<parameterCount { inner[index] = tuple.elements[index] }
                } else if parameterCount == 1, arguments.count > 1 {
                    inner[0] = .tuple(Tuple(labels: arguments.map { _ in nil }, elements: arguments))
                } else if !(parameterCount == 0 && usesDollar == false && arguments.count > 0) || parameterCount != 0 {
                    if arguments.count < parameterCount { throw Trap("closure expects \(parameterCount) arguments, got \(arguments.count)", at: offset) }
                    for index in 0..<parameterCount { inner[index] = arguments[index] }
                }
                try environment.machine.step(at: offset)
                let flow = try body(inner)
                if arguments.count == parameterCount {
                    for index in 0..<parameterCount { arguments[index] = inner[index] }
                }
                if case .returning = flow { return inner.returnValue }
                return inner.returnValue
            })
        }, type: returnType.isKnown ? .functionType(usesDollar ? Array(expectedParameters.prefix(dollarCount)) : types, returnType) : .function)
    }

    static func usesAnonymousParameters(_ closure: ClosureExprSyntax) -> Bool {
        anonymousParameterCount(closure) > 0
    }

    /// More parameters than any function a layout passes a closure to: a `$n` past it is
    /// an error rather than `n` slots to make (`$9223372036854775807` would overflow the
    /// count, and a few billion would take the load that long).
    static let maximumAnonymousParameters = 64

    /// One more than the highest `$n` the closure itself uses (not its nested closures),
    /// counting a number too large for an `Int` as `Int.max`; at most `Int.max`.
    static func anonymousParameterCount(_ closure: ClosureExprSyntax) -> Int {
        var highest = -1
        forEachAnonymousParameter(in: closure) { _, number in highest = max(highest, number) }
        return highest == .max ? .max : highest + 1
    }

    /// The `$n` tokens of the closure itself with `n` at least `limit`, in order.
    static func anonymousParameters(from limit: Int, in closure: ClosureExprSyntax) -> [TokenSyntax] {
        var found: [TokenSyntax] = []
        forEachAnonymousParameter(in: closure) { token, number in
            if number >= limit { found.append(token) }
        }
        return found
    }

    /// Calls `body` with each `$n` token of the closure itself and its `n`.
    private static func forEachAnonymousParameter(in closure: ClosureExprSyntax, _ body: @escaping (TokenSyntax, Int) -> Void) {
        final class Finder: SyntaxVisitor {
            let body: (TokenSyntax, Int) -> Void
            init(_ body: @escaping (TokenSyntax, Int) -> Void) {
                self.body = body
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
                if case .dollarIdentifier(let text) = token.tokenKind {
                    let digits = text.dropFirst()
                    if let number = Int(digits) {
                        body(token, number)
                    } else if !digits.isEmpty, digits.allSatisfy(\.isNumber) {
                        body(token, .max)
                    }
                }
                return .visitChildren
            }
        }
        Finder(body).walk(closure.statements)
    }

    /// A function the scene declares, as a value.
    static func callable(_ function: Function, machine: Machine) -> Callable {
        Callable(name: function.name) { arguments in
            var receiver = Value.void
            return try function.run(receiver: &receiver, arguments: &arguments, environment: nil, machine: machine)
        }
    }
}

extension TypeRef {
    var userType: UserType? {
        switch unwrapped {
        case .structType(let type): return type
        case .enumType(let type): return type
        default: return nil
        }
    }

    var isFunctionLike: Bool {
        switch self {
        case .function, .functionType, .unknown: return true
        default: return false
        }
    }
}
