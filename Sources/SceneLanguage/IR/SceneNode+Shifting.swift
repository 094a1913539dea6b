/// Moving nodes: a node evaluated in an earlier load of a file and reused (see
/// ``EvaluationCache``) starts where its syntax starts now, which an edit above it moves.
extension SceneNode {
    /// The node with every origin in it moved by `delta` bytes.
    func shifted(by delta: Int) -> SceneNode {
        var node = self
        node.origin = origin.shifted(by: delta)
        node.arguments = arguments.map { $0.shifted(by: delta) }
        node.children = children?.map { $0.shifted(by: delta) }
        node.modifiers = modifiers.map { $0.shifted(by: delta) }
        // The same content: only where it was written moved.
        node.memo = memo
        return node
    }

    /// Whether the node holds only values that mean the same in any load: no closure (which
    /// keeps the scope it was written in) and no instance of a scene's type.
    var isReusable: Bool {
        // A node with a memo is one a cache kept, checked then.
        if memo != nil { return true }
        return arguments.allSatisfy(\.value.isReusable) && (children?.allSatisfy(\.isReusable) ?? true)
            && modifiers.allSatisfy { $0.arguments.allSatisfy(\.value.isReusable) && ($0.content?.allSatisfy(\.isReusable) ?? true) }
    }
}

extension SceneOrigin {
    func shifted(by delta: Int) -> SceneOrigin {
        SceneOrigin(offset: offset.map { $0 + delta }, jsonPath: jsonPath)
    }
}

extension SceneArgument {
    func shifted(by delta: Int) -> SceneArgument {
        SceneArgument(label: label, value: value.shifted(by: delta), origin: origin.shifted(by: delta), valueOrigin: valueOrigin.shifted(by: delta))
    }
}

extension SceneModifier {
    func shifted(by delta: Int) -> SceneModifier {
        SceneModifier(name: name, arguments: arguments.map { $0.shifted(by: delta) }, content: content?.map { $0.shifted(by: delta) }, origin: origin.shifted(by: delta))
    }
}

extension SceneValue {
    func shifted(by delta: Int) -> SceneValue {
        switch self {
        case .array(let elements): return .array(elements.map { $0.shifted(by: delta) })
        case .member(let member):
            return .member(SceneMember(type: member.type, name: member.name, arguments: member.arguments?.map { $0.shifted(by: delta) }, base: member.base?.shifted(by: delta)))
        case .node(let node): return .node(node.shifted(by: delta))
        case .boundedRange(let range):
            return .boundedRange(SceneRange(lower: range.lower?.shifted(by: delta), upper: range.upper?.shifted(by: delta), includesUpper: range.includesUpper))
        case .tuple(var tuple):
            tuple.elements = tuple.elements.map { $0.shifted(by: delta) }
            return .tuple(tuple)
        case .number, .string, .bool, .null, .range, .keyPath, .operatorFunction, .closure, .instance, .interpreted: return self
        }
    }

    var isReusable: Bool {
        switch self {
        case .array(let elements): return elements.allSatisfy(\.isReusable)
        case .member(let member): return (member.arguments?.allSatisfy(\.value.isReusable) ?? true) && (member.base?.isReusable ?? true)
        case .node(let node): return node.isReusable
        case .boundedRange(let range): return (range.lower?.isReusable ?? true) && (range.upper?.isReusable ?? true)
        case .number, .string, .bool, .null, .range, .keyPath, .operatorFunction: return true
        case .tuple(let tuple): return tuple.elements.allSatisfy(\.isReusable)
        case .closure, .instance, .interpreted: return false
        }
    }
}
