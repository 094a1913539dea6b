// SceneProbe: times loading a generated Swift scene, for profilers and quick measurements.
//
//   SceneProbe [VIEWS | --files BEFORE AFTER] [--foreach] --workspace [--seconds S | --loop N]
//                                        the daemon's whole pass after each save (Workspace.render),
//                                        timed, or run N times untimed for profilers
//   SceneProbe [VIEWS] [--foreach] --workspace --cold [--seconds S]   the same pass on a new
//                                        workspace each time (as `layoutd render`), timed
//   SceneProbe [VIEWS | --files BEFORE AFTER] [--foreach] [--seconds S]   parse alone, an incremental re-parse,
//                                        SceneInterpreter.load and load after a one-row edit,
//                                        timed (median, min)
//   SceneProbe [VIEWS] [--foreach] --loop N [--parse | --edited [--evict] | --fresh-cache | --layout]  load
//                                        (or only parse, or load the edited and the first version
//                                        in turn through one `SceneParseCache`, or load through a
//                                        new `SceneParseCache` each time, as a daemon's first load
//                                        of a file, or lay out the edited and the first version in
//                                        turn on one `LayoutHost`, as the daemon re-lays out a
//                                        saved edit) N times, untimed, for profilers
//
// VIEWS is the scene's size. By default (1000 views) the scene is the one the SceneBenchmarks
// use, `generatedScene(views:)`: a VStack of VIEWS / 4 rows, each an HStack of a Text, a
// Spacer and a fixed Color, every view its own syntax; the edit changes one row's text.
// With `--files BEFORE AFTER` the scene is read from BEFORE and its edited version from AFTER
// (such as the daemon benchmark's scenes at two widths).
// With `--foreach` (default 10000 views) it is the daemon's ForEach benchmark scene,
// `forEachScene(views:)`: a FlowLayout of a fixed Color and `ForEach(1..<VIEWS)` of a Text,
// one closure evaluated per element; the edit changes the Color's width. "parse" is
// swift-syntax's parser alone on the same text (what no interpreter can go below); "parse,
// halves on two threads" (generated scenes only) is the parser on the scene with half its rows
// and, at the same time on another thread, on the other half's rows alone (what a parse
// split over two cores could go down to); "load" is
// the whole `SceneInterpreter.load(source:path:)`: parse, evaluate and build the views.
// "re-parse" is swift-syntax's incremental parse of the scene with that edit, given the
// previous parse; "load, … edited" is the whole load given a `SceneParseCache` holding the
// previous version's parse, as the daemon loads a saved edit.
// Each is run once before timing, so one-time process costs (type metadata, conformance
// caches, the catalogs' tables) are not measured, as in a long-running daemon.
//
// The measured calls are `probeParse` and `probeLoad`, never inlined, so that
// `valgrind --tool=callgrind --toggle-collect='*probeLoad*' SceneProbe --loop 1` counts the
// instructions of exactly one load (the warm-up load is made outside them).
import Foundation
import LayoutDaemon
import LayoutEngine
import SceneLanguage
import SceneShapes
import SwiftParser
import SwiftSyntax

/// The parser alone, as the interpreter calls it. Never inlined, so that profiles name it.
@inline(never)
func probeParse(_ source: String) -> SourceFileSyntax {
    Parser.parse(source: source)
}

/// The parser on both halves of a scene at once, the first on this thread and the second on
/// another: what parsing the scene would take at best if swift-syntax could split one file
/// over this machine's two cores (joining the two trees, which it cannot, is not counted).
/// Never inlined, so that profiles name it.
@inline(never)
func probeSplitParse(_ halves: (first: String, second: String)) -> (SourceFileSyntax, SourceFileSyntax) {
    nonisolated(unsafe) var second: SourceFileSyntax?
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) { second = Parser.parse(source: halves.second) }
    let first = Parser.parse(source: halves.first)
    group.wait()
    return (first, second!)
}

/// The whole load. Never inlined, so that profiles name it.
@inline(never)
func probeLoad(_ source: String) -> SceneLoadResult {
    SceneInterpreter.load(source: source, path: "big.swift")
}

/// The whole load from the previous parse in `cache`. Never inlined, so that profiles name it.
@inline(never)
func probeLoad(_ source: String, from cache: SceneParseCache) -> SceneLoadResult {
    SceneInterpreter.load(source: source, path: "big.swift", parseCache: cache)
}

