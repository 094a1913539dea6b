import Foundation
import LayoutEngine

/// Turns the IR into views: it looks each view, layout and modifier up in the catalogs,
/// checks the arguments against their signatures, converts them and builds `AnyView`s.
///
/// Every mistake becomes a diagnostic and the view is still built (an unknown view is an
/// `EmptyView`, an unknown modifier leaves the view as it was), so one pass reports every
/// problem of a scene.
final class ViewFactory {
    let sink: DiagnosticSink
    /// scene.json writes members and colours as strings: `"center"`, `".red"`, `"#FF0000"`.
    let lenientStrings: Bool
    /// More names to suggest for an unknown view (the scene's own views).
    var extraViewNames: [String] = []

    init(sink: DiagnosticSink, lenientStrings: Bool) {
        self.sink = sink
        self.lenientStrings = lenientStrings
    }

    // MARK: - Views

    func makeViews(_ nodes: [SceneNode]) -> [AnyView] {
        var views: [AnyView] = []
        views.reserveCapacity(nodes.count)
        for node in nodes { views.append(makeView(node)) }
        return views
    }

    func makeView(_ node: SceneNode) -> AnyView {
        var view = makeBase(node)
        var isShape = !node.isExpansion && ModifierCatalog.shapes.contains(node.name)
        for modifier in node.modifiers {
            view = apply(modifier, to: view, receiver: node.name, isShape: &isShape)
        }
        return view
    }

    private func makeBase(_ node: SceneNode) -> AnyView {
        if node.isExpansion || node.name == "ForEach" {
            return AnyView(ViewList(makeViews(node.children ?? [])))
        }
        if let overloads = ViewCatalog.views[node.name] {
            guard let (overload, arguments) = resolve(node.name, overloads, node.arguments, hasContent: node.children != nil, origin: node.origin) else {
                _ = makeViews(node.children ?? [])
                return AnyView(EmptyView())
            }
            return overload.build(arguments, makeViews(node.children ?? []))
        }
        if let overloads = ViewCatalog.layouts[node.name] {
            let layout = resolve(node.name, overloads, node.arguments, hasContent: false, origin: node.origin)
            guard let children = node.children else {
                if layout != nil { sink.emit(.layoutNeedsContent(node.name), at: node.origin) }
                return AnyView(EmptyView())
            }
            let views = makeViews(children)
            guard let (overload, arguments) = layout else { return AnyView(EmptyView()) }
            let built = overload.build(arguments)
            return AnyView(built { ViewList(views) })
        }
        if ViewCatalog.valueTypes.contains(node.name) {
            sink.emit(.notAView(node.name), at: node.origin)
        } else {
            sink.emit(.unknownView(node.name), at: node.origin, suggesting: node.name, from: ViewCatalog.viewNames + extraViewNames)
        }
        _ = makeViews(node.children ?? [])
        return AnyView(EmptyView())
    }

    // MARK: - Modifiers

    private func apply(_ modifier: SceneModifier, to view: AnyView, receiver: String, isShape: inout Bool) -> AnyView {
        if let overloads = ModifierCatalog.modifiers[modifier.name] {
            isShape = false
            guard let (overload, arguments) = resolve(modifier.name, overloads, modifier.arguments, hasContent: modifier.content != nil, origin: modifier.origin) else {
                _ = makeViews(modifier.content ?? [])
                return view
            }
            return overload.build(arguments, view, makeViews(modifier.content ?? []))
        }
        if ModifierCatalog.paintOnly.contains(modifier.name) {
            if ModifierCatalog.shapeOnly.contains(modifier.name) {
                if !isShape { sink.emit(.shapeModifierOnNonShape(modifier.name, receiver), at: modifier.origin) }
                isShape = false
            }
            return view
        }
        sink.emit(.unknownModifier(modifier.name), at: modifier.origin, suggesting: modifier.name, from: ModifierCatalog.allNames)
        return view
    }

    // MARK: - Overload resolution

    private enum Mismatch {
        case type(argument: Int, parameter: Int)
        case content(given: Bool)
        case missing(parameter: Int)
        case extra(argument: Int)
        case unknownLabel(argument: Int)

        /// Lower is closer to what was meant: its message is the one reported.
        var rank: Int {
            switch self {
            case .type: return 0
            case .content: return 1
            case .missing: return 2
            case .extra: return 3
            case .unknownLabel: return 4
            }
        }
    }

