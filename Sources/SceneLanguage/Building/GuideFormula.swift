import Foundation
import LayoutEngine
import SwiftParser
import SwiftSyntax

/// The closure of a scene's `alignmentGuide(_:computeValue:)`, compiled once per load into a
/// formula that the engine evaluates with a view's `ViewDimensions` each time a container
/// asks for the guide.
///
/// A guide closure is arithmetic on the view's dimensions (`d.width / 2`,
/// `d[VerticalAlignment.center] - 4`, `max(0, d.height - 10)`), so the formula holds what such
/// closures use and nothing else: numbers, `+ - * /`, unary minus, parentheses, `d.width`,
/// `d.height`, `d[guide]` for the built-in guides and those the scene declares, `min`, `max`, `abs`, and numeric names
/// in scope where the closure is written (a `let` or a view's stored property, read when
/// the scene is loaded). Anything else is an error at the expression, never a guess.
indirect enum GuideFormula {
    case constant(CGFloat)
    case width
    case height
    case horizontalGuide(HorizontalAlignment)
    case verticalGuide(VerticalAlignment)
    case negated(GuideFormula)
    case sum(GuideFormula, GuideFormula)
    case difference(GuideFormula, GuideFormula)
    case product(GuideFormula, GuideFormula)
    case quotient(GuideFormula, GuideFormula)
    case minimum([GuideFormula])
    case maximum([GuideFormula])
    case magnitude(GuideFormula)

    /// The formula's value for a view of these dimensions.
    func value(in d: ViewDimensions) -> CGFloat {
        switch self {
        case .constant(let value): return value
        case .width: return d.width
        case .height: return d.height
        case .horizontalGuide(let guide): return d[guide]
        case .verticalGuide(let guide): return d[guide]
        case .negated(let operand): return -operand.value(in: d)
        case .sum(let lhs, let rhs): return lhs.value(in: d) + rhs.value(in: d)
        case .difference(let lhs, let rhs): return lhs.value(in: d) - rhs.value(in: d)
        case .product(let lhs, let rhs): return lhs.value(in: d) * rhs.value(in: d)
        case .quotient(let lhs, let rhs): return lhs.value(in: d) / rhs.value(in: d)
        case .minimum(let operands): return operands.map { $0.value(in: d) }.min() ?? 0
        case .maximum(let operands): return operands.map { $0.value(in: d) }.max() ?? 0
        case .magnitude(let operand): return abs(operand.value(in: d))
        }
    }
}

/// Compiles a guide closure's syntax into a ``GuideFormula``, or says where and why not.
struct GuideFormulaCompiler {
    /// What went wrong, and the expression it is about (nil: the closure as a whole).
    struct Failure: Error {
        var message: SceneMessage
        var syntax: Syntax?
    }

    /// The name the closure gives the view's dimensions (`d`, or `$0` without a signature).
    let parameter: String?
    /// Where the closure was written, for the names it reads; nil for scene.json.
    let scope: Scope?
    /// Looks up a static member the scene declares on `HorizontalAlignment` or
    /// `VerticalAlignment` (the second argument): the guides of its `AlignmentID` types.
    typealias DeclaredGuides = (_ name: String, _ typeName: String) throws -> Value?
    /// The scene's declared guides; nil when the scene has no program (scene.json).
    let declaredGuides: DeclaredGuides?

