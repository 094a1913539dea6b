import SwiftSyntax

/// Swift converts no number implicitly between `Int` and the floating-point types: `width +
/// count`, `total += size.width` with `var total = 0`, and `let n: Int = 1.5` do not
/// compile. Layout code that did would run here and fail in Xcode, so each is an error at
/// load where both sides' types are known (an integer literal takes either type, as in
/// Swift; `Double` and `CGFloat` convert to each other, as Swift 5.5 lets them).
extension Compiler {
    /// `value` bound or assigned to a place of type `target`.
    func reportNumberMismatch(_ value: Compiled, to target: TypeRef, at node: ExprSyntax) {
        guard !value.isIntegerLiteral, Self.areMismatchedNumbers(value.type, target) else { return }
        // A literal with a fraction is a `Double` to Swift until its context types it.
        let given = node.as(FloatLiteralExprSyntax.self) != nil ? "Double" : value.type.name
        sink.emit(.error("type-mismatch", "cannot convert value of type '\(given)' to specified type '\(target.name)'"), at: node.origin,
                  notes: [(.note("type-mismatch", Self.conversionAdvice(to: target)), node.origin)])
    }

    /// `lhs op rhs`, for an arithmetic or comparison operator the library defines.
    func reportNumberMismatch(_ op: String, _ lhs: Compiled, _ rhs: Compiled, at node: some SyntaxProtocol) {
        guard !lhs.isIntegerLiteral else { return }
        reportNumberMismatch(op, lhs.type, rhs, at: node)
    }

    /// `place op rhs` (`total += size.width`), or a binary operator whose left side is not
    /// an integer literal, with the left side's type.
    func reportNumberMismatch(_ op: String, _ lhs: TypeRef, _ rhs: Compiled, at node: some SyntaxProtocol) {
        guard !rhs.isIntegerLiteral, Self.areMismatchedNumbers(lhs, rhs.type) else { return }
        sink.emit(.error("type-mismatch", "binary operator '\(op)' cannot be applied to operands of type '\(lhs.name)' and '\(rhs.type.name)'"), at: node.origin,
                  notes: [(.note("type-mismatch", "convert one side, as in 'CGFloat(count)' or 'Int(width)'"), node.origin)])
    }

    private static func areMismatchedNumbers(_ a: TypeRef, _ b: TypeRef) -> Bool {
        switch (a, b) {
        case (.builtin(.int), .builtin(.double)), (.builtin(.double), .builtin(.int)): return true
        default: return false
        }
    }

    private static func conversionAdvice(to target: TypeRef) -> String {
        target.isInt ? "convert it with 'Int(…)', which drops the fraction" : "convert it with '\(target.name)(…)'"
    }
}