    /// The overload `arguments` fit and the arguments converted for it; nil, with the
    /// mismatch of the closest overload reported, when none fits.
    func resolve<Build>(_ callee: String, _ overloads: [Overload<Build>], _ arguments: [SceneArgument], hasContent: Bool, origin: SceneOrigin) -> (Overload<Build>, Arguments)? {
        var best: (overload: Overload<Build>, mismatch: Mismatch)?
        for overload in overloads {
            let (assignment, mismatch) = match(overload, arguments, hasContent: hasContent)
            guard let mismatch else {
                var values = [TypedValue?](repeating: nil, count: overload.parameters.count)
                var converted = true
                for (index, parameter) in overload.parameters.enumerated() {
                    guard let argumentIndex = assignment[index] else { continue }
                    let argument = arguments[argumentIndex]
                    if let value = convert(argument.value, to: parameter.type, origin: argument.valueOrigin, parameter: self.describe(parameter, argument: argumentIndex, callee: callee), dryRun: false) {
                        values[index] = value
                    } else {
                        converted = false
                    }
                }
                return converted ? (overload, Arguments(values: values)) : nil
            }
            if best == nil || mismatch.rank < best!.mismatch.rank { best = (overload, mismatch) }
        }
        if let best { report(best.mismatch, best.overload, callee, overloads, arguments, origin) }
        return nil
    }

    /// Which argument goes to each parameter, and the first way the call does not fit.
    private func match<Build>(_ overload: Overload<Build>, _ arguments: [SceneArgument], hasContent: Bool) -> ([Int?], Mismatch?) {
        let parameters = overload.parameters
        var assignment = [Int?](repeating: nil, count: parameters.count)
        var nextUnlabeled = 0
        for (index, argument) in arguments.enumerated() {
            if let label = argument.label {
                guard let parameter = parameters.indices.first(where: { parameters[$0].label == label && assignment[$0] == nil }) else {
                    return (assignment, .unknownLabel(argument: index))
                }
                assignment[parameter] = index
            } else {
                while nextUnlabeled < parameters.count, parameters[nextUnlabeled].label != nil || assignment[nextUnlabeled] != nil {
                    nextUnlabeled += 1
                }
                guard nextUnlabeled < parameters.count else { return (assignment, .extra(argument: index)) }
                assignment[nextUnlabeled] = index
                nextUnlabeled += 1
            }
        }
        for index in parameters.indices where assignment[index] == nil && !parameters[index].isDefaulted {
            return (assignment, .missing(parameter: index))
        }
        switch (overload.content, hasContent) {
        case (.none, true): return (assignment, .content(given: true))
        case (.required, false): return (assignment, .content(given: false))
        default: break
        }
        for (index, parameter) in parameters.enumerated() {
            guard let argumentIndex = assignment[index] else { continue }
            let argument = arguments[argumentIndex]
            if convert(argument.value, to: parameter.type, origin: argument.valueOrigin, parameter: "", dryRun: true) == nil {
                return (assignment, .type(argument: argumentIndex, parameter: index))
            }
        }
        return (assignment, nil)
    }

    private func report<Build>(_ mismatch: Mismatch, _ overload: Overload<Build>, _ callee: String, _ overloads: [Overload<Build>], _ arguments: [SceneArgument], _ origin: SceneOrigin) {
        switch mismatch {
        case .type(let argumentIndex, let parameterIndex):
            let argument = arguments[argumentIndex]
            let parameter = overload.parameters[parameterIndex]
            _ = convert(argument.value, to: parameter.type, origin: argument.valueOrigin, parameter: describe(parameter, argument: argumentIndex, callee: callee), dryRun: false)
        case .content(let given):
            sink.emit(given ? .unexpectedContent(callee) : .missingContent(callee), at: origin)
        case .missing(let parameterIndex):
            let parameter = overload.parameters[parameterIndex]
            let name = parameter.label.map { "'\($0)'" } ?? "#\(parameterIndex + 1)"
            sink.emit(.missingArgument(callee, name), at: origin)
        case .extra(let argumentIndex):
            sink.emit(.extraArgument(callee), at: arguments[argumentIndex].origin)
        case .unknownLabel(let argumentIndex):
            let argument = arguments[argumentIndex]
            let label = argument.label ?? ""
            let labels = overloads.flatMap { $0.parameters.compactMap(\.label) }
            guard labels.contains(label) else {
                sink.emit(.noSuchArgument(callee, label), at: argument.origin, suggesting: label, from: labels)
                return
            }
            let others = arguments.compactMap(\.label).filter { $0 != label }
            if let other = others.first(where: { other in
                !overloads.contains { overload in overload.parameters.contains { $0.label == label } && overload.parameters.contains { $0.label == other } }
            }) {
                sink.emit(.conflictingArguments(callee, other, label), at: argument.origin)
            } else {
                sink.emit(.extraArgument(callee), at: argument.origin)
            }
        }
    }

