import Foundation
import SwiftSyntax

/// Matches a value against a pattern, binding the pattern's names into the frame.
typealias Matcher = (Value, Frame) throws -> Bool

/// How a pattern's names bind: `let` or `var`; nil where a bare name is a value to compare.
enum BindingMode { case `let`, `var` }

extension Compiler {
    func compilePattern(_ pattern: PatternSyntax, subjectType: TypeRef, binding: BindingMode?) -> Matcher {
        switch pattern.as(PatternSyntaxEnum.self) {
        case .identifierPattern(let identifier):
            let slot = bindingSlot(identifier.identifier.identifierText, isLet: binding != .var, type: subjectType)
            return { value, frame in
                frame[slot] = value
                return true
            }
        case .wildcardPattern:
            return { _, _ in true }
        case .valueBindingPattern(let valueBinding):
            let mode: BindingMode = valueBinding.bindingSpecifier.tokenKind == .keyword(.var) ? .var : .let
            return compilePattern(valueBinding.pattern, subjectType: subjectType, binding: mode)
        case .tuplePattern(let tuple):
            let elements = tuple.elements.map { $0 }
            let types: [TypeRef]
            if case .tuple(let known, _) = subjectType, known.count == elements.count { types = known } else { types = elements.map { _ in .unknown } }
            let matchers = zip(elements, types).map { compilePattern($0.pattern, subjectType: $1, binding: binding) }
            return Self.tupleMatcher(matchers, offset: tuple.sourceOffset)
        case .expressionPattern(let expressionPattern):
            return compileExpressionPattern(expressionPattern.expression, subjectType: subjectType, binding: binding)
        default:
            error("this pattern is not supported", at: pattern)
            return { _, _ in false }
        }
    }

    /// The slot a pattern name binds: in a `case` with several patterns the same name is
    /// one local.
    private func bindingSlot(_ name: String, isLet: Bool, type: TypeRef) -> Int {
        if let shared = caseBindings?[name] { return shared }
        let slot = scope.declare(name, isLet: isLet, type: type).slot
        caseBindings?[name] = slot
        return slot
    }

    /// The matchers of a `case`'s patterns, their bindings shared by name.
    func compileCaseItems(_ items: SwitchCaseItemListSyntax, subjectType: TypeRef) -> [Matcher] {
        caseBindings = [:]
        defer { caseBindings = nil }
        return items.map { item in
            let pattern = compilePattern(item.pattern, subjectType: subjectType, binding: nil)
            guard let whereClause = item.whereClause else { return pattern }
            let condition = compileExpression(whereClause.condition, expected: .builtin(.bool)).code
            return { value, frame in try pattern(value, frame) && condition(frame) == .bool(true) }
        }
    }

    static func tupleMatcher(_ matchers: [Matcher], offset: Int?) -> Matcher {
        { value, frame in
            guard case .tuple(let tuple) = value, tuple.elements.count == matchers.count else {
                throw Trap("expected a tuple of \(matchers.count) elements, got \(value.typeName)", at: offset)
            }
            for (index, matcher) in matchers.enumerated() where try !matcher(tuple.elements[index], frame) { return false }
            return true
        }
    }

    /// An expression in a pattern: an enum case (with patterns for its associated values), a
    /// tuple of patterns, a range to contain the value, or a value to equal it.
    private func compileExpressionPattern(_ expression: ExprSyntax, subjectType: TypeRef, binding: BindingMode?) -> Matcher {
        if let patternExpression = expression.as(PatternExprSyntax.self) {
            return compilePattern(patternExpression.pattern, subjectType: subjectType, binding: binding)
        }
        if expression.is(DiscardAssignmentExprSyntax.self) { return { _, _ in true } }
        if let some = expression.as(OptionalChainingExprSyntax.self) {
            // `x?`, Swift's sugar for `.some(x)`: matches a value that is not nil.
            let inner = compileExpressionPattern(some.expression, subjectType: subjectType.removingOptional, binding: binding)
            return { value, frame in
                switch value {
                case .none: return false
                case .some(let held): return try inner(held, frame)
                default: return try inner(value, frame)
                }
            }
        }
        if let binding, let reference = expression.as(DeclReferenceExprSyntax.self) {
            // `case let (x, y)` reaches its names as expressions.
            let slot = bindingSlot(reference.baseName.identifierText, isLet: binding == .let, type: subjectType)
            return { value, frame in
                frame[slot] = value
                return true
            }
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            let types: [TypeRef]
            if case .tuple(let known, _) = subjectType, known.count == tuple.elements.count { types = known } else { types = tuple.elements.map { _ in .unknown } }
            let matchers = zip(tuple.elements, types).map { compileExpressionPattern($0.expression, subjectType: $1, binding: binding) }
            return Self.tupleMatcher(matchers, offset: tuple.sourceOffset)
        }
        if let (bound, side) = Self.oneSidedRange(expression) {
            return compileOneSidedPattern(bound: bound, side: side, subjectType: subjectType)
        }
        // `.name`, `Type.name`, `.name(patterns…)`.
        if let (name, typeName, arguments, node) = Self.casePattern(expression) {
            return compileCasePattern(name: name, typeName: typeName, arguments: arguments, node: node, subjectType: subjectType, binding: binding)
        }
        let value = compileExpression(expression, expected: subjectType.unwrapped)
        let code = value.code
        return { subject, frame in
            let candidate = try code(frame)
            switch candidate {
            case .range(let range, _):
                guard case .int(let number) = subject else { return candidate == subject }
                return range.contains(number)
            case .doubleRange(let range, let upperIsOpen):
                guard let number = subject.asDouble else { return false }
                return range.contains(number) && !(upperIsOpen && number == range.upperBound)
            default:
                return candidate == subject
            }
        }
    }

