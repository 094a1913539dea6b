import ArgumentParser
import Foundation
import LayoutDaemon

/// `layoutd render PATH…`: lay out scenes once and write their outputs.
struct Render: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lay out scene files or directories once and write their outputs.",
        discussion: "Exits 1 if any scene has errors (its last good outputs are kept), 74 if an output could not be written."
    )

    @OptionGroup var options: ConfigurationOptions

    @OptionGroup var batchOptions: BatchOptions

    @Flag(inversion: .prefixedNo, help: "Colour diagnostics (default: when standard error is a terminal and NO_COLOR is unset).")
    var color: Bool?

    @Argument(help: ArgumentHelp("Scene files (NAME.swift, NAME.scene.json) or directories.", valueName: "path"))
    var paths: [String] = ["scenes"]

    func run() async throws {
        let configuration = try options.load()
        let start = DispatchTime.now().uptimeNanoseconds
        let targets = try SceneTargets(paths: paths, configuration: configuration)
        for (workspace, _) in targets.workspaces { workspace.coloredDiagnostics = shouldColor(color, fileDescriptor: 2) }
        let reports = batchOptions.batch(targets).render(workers: batchOptions.workers)
        for report in reports where !report.diagnostics.isEmpty { printError(report.diagnostics) }
        for report in reports { for warning in report.warnings { printError("\(report.scene): warning: \(warning)") } }
        for report in reports { for line in report.printed { printError("print: \(line)") } }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        let rendered = reports.filter { $0.outcome == .rendered }
        let failed = reports.filter(\.hasErrors)
        let changed = reports.reduce(0) { $0 + $1.changedOutputs.count }
        print("rendered \(rendered.count) scene\(rendered.count == 1 ? "" : "s") (\(rendered.reduce(0) { $0 + $1.nodes }) nodes) in \(String(format: "%.1f", elapsed)) ms; \(changed) output\(changed == 1 ? "" : "s") changed" + (failed.isEmpty ? "" : "; \(failed.count) with errors"))
        let unwritten = reports.flatMap(\.unwrittenOutputs)
        if !unwritten.isEmpty {
            throw Failure.unwritableOutputs("could not write \(unwritten.count) output\(unwritten.count == 1 ? "" : "s"): \(unwritten.joined(separator: ", "))")
        }
        if !failed.isEmpty { throw Failure.scenes }
    }
}
