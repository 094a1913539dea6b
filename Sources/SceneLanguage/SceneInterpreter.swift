import Foundation
import LayoutEngine

/// Loads scene files: `NAME.swift` (SwiftUI syntax, interpreted) and `NAME.scene.json`
/// (the same view tree as JSON). Loading never throws for a mistake in the scene; the
/// mistakes are diagnostics in the result.
///
/// What a Swift scene may hold:
/// - View structs (`struct X: View { var body: some View { … } }`) with stored properties
///   (defaults, memberwise arguments, or their own `init` assigning `self.x = …`),
///   computed properties, methods, `@State`/`@ViewBuilder` properties; enums (cases, raw
///   values, `allCases`, computed properties, methods); extensions of those; top-level
///   `let`/`var` and functions. `#if` blocks take their first branch.
/// - Previews: `#Preview("Name", traits: .fixedLayout(width:height:) | .sizeThatFitsLayout) { … }`,
///   `PreviewProvider` structs (`.previewLayout(.fixed(…))`, `.previewDisplayName`), and
///   top-level view expressions. With none, `ContentView()` on the default canvas.
/// - Statements in bodies and closures: views, `let`/`var`, `if`/`else if`/`else`,
///   `switch` over values and enum cases, `return`.
/// - Expressions: number, string (with interpolation and `specifier:`), bool and nil
///   literals; `+ - * / %`, comparisons, `&& || !`, `??`, ternaries, ranges (`..<`, `...`),
///   arrays and subscripts; closures with named or `$0` parameters; members (`.center`,
///   `Color.red`, `CGFloat.infinity`, `.degrees(30)`, `.init(…)`, `self.title`);
///   `max`, `min`, `abs`, `round`, `floor`, `ceil`, `sqrt`, `sin`, `cos`, `pow`, `stride`,
///   `CGFloat(…)`, `Double(…)`, `Int(…)`, `String(…)`, `Array(…)`, `AnyView(…)`.
/// - Views, layouts and modifiers: those of ``ViewCatalog`` and ``ModifierCatalog`` (every
///   view and layout-changing modifier LayoutEngine has, the seed layouts, `ForEach`);
///   painting modifiers are accepted unchecked; an unknown modifier is an error, and so
///   is a SwiftUI view or modifier layoutd does not lay out yet (see ``SwiftUINames``).
///
/// A scene's own `Layout` structs (and the structs, enums and functions they use) run in
/// the interpreter (``Program``); see ``SceneRuntime`` for what they did in a pass.
/// Declarations it cannot interpret (classes, protocols) are warnings, and errors where
/// they are used.
public enum SceneInterpreter {
    /// Loads a Swift scene. `path` is used only to name the file in diagnostics.
    ///
    /// With a `parseCache` (one per file), the source is parsed from the cache's previous
    /// parse of the same file and this parse kept there, so that a file saved again after a
    /// small edit is parsed again only around the edit. The result is the same either way.
    ///
    /// `stepBudget` bounds how many steps (loop iterations and calls) the scene's own layout
    /// code may take in one call from the layout engine, so an endless loop stops with an
    /// error instead of hanging the pass.
    ///
    /// `recordsSourcePositions` has every view record the line and column it is written at
    /// (``PlacedNode/sourcePosition``), for an inspector; it costs a little per view, so it
    /// is off unless asked for.
    /// `imageSizes` gives each named image (`Image("hero")`) its size in points, as an
    /// asset catalogue would; naming an image it lacks is an error.
    public static func load(source: String, path: String, parseCache: SceneParseCache? = nil, stepBudget: Int = 2_000_000, imageSizes: [String: CGSize] = [:], recordsSourcePositions: Bool = false) -> SceneLoadResult {
        let sink = DiagnosticSink()
        let reader = SwiftSceneReader(sink: sink, stepBudget: stepBudget)
        guard let previews = reader.read(source, parseCache: parseCache) else {
            return SceneLoadResult(scene: nil, diagnostics: sink.resolved(in: source.utf8))
        }
        let program = reader.program
        program.compileLayouts()
        var result = build(previews, sink: sink, lenientStrings: false, extraViewNames: reader.userViewNames, utf8: source.utf8, program: program,
                           readers: ReaderContent(evaluator: reader.evaluator, program: program), imageSizes: imageSizes, recordsSourcePositions: recordsSourcePositions)
        if program.runsDuringLayout { result.scene?.runtime = SceneRuntime(machine: program.machine, source: source, offsets: program.literals.offsetMap) }
        // Kept for the next save only when this load reported nothing, so a load that reuses
        // it reports exactly what compiling afresh would (nothing). A program was collected
        // when its text is set: a layout, a guide or an extension of a library type.
        parseCache?.compiledProgram = !program.text.isEmpty && result.diagnostics.isEmpty ? program : nil
        return result
    }

