import Foundation
import LayoutEngine

/// The scene.json schema: the view tree of a Swift scene, as data.
///
/// ```
/// FILE     = {"version": 1?, "previews": [PREVIEW, …]}
///          | PREVIEW                                  (one preview)
///          | NODE                                     (one preview of that view)
/// PREVIEW  = {"name": STRING?, "proposal": PROPOSAL?, "view": NODE}
/// PROPOSAL = null                                     (the default canvas)
///          | {"width": NUMBER|null, "height": NUMBER|null}  (null: the view's ideal length)
/// NODE     = {"view": "Text", "args": ARGS?, "children": [NODE, …]?, "modifiers": [MODIFIER, …]?}
/// MODIFIER = "scaledToFit"                            (no arguments)
///          | {"name": "padding", "args": ARGS?, "children": [NODE, …]?}
/// ARGS     = [VALUE, …]                               (unlabeled, in order)
///          | {"label": VALUE, …}                      (in order; a key starting with "_" is unlabeled)
///          | VALUE                                    (one unlabeled argument that is not an array or object)
/// VALUE    = NUMBER | STRING | BOOLEAN | null | [VALUE, …]
///          | STRING                                   (a closure's Swift text: alignmentGuide's
///                                                      "computeValue": "{ d in d.width / 2 }")
///          | NODE                                     (a view, or Color/CGSize/EdgeInsets/… by their initializers)
///          | {"member": "degrees", "args": ARGS?, "base": VALUE?}   (.degrees(30); base: .title.bold())
///          | {"from": VALUE?, "through": VALUE?}      (a range: from...through, from..., ...through)
///          | {"from": VALUE?, "upTo": VALUE}          (a half-open range: from..<upTo, ..<upTo)
///          | {"width": 10, "height": 20}              (any other object: .init(width: 10, height: 20))
/// ```
///
/// Names and arguments are those of the Swift scenes (`{"view": "HStack", "args":
/// {"spacing": 8}}`). Where an argument expects a member, a colour or a font, a string
/// names it, with or without the dot: `"topLeading"`, `".red"`, `"title"`; a colour may
/// also be `"#RRGGBB"` or `"#RRGGBBAA"`. `children` is a view's or modifier's trailing
/// closure (`HStack { … }`, `.overlay { … }`). A mistake is reported with the JSON path of
/// the value: `previews[0].view.children[2]: unknown view 'Txt'`.
public enum SceneJSON {
    /// The version this module writes.
    public static let version = 1
}

/// Reads a scene.json into the IR the Swift reader produces.
struct SceneJSONReader {
    let sink: DiagnosticSink

    func read(_ source: String) -> [PreviewDescription]? {
        var parser = JSONParser(source)
        let root: JSONValue
        do {
            root = try parser.parse()
        } catch {
            sink.emit(.jsonSyntax(error.message), at: SceneOrigin(offset: error.offset))
            return nil
        }
        guard case .object(let members) = root.kind else {
            expected("an object", root, path: "")
            return nil
        }
        if let view = members.first(where: { $0.key == "view" }) {
            // A file may be one preview, or just its view.
            if case .string = view.value.kind {
                return node(root, path: "").map { [PreviewDescription(name: "Preview", proposal: nil, nodes: [$0], origin: origin(root, ""))] }
            }
            return preview(root, path: "").map { [$0] }
        }
        var previews: [PreviewDescription] = []
        var sawPreviews = false
        for member in members {
            switch member.key {
            case "version":
                break
            case "previews":
                sawPreviews = true
                guard case .array(let elements) = member.value.kind else {
                    expected("an array", member.value, path: "previews")
                    continue
                }
                for (index, element) in elements.enumerated() {
                    if let preview = preview(element, path: "previews[\(index)]") { previews.append(preview) }
                }
            default:
                unknownKey(member, path: "")
            }
        }
        if !sawPreviews { sink.emit(.jsonMissingKey("previews"), at: SceneOrigin(offset: root.offset)) }
        return previews
    }

    private func preview(_ value: JSONValue, path: String) -> PreviewDescription? {
        guard case .object(let members) = value.kind else {
            expected("an object", value, path: path)
            return nil
        }
        var name = "Preview"
        var proposal: ProposedViewSize?
        var view: SceneNode?
        var sawView = false
        for member in members {
            let memberPath = join(path, member.key)
            switch member.key {
            case "name":
                guard case .string(let text) = member.value.kind else { expected("a string", member.value, path: memberPath); continue }
                name = text
            case "proposal":
                proposal = self.proposal(member.value, path: memberPath)
            case "view":
                sawView = true
                view = node(member.value, path: memberPath)
            default:
                unknownKey(member, path: path)
            }
        }
        if !sawView {
            sink.emit(.jsonMissingKey("view"), at: origin(value, path))
            return nil
        }
        return PreviewDescription(name: name, proposal: proposal, nodes: view.map { [$0] } ?? [], origin: origin(value, path))
    }

