import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// Differential tests of the seed listings: each scene in scenes/layouts/*-listing.swift holds
/// a seed article's layout pasted verbatim, and must place every view as the listing compiled
/// in this target does.
///
/// For each scene file, read from disk, one test checks that its layouts are the listings'
/// text (cut out of both files, dedented; a layout the scene renames counts under its scene
/// name), and another lays out each of its previews and the equivalent compiled view at the
/// preview's proposal, each with its own LayoutHost: the two placed trees must have the same
/// shape, the same kind at each node (a compiled kind without its namespace, renamed as the
/// scene renames it), the same texts and frames within 0.001 pt.
@Suite("Seed scenes, interpreted and compiled")
struct SeedScenesDifferentialTests {
    @Test(arguments: SeedScenes.all.map(\.file))
    func sceneLayoutsAreTheListingsVerbatim(_ file: String) throws {
        let seed = try #require(SeedScenes.named(file))
        let scene = try SeedScenes.text(of: SeedScenes.scenesDirectory.appendingPathComponent(file))
        let listing = try SeedScenes.text(of: SeedScenes.listingsDirectory.appendingPathComponent(seed.listing))
        for header in seed.declarations {
            let renamed = seed.renamedHeader(header)
            let cutFromListing = SeedScenes.declaration(startingWith: header, in: listing)
            let cutFromScene = SeedScenes.declaration(startingWith: renamed, in: scene)
            let original = try #require(cutFromListing, "no '\(header)' in \(seed.listing)")
            let pasted = try #require(cutFromScene, "no '\(renamed)' in \(file)")
            let expected = original.replacingOccurrences(of: header, with: renamed, range: original.startIndex..<(original.firstIndex(of: "\n") ?? original.endIndex))
            #expect(pasted == expected, "'\(renamed)' in \(file) differs from '\(header)' in \(seed.listing)")
        }
        // Every layout the scene declares is one of the listing's.
        let sceneLayouts = scene.split(separator: "\n").filter { $0.hasPrefix("struct ") && $0.hasSuffix(": Layout {") }.map(String.init)
        #expect(Set(sceneLayouts) == Set(seed.declarations.filter { $0.hasSuffix(": Layout {") }.map(seed.renamedHeader)))
    }

    @Test(arguments: SeedScenes.all.map(\.file))
    func sceneInterpretedMatchesListingCompiled(_ file: String) throws {
        let seed = try #require(SeedScenes.named(file))
        let path = "scenes/layouts/\(file)"
        let source = try SeedScenes.text(of: SeedScenes.scenesDirectory.appendingPathComponent(file))
        let result = SceneInterpreter.load(source: source, path: path)
        // A warning fails too: an ignored layout would be compared through a built-in of the
        // same name (FlowLayout, CornerLayout, CircleLayout, BalancedHStack).
        let problems = result.diagnostics.filter { $0.severity == .error || $0.severity == .warning }
        #expect(problems.isEmpty, "the scene has diagnostics:\n\(SceneDiagnostic.render(problems, source: source, path: path))")
        let scene = try #require(result.scene, "the scene did not load")
        #expect(scene.runtime != nil, "the scene runs no layout of its own")
        #expect(scene.previews.map(\.name).sorted() == seed.compiled.keys.sorted())
        for preview in scene.previews {
            let compiled = try #require(seed.compiled[preview.name], "no compiled view for preview '\(preview.name)'")
            let proposal = try #require(preview.proposal, "preview '\(preview.name)' asks for the default canvas")
            scene.runtime?.beginPass()
            let interpreted = LayoutHost().place(preview.view, proposal: proposal)
            if let failure = scene.runtime?.failure {
                Issue.record("preview '\(preview.name)': the layout failed:\n\(SceneDiagnostic.render([failure], source: source, path: path))")
                continue
            }
            let expected = LayoutHost().place(compiled, proposal: proposal)
            let left = SeedScenes.nodes(interpreted.root), right = SeedScenes.nodes(expected.root, renaming: seed.renames)
            if let index = (0..<max(left.count, right.count)).first(where: { $0 >= min(left.count, right.count) || !left[$0].matches(right[$0]) }) {
                Issue.record("""
                    preview '\(preview.name)' differs at node \(index):
                    interpreted:
                    \(left.map(\.description).joined(separator: "\n"))
                    compiled:
                    \(right.map(\.description).joined(separator: "\n"))
                    """)
            }
            #expect(interpreted.size == expected.size, "preview '\(preview.name)'")
        }
    }
}