    /// Loads a scene.json (see ``SceneJSON`` for the schema).
    public static func loadJSON(data: Data, path: String, imageSizes: [String: CGSize] = [:]) -> SceneLoadResult {
        let source = String(decoding: data, as: UTF8.self)
        let sink = DiagnosticSink()
        guard let previews = SceneJSONReader(sink: sink).read(source) else {
            return SceneLoadResult(scene: nil, diagnostics: sink.resolved(in: source.utf8))
        }
        return build(previews, sink: sink, lenientStrings: true, extraViewNames: [], utf8: source.utf8, imageSizes: imageSizes)
    }

    /// Loads a scene file by its extension: `.scene.json` as JSON, anything else as Swift.
    /// Throws only when the file cannot be read.
    public static func load(contentsOf url: URL) throws -> SceneLoadResult {
        let data = try Data(contentsOf: url)
        if url.lastPathComponent.hasSuffix(".scene.json") { return loadJSON(data: data, path: url.path) }
        return load(source: String(decoding: data, as: UTF8.self), path: url.path)
    }

    /// Translates a Swift scene into the equivalent scene.json, user views expanded: the
    /// text on success, nil with the diagnostics when the scene has errors.
    public static func sceneJSON(source: String, path: String) -> (json: String?, diagnostics: [SceneDiagnostic]) {
        let sink = DiagnosticSink()
        let reader = SwiftSceneReader(sink: sink)
        let previews = reader.read(source)
        if let previews, !sink.hasErrors {
            // Building checks what the reader leaves to the factory (arguments, names).
            let factory = ViewFactory(sink: sink, lenientStrings: false)
            for preview in previews { _ = factory.makeViews(preview.nodes) }
        }
        let diagnostics = sink.resolved(in: source.utf8)
        guard let previews, !sink.hasErrors else { return (nil, diagnostics) }
        return (SceneJSONWriter.write(previews), diagnostics)
    }

    private static func build(_ previews: [PreviewDescription], sink: DiagnosticSink, lenientStrings: Bool, extraViewNames: [String], utf8: String.UTF8View, program: Program? = nil, readers: ReaderContent? = nil, imageSizes: [String: CGSize] = [:], recordsSourcePositions: Bool = false) -> SceneLoadResult {
        let factory = ViewFactory(sink: sink, lenientStrings: lenientStrings)
        factory.imageSizes = imageSizes
        if recordsSourcePositions { factory.sourceLines = LineTable(utf8) }
        factory.extraViewNames = extraViewNames + (program?.layoutNames ?? [])
        factory.program = program
        factory.readers = readers
        var built: [ScenePreview] = []
        built.reserveCapacity(previews.count)
        for preview in previews {
            let views = factory.makeViews(preview.nodes)
            let view = views.count == 1 ? views[0] : AnyView(ViewList(views))
            built.append(ScenePreview(name: preview.name, proposal: preview.proposal, device: PreviewDeviceReader.device(of: preview.nodes, sink: sink), view: view))
        }
        let diagnostics = sink.resolved(in: utf8)
        return SceneLoadResult(scene: sink.hasErrors ? nil : Scene(previews: built), diagnostics: diagnostics)
    }
}