    /// The compiler of `closure`, whose scope (if any) resolves the names it reads and
    /// whose program (if any) the guides it declares.
    init(_ closure: ClosureExprSyntax, scope: Scope?, declaredGuides: DeclaredGuides? = nil) {
        self.scope = scope
        self.declaredGuides = declaredGuides
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: parameter = list.first.map { $0.name.spelling }
        case .parameterClause(let clause)?: parameter = clause.parameters.first.map { ($0.secondName ?? $0.firstName).spelling }
        case nil: parameter = "$0"
        }
    }

    /// A scene.json's `computeValue`: the text of a Swift closure (`"{ d in d.width / 2 }"`).
    static func closure(parsing text: String) -> ClosureExprSyntax? {
        var parser = Parser(text)
        let expression = ExprSyntax.parse(from: &parser)
        guard !expression.hasError, let closure = expression.as(ClosureExprSyntax.self) else { return nil }
        return closure
    }

    func compile(_ closure: ClosureExprSyntax) -> Result<GuideFormula, Failure> {
        let items = Array(closure.statements)
        guard items.count == 1 else { return .failure(Failure(message: .guideClosureShape, syntax: nil)) }
        let expression: ExprSyntax
        switch items[0].item {
        case .expr(let value):
            expression = value
        case .stmt(let statement):
            if let value = statement.as(ExpressionStmtSyntax.self)?.expression {
                expression = value
            } else if let value = statement.as(ReturnStmtSyntax.self)?.expression {
                expression = value
            } else {
                return .failure(Failure(message: .guideClosureShape, syntax: Syntax(statement)))
            }
        case .decl(let declaration):
            return .failure(Failure(message: .guideClosureShape, syntax: Syntax(declaration)))
        }
        do { return .success(try formula(expression)) } catch let failure as Failure { return .failure(failure) } catch {
            return .failure(Failure(message: .guideClosureShape, syntax: nil))
        }
    }

    // MARK: - Expressions

    private func formula(_ expression: ExprSyntax) throws -> GuideFormula {
        if let sequence = expression.as(SequenceExprSyntax.self) { return try fold(Array(sequence.elements)) }
        if let literal = expression.as(IntegerLiteralExprSyntax.self), let value = Double(literal.literal.text.replacingOccurrences(of: "_", with: "")) {
            return .constant(CGFloat(value))
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self), let value = Double(literal.literal.text.replacingOccurrences(of: "_", with: "")) {
            return .constant(CGFloat(value))
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return .negated(try formula(prefix.expression))
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return try formula(only.expression)
        }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base, isParameter(base) {
            switch access.declName.baseName.text {
            case "width": return .width
            case "height": return .height
            default: throw Failure(message: .guideClosureMember(access.declName.baseName.text), syntax: Syntax(access.declName))
            }
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self), isParameter(subscriptCall.calledExpression) {
            guard subscriptCall.arguments.count == 1, let argument = subscriptCall.arguments.first, argument.label == nil else {
                throw Failure(message: .guideClosureSubscript, syntax: Syntax(subscriptCall))
            }
            return try guide(argument.expression)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
           call.trailingClosure == nil, call.arguments.allSatisfy({ $0.label == nil }) {
            let operands = try call.arguments.map { try formula($0.expression) }
            switch (callee.baseName.text, operands.count) {
            case ("min", 2...): return .minimum(operands)
            case ("max", 2...): return .maximum(operands)
            case ("abs", 1): return .magnitude(operands[0])
            case ("CGFloat", 1), ("Double", 1): return operands[0]
            default: break
            }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            let name = reference.baseName.text
            guard let value = scope?.local(name) ?? scope?.instance?.values[name] else {
                throw Failure(message: .guideClosureName(name), syntax: Syntax(reference))
            }
            guard case .number(let number) = value else { throw Failure(message: .guideClosureNotNumber(name, value.kindDescription), syntax: Syntax(reference)) }
            return .constant(CGFloat(number.value))
        }
        throw Failure(message: .guideClosureExpression(expression.trimmedDescription), syntax: Syntax(expression))
    }

    /// `a + b * c - d`, folded with multiplication before addition, left to right.
    private func fold(_ elements: [ExprSyntax]) throws -> GuideFormula {
        var operands: [GuideFormula] = []
        var operators: [String] = []
        for (index, element) in elements.enumerated() {
            if index % 2 == 0 {
                operands.append(try formula(element))
                continue
            }
            guard let binary = element.as(BinaryOperatorExprSyntax.self), ["+", "-", "*", "/"].contains(binary.operator.text) else {
                throw Failure(message: .guideClosureExpression(element.trimmedDescription), syntax: Syntax(element))
            }
            operators.append(binary.operator.text)
        }
        // Products and quotients first, then sums and differences, each left to right.
        var terms = [operands[0]]
        var signs: [String] = []
        for (offset, op) in operators.enumerated() {
            let operand = operands[offset + 1]
            switch op {
            case "*": terms[terms.count - 1] = .product(terms[terms.count - 1], operand)
            case "/": terms[terms.count - 1] = .quotient(terms[terms.count - 1], operand)
            default:
                signs.append(op)
                terms.append(operand)
            }
        }
        var result = terms[0]
        for (offset, sign) in signs.enumerated() {
            result = sign == "+" ? .sum(result, terms[offset + 1]) : .difference(result, terms[offset + 1])
        }
        return result
    }

    /// `.leading`, `HorizontalAlignment.center`, `VerticalAlignment.firstTextBaseline`, …
    private func guide(_ expression: ExprSyntax) throws -> GuideFormula {
        guard let access = expression.as(MemberAccessExprSyntax.self) else {
            throw Failure(message: .guideClosureSubscript, syntax: Syntax(expression))
        }
        let name = access.declName.baseName.text
        let type = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        let horizontal = type == nil || type == "HorizontalAlignment" ? Self.horizontalGuides[name] : nil
        let vertical = type == nil || type == "VerticalAlignment" ? Self.verticalGuides[name] : nil
        switch (horizontal, vertical) {
        case (let guide?, nil): return .horizontalGuide(guide)
        case (nil, let guide?): return .verticalGuide(guide)
        case (.some, .some): throw Failure(message: .guideClosureAmbiguous(name), syntax: Syntax(expression))
        case (nil, nil):
            if let declared = try declaredGuide(name, type: type, at: expression) { return declared }
            throw Failure(message: .guideClosureUnknownGuide(access.trimmedDescription), syntax: Syntax(expression))
        }
    }

    /// The guide `name` the scene declares as a static member of `HorizontalAlignment` or
    /// `VerticalAlignment` (of `type` when the expression names one), or nil.
    private func declaredGuide(_ name: String, type: String?, at expression: ExprSyntax) throws -> GuideFormula? {
        guard let declaredGuides else { return nil }
        var found: [GuideFormula] = []
        for typeName in ["HorizontalAlignment", "VerticalAlignment"] where type == nil || type == typeName {
            let value: Value?
            do {
                value = try declaredGuides(name, typeName)
            } catch let trap as Trap {
                throw Failure(message: .error("declared-member", trap.message), syntax: Syntax(expression))
            }
            switch value {
            case .horizontalAlignment(let guide)?: found.append(.horizontalGuide(guide))
            case .verticalAlignment(let guide)?: found.append(.verticalGuide(guide))
            default: break
            }
        }
        if found.count > 1 { throw Failure(message: .guideClosureAmbiguous(name), syntax: Syntax(expression)) }
        return found.first
    }

    private func isParameter(_ expression: ExprSyntax) -> Bool {
        guard let parameter, let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
        return reference.baseName.text == parameter
    }

    static let horizontalGuides: [String: HorizontalAlignment] = ["leading": .leading, "center": .center, "trailing": .trailing]
    static let verticalGuides: [String: VerticalAlignment] = [
        "top": .top, "center": .center, "bottom": .bottom,
        "firstTextBaseline": .firstTextBaseline, "lastTextBaseline": .lastTextBaseline,
    ]
}

