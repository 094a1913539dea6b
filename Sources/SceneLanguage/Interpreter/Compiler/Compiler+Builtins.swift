import Foundation
import SwiftSyntax

extension Compiler {
    /// Swift's functions that stop or report rather than compute: `print`, `assert`,
    /// `precondition`, `fatalError` and their kin. They need the call's place in the scene.
    func compileSpecialFunction(_ name: String, _ arguments: [Argument], at call: FunctionCallExprSyntax) -> Compiled? {
        let offset = call.sourceOffset
        let codes = { (types: [TypeRef]) -> [Code] in
            arguments.enumerated().map { index, argument in
                self.compileExpression(argument.expression, expected: index < types.count ? types[index] : .unknown).code
            }
        }
        switch name {
        case "print", "debugPrint":
            // Each value printed as its static type says (`Optional(3)` for an `Int?`).
            let compiled = arguments.map { compileExpression($0.expression, expected: .unknown) }
            let values = compiled.map(\.code), types = compiled.map(\.type)
            let separatorIndex = arguments.firstIndex { $0.label == "separator" }
            let terminatorIndex = arguments.firstIndex { $0.label == "terminator" }
            let isDebug = name == "debugPrint"
            return Compiled(code: { frame in
                var parts: [String] = []
                var separator = " "
                for (index, code) in values.enumerated() {
                    let value = try code(frame)
                    if index == separatorIndex {
                        separator = value.description
                    } else if index != terminatorIndex {
                        parts.append(isDebug ? value.debugDescription(as: types[index]) : value.description(as: types[index]))
                    }
                }
                frame.machine.printed.append((offset, parts.joined(separator: separator)))
                return .void
            }, type: .builtin(.void))
        case "String" where arguments.count == 1 && arguments[0].label == "describing":
            // Described as its static type says (`Optional(3)` for an `Int?`).
            let compiled = compileExpression(arguments[0].expression, expected: .unknown)
            let value = compiled.code, type = compiled.type
            return Compiled(code: { frame in .string(try value(frame).description(as: type)) }, type: .builtin(.string))
        case "fatalError", "preconditionFailure", "assertionFailure":
            let values = codes([.builtin(.string)])
            return Compiled(code: { frame in
                let message = try values.first.map { try $0(frame).description } ?? ""
                throw Trap(message.isEmpty ? "\(name)() was called" : "\(name == "fatalError" ? "fatal error" : name): \(message)", at: offset)
            }, type: .unknown)
        case "assert", "precondition":
            guard !arguments.isEmpty else { return nil }
            let values = codes([.builtin(.bool), .builtin(.string)])
            return Compiled(code: { frame in
                guard case .bool(let holds) = try values[0](frame) else { throw Trap("\(name) needs a Bool condition", at: offset) }
                if holds { return .void }
                let message = values.count > 1 ? try values[1](frame).description : ""
                throw Trap("\(name == "assert" ? "assertion" : "precondition") failed" + (message.isEmpty ? "" : ": \(message)"), at: offset)
            }, type: .builtin(.void))
        default:
            return nil
        }
    }
}