/// A seed scene: its file in scenes/layouts, the listing in this folder its layouts come
/// from, and the compiled view equivalent to each of its previews.
struct SeedScene {
    var file: String
    var listing: String
    /// The first line of each declaration the scene pastes, as the listing has it.
    var declarations: [String]
    /// Layout type names the scene gives otherwise than the listing: listing name → scene name.
    var renames: [String: String] = [:]
    /// The compiled view for each preview, by preview name.
    var compiled: [String: AnyView]

    /// `header` with the scene's name for the type it declares.
    func renamedHeader(_ header: String) -> String {
        renames.reduce(header) { $0.replacingOccurrences(of: "struct \($1.key):", with: "struct \($1.value):") }
    }
}

enum SeedScenes {
    static let listingsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let scenesDirectory = listingsDirectory.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scenes").appendingPathComponent("layouts")

    static var all: [SeedScene] {
        let flowPreviews = ["Narrow", "Wide", "Fits"]
        func everyPreview(_ names: [String], _ view: some View) -> [String: AnyView] {
            Dictionary(uniqueKeysWithValues: names.map { ($0, AnyView(view)) })
        }
        return [
            SeedScene(file: "flow-spacing-listing.swift", listing: "FlowLayoutSpacingArticle.swift",
                      declarations: ["struct FlowLayout: Layout {"],
                      compiled: everyPreview(flowPreviews, FlowLayoutSpacingArticle.ContentView())),
            SeedScene(file: "flow-preferred-spacing-listing.swift", listing: "FlowLayoutSpacingArticle.swift",
                      declarations: ["struct PreferredFlowLayout: Layout {"], renames: ["PreferredFlowLayout": "FlowLayout"],
                      compiled: everyPreview(flowPreviews, FlowLayoutSpacingArticle.PreferredContentView())),
            SeedScene(file: "flow-cache-listing.swift", listing: "LayoutCachingArticle.swift",
                      declarations: ["struct FlowLayout: Layout {"],
                      compiled: everyPreview(flowPreviews, LayoutCachingArticle.FlowLayout { helloWorld }.border(Color.red))),
            SeedScene(file: "corner-layouts-listing.swift", listing: "CustomLayoutsArticle.swift",
                      declarations: ["struct FirstCornerLayout: Layout {", "struct CornerLayout: Layout {"],
                      compiled: [
                          "Corners": AnyView(CustomLayoutsArticle.CornerLayout(spacing: 8) { marks }.border(Color.gray)),
                          "First corners": AnyView(CustomLayoutsArticle.FirstCornerLayout { marks }.border(Color.gray)),
                      ]),
            SeedScene(file: "circle-layout-listing.swift", listing: "CustomLayoutsArticle.swift",
                      declarations: ["struct CircleLayout: Layout {"],
                      compiled: [
                          "Circle": AnyView(CustomLayoutsArticle.CircleLayout(radius: 100, rotation: .degrees(0)) {
                              ForEach(0..<8) { ix in Text("\(ix)").padding(8).background(Circle().fill(hue(ix))) }
                          }.border(Color.gray)),
                          "Rotated": AnyView(CustomLayoutsArticle.CircleLayout(radius: 100, rotation: .degrees(22.5)) {
                              ForEach(0..<8) { ix in Text("\(ix)").padding(8) }
                          }),
                      ]),
            SeedScene(file: "balanced-stack-listing.swift", listing: "SimpleLayoutEngineArticles.swift",
                      declarations: ["struct BalancedHStack: Layout {", "struct BalancedStack: Layout {", "extension SLEDirection {"],
                      compiled: everyPreview(["Wide", "Narrow"], BalancedStackArticle.Example()).merging(
                          ["Balanced row": AnyView(BalancedStackArticle.BalancedHStack { BalancedStackArticle.TextList() })]
                      ) { $1 }),
        ]
    }