/// One layout of a loaded scene's first preview on `host`, as the daemon lays out a scene
/// after a save. Never inlined, so that profiles name it.
@inline(never)
func probeLayout(_ result: SceneLoadResult, on host: LayoutHost) -> Placement {
    let preview = result.scene!.previews[0]
    return host.place(preview.view, proposal: preview.proposal ?? ProposedViewSize(width: 390, height: 844))
}

/// One pass of the daemon's workspace after a save of `path`. Never inlined, so that
/// `valgrind --tool=callgrind --toggle-collect='*probeWorkspacePass*'` counts exactly it.
@inline(never)
func probeWorkspacePass(_ workspace: Workspace, scene path: String) -> SceneReport {
    workspace.render(scene: path)
}

/// The scene with row `number`'s text changed.
func edited(_ source: String, row number: Int) -> String {
    let row = "Text(\"Row \\(\(number) + 0)\")"
    guard let range = source.range(of: row) else { fatalError("no row \(number) in the generated scene") }
    return source.replacingCharacters(in: range, with: "Text(\"Row \\(\(number) + 1)\")")
}

/// The edit that turns `old` into `new`: what lies between their common prefix and suffix.
func edit(from old: String, to new: String) -> SourceEdit {
    let old = Array(old.utf8), new = Array(new.utf8)
    var prefix = 0
    while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < min(old.count, new.count) - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
    return SourceEdit(range: AbsolutePosition(utf8Offset: prefix)..<AbsolutePosition(utf8Offset: old.count - suffix), replacement: Array(new[prefix..<(new.count - suffix)]))
}

/// Runs `body` repeatedly for about `seconds` (at least 5 times) and gives each run's
/// nanoseconds, running `before` (untimed) before each. What `body` returns is released
/// after the clock stops.
func time<T>(seconds: Double, before: () -> Void = {}, _ body: () -> T) -> [UInt64] {
    var samples: [UInt64] = []
    var spent: UInt64 = 0
    while samples.count < 5 || (Double(spent) < seconds * 1e9 && samples.count < 100_000) {
        before()
        let start = DispatchTime.now().uptimeNanoseconds
        let result = body()
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        withExtendedLifetime(result) {}
        samples.append(elapsed)
        spent += elapsed
    }
    return samples
}

func summary(_ name: String, _ samples: [UInt64]) -> String {
    let sorted = samples.sorted()
    let median = Double(sorted[sorted.count / 2]) / 1e6
    let minimum = Double(sorted[0]) / 1e6
    return "\(name): median \(String(format: "%.3f", median)) ms, min \(String(format: "%.3f", minimum)) ms over \(samples.count) runs"
}

/// The median time of each phase of the workspace's passes.
func phaseSummary(_ phases: [SceneReport.Timings]) -> String {
    let median = { (values: [Double]) in values.sorted()[values.count / 2] / 1000 }
    return String(format: "  median phases: parse %.2f, layout %.2f, render %.2f, write %.2f ms", median(phases.map(\.parse)), median(phases.map(\.layout)), median(phases.map(\.render)), median(phases.map(\.write)))
}

func usage() -> Never {
    FileHandle.standardError.write(Data("usage: SceneProbe [VIEWS | --files BEFORE AFTER] [--foreach] [--workspace [--cold]] [--seconds S | --loop N [--parse | --edited [--evict] | --fresh-cache | --layout]]\n".utf8))
    exit(64)
}

/// Removes `name` and the value after it from `arguments`.
func option(_ name: String, in arguments: inout [String]) -> String? {
    guard let index = arguments.firstIndex(of: name) else { return nil }
    guard index + 1 < arguments.count else { usage() }
    let value = arguments[index + 1]
    arguments.removeSubrange(index...index + 1)
    return value
}