    private func proposal(_ value: JSONValue, path: String) -> ProposedViewSize? {
        switch value.kind {
        case .null:
            return nil
        case .object(let members):
            var size = ProposedViewSize.unspecified
            for member in members {
                let memberPath = join(path, member.key)
                let length: CGFloat?
                switch member.value.kind {
                case .number(let number, _):
                    // A canvas is held to a frame's rules: a negative or absurd one is a
                    // mistake the engine would otherwise quietly turn into something else.
                    if let problem = NumberRule(.frameLength).problem(with: number, parameter: "'\(member.key)'") {
                        sink.emit(problem, at: origin(member.value, memberPath))
                        continue
                    }
                    length = CGFloat(number)
                case .null: length = nil
                default:
                    expected("a number or null", member.value, path: memberPath)
                    continue
                }
                switch member.key {
                case "width": size.width = length
                case "height": size.height = length
                default: unknownKey(member, path: path)
                }
            }
            return size
        default:
            expected("an object or null", value, path: path)
            return nil
        }
    }

    private func node(_ value: JSONValue, path: String) -> SceneNode? {
        guard case .object(let members) = value.kind else {
            expected("a view object", value, path: path)
            return nil
        }
        var modifiers: [SceneModifier] = []
        let call = callMembers(members, nameKey: "view", path: path) { member, memberPath in
            guard member.key == "modifiers" else { return nil }
            guard case .array(let elements) = member.value.kind else { expected("an array", member.value, path: memberPath); return false }
            var ok = true
            for (index, element) in elements.enumerated() {
                guard let modifier = modifier(element, path: "\(memberPath)[\(index)]") else { ok = false; continue }
                modifiers.append(modifier)
            }
            return ok
        }
        guard let name = called(call, in: value, path: path) else { return nil }
        return SceneNode(name: name, arguments: call.arguments, children: call.children, modifiers: modifiers, origin: origin(value, path))
    }

    private func nodes(_ value: JSONValue, path: String) -> [SceneNode]? {
        guard case .array(let elements) = value.kind else {
            expected("an array", value, path: path)
            return nil
        }
        var result: [SceneNode] = []
        var ok = true
        for (index, element) in elements.enumerated() {
            guard let node = node(element, path: "\(path)[\(index)]") else { ok = false; continue }
            result.append(node)
        }
        return ok ? result : nil
    }

    private func modifier(_ value: JSONValue, path: String) -> SceneModifier? {
        if case .string(let name) = value.kind { return SceneModifier(name: name, origin: origin(value, path)) }
        guard case .object(let members) = value.kind else {
            expected("a modifier name or object", value, path: path)
            return nil
        }
        let call = callMembers(members, nameKey: "name", path: path) { _, _ in nil }
        guard let name = called(call, in: value, path: path) else { return nil }
        return SceneModifier(name: name, arguments: call.arguments, content: call.children, origin: origin(value, path))
    }

    /// What a view object and a modifier object share: a name, "args" and "children".
    private struct CallMembers {
        var nameKey: String
        var name: String?
        var arguments: [SceneArgument] = []
        var children: [SceneNode]?
        /// False once a member was malformed (and reported).
        var ok = true
    }

    /// Reads a view's or a modifier's members: the name under `nameKey`, "args" and
    /// "children" here, any other key through `other` (true: read; false: malformed, and
    /// reported; nil: not one of its keys, reported here as unknown).
    private func callMembers(_ members: [(key: String, value: JSONValue, keyOffset: Int)], nameKey: String, path: String, other: ((key: String, value: JSONValue, keyOffset: Int), String) -> Bool?) -> CallMembers {
        var call = CallMembers(nameKey: nameKey)
        for member in members {
            let memberPath = join(path, member.key)
            switch member.key {
            case nameKey:
                guard case .string(let text) = member.value.kind else { expected("a string", member.value, path: memberPath); call.ok = false; continue }
                call.name = text
            case "args":
                guard let parsed = self.arguments(member.value, path: memberPath) else { call.ok = false; continue }
                call.arguments = parsed
            case "children":
                guard let parsed = nodes(member.value, path: memberPath) else { call.ok = false; continue }
                call.children = parsed
            default:
                switch other(member, memberPath) {
                case true?: break
                case false?: call.ok = false
                case nil: unknownKey(member, path: path)
                }
            }
        }
        return call
    }