    static func named(_ file: String) -> SeedScene? {
        all.first { $0.file == file }
    }

    /// The flow articles' three texts.
    @ViewBuilder static var helloWorld: some View {
        Text("Hello").font(.largeTitle)
        Text("World").font(.title)
        Text("!!!").font(.title3)
    }

    /// The custom layouts article's colour for view `ix`.
    static func hue(_ ix: Int) -> Color {
        Color(hue: .init(ix)/10, saturation: 0.8, brightness: 0.8)
    }

    /// The corner scene's four marks.
    static var marks: some View {
        ForEach(0..<4) { ix in Text("Mark \(ix)").padding().background(Capsule().fill(hue(ix))) }
    }

    static func text(of url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    // MARK: Cutting declarations

    /// The declaration whose first line holds `header` (`struct FlowLayout: Layout {`), from
    /// the start of that line to the brace closing `header`'s brace, skipping braces in string
    /// literals and line comments; dedented.
    static func declaration(startingWith header: String, in text: String) -> String? {
        guard let found = text.range(of: header) else { return nil }
        let lineStart = text[..<found.lowerBound].lastIndex(of: "\n").map(text.index(after:)) ?? text.startIndex
        var depth = 0, inString = false, inComment = false, escaped = false
        for index in text[found.lowerBound...].indices {
            let character = text[index]
            if character == "\n" {
                inString = false; inComment = false
            } else if inComment {
                continue
            } else if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "/", text[index...].hasPrefix("//") {
                inComment = true
            } else if character == "{" {
                depth += 1
            } else if character == "}" {
                depth -= 1
                if depth == 0 { return dedent(text[lineStart...index]) }
            }
        }
        return nil
    }

    /// `text` without the indentation its non-blank lines share; blank lines empty.
    static func dedent(_ text: Substring) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let common = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(common)) }.joined(separator: "\n")
    }

    // MARK: Comparing placed trees

    /// One node of a placed tree, in preorder: its depth (the depths in order give the shape),
    /// its kind without namespaces (`FlowLayoutSpacingArticle.FlowLayout` is `FlowLayout`),
    /// its text and frame.
    struct Node: CustomStringConvertible {
        var depth: Int, kind: String, text: String?, frame: CGRect

        func matches(_ other: Node) -> Bool {
            func close(_ a: CGFloat, _ b: CGFloat) -> Bool { a == b || abs(a - b) <= 0.001 }
            return depth == other.depth && kind == other.kind && text == other.text
                && close(frame.minX, other.frame.minX) && close(frame.minY, other.frame.minY)
                && close(frame.width, other.frame.width) && close(frame.height, other.frame.height)
        }

        var description: String {
            String(repeating: "  ", count: depth) + kind + (text.map { " \"\($0)\"" } ?? "")
                + " (\(frame.minX), \(frame.minY), \(frame.width)×\(frame.height))"
        }
    }

    /// The nodes of `root`'s tree in preorder, kinds renamed by `renaming`.
    static func nodes(_ root: PlacedNode, renaming: [String: String] = [:], depth: Int = 0) -> [Node] {
        let kind = root.kind.split(separator: ".").last.map(String.init) ?? root.kind
        return [Node(depth: depth, kind: renaming[kind] ?? kind, text: root.text, frame: root.frame)]
            + root.children.flatMap { nodes($0, renaming: renaming, depth: depth + 1) }
    }
}
