import SwiftSyntax

/// Folds the operator sequences the parser leaves flat (`a + b * c`) into trees, by the
/// standard library's precedence groups.
///
/// swift-syntax's own folder (`OperatorTable.foldAll`) searches its precedence graph for
/// every pair of adjacent operators and synthesizes syntax for each relation it follows,
/// which made folding half of a save's pass for a scene with a page of layout code. The
/// standard groups are a fixed total order, so a rank per operator gives the same trees;
/// the nodes are the ones its folder makes (`InfixOperatorExprSyntax`, `TernaryExprSyntax`,
/// `AsExprSyntax`, `IsExprSyntax`, a `try` or `await` on the left hoisted over the whole
/// operation), which the tests check. Text, and so every offset, is unchanged.
///
/// A sequence with an operator the table does not know is left flat, for the compiler to
/// report where it stands.
final class OperatorFolder: SyntaxRewriter {
    /// `file` with every sequence in it folded.
    static func fold(_ file: SourceFileSyntax) -> SourceFileSyntax {
        OperatorFolder(viewMode: .sourceAccurate).rewrite(file).as(SourceFileSyntax.self) ?? file
    }

    /// One sequence folded (its operands already folded), or nil when it cannot be.
    static func foldSingle(_ sequence: SequenceExprSyntax) -> ExprSyntax? {
        var elements = sequence.elements.makeIterator()
        guard let first = elements.next() else { return nil }
        var operands: [ExprSyntax] = [first]
        var operators: [(syntax: ExprSyntax, precedence: OperatorPrecedence)] = []
        operands.reserveCapacity(sequence.elements.count / 2 + 1)

        func reduce() {
            let op = operators.removeLast()
            let right = operands.removeLast()
            let left = operands.removeLast()
            operands.append(combine(left, op.syntax, right))
        }

        while let syntax = elements.next() {
            guard let precedence = OperatorPrecedence(syntax), let operand = elements.next() else { return nil }
            while let top = operators.last, top.precedence.bindsBefore(precedence) { reduce() }
            if precedence.isCast, !operand.is(TypeExprSyntax.self) { return nil }
            operators.append((syntax, precedence))
            operands.append(operand)
        }
        while !operators.isEmpty { reduce() }
        return operands.count == 1 ? operands[0] : nil
    }

    /// `left op right` as one node.
    private static func combine(_ left: ExprSyntax, _ op: ExprSyntax, _ right: ExprSyntax) -> ExprSyntax {
        if let hoisted = left.as(TryExprSyntax.self) {
            return ExprSyntax(hoisted.with(\.expression, combine(hoisted.expression, op, right)))
        }
        if let hoisted = left.as(AwaitExprSyntax.self) {
            return ExprSyntax(hoisted.with(\.expression, combine(hoisted.expression, op, right)))
        }
        if let ternary = op.as(UnresolvedTernaryExprSyntax.self) {
            return ExprSyntax(TernaryExprSyntax(
                condition: left, ternary.unexpectedBeforeQuestionMark, questionMark: ternary.questionMark,
                ternary.unexpectedBetweenQuestionMarkAndThenExpression, thenExpression: ternary.thenExpression,
                ternary.unexpectedBetweenThenExpressionAndColon, colon: ternary.colon, elseExpression: right))
        }
        if let cast = op.as(UnresolvedIsExprSyntax.self), let type = right.as(TypeExprSyntax.self)?.type {
            return ExprSyntax(IsExprSyntax(expression: left, cast.unexpectedBeforeIsKeyword, isKeyword: cast.isKeyword, type: type))
        }
        if let cast = op.as(UnresolvedAsExprSyntax.self), let type = right.as(TypeExprSyntax.self)?.type {
            return ExprSyntax(AsExprSyntax(
                expression: left, cast.unexpectedBeforeAsKeyword, asKeyword: cast.asKeyword,
                cast.unexpectedBetweenAsKeywordAndQuestionOrExclamationMark,
                questionOrExclamationMark: cast.questionOrExclamationMark, type: type))
        }
        return ExprSyntax(InfixOperatorExprSyntax(leftOperand: left, operator: op, rightOperand: right))
    }

    override func visitAny(_ node: Syntax) -> Syntax? {
        // A subtree without a sequence is returned as it is, unvisited.
        node.hasSequenceExpr ? nil : node
    }

    override func visit(_ node: SequenceExprSyntax) -> ExprSyntax {
        let rewritten = super.visit(node)
        guard let sequence = rewritten.as(SequenceExprSyntax.self) else { return rewritten }
        return Self.foldSingle(sequence) ?? rewritten
    }
}

/// Where an infix operator stands among the standard library's precedence groups.
struct OperatorPrecedence {
    enum Associativity { case left, right, none }

    /// Higher binds tighter: BitwiseShift 160 … Assignment 90, as the groups are ordered.
    var rank: Int
    var associativity: Associativity
    /// `as`, `as?`, `as!` and `is`, whose right side is a type.
    var isCast = false

    /// The precedence of the operator `syntax` in a sequence, or nil when it is not one the
    /// standard library declares.
    init?(_ syntax: ExprSyntax) {
        switch syntax.as(ExprSyntaxEnum.self) {
        case .binaryOperatorExpr(let op):
            guard let precedence = Self(binary: op.operator.text) else { return nil }
            self = precedence
        case .assignmentExpr:
            self.init(rank: 90, associativity: .right)
        case .unresolvedTernaryExpr:
            self.init(rank: 100, associativity: .right)
        case .unresolvedAsExpr, .unresolvedIsExpr:
            self.init(rank: 132, associativity: .left, isCast: true)
        default:
            return nil
        }
    }

    /// The precedence of a binary operator spelled `name`.
    init?(binary name: String) {
        switch name {
        case "<<", "&<<", ">>", "&>>": self.init(rank: 160, associativity: .none)
        case "*", "&*", "/", "%", "&": self.init(rank: 150, associativity: .left)
        case "+", "&+", "-", "&-", "|", "^": self.init(rank: 140, associativity: .left)
        case "..<", "...": self.init(rank: 135, associativity: .none)
        case "??": self.init(rank: 131, associativity: .right)
        case "<", "<=", ">", ">=", "==", "!=", "===", "!==", "~=", ".==", ".!=", ".<", ".<=", ".>", ".>=":
            self.init(rank: 130, associativity: .none)
        case "&&": self.init(rank: 120, associativity: .left)
        case "||": self.init(rank: 110, associativity: .left)
        case "=", "*=", "&*=", "/=", "%=", "+=", "&+=", "-=", "&-=", "<<=", "&<<=", ">>=", "&>>=", "&=", "^=", "|=":
            self.init(rank: 90, associativity: .right)
        default: return nil
        }
    }

    private init(rank: Int, associativity: Associativity, isCast: Bool = false) {
        self.rank = rank
        self.associativity = associativity
        self.isCast = isCast
    }

    /// Whether an operator of this precedence, already on the left, takes its right operand
    /// before `next` does: it binds tighter, or as tight and is not right-associative.
    func bindsBefore(_ next: OperatorPrecedence) -> Bool {
        rank > next.rank || (rank == next.rank && next.associativity != .right)
    }
}