    private func describe(_ parameter: Parameter, argument: Int, callee: String) -> String {
        parameter.label.map { "'\($0)'" } ?? "argument \(argument + 1) of '\(callee)'"
    }

    // MARK: - Conversion

    private enum Conversion {
        case success(TypedValue)
        /// The value is not of the type; the caller reports it.
        case mismatch
        /// Something inside the value was wrong and has been reported.
        case failed
    }

    /// `value` as `type`, or nil after reporting why not. A dry run only checks whether the
    /// value could be of the type, reporting nothing and building no view.
    func convert(_ value: SceneValue, to type: ParameterType, origin: SceneOrigin, parameter: @autoclosure () -> String, dryRun: Bool) -> TypedValue? {
        switch attempt(value, type, origin, dryRun) {
        case .success(let typed): return typed
        case .failed: return nil
        case .mismatch:
            if !dryRun { reportMismatch(value, type, origin, parameter()) }
            return nil
        }
    }

    private func reportMismatch(_ value: SceneValue, _ type: ParameterType, _ origin: SceneOrigin, _ parameter: String) {
        let message = SceneMessage.wrongType(expected: type.description, for: parameter, got: value.kindDescription)
        var name: String?
        if case .member(let member) = value, member.base == nil { name = member.name }
        if lenientStrings, case .string(let text) = value { name = text.hasPrefix(".") ? String(text.dropFirst()) : text }
        guard let name else {
            sink.emit(message, at: origin)
            return
        }
        let candidates = Array(ValueCatalog.members(of: type).keys) + Array(ValueCatalog.functions(of: type).keys)
        sink.emit(message, at: origin, suggesting: name, from: candidates, spelled: { "'.\($0)'" })
    }

    private func attempt(_ value: SceneValue, _ type: ParameterType, _ origin: SceneOrigin, _ dryRun: Bool) -> Conversion {
        switch type {
        case .optional(let wrapped):
            if case .null = value { return .success(.none) }
            return attempt(value, wrapped, origin, dryRun)
        case .any:
            return .success(.value(value))
        case .number:
            if case .number(let number) = value { return .success(.number(CGFloat(number.value))) }
            return named(value, type, origin, dryRun)
        case .int:
            if case .number(let number) = value, let int = number.truncatedInt { return .success(.int(int)) }
            return .mismatch
        case .string:
            if case .string(let text) = value { return .success(.string(text)) }
            return .mismatch
        case .bool:
            if case .bool(let flag) = value { return .success(.bool(flag)) }
            return .mismatch
        case .identifier:
            switch value {
            case .string(let text): return .success(.identifier(AnyHashable(text)))
            case .number(let number):
                if let int = number.truncatedInt, Double(int) == number.value { return .success(.identifier(AnyHashable(int))) }
                return .success(.identifier(AnyHashable(number.value)))
            case .bool(let flag): return .success(.identifier(AnyHashable(flag)))
            case .member(let member) where member.arguments == nil: return .success(.identifier(AnyHashable(member.name)))
            default: return .mismatch
            }
        case .view:
            return viewValue(value, dryRun)
        case .layout:
            return layoutValue(value, origin, dryRun)
        case .edges, .axes:
            if case .array(let elements) = value {
                var edges = Edge.Set(), axes = Axis.Set()
                for element in elements {
                    switch named(element, type, origin, dryRun) {
                    case .success(.edges(let more)): edges.formUnion(more)
                    case .success(.axes(let more)): axes.formUnion(more)
                    default: return .mismatch
                    }
                }
                return .success(type == .edges ? .edges(edges) : .axes(axes))
            }
            return named(value, type, origin, dryRun)
        default:
            return named(value, type, origin, dryRun)
        }
    }

