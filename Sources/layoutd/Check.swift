import ArgumentParser
import Foundation
import LayoutDaemon

/// `layoutd check PATH…`: fail when a checked-in output is stale (for CI).
struct Check: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Exit 1 and show a diff if any checked-in output is stale.",
        discussion: "Scenes are laid out in memory; nothing is written. Placement files are compared without their stats. For each stale scene a summary of the views that moved or changed size comes first, then the unified diff."
    )

    @OptionGroup var options: ConfigurationOptions

    @OptionGroup var batchOptions: BatchOptions

    @Flag(help: "Print each stale scene's whole diff (by default cut to \(StaleScene.diffLimit) lines).")
    var full = false

    @Argument(help: ArgumentHelp("Scene files (NAME.swift, NAME.scene.json) or directories.", valueName: "path"))
    var paths: [String] = ["scenes"]

    func run() async throws {
        let configuration = try options.load()
        let targets = try SceneTargets(paths: paths, configuration: configuration)
        let batch = batchOptions.batch(targets)
        var staleCount = 0
        var failedCount = 0
        for (entry, (stale, failed)) in zip(batch.entries, batch.check(workers: batchOptions.workers)) {
            for report in failed { printError(report.diagnostics) }
            // Per scene: what moved, in words, then the diff that proves it.
            let root = batch.workspaces[entry.workspace].root
            for scene in StaleScene.grouped(stale) {
                print(scene.summary().joined(separator: "\n"))
                let diffs = scene.outputs.map { diff($0, root: root) }.joined(separator: "\n")
                print(StaleScene.excerpt(of: diffs, limit: full ? nil : StaleScene.diffLimit))
            }
            staleCount += stale.count
            failedCount += failed.count
        }
        let scenes = batch.entries.count
        if staleCount == 0 && failedCount == 0 {
            print("checked \(scenes) scene\(scenes == 1 ? "" : "s"): every output is up to date")
            return
        }
        print("\(staleCount) stale output\(staleCount == 1 ? "" : "s")" + (failedCount > 0 ? ", \(failedCount) scene\(failedCount == 1 ? "" : "s") with errors" : "") + "; run `layoutd render` to update")
        throw Failure.scenes
    }

    /// A unified diff of the output on disk against what it should hold, by diff(1).
    private func diff(_ output: StaleOutput, root: String) -> String {
        guard let actual = output.actual else { return "missing: \(output.path)" }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutd-check-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let expected = directory.appendingPathComponent("expected")
        try? output.expected.write(to: expected, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/diff")
        process.arguments = ["-u", "--label", "a/\(output.path)", "--label", "b/\(output.path)", root + "/" + output.path, expected.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        } catch {
            return "stale: \(output.path) (\(actual.count) bytes on disk, \(output.expected.count) expected)"
        }
    }
}