extension SceneMessage {
    static let guideClosureShape = error("guide-closure", "an alignment guide's closure must be one expression that computes the guide from the view's dimensions, such as '{ d in d.width / 2 }'")
    static func guideClosureMember(_ name: String) -> SceneMessage {
        error("guide-closure", "ViewDimensions has no member '\(name)' in a scene; use 'width', 'height' or a guide subscript such as 'd[.leading]'")
    }
    static let guideClosureSubscript = error("guide-closure", "expected a guide in the subscript, such as 'd[.leading]' or 'd[VerticalAlignment.center]'")
    static func guideClosureAmbiguous(_ name: String) -> SceneMessage {
        error("guide-closure", "'.\(name)' is ambiguous here; write 'HorizontalAlignment.\(name)' or 'VerticalAlignment.\(name)'")
    }
    static func guideClosureUnknownGuide(_ spelled: String) -> SceneMessage {
        error("guide-closure", "unknown guide '\(spelled)'; scenes know leading, center, trailing, top, bottom, firstTextBaseline, lastTextBaseline and the guides they declare")
    }
    static func guideClosureName(_ name: String) -> SceneMessage { error("guide-closure", "cannot find '\(name)' in scope") }
    static func guideClosureNotNumber(_ name: String, _ kind: String) -> SceneMessage {
        error("guide-closure", "'\(name)' is \(kind); an alignment guide's closure computes a number")
    }
    static func guideClosureExpression(_ text: String) -> SceneMessage {
        error("guide-closure", "'\(text)' is not supported in an alignment guide's closure; use numbers, + - * /, min, max, abs, d.width, d.height and d[guide]")
    }
    static let guideClosureText = error("guide-closure", "expected a closure such as \"{ d in d.width / 2 }\" for computeValue")
}