var arguments = Array(CommandLine.arguments.dropFirst())
let seconds = option("--seconds", in: &arguments).map { Double($0) ?? { usage() }() } ?? 2
let loop = option("--loop", in: &arguments).map { Int($0) ?? { usage() }() }
let parseOnly = arguments.firstIndex(of: "--parse").map { arguments.remove(at: $0) } != nil
let loopsEdits = arguments.firstIndex(of: "--edited").map { arguments.remove(at: $0) } != nil
let loopsFreshCaches = arguments.firstIndex(of: "--fresh-cache").map { arguments.remove(at: $0) } != nil
let loopsLayouts = arguments.firstIndex(of: "--layout").map { arguments.remove(at: $0) } != nil
let evictsCaches = arguments.firstIndex(of: "--evict").map { arguments.remove(at: $0) } != nil
let isForEach = arguments.firstIndex(of: "--foreach").map { arguments.remove(at: $0) } != nil
let probesWorkspace = arguments.firstIndex(of: "--workspace").map { arguments.remove(at: $0) } != nil
let probesColdWorkspace = arguments.firstIndex(of: "--cold").map { arguments.remove(at: $0) } != nil
// `--files BEFORE AFTER`: any scene and its edited version, read from files.
let files = arguments.firstIndex(of: "--files").map { index -> (String, String) in
    guard index + 2 < arguments.count,
          let before = try? String(contentsOfFile: arguments[index + 1], encoding: .utf8),
          let after = try? String(contentsOfFile: arguments[index + 2], encoding: .utf8) else { usage() }
    arguments.removeSubrange(index...index + 2)
    return (before, after)
}
guard arguments.count <= 1 else { usage() }
let views = arguments.first.map { Int($0) ?? { usage() }() } ?? (isForEach ? 10000 : 1000)
guard views >= (isForEach ? 2 : 8) else { usage() }
let source = files?.0 ?? (isForEach ? forEachScene(views: views) : generatedScene(views: views))
// The scene after a small edit: the middle row's text, or the ForEach scene's Color's width.
let changed = files?.1 ?? (isForEach ? forEachScene(views: views, width: 21) : edited(source, row: views / 8))
let editName = files != nil ? "edited" : isForEach ? "width edited" : "one row edited"

// The scene must load without a diagnostic, or the numbers mean nothing.
let first = SceneInterpreter.load(source: source, path: "big.swift")
guard first.scene != nil, first.diagnostics.isEmpty else {
    FileHandle.standardError.write(Data("the generated scene did not load cleanly: \(first.diagnostics.map(\.message))\n".utf8))
    exit(1)
}