    /// The name of a well-formed call; nil (with the missing name reported) otherwise.
    private func called(_ call: CallMembers, in value: JSONValue, path: String) -> String? {
        guard let name = call.name else {
            sink.emit(.jsonMissingKey(call.nameKey), at: origin(value, path))
            return nil
        }
        return call.ok ? name : nil
    }

    private func arguments(_ value: JSONValue, path: String) -> [SceneArgument]? {
        var result: [SceneArgument] = []
        switch value.kind {
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                let elementPath = "\(path)[\(index)]"
                guard let argument = self.value(element, path: elementPath) else { return nil }
                let place = origin(element, elementPath)
                result.append(SceneArgument(label: nil, value: argument, origin: place, valueOrigin: place))
            }
        case .object(let members):
            for member in members {
                let memberPath = join(path, member.key)
                guard let argument = self.value(member.value, path: memberPath) else { return nil }
                let label = member.key.hasPrefix("_") ? nil : member.key
                result.append(SceneArgument(label: label, value: argument, origin: SceneOrigin(offset: member.keyOffset, jsonPath: memberPath), valueOrigin: origin(member.value, memberPath)))
            }
        default:
            guard let argument = self.value(value, path: path) else { return nil }
            let place = origin(value, path)
            result.append(SceneArgument(label: nil, value: argument, origin: place, valueOrigin: place))
        }
        return result
    }

    private func value(_ value: JSONValue, path: String) -> SceneValue? {
        switch value.kind {
        case .number(let number, let isInteger):
            return .number(isInteger ? .literal(number) : .double(number))
        case .string(let text):
            return .string(text)
        case .bool(let flag):
            return .bool(flag)
        case .null:
            return .null
        case .array(let elements):
            var result: [SceneValue] = []
            for (index, element) in elements.enumerated() {
                guard let converted = self.value(element, path: "\(path)[\(index)]") else { return nil }
                result.append(converted)
            }
            return .array(result)
        case .object(let members):
            if members.contains(where: { $0.key == "view" }) {
                return node(value, path: path).map { .node($0) }
            }
            if let range = range(members, path: path) { return range }
            guard let memberName = members.first(where: { $0.key == "member" }) else {
                return arguments(value, path: path).map { .member(SceneMember(name: "init", arguments: $0)) }
            }
            guard case .string(var name) = memberName.value.kind else {
                expected("a string", memberName.value, path: join(path, "member"))
                return nil
            }
            if name.hasPrefix(".") { name.removeFirst() }
            var member = SceneMember(name: name)
            for entry in members where entry.key != "member" {
                let entryPath = join(path, entry.key)
                switch entry.key {
                case "args": member.arguments = arguments(entry.value, path: entryPath) ?? []
                case "base": member.base = self.value(entry.value, path: entryPath)
                default: unknownKey(entry, path: path)
                }
            }
            return .member(member)
        }
    }

    /// A range, `{"from": ".xSmall", "through": ".large"}`: an object of only the keys
    /// `from`, `through` and `upTo` (never both of the last two); nil for any other object.
    private func range(_ members: [(key: String, value: JSONValue, keyOffset: Int)], path: String) -> SceneValue?? {
        let keys = Set(members.map(\.key))
        guard !keys.isEmpty, keys.isSubset(of: ["from", "through", "upTo"]), !keys.isSuperset(of: ["through", "upTo"]) else { return nil }
        var range = SceneRange(lower: nil, upper: nil, includesUpper: !keys.contains("upTo"))
        for member in members {
            guard let bound = value(member.value, path: join(path, member.key)) else { return .some(nil) }
            if member.key == "from" { range.lower = bound } else { range.upper = bound }
        }
        return .some(.boundedRange(range))
    }

    // MARK: - Reporting

    private func origin(_ value: JSONValue, _ path: String) -> SceneOrigin {
        SceneOrigin(offset: value.offset, jsonPath: path.isEmpty ? "$" : path)
    }

    private func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : path + "." + key
    }

    private func expected(_ what: String, _ value: JSONValue, path: String) {
        sink.emit(.jsonExpected(what, got: value.kindDescription), at: origin(value, path))
    }

    private func unknownKey(_ member: (key: String, value: JSONValue, keyOffset: Int), path: String) {
        sink.emit(.jsonUnknownKey(member.key), at: SceneOrigin(offset: member.keyOffset, jsonPath: join(path, member.key)))
    }
}
