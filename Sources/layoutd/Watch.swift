import ArgumentParser
import FileWatching
import Foundation
import LayoutDaemon
import LayoutEngine
import Logging
import Rendering
import SystemPackage
import UnixSignals

/// `layoutd watch [DIR]`: development mode beside an editor.
struct Watch: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Watch a directory and redraw each scene's preview as it is saved.",
        discussion: "On a terminal the screen is redrawn in place (no blank flash); otherwise one line per pass is printed. Stop with Ctrl-C."
    )

    @OptionGroup var options: ConfigurationOptions

    @Flag(inversion: .prefixedNo, help: "Colour output (default: when standard output is a terminal and NO_COLOR is unset).")
    var color: Bool?

    @Argument(help: ArgumentHelp("The directory to watch.", valueName: "dir"))
    var directory: String?

    func run() async throws {
        let configuration = try options.load(scenes: directory)
        let workspace = try Workspace(root: configuration.scenes, configuration: configuration, logger: Logger(label: "layoutd.watch") { _ in SwiftLogNoOpLogHandler() }, keepsSpareOutputs: true)
        defer { workspace.removeSpareOutputs() }
        let colored = shouldColor(color, fileDescriptor: 1)
        workspace.coloredDiagnostics = colored
        let screen = WatchScreen(root: configuration.scenes, colored: colored, interactive: isatty(1) == 1)
        let loop = SceneEventLoop(workspace: workspace)
        let watcher: FileWatcher
        do {
            watcher = try FileWatcher(root: FilePath(workspace.root), skippingHiddenDirectories: true, deliver: { loop.post($0) }, finished: { loop.end() })
        } catch {
            printError("layoutd: \(error)\(error.hint.map { "; \($0)" } ?? "")")
            throw ExitCode(1)
        }
        defer { watcher.stop() }
        // Ctrl-C (or a TERM) ends the loop between passes, so no output is left half
        // written and the terminal is not left mid-redraw.
        let stops = await UnixSignalsSequence(trapping: .sigint, .sigterm)
        let stopper = Task {
            for await _ in stops {
                loop.end()
                return
            }
        }
        defer { stopper.cancel() }
        screen.show(workspace.renderAll(), sceneCount: workspace.sceneCount)
        await loop.run { reports in
            screen.show(reports, sceneCount: workspace.sceneCount)
        }
    }
}

/// What watch mode prints: on a terminal, the screen redrawn in place with the preview of
/// the scene just saved, its timing and cache statistics, and its diagnostics beside the
/// last good preview; otherwise plain lines.
final class WatchScreen: @unchecked Sendable {
    private let root: String
    private let colored: Bool
    private let interactive: Bool
    private var lastGood: [String: String] = [:]

    init(root: String, colored: Bool, interactive: Bool) {
        self.root = root
        self.colored = colored
        self.interactive = interactive
    }

    func show(_ reports: [SceneReport], sceneCount: Int) {
        let time = Self.clock()
        if !interactive {
            for report in reports {
                print("\(time) \(line(for: report))")
                if !report.diagnostics.isEmpty { print(report.diagnostics, terminator: report.diagnostics.hasSuffix("\n") ? "" : "\n") }
            }
            fflush(stdout)
            return
        }
        guard let report = reports.last else { return }
        var screen = paint("layoutd watch", "1") + " — \(root) — \(sceneCount) scene\(sceneCount == 1 ? "" : "s") — \(time)\n"
        for other in reports.dropLast() { screen += "  " + line(for: other) + "\n" }
        screen += line(for: report) + "\n"
        if report.outcome == .rendered {
            screen += paint("  time: " + report.timings.summary, "2") + "\n"
        }
        if let stats = report.previews.first?.placement.stats {
            screen += paint("  cache: makeCache \(stats.makeCacheCalls), updateCache \(stats.updateCacheCalls), sizeThatFits \(stats.sizeThatFitsCalls), placeSubviews \(stats.placeSubviewsCalls), new nodes \(stats.createdNodes), reused views \(stats.reusedSubtrees), nodes recorded \(stats.snapshotNodes) of \(stats.nodes)", "2") + "\n"
        }
        for preview in report.previews where Self.overflows(preview) {
            screen += paint("  warning: '\(preview.name)' overflows its proposal (\(Self.size(preview.placement.root.frame.size)) in \(Self.size(preview.placement.size)))", "33") + "\n"
        }
        for warning in report.warnings { screen += paint("  warning: \(warning)", "33") + "\n" }
        for line in report.printed { screen += "  print: \(line)\n" }
        if report.outcome == .rendered {
            lastGood[report.scene] = ASCIIPreview(scale: 5).render(report.previews)
        }
        if !report.diagnostics.isEmpty { screen += "\n" + report.diagnostics }
        if let picture = lastGood[report.scene] {
            if report.outcome == .failed { screen += paint("\nlast good layout:", "2") + "\n" }
            screen += "\n" + picture
        }
        // Home, draw over the old screen, then clear what is left of it: no blank flash.
        let redraw = "\u{1B}[H" + screen.replacingOccurrences(of: "\n", with: "\u{1B}[K\n") + "\u{1B}[J"
        FileHandle.standardOutput.write(Data(redraw.utf8))
    }

    private func line(for report: SceneReport) -> String {
        let time = String(format: "%.2f ms", report.microseconds / 1000)
        switch report.outcome {
        case .rendered:
            func names(_ paths: [String]) -> String { paths.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ") }
            let written = report.changedOutputs.filter { !report.removedOutputs.contains($0) }
            var changes: [String] = []
            if !written.isEmpty { changes.append("wrote " + names(written)) }
            if !report.removedOutputs.isEmpty { changes.append("removed " + names(report.removedOutputs)) }
            let outputs = changes.isEmpty ? "outputs unchanged" : changes.joined(separator: "; ")
            return paint("✓", "32") + " \(report.scene): \(report.nodes) nodes in \(time) (\(outputs))"
        case .failed:
            return paint("✗", "31") + " \(report.scene): errors, last good outputs kept (\(time))"
        case .removed:
            return paint("−", "2") + " \(report.scene): removed"
        }
    }

    private func paint(_ text: String, _ code: String) -> String {
        colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    static func overflows(_ preview: RenderedPreview) -> Bool {
        let frame = preview.placement.root.frame
        return frame.minX < -0.0005 || frame.minY < -0.0005
            || frame.maxX > preview.placement.size.width + 0.0005 || frame.maxY > preview.placement.size.height + 0.0005
    }

    private static func size(_ size: CGSize) -> String {
        "\(size.width.wholePointsDescription)×\(size.height.wholePointsDescription) pt"
    }

    private static func clock() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: Date())
    }
}