    /// The parts of an enum-case pattern, if `expression` is one.
    private static func casePattern(_ expression: ExprSyntax) -> (String, String?, LabeledExprListSyntax?, Syntax)? {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            if member.base == nil { return (member.declName.baseName.identifierText, nil, nil, Syntax(member)) }
            if let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.identifierText.first?.isUppercase == true {
                return (member.declName.baseName.identifierText, base.baseName.identifierText, nil, Syntax(member))
            }
            return nil
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let (name, typeName, arguments, node) = casePattern(call.calledExpression), arguments == nil {
            return (name, typeName, call.arguments, node)
        }
        return nil
    }

    private func compileCasePattern(name: String, typeName: String?, arguments: LabeledExprListSyntax?, node: Syntax, subjectType: TypeRef, binding: BindingMode?) -> Matcher {
        let offset = node.sourceOffset
        // Optional's own cases.
        if typeName == nil, name == "none", !subjectType.unwrapped.hasCase("none") { return { value, _ in value.isNone } }
        if typeName == nil, name == "some", let argument = arguments?.first {
            let inner = compileExpressionPattern(argument.expression, subjectType: subjectType.removingOptional, binding: binding)
            return { value, frame in
                switch value {
                case .none: return false
                case .some(let held): return try inner(held, frame)
                default: return try inner(value, frame)
                }
            }
        }
        var enumType: EnumType?
        if let typeName { enumType = program.type(named: typeName) as? EnumType }
        if enumType == nil, case .enumType(let known) = subjectType.unwrapped { enumType = known }
        if let enumType {
            guard let index = enumType.caseIndex[name] else {
                error("enum '\(enumType.name)' has no case '\(name)'", at: node, id: "unknown-member", suggesting: name, from: enumType.cases.map(\.name))
                return { _, _ in false }
            }
            let payloadTypes = enumType.cases[index].payloadTypes
            let matchers = payloadMatchers(arguments, types: payloadTypes, binding: binding)
            return { value, frame in
                guard case .enumCase(let enumCase) = value, enumCase.type === enumType else { return false }
                guard enumCase.index == index else { return false }
                for (position, matcher) in matchers.enumerated() where try !matcher(enumCase.payload[position], frame) { return false }
                return true
            }
        }
        if let typeName, let builtin = BuiltinType.byName[typeName] {
            guard let value = Library.staticMember(of: builtin, named: name) else {
                error("type '\(typeName)' has no member '\(name)'", at: node, id: "unknown-member")
                return { _, _ in false }
            }
            return { subject, _ in subject == value }
        }
        if case .builtin = subjectType.unwrapped, arguments == nil, let value = ImplicitMembers.resolve(name, in: subjectType) {
            return { subject, _ in subject == value }
        }
        // The subject's type is known only at run time: match by the case's name.
        let matchers = payloadMatchers(arguments, types: [], binding: binding)
        let cache = CaseCache()
        return { subject, frame in
            switch subject {
            case .enumCase(let enumCase):
                let index: Int
                if cache.type === enumCase.type {
                    index = cache.index
                } else {
                    guard let found = enumCase.type.caseIndex[name] else { throw Trap("enum '\(enumCase.type.name)' has no case '\(name)'", at: offset) }
                    cache.type = enumCase.type
                    cache.index = found
                    index = found
                }
                guard enumCase.index == index, enumCase.payload.count >= matchers.count else { return false }
                for (position, matcher) in matchers.enumerated() where try !matcher(enumCase.payload[position], frame) { return false }
                return true
            default:
                guard let resolved = ImplicitMembers.resolve(name, like: subject) else { return false }
                return resolved == subject
            }
        }
    }

    private func payloadMatchers(_ arguments: LabeledExprListSyntax?, types: [TypeRef], binding: BindingMode?) -> [Matcher] {
        guard let arguments else { return [] }
        return arguments.enumerated().map { index, argument in
            compileExpressionPattern(argument.expression, subjectType: index < types.count ? types[index] : .unknown, binding: binding)
        }
    }
}

/// Remembers the case index a run-time case pattern found for the last enum type it met.
final class CaseCache {
    var type: EnumType?
    var index = 0
}

extension TypeRef {
    /// The type one optional holds (`Int?` of `Int??`); the type itself when not optional.
    var removingOptional: TypeRef {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    func hasCase(_ name: String) -> Bool {
        if case .enumType(let type) = self { return type.caseIndex[name] != nil }
        return false
    }
}
