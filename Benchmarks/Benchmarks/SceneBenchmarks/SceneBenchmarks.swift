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

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxDuration: .seconds(5), maxIterations: 1_000)

    // Read, parse, lay out and write both outputs of a 1,000-view scene whose source changed
    // (each iteration alternates two sources, so outputs really are written).
    Benchmark("scene 1000 views end to end (edit)") { benchmark in
        let directory = try temporaryScenes([:])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/big.swift"
        let sources = [generatedScene(views: 1000, variant: 0), generatedScene(views: 1000, variant: 1)]
        try sources[0].write(toFile: path, atomically: true, encoding: .utf8)
        let workspace = try Workspace(root: directory, configuration: Configuration.default)
        _ = workspace.renderAll()
        for iteration in benchmark.scaledIterations {
            try sources[(iteration + 1) % 2].write(toFile: path, atomically: true, encoding: .utf8)
            benchmark.startMeasurement()
            let report = workspace.render(scene: workspace.root + "/big.swift")
            benchmark.stopMeasurement()
            precondition(report.outcome == .rendered && report.changedOutputs.count == 2)
        }
    }

    // The same, on a fresh workspace each time: no cached layout to reuse.
    Benchmark("scene 1000 views end to end (cold)") { benchmark in
        let directory = try temporaryScenes(["big.swift": generatedScene(views: 1000)])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for _ in benchmark.scaledIterations {
            let workspace = try Workspace(root: directory, configuration: Configuration.default)
            benchmark.startMeasurement()
            let report = workspace.render(scene: workspace.root + "/big.swift")
            benchmark.stopMeasurement()
            precondition(report.outcome == .rendered)
        }
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