if let loop, loopsFreshCaches {
    for _ in 0..<loop { withExtendedLifetime(probeLoad(source, from: SceneParseCache())) {} }
    exit(0)
}
// `--workspace`: the whole pass of the daemon's `Workspace` after each save (read, parse,
// lay out, render, write both outputs), the saves alternating the two versions, timed: what
// SceneBenchmarks' end-to-end benchmarks measure, without the harness.
if probesWorkspace {
    let directory = NSTemporaryDirectory() + "sceneprobe-\(getpid())"
    try! FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/big.swift"
    try! source.write(toFile: path, atomically: true, encoding: .utf8)
    let workspace = try! Workspace(root: directory, configuration: Configuration.default)
    _ = workspace.renderAll()
    let scene = workspace.root + "/big.swift"
    if probesColdWorkspace {
        // `--cold`: each pass on a new workspace, as `layoutd render` runs it and as the
        // SceneBenchmarks' cold benchmark measures it (the outputs are already in place).
        var phases: [SceneReport.Timings] = []
        var fresh: Workspace!
        let samples = time(seconds: seconds, before: { fresh = try! Workspace(root: directory, configuration: Configuration.default) }) {
            let report = probeWorkspacePass(fresh, scene: scene)
            phases.append(report.timings)
            return report
        }
        print(summary("workspace pass, cold", samples))
        print(phaseSummary(phases))
        exit(0)
    }
    if let loop {
        // Untimed, for profilers: the saves alternate the two versions as below.
        for iteration in 0..<loop {
            try! (iteration % 2 == 0 ? changed : source).write(toFile: path, atomically: true, encoding: .utf8)
            withExtendedLifetime(probeWorkspacePass(workspace, scene: scene)) {}
        }
        exit(0)
    }
    var flip = false
    var phases: [SceneReport.Timings] = []
    let samples = time(seconds: seconds, before: {
        flip.toggle()
        try! (flip ? changed : source).write(toFile: path, atomically: true, encoding: .utf8)
    }) {
        let report = probeWorkspacePass(workspace, scene: scene)
        phases.append(report.timings)
        return report
    }
    print(summary("workspace pass, \(editName)", samples))
    print(phaseSummary(phases))
    exit(0)
}
// The two versions, loaded as the daemon loads them (the edit through the first's parse), and
// the first laid out once on the host, so that every measured layout is a re-layout.
let cache = SceneParseCache()
// (Not through `probeLoad`, which profilers count.)
let versions = [source, changed].map { SceneInterpreter.load(source: $0, path: "big.swift", parseCache: cache) }
let host = LayoutHost()
let firstPreview = versions[0].scene!.previews[0]
_ = host.place(firstPreview.view, proposal: firstPreview.proposal ?? ProposedViewSize(width: 390, height: 844))
if let loop, loopsLayouts {
    for iteration in 0..<loop { withExtendedLifetime(probeLayout(versions[(iteration + 1) % 2], on: host)) {} }
    exit(0)
}
if let loop, loopsEdits {
    // The cache's first, full parse is made outside `probeLoad`: each measured load re-parses one edit.
    let cache = SceneParseCache()
    _ = SceneInterpreter.load(source: source, path: "big.swift", parseCache: cache)
    var evictor = [UInt8](repeating: 0, count: evictsCaches ? 64 << 20 : 0)
    for iteration in 0..<loop {
        // With `--evict`, the processor's caches are emptied first (as in a daemon, where
        // saves come seconds apart): `--cache-sim=yes` then shows what a cold load misses.
        for index in stride(from: 0, to: evictor.count, by: 64) { evictor[index] &+= 1 }
        withExtendedLifetime(probeLoad(iteration % 2 == 0 ? changed : source, from: cache)) {}
    }
    exit(0)
}
if let loop {
    for _ in 0..<loop {
        if parseOnly { withExtendedLifetime(probeParse(source)) {} } else { withExtendedLifetime(probeLoad(source)) {} }
    }
    exit(0)
}
_ = probeParse(source)
print("scene: \(files != nil ? "read from a file" : isForEach ? "ForEach, \(views) views" : "\(views) views"), \(source.utf8.count) bytes")
print(summary("parse", time(seconds: seconds) { probeParse(source) }))
if files == nil, !isForEach {
    // The scene with its first half of rows, and the second half's rows as a file of their
    // own: together the scene's text, parsed on two threads at once.
    let rows = views / 4
    let halves = (first: generatedScene(rows: generatedRows(0..<(rows / 2))), second: generatedRows((rows / 2)..<rows))
    guard halves.first.utf8.count + halves.second.utf8.count == source.utf8.count else { fatalError("the halves are not the scene's text") }
    let (first, second) = probeSplitParse(halves)
    guard !first.hasError, !second.hasError, second.statements.count == rows - rows / 2 else { fatalError("a half did not parse cleanly") }
    print(summary("parse, halves on two threads", time(seconds: seconds) { probeSplitParse(halves) }))
}
// The edited scene, re-parsed from the parse of the scene before the edit.
let previous = Parser.parseIncrementally(source: source, parseTransition: nil)
let transition = IncrementalParseTransition(previousIncrementalParseResult: previous, edits: ConcurrentEdits(edit(from: source, to: changed)))
guard Parser.parseIncrementally(source: changed, parseTransition: transition).tree.description == changed else { fatalError("the re-parse lost text") }
print(summary("re-parse, \(editName)", time(seconds: seconds) { Parser.parseIncrementally(source: changed, parseTransition: transition) }))
print(summary("load ", time(seconds: seconds) { probeLoad(source) }))
// The scene and its edited version in turn, through one cache: each load parses one edit.
var showsEdit = false
print(summary("load, \(editName)", time(seconds: seconds) {
    showsEdit.toggle()
    return probeLoad(showsEdit ? changed : source, from: cache)
}))
// The same with the processor's caches emptied before each load (see the layouts below).
var loadEvictor = [UInt8](repeating: 0, count: 64 << 20)
print(summary("load, \(editName), caches emptied", time(seconds: seconds, before: {
    for index in stride(from: 0, to: loadEvictor.count, by: 64) { loadEvictor[index] &+= 1 }
}) {
    showsEdit.toggle()
    return probeLoad(showsEdit ? changed : source, from: cache)
}))
// The two loaded versions in turn on one host: each layout is the re-layout after a save.
print(summary("layout, \(editName)", time(seconds: seconds) {
    showsEdit.toggle()
    return probeLayout(versions[showsEdit ? 1 : 0], on: host)
}))
showsEdit.toggle()
let stats = probeLayout(versions[showsEdit ? 1 : 0], on: host).stats
print("  a re-layout: \(stats.nodes) nodes, \(stats.createdNodes) created, \(stats.reusedSubtrees) views reused whole, \(stats.sizeThatFitsCalls) sizeThatFits, \(stats.placeSubviewsCalls) placeSubviews")
// The same with the processor's caches emptied before each layout (by writing a buffer larger
// than them), as in the daemon, where a save's layout follows other work: the last save's
// rendering and writes, the editor, the other scenes.
var evictor = [UInt8](repeating: 0, count: 64 << 20)
print(summary("layout, \(editName), caches emptied", time(seconds: seconds, before: {
    for index in stride(from: 0, to: evictor.count, by: 64) { evictor[index] &+= 1 }
}) {
    showsEdit.toggle()
    return probeLayout(versions[showsEdit ? 1 : 0], on: host)
}))
