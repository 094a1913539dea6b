import Benchmark
import Foundation
import LayoutDaemon
import SceneShapes

/// A temporary scenes directory holding `files`, removed by the caller.
func temporaryScenes(_ files: [String: String]) throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutd-bench-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for (name, contents) in files { try contents.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8) }
    return directory
}

/// The repository's scenes/ folder, found from this file's location.
let repositoryScenes = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scenes").path

/// `source` with row `row`'s text changed (`Row \(125 + 0)` becomes `Row \(125 + 1)`).
func editedRow(of source: String, row: Int) -> String {
    let text = "Text(\"Row \\(\(row) + 0)\")"
    precondition(source.contains(text), "no row \(row) in the generated scene")
    return source.replacingOccurrences(of: text, with: "Text(\"Row \\(\(row) + 1)\")")
}

/// Renders a workspace's one scene after each save, the saves alternating `first` and
/// `second`; only the render is measured.
func measureEdits(_ benchmark: Benchmark, between first: String, and second: String) throws {
    let directory = try temporaryScenes([:])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/big.swift"
    let sources = [first, second]
    try sources[0].write(toFile: path, atomically: true, encoding: .utf8)
    let workspace = try Workspace(root: directory, configuration: Configuration.default)
    _ = workspace.renderAll()
    for iteration in benchmark.scaledIterations {
        try sources[(iteration + 1) % 2].write(toFile: path, atomically: true, encoding: .utf8)
        benchmark.startMeasurement()
        let report = workspace.render(scene: workspace.root + "/big.swift")
        benchmark.stopMeasurement()
        precondition(report.outcome == .rendered && !report.changedOutputs.isEmpty)
    }
}

/// Renders `scene` once per iteration on a new workspace, as the daemon's first pass over a
/// file it has not seen; only the render is measured.
func measureCold(_ benchmark: Benchmark, scene: String) throws {
    let directory = try temporaryScenes(["big.swift": scene])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for _ in benchmark.scaledIterations {
        let workspace = try Workspace(root: directory, configuration: Configuration.default)
        benchmark.startMeasurement()
        let report = workspace.render(scene: workspace.root + "/big.swift")
        benchmark.stopMeasurement()
        precondition(report.outcome == .rendered)
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxDuration: .seconds(5), maxIterations: 1_000)

    // Read, parse, lay out and write the outputs of a 1,000-view scene after a save that
    // changes one row's text, as a person editing it does: the daemon's steady state, where
    // the previous parse and layout are reused. Each iteration alternates the two sources,
    // so the placement really is written every time.
    Benchmark("scene 1000 views end to end (one row edited)") { benchmark in
        let original = generatedScene(views: 1000)
        try measureEdits(benchmark, between: original, and: editedRow(of: original, row: 125))
    }

    // The same when every row's text changes between saves (a generated file rewritten): no
    // part of the previous parse can be reused.
    Benchmark("scene 1000 views end to end (every row edited)") { benchmark in
        try measureEdits(benchmark, between: generatedScene(views: 1000, variant: 0), and: generatedScene(views: 1000, variant: 1))
    }

    // The same, on a fresh workspace each time: no cached layout to reuse.
    Benchmark("scene 1000 views end to end (cold)") { benchmark in
        try measureCold(benchmark, scene: generatedScene(views: 1000))
    }

    // The same cold pass on a 1,000-view scene written with a `ForEach`: 999 Texts
    // and one Color in a FlowLayout (`forEachScene`), so its source is 410 bytes, not 37 KB.
    Benchmark("scene 1000 views via ForEach end to end (cold)") { benchmark in
        try measureCold(benchmark, scene: forEachScene(views: 1000))
    }

    // Every scene of the repository's scenes/ folder, as `layoutd render scenes` does it
    // (outputs are unchanged, so nothing is written: this is the read-parse-layout-render cost).
    Benchmark("render the scenes folder") { benchmark in
        for _ in benchmark.scaledIterations {
            let workspace = try Workspace(root: repositoryScenes, configuration: Configuration.default)
            benchmark.startMeasurement()
            let reports = workspace.renderAll()
            benchmark.stopMeasurement()
            precondition(!reports.isEmpty && reports.allSatisfy { $0.outcome == .rendered })
        }
    }
}
