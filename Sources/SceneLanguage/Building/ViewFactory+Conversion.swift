import Foundation
import LayoutEngine
import SwiftSyntax

/// Conversion: an untyped value (`.center`, `Color(hue: …)`, `"#FF0000"` in JSON) as what a
/// parameter expects.
extension ViewFactory {
    enum Conversion {
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
        case .success(let typed):
            // Checked only once an overload is chosen: a number out of range is the right
            // type, and saying so beats "no overload fits".
            if !dryRun, case .number(let number) = typed, let problem = NumberRule(type).problem(with: Double(number), parameter: parameter()) {
                sink.emit(problem, at: origin)
                return nil
            }
            return typed
        case .failed: return nil
        case .mismatch:
            if !dryRun { reportMismatch(value, type, origin, parameter()) }
            return nil
        }
    }

    func reportMismatch(_ value: SceneValue, _ type: ParameterType, _ origin: SceneOrigin, _ parameter: String) {
        if case .number(let number) = value, number.kind == .int, let floating = type.floatingPointName {
            sink.emit(.error("type-mismatch", "cannot convert value of type 'Int' to expected argument type '\(floating)' for \(parameter)"), at: origin,
                      notes: [(.note("type-mismatch", "convert it with '\(floating)(…)'"), origin)])
            return
        }
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

    func attempt(_ value: SceneValue, _ type: ParameterType, _ origin: SceneOrigin, _ dryRun: Bool) -> Conversion {
        switch type {
        case .optional(let wrapped):
            if case .null = value { return .success(.none) }
            return attempt(value, wrapped, origin, dryRun)
        case .any:
            return .success(.value(value))
        case .acceptingInt(let wrapped):
            guard case .number(var number) = value, number.kind == .int else { return attempt(value, wrapped, origin, dryRun) }
            number.kind = .double
            return attempt(.number(number), wrapped, origin, dryRun)
        case .number, .length, .frameLength, .frameMaximum:
            // Swift converts no `Int` to a floating-point parameter (`let w = 40;
            // .frame(width: w)` does not compile); a literal takes the parameter's type.
            if case .number(let number) = value, number.kind != .int { return .success(.number(CGFloat(number.value))) }
            if case .number = value { return .mismatch }
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
        case .guide:
            return guide(value, origin, dryRun)
        case .guideFormula:
            return guideFormula(value, origin, dryRun)
        case .lengthFunction:
            return engineClosure(value, dryRun)
        case .view:
            return viewValue(value, dryRun)
        case .layout:
            return layoutValue(value, origin, dryRun)
        case .gridItems:
            return gridItems(value, origin, dryRun)
        case .environmentKey(let name):
            return environmentKey(value, name, origin, dryRun)
        case .range(let bound):
            return rangeValue(value, bound, origin, dryRun)
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
    func named(_ value: SceneValue, _ type: ParameterType, _ origin: SceneOrigin, _ dryRun: Bool) -> Conversion {
        switch value {
        case .member(let member):
            if let typeName = member.type, !ValueCatalog.typeNames(of: type).contains(typeName) { return .mismatch }
            if let base = member.base { return chained(member, base: base, type, origin, dryRun) }
            guard let arguments = member.arguments else {
                if let typed = ValueCatalog.members(of: type)[member.name] { return .success(typed) }
                return declaredMember(member, type, origin, dryRun)
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
    func chained(_ member: SceneMember, base: SceneValue, _ type: ParameterType, _ origin: SceneOrigin, _ dryRun: Bool) -> Conversion {
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
            case ("monospaced", 0): if case .font(let font) = typed { return .success(.font(font.monospaced())) }
            case ("monospacedDigit", 0), ("smallCaps", 0), ("leading", _):
                return .success(typed)
            default: break
            }
            if dryRun, case .none = typed { return .success(.none) }
            return .mismatch
        case .color where ModifierCatalog.paintOnly.contains(member.name):
            return named(base, type, origin, dryRun)
        case .numberFormat:
            let baseConversion = named(base, type, origin, dryRun)
            guard case .success(let typed) = baseConversion else { return baseConversion }
            if dryRun, case .none = typed { return .success(.none) }
            guard case .numberFormat(var format) = typed, let arguments = member.arguments, arguments.count == 1 else { return .mismatch }
            switch (member.name, arguments[0].value) {
            case ("precision", .member(let precision)) where precision.base == nil:
                guard let bounds = precision.arguments?.first.flatMap({ Self.digitBounds($0.value) }), precision.arguments?.count == 1 else { return .mismatch }
                switch precision.name {
                case "fractionLength": format.precision = .fractionLength(bounds)
                case "significantDigits": format.precision = .significantDigits(bounds)
                default: return .mismatch
                }
            case ("grouping", .member(let grouping)) where grouping.arguments == nil && ["never", "automatic"].contains(grouping.name):
                format.isGrouped = grouping.name == "automatic"
            default:
                return .mismatch
            }
            return .success(.numberFormat(format))
        default:
            return .mismatch
        }
    }

    /// `2` or `0...2` in `.fractionLength(2)`: a number of digits, or the least and most.
    private static func digitBounds(_ value: SceneValue) -> ClosedRange<Int>? {
        switch value {
        case .number(let number):
            guard let count = number.truncatedInt, count >= 0 else { return nil }
            return count...count
        case .range(let lower, let upper, _):
            guard lower >= 0, upper > lower else { return nil }
            return lower...(upper - 1)
        default:
            return nil
        }
    }

    /// A value built by one of `overloads` from `arguments`.
    func call(_ callee: String, _ overloads: [Overload<ValueBuild>], _ arguments: [SceneArgument], _ origin: SceneOrigin) -> Conversion {
        guard let (overload, resolved) = resolve(callee, overloads, arguments, hasContent: false, origin: origin) else { return .failed }
        return .success(overload.build(resolved))
    }

    func viewValue(_ value: SceneValue, _ dryRun: Bool) -> Conversion {
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

    func layoutValue(_ value: SceneValue, _ origin: SceneOrigin, _ dryRun: Bool) -> Conversion {
        if case .node(let node) = value, let program, program.declaresLayout(node.name), node.children == nil, node.modifiers.isEmpty {
            if dryRun { return .success(.none) }
            guard let layout = program.makeLayout(named: node.name, arguments: node.arguments, origin: node.origin) else { return .failed }
            return .success(.layout(AnyLayout(layout)))
        }
        guard case .node(let node) = value, let overloads = ViewCatalog.layouts[node.name], node.children == nil, node.modifiers.isEmpty else {
            return .mismatch
        }
        if dryRun { return .success(.none) }
        guard let (overload, arguments) = resolve(node.name, overloads, node.arguments, hasContent: false, origin: node.origin) else { return .failed }
        return .success(.layout(overload.build(arguments)))
    }

    /// A guide closure (in scene.json, its text) compiled to a formula; its mistakes are
    /// reported at the expression they are about.
    func guideFormula(_ value: SceneValue, _ origin: SceneOrigin, _ dryRun: Bool) -> Conversion {
        let closure: ClosureExprSyntax
        var scope: Scope?
        var pointsIntoSource = true
        switch value {
        case .closure(let sceneClosure):
            closure = sceneClosure.syntax
            scope = sceneClosure.scope
        case .string(let text) where lenientStrings:
            // Any text is meant as the closure: choosing the overload by it would report the
            // guide instead of the text.
            if dryRun { return .success(.none) }
            guard let parsed = GuideFormulaCompiler.closure(parsing: text) else {
                sink.emit(.guideClosureText, at: origin)
                return .failed
            }
            closure = parsed
            pointsIntoSource = false
        default:
            return .mismatch
        }
        if dryRun { return .success(.none) }
        // A guide the scene declares (`d[.midAccountAndName]`) is a static member the
        // interpreter computes, as in a view's arguments.
        let declaredGuides: GuideFormulaCompiler.DeclaredGuides? = program.map { program in
            { [unowned self] name, typeName in
                let value = try program.staticMember(name, ofLibraryType: typeName)
                if value != nil { programReads += 1 }
                return value
            }
        }
        switch GuideFormulaCompiler(closure, scope: scope, declaredGuides: declaredGuides).compile(closure) {
        case .success(let formula):
            return .success(.guideFormula(formula))
        case .failure(let failure):
            sink.emit(failure.message, at: pointsIntoSource ? failure.syntax?.origin ?? origin : origin)
            return .failed
        }
    }

    /// A closure the engine calls, compiled by the interpreter; its mistakes are reported
    /// where they are. A scene.json cannot hold one.
    func engineClosure(_ value: SceneValue, _ dryRun: Bool) -> Conversion {
        guard case .closure(let closure) = value, let program else { return .mismatch }
        if dryRun { return .success(.none) }
        guard let compiled = program.engineClosure(closure) else { return .failed }
        programReads += 1
        return .success(.engineClosure(compiled))
    }

    /// A lazy grid's items: each element of the array a `GridItem(…)`, its mistakes reported
    /// at the argument.
    func gridItems(_ value: SceneValue, _ origin: SceneOrigin, _ dryRun: Bool) -> Conversion {
        guard case .array(let elements) = value else { return .mismatch }
        var items: [GridItem] = []
        for (index, element) in elements.enumerated() {
            switch named(element, .gridItem, origin, dryRun) {
            case .success(.gridItem(let item)): items.append(item)
            case .success: continue
            case .failed: return .failed
            case .mismatch:
                if dryRun { return .mismatch }
                reportMismatch(element, .gridItem, origin, "element \(index + 1) of the grid items")
                return .failed
            }
        }
        return .success(dryRun ? .none : .gridItems(items))
    }

    /// A guide of either axis: the one whose type has a member of that name.
    func guide(_ value: SceneValue, _ origin: SceneOrigin, _ dryRun: Bool) -> Conversion {
        let horizontal = named(value, .horizontalAlignment, origin, true)
        let vertical = named(value, .verticalAlignment, origin, true)
        switch (horizontal, vertical) {
        case (.success, .success):
            if dryRun { return .success(.none) }
            if case .member(let member) = value { sink.emit(.guideClosureAmbiguous(member.name), at: origin) }
            return .failed
        case (.success, _): return dryRun ? .success(.none) : named(value, .horizontalAlignment, origin, false)
        case (_, .success): return dryRun ? .success(.none) : named(value, .verticalAlignment, origin, false)
        default: return .mismatch
        }
    }
}