    /// A value of a type with named members, initializers and static functions.
    private func named(_ value: SceneValue, _ type: ParameterType, _ origin: SceneOrigin, _ dryRun: Bool) -> Conversion {
        switch value {
        case .member(let member):
            if let typeName = member.type, !ValueCatalog.typeNames(of: type).contains(typeName) { return .mismatch }
            if let base = member.base { return chained(member, base: base, type, origin, dryRun) }
            guard let arguments = member.arguments else {
                if let typed = ValueCatalog.members(of: type)[member.name] { return .success(typed) }
                return .mismatch
            }
            if member.name == "init", let constructors = ValueCatalog.constructors(of: type) {
                if dryRun { return .success(.none) }
                return call(constructors.name, constructors.overloads, arguments, origin)
            }
            if let overloads = ValueCatalog.functions(of: type)[member.name] {
                if dryRun { return .success(.none) }
                return call("." + member.name, overloads, arguments, origin)
            }
            return .mismatch
        case .node(let node):
            guard let constructors = ValueCatalog.constructors(of: type), constructors.name == node.name, node.children == nil else { return .mismatch }
            // A colour may carry painting modifiers (`Color.red.opacity(0.5)`); nothing else may.
            let paintOnly = node.modifiers.allSatisfy { ModifierCatalog.paintOnly.contains($0.name) }
            guard node.modifiers.isEmpty || (type.unwrapped == .color && paintOnly) else { return .mismatch }
            if dryRun { return .success(.none) }
            return call(node.name, constructors.overloads, node.arguments, node.origin)
        case .string(let text) where lenientStrings:
            let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
            if let typed = ValueCatalog.members(of: type)[name] { return .success(typed) }
            if type.unwrapped == .color, let color = ValueCatalog.hexColor(text) { return .success(.color(color)) }
            return .mismatch
        default:
            return .mismatch
        }
    }

    /// A member called on another value: `.title.bold()`, `.red.opacity(0.5)`.
    private func chained(_ member: SceneMember, base: SceneValue, _ type: ParameterType, _ origin: SceneOrigin, _ dryRun: Bool) -> Conversion {
        switch type.unwrapped {
        case .font:
            let baseConversion = named(base, type, origin, dryRun)
            guard case .success(let typed) = baseConversion else { return baseConversion }
            let arguments = member.arguments ?? []
            switch (member.name, arguments.count) {
            case ("bold", 0): if case .font(let font) = typed { return .success(.font(font.bold())) }
            case ("italic", 0): if case .font(let font) = typed { return .success(.font(font.italic())) }
            case ("weight", 1):
                if dryRun { return .success(.none) }
                guard case .font(let font) = typed else { return .failed }
                guard let weight = convert(arguments[0].value, to: .fontWeight, origin: arguments[0].valueOrigin, parameter: "argument 1 of 'weight'", dryRun: false),
                      case .fontWeight(let value) = weight else { return .failed }
                return .success(.font(font.weight(value)))
            case ("monospaced", 0), ("monospacedDigit", 0), ("smallCaps", 0), ("leading", _):
                return .success(typed)
            default: break
            }
            if dryRun, case .none = typed { return .success(.none) }
            return .mismatch
        case .color where ModifierCatalog.paintOnly.contains(member.name):
            return named(base, type, origin, dryRun)
        default:
            return .mismatch
        }
    }

    /// A value built by one of `overloads` from `arguments`.
    private func call(_ callee: String, _ overloads: [Overload<ValueBuild>], _ arguments: [SceneArgument], _ origin: SceneOrigin) -> Conversion {
        guard let (overload, resolved) = resolve(callee, overloads, arguments, hasContent: false, origin: origin) else { return .failed }
        return .success(overload.build(resolved))
    }

    private func viewValue(_ value: SceneValue, _ dryRun: Bool) -> Conversion {
        switch value {
        case .node(let node):
            return .success(dryRun ? .none : .view(makeView(node)))
        case .member, .string:
            guard case .success(.color(let color)) = named(value, .color, .unknown, false) else { return .mismatch }
            return .success(.view(AnyView(color)))
        default:
            return .mismatch
        }
    }

    private func layoutValue(_ value: SceneValue, _ origin: SceneOrigin, _ dryRun: Bool) -> Conversion {
        guard case .node(let node) = value, let overloads = ViewCatalog.layouts[node.name], node.children == nil, node.modifiers.isEmpty else {
            return .mismatch
        }
        if dryRun { return .success(.none) }
        guard let (overload, arguments) = resolve(node.name, overloads, node.arguments, hasContent: false, origin: node.origin) else { return .failed }
        return .success(.layout(overload.build(arguments)))
    }
}
