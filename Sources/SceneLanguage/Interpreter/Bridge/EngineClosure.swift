import Foundation
import LayoutEngine
import SwiftSyntax

/// A closure written among a scene's views that the layout engine calls while it lays out
/// (`containerRelativeFrame(_:alignment:_:)`'s length), compiled by the interpreter as the
/// scene's layout code is, so it may use anything that code may (`if`, `switch`, `let`,
/// the scene's functions and types).
///
/// The names it reads from around it (a `let` in `body`, the view's stored properties, a
/// `ForEach` element) are the view builder's, which evaluates them when the scene loads;
/// they are captured by value then, as a SwiftUI closure captures a view's properties.
struct EngineClosure {
    let callable: Callable
    let machine: Machine
    let offset: Int?

    /// The closure's result for `arguments`, or nil when it failed (the failure is the
    /// pass's, reported by the scene's runtime).
    func call(_ arguments: [Value]) -> Value? {
        machine.runForEngine("closure", at: offset) { try callable.call(arguments) }
    }

    /// `containerRelativeFrame`'s length for the container's `length` along `axis`; 0 when
    /// the closure failed or answered something other than a number (then the pass fails).
    func length(_ length: CGFloat, _ axis: Axis) -> CGFloat {
        switch call([.double(Double(length)), .axis(axis)]) {
        case .double(let number)?: return CGFloat(number)
        case .int(let number)?: return CGFloat(number)
        case nil: return 0
        case let other?:
            machine.fail(Trap("the length closure returned \(other.typeName), not a CGFloat", at: offset))
            return 0
        }
    }
}

extension Program {
    /// `closure` compiled for the engine, or nil with its mistakes reported.
    func engineClosure(_ closure: SceneClosure) -> EngineClosure? {
        let compiler = Compiler(program: self)
        let outer = FunctionScope(selfType: nil, selfIsMutable: false, returnType: .unknown)
        var captured: [(slot: Int, value: Value)] = []
        let parameters = Set(closure.parameterNames ?? [])
        for name in Self.namesRead(by: closure.syntax) where !parameters.contains(name) {
            guard let sceneValue = closure.scope.local(name) ?? closure.scope.instance?.values[name],
                  let value = try? value(of: sceneValue, as: .unknown) else { continue }
            let local = outer.declare(name, isLet: true, type: Self.typeHint(value))
            captured.append((local.slot, value))
        }
        compiler.scope = outer
        let reported = sink.pending.count
        // The view builder's syntax is not folded, as the program's is. Folded here in place
        // in the file's tree, every node keeps its offset in the file; the compiler's own
        // fold of a lone sequence makes a tree of its own, whose offsets start at 0, so its
        // mistakes would be reported at the wrong line and column.
        let syntax = OperatorFolder(viewMode: .sourceAccurate).rewrite(closure.syntax).as(ClosureExprSyntax.self) ?? closure.syntax
        let code = compiler.compileClosure(syntax, expected: .function).code
        finish()
        guard sink.pending.count == reported else { return nil }
        let frame = Frame.make(slotCount: outer.slotCount, parent: nil, machine: machine)
        for (slot, value) in captured { frame[slot] = value }
        guard case .function(let callable)? = try? code(frame) else { return nil }
        runsEngineClosures = true
        return EngineClosure(callable: callable, machine: machine, offset: closure.syntax.sourceOffset)
    }

    /// The type a captured value gives its name, so literals meeting it take its type.
    private static func typeHint(_ value: Value) -> TypeRef {
        switch value {
        case .double: return .builtin(.double)
        case .int: return .builtin(.int)
        case .bool: return .builtin(.bool)
        case .string: return .builtin(.string)
        default: return .unknown
        }
    }

    /// Every plain name the closure's body mentions.
    private static func namesRead(by closure: ClosureExprSyntax) -> [String] {
        final class Finder: SyntaxVisitor {
            var names: [String] = []
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                let name = node.baseName.identifierText
                if !names.contains(name) { names.append(name) }
                return .visitChildren
            }
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                // A member's name (`.width` in `size.width`) is not a name in scope.
                if let base = node.base { walk(base) }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(closure.statements)
        return finder.names
    }
}
