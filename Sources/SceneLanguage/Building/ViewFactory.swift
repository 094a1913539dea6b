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
    /// The size of each named image (`Image("hero")`), in points: the configuration's
    /// `[images]` table.
    var imageSizes: [String: CGSize] = [:]
    /// More names to suggest for an unknown view (the scene's own views).
    var extraViewNames: [String] = []
    /// The scene's own layouts, which shadow the library's of the same name.
    var program: Program?
    /// Set to record on every view where it is written (``View/sourcePosition(_:)``), for
    /// inspectors; nil (the default) records nothing and costs nothing.
    var sourceLines: LineTable?
    /// Makes the content of the scene's `GeometryReader`s during layout; nil for scene.json,
    /// which cannot hold a reader's closure.
    var readers: ReaderContent?
    /// How many values this factory has taken from the scene's compiled program (a declared
    /// guide, a closure the engine calls): a view holding one belongs to this load's
    /// program and is never kept for the next load, which may compile the program anew.
    var programReads = 0
    /// The last view looked up in the catalog (see `viewOverloads`).
    private var lastView: (name: String, overloads: [Overload<ViewBuild>]?)?

    init(sink: DiagnosticSink, lenientStrings: Bool) {
        self.sink = sink
        self.lenientStrings = lenientStrings
    }

    // MARK: - Views

    func makeViews(_ nodes: [SceneNode]) -> [AnyView] {
        nodes.map(makeView)
    }

    func makeView(_ node: SceneNode) -> AnyView {
        guard let memo = node.memo else { return build(node) }
        if let view = memo.view, sourceLines == nil || memo.builtAt == node.origin.offset { return view }
        let reported = sink.pending.count, reads = programReads
        let view = build(node)
        if sink.pending.count == reported, programReads == reads {
            memo.view = view
            memo.builtAt = sourceLines == nil ? nil : node.origin.offset
        }
        return view
    }

    private func build(_ node: SceneNode) -> AnyView {
        let isImage = !node.isExpansion && node.name == "Image" && !(program?.declaresLayout(node.name) ?? false)
        let imageMethods = isImage ? leadingImageMethods(node.modifiers) : 0
        var view = locating(isImage ? makeImage(node, methods: node.modifiers.prefix(imageMethods)) : makeBase(node), at: node.origin)
        // Read only by the modifiers: a view with none is never looked up.
        var isShape = !node.modifiers.isEmpty && !node.isExpansion && ModifierCatalog.shapes.contains(node.name)
        for modifier in node.modifiers.dropFirst(imageMethods) {
            view = locating(apply(modifier, to: view, receiver: node.name, isShape: &isShape), at: modifier.origin)
        }
        return view
    }

    /// `view` recording `origin` as its source location, when locations are recorded.
    private func locating(_ view: AnyView, at origin: SceneOrigin) -> AnyView {
        guard let sourceLines, let offset = origin.offset else { return view }
        let location = sourceLines.location(of: offset)
        return AnyView(view.sourcePosition(SourcePosition(line: location.line, column: location.column)))
    }

    private func makeBase(_ node: SceneNode) -> AnyView {
        if node.isExpansion || node.name == "ForEach" {
            return AnyView(ViewList(makeViews(node.children ?? [])))
        }
        if Self.isConcatenation(node) { return makeConcatenation(node.children!) }
        if let program, program.declaresLayout(node.name) {
            let layout = program.makeLayout(named: node.name, arguments: node.arguments, origin: node.origin)
            guard let children = node.children else {
                if layout != nil { sink.emit(.layoutNeedsContent(node.name), at: node.origin) }
                return AnyView(EmptyView())
            }
            let views = makeViews(children)
            guard let layout else { return AnyView(EmptyView()) }
            return AnyView(AnyLayout(layout) { ViewList(views) })
        }
        if node.name == "GeometryReader", let readers, case .closure(let closure)? = node.arguments.first?.value {
            return readers.reader(for: node, closure: closure, factory: self)
        }
        if let overloads = viewOverloads(node.name) {
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
        } else if node.name == "GeometryReader" {
            sink.emit(.readerNeedsSwift, at: node.origin)
        } else if ViewCatalog.isSwiftUIViewNotLaidOut(node.name) {
            sink.emit(.notLaidOutInScenes(node.name), at: node.origin)
        } else {
            sink.emit(.unknownView(node.name), at: node.origin, suggesting: node.name, from: ViewCatalog.suggestedNames + extraViewNames)
        }
        _ = makeViews(node.children ?? [])
        return AnyView(EmptyView())
    }

    /// The catalog's overloads of a view, the last name's remembered: a `ForEach`'s views
    /// are usually all one view, and hashing its name for each costs as much as matching
    /// its arguments.
    private func viewOverloads(_ name: String) -> [Overload<ViewBuild>]? {
        if let last = lastView, last.name == name { return last.overloads }
        let overloads = ViewCatalog.views[name]
        lastView = (name, overloads)
        return overloads
    }

    // MARK: - Modifiers

    private func apply(_ modifier: SceneModifier, to view: AnyView, receiver: String, isShape: inout Bool) -> AnyView {
        if modifier.name == "layoutValue", let program, let keyed = sceneLayoutValue(modifier, program) { return AnyView(view.layoutValue(objectKey: keyed.0, value: keyed.1)) }
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
                let wasShape = isShape
                if !wasShape { sink.emit(.shapeModifierOnNonShape(modifier.name, receiver), at: modifier.origin) }
                isShape = false
                // Painting only, but a picture draws a stroked shape as an outline.
                if wasShape, ModifierCatalog.stroking.contains(modifier.name) { return AnyView(view.strokedShapes()) }
            }
            return view
        }
        if Self.imageMethods.contains(modifier.name) {
            sink.emit(.imageMethodOnView(modifier.name, receiver), at: modifier.origin)
        } else if SwiftUINames.modifiers.contains(modifier.name) {
            sink.emit(.notLaidOutInScenes(modifier.name, kind: "modifier"), at: modifier.origin)
        } else {
            sink.emit(.unknownModifier(modifier.name), at: modifier.origin, suggesting: modifier.name, from: ModifierCatalog.suggestedNames)
        }
        return view
    }
}

extension ViewFactory {
    /// `.layoutValue(key: K.self, value: v)` with a key the scene declares: the key type
    /// and the value; nil when the key is not the scene's (or the mistake was reported,
    /// then with the view unchanged).
    fileprivate func sceneLayoutValue(_ modifier: SceneModifier, _ program: Program) -> (StructType, Value)? {
        let arguments = modifier.arguments
        guard arguments.count == 2, arguments[0].label == "key", arguments[1].label == "value" else { return nil }
        do {
            return try program.layoutValue(key: arguments[0].value, value: arguments[1].value)
        } catch let trap as Trap {
            sink.emit(.error("layout-value", trap.message), at: arguments[1].valueOrigin)
            return nil
        } catch {
            return nil
        }
    }
}
