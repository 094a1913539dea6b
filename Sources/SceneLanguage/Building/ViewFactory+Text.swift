import Foundation
import LayoutEngine

/// `Text + Text`: the evaluator joins texts that carry modifiers into one `Text` node whose
/// children are the parts (plain texts it joins into one string). Each part is built as a
/// `Text` value with `Text`'s own methods (``TextCatalog/textMethods``), so it keeps its
/// font on the shared line; a view modifier on a part is an error, as in Swift, where
/// `+` joins only `Text`s.
extension ViewFactory {
    /// Whether `node` is a concatenation of texts.
    static func isConcatenation(_ node: SceneNode) -> Bool {
        node.name == "Text" && !node.isExpansion && node.children != nil
    }

    /// The texts of `parts` run together.
    func makeConcatenation(_ parts: [SceneNode]) -> AnyView {
        var joined: Text?
        for part in parts {
            guard let text = makeTextPart(part) else { continue }
            joined = joined.map { $0 + text } ?? text
        }
        return joined.map { AnyView($0) } ?? AnyView(EmptyView())
    }

    /// One part as a `Text`, or nil after reporting why it is not one.
    private func makeTextPart(_ node: SceneNode) -> Text? {
        if Self.isConcatenation(node), node.modifiers.isEmpty {
            return node.children!.compactMap(makeTextPart).reduce(nil) { joined, text in joined.map { $0 + text } ?? text }
        }
        guard node.name == "Text", node.children == nil,
              let (initializer, arguments) = resolve("Text", TextCatalog.textInitializers, node.arguments, hasContent: false, origin: node.origin) else {
            if node.name != "Text" { sink.emit(.notText(node.name), at: node.origin) }
            return nil
        }
        var text = initializer.build(arguments, Text(""))
        for modifier in node.modifiers {
            if let overloads = TextCatalog.textMethods[modifier.name] {
                guard let (method, arguments) = resolve(modifier.name, overloads, modifier.arguments, hasContent: modifier.content != nil, origin: modifier.origin) else { continue }
                text = method.build(arguments, text)
            } else if !TextCatalog.paintingTextMethods.contains(modifier.name) {
                sink.emit(.notATextMethod(modifier.name), at: modifier.origin)
            }
        }
        return text
    }
}

extension SceneMessage {
    static func notATextMethod(_ name: String) -> SceneMessage {
        error("text-concatenation", "'\(name)' returns a view, and '+' joins only Text: apply it to the whole of 'Text + Text', in parentheses")
    }
    static func notText(_ name: String) -> SceneMessage {
        error("text-concatenation", "'+' joins only Text, not '\(name)'")
    }
}
