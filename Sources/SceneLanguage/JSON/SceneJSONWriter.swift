import Foundation
import LayoutEngine

/// Writes the IR as scene.json (see ``SceneJSON``), two-space indented, one key per line.
enum SceneJSONWriter {
    static func write(_ previews: [PreviewDescription]) -> String {
        var output = "{\n  \"version\": \(SceneJSON.version),\n  \"previews\": ["
        for (index, preview) in previews.enumerated() {
            output += index == 0 ? "\n" : ",\n"
            output += "    {\n      \"name\": " + quoted(preview.name) + ",\n      \"proposal\": " + proposal(preview.proposal) + ",\n      \"view\": "
            let view: SceneNode = preview.nodes.count == 1
                ? preview.nodes[0]
                : SceneNode(name: "Group", children: preview.nodes, origin: .unknown)
            write(view, indent: 6, to: &output)
            output += "\n    }"
        }
        output += previews.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return output
    }

    private static func proposal(_ proposal: ProposedViewSize?) -> String {
        guard let proposal else { return "null" }
        return "{\"width\": \(length(proposal.width)), \"height\": \(length(proposal.height))}"
    }

    private static func length(_ value: CGFloat?) -> String {
        guard let value else { return "null" }
        return number(SceneNumber.literal(Double(value)))
    }

    private static func write(_ node: SceneNode, indent: Int, to output: inout String) {
        let pad = String(repeating: " ", count: indent + 2)
        output += "{\n" + pad + "\"view\": " + quoted(node.isExpansion ? "Group" : node.name)
        if !node.arguments.isEmpty {
            output += ",\n" + pad + "\"args\": " + arguments(node.arguments)
        }
        if let children = node.children ?? (node.isExpansion ? [] : nil) {
            output += ",\n" + pad + "\"children\": "
            write(children, indent: indent + 2, to: &output)
        }
        if !node.modifiers.isEmpty {
            output += ",\n" + pad + "\"modifiers\": ["
            for (index, modifier) in node.modifiers.enumerated() {
                output += (index == 0 ? "\n" : ",\n") + pad + "  "
                if modifier.arguments.isEmpty && modifier.content == nil {
                    output += quoted(modifier.name)
                    continue
                }
                output += "{\"name\": " + quoted(modifier.name)
                if !modifier.arguments.isEmpty { output += ", \"args\": " + arguments(modifier.arguments) }
                if let content = modifier.content {
                    output += ", \"children\": "
                    write(content, indent: indent + 4, to: &output)
                }
                output += "}"
            }
            output += "\n" + pad + "]"
        }
        output += "\n" + String(repeating: " ", count: indent) + "}"
    }

    private static func write(_ nodes: [SceneNode], indent: Int, to output: inout String) {
        guard !nodes.isEmpty else {
            output += "[]"
            return
        }
        let pad = String(repeating: " ", count: indent + 2)
        output += "["
        for (index, child) in nodes.enumerated() {
            output += (index == 0 ? "\n" : ",\n") + pad
            write(child, indent: indent + 2, to: &output)
        }
        output += "\n" + String(repeating: " ", count: indent) + "]"
    }

    /// Arguments inline: an array when all are unlabeled, else an object whose unlabeled
    /// entries are keyed `_0`, `_1`, ….
    private static func arguments(_ arguments: [SceneArgument]) -> String {
        if arguments.allSatisfy({ $0.label == nil }) {
            return "[" + arguments.map { value($0.value) }.joined(separator: ", ") + "]"
        }
        var unlabeled = 0
        let entries = arguments.map { argument -> String in
            let key: String
            if let label = argument.label {
                key = label
            } else {
                key = "_\(unlabeled)"
                unlabeled += 1
            }
            return quoted(key) + ": " + value(argument.value)
        }
        return "{" + entries.joined(separator: ", ") + "}"
    }

    private static func value(_ value: SceneValue) -> String {
        switch value {
        case .number(let number): return self.number(number)
        case .string(let text): return quoted(text)
        case .bool(let flag): return flag ? "true" : "false"
        case .null, .keyPath, .operatorFunction, .closure, .instance, .interpreted: return "null"
        case .tuple(let tuple): return "[" + tuple.elements.map(self.value).joined(separator: ", ") + "]"
        case .array(let elements): return "[" + elements.map(self.value).joined(separator: ", ") + "]"
        case .range(let lower, let upper, _): return "[" + (lower..<upper).map(String.init).joined(separator: ", ") + "]"
        case .boundedRange(let range):
            var entries: [String] = []
            if let lower = range.lower { entries.append("\"from\": " + self.value(lower)) }
            if let upper = range.upper { entries.append(quoted(range.includesUpper ? "through" : "upTo") + ": " + self.value(upper)) }
            return "{" + entries.joined(separator: ", ") + "}"
        case .member(let member):
            if member.arguments == nil && member.base == nil { return quoted("." + member.name) }
            var text = "{\"member\": " + quoted(member.name)
            if let arguments = member.arguments { text += ", \"args\": " + self.arguments(arguments) }
            if let base = member.base { text += ", \"base\": " + self.value(base) }
            return text + "}"
        case .node(let node):
            var text = ""
            write(node, indent: 0, to: &text)
            return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        }
    }

    private static func number(_ number: SceneNumber) -> String {
        let value = number.value
        if value == .infinity { return quoted("infinity") }
        if value == -.infinity || value.isNaN { return "null" }
        if let int = number.intValue, abs(value) < 1e15 { return String(int) }
        return String(describing: value)
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04X", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
