import Foundation
import LayoutDaemon
import LayoutEngine
import Rendering

/// What watch mode prints. On a terminal: the screen of the last pass, composed by
/// ``WatchScreen`` for the terminal's size, redrawn in place after every pass and when the
/// terminal is resized. Otherwise (a pipe, a CI log): one plain line per scene per pass,
/// each starting with the time, and the diagnostics of a failed one.
///
/// Passes arrive on the event loop's thread and resizes on a signal task, so the state and
/// every write are behind one lock (which is what makes sharing it between them safe).
final class WatchDisplay: @unchecked Sendable {
    private let root: String
    private let colored: Bool
    private let interactive: Bool
    /// Points per column of the picture: the configured scale, or less when
    /// ``fitsWidth`` and the terminal is narrower than the picture.
    private let scale: CGFloat
    /// Whether the picture is scaled down to the terminal's width (`--scale` not given).
    private let fitsWidth: Bool
    /// The live canvas's address, shown on the status line, when one is served.
    private let canvasURL: String?
    private let lock = NSLock()
    /// The previews of each scene's last good pass and when it was.
    private var lastGood: [String: (previews: [RenderedPreview], time: String)] = [:]
    /// What the screen shows now, kept to draw again for a new terminal size.
    private var shown: Shown?

    /// The screen's content apart from the picture, which is drawn for the terminal's width.
    private struct Shown {
        var status: [String]
        var diagnostics: [String]
        /// The scene whose last good picture is shown, if any.
        var scene: String?
        /// Whether the picture is an older pass's (this pass failed).
        var isStale: Bool
    }

    init(root: String, colored: Bool, interactive: Bool, scale: CGFloat, fitsWidth: Bool, canvasURL: String? = nil) {
        self.canvasURL = canvasURL
        self.root = root
        self.colored = colored
        self.interactive = interactive
        self.scale = scale
        self.fitsWidth = fitsWidth
        if let canvasURL, !interactive {
            print("canvas: \(canvasURL)")
            Syscalls.flushOutputStreams()
        }
    }

    /// Shows the reports of one pass.
    func show(_ reports: [SceneReport], sceneCount: Int) {
        let time = Self.clock()
        lock.lock()
        defer { lock.unlock() }
        guard interactive else {
            printPlain(reports, time: time)
            return
        }
        guard let report = reports.last else { return }
        for report in reports {
            switch report.outcome {
            case .rendered: lastGood[report.scene] = (report.previews, time)
            case .removed: lastGood[report.scene] = nil
            case .failed: break
            }
        }
        shown = Shown(
            status: status(of: report, others: reports.dropLast(), time: time, sceneCount: sceneCount),
            diagnostics: diagnostics(of: report),
            scene: lastGood[report.scene] == nil ? nil : report.scene,
            isStale: report.outcome == .failed
        )
        draw()
    }

    /// Draws the screen again for the terminal's present size (after SIGWINCH).
    func redraw() {
        lock.lock()
        defer { lock.unlock() }
        guard interactive, shown != nil else { return }
        draw()
    }

    /// Composes and writes the screen; the lock is held.
    private func draw() {
        guard let shown else { return }
        let size = TerminalSize.of(fileDescriptor: 1)
        let screen = WatchScreen(columns: size.columns, rows: size.rows)
        var picture: [String] = []
        if let scene = shown.scene, let good = lastGood[scene] {
            let scale = fitsWidth ? screen.fittingScale(for: good.previews, preferred: self.scale) : self.scale
            if shown.isStale { picture.append(paint("last good layout, from \(good.time):", "2")) }
            picture += ASCIIPreview(scale: scale).render(good.previews).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if picture.last == "" { picture.removeLast() }
        }
        let lines = screen.lines(status: shown.status, diagnostics: shown.diagnostics, picture: picture)
        FileHandle.standardOutput.write(Data(screen.redraw(lines).utf8))
    }

    /// The status lines: the scene of the pass, when, how long and what was written; where
    /// the time went and what the caches did; then the other scenes of the same pass.
    private func status(of report: SceneReport, others: ArraySlice<SceneReport>, time: String, sceneCount: Int) -> [String] {
        var lines = [summary(of: report, time: time)]
        if let canvasURL { lines.append("  canvas: \(canvasURL)") }
        if report.outcome == .rendered {
            lines.append(paint("  time: \(report.timings.summary) · \(sceneCount) scene\(sceneCount == 1 ? "" : "s") in \(root)", "2"))
        }
        if let stats = report.previews.first?.placement.stats {
            lines.append(paint("  cache: makeCache \(stats.makeCacheCalls), updateCache \(stats.updateCacheCalls), reused views \(stats.reusedSubtrees), new nodes \(stats.createdNodes); sizeThatFits \(stats.sizeThatFitsCalls), placeSubviews \(stats.placeSubviewsCalls), nodes recorded \(stats.snapshotNodes) of \(stats.nodes)", "2"))
        }
        for other in others { lines.append("  " + line(for: other)) }
        return lines
    }

    /// The first line: `✓ a.swift — 12:00:01 — 0.81 ms — 12 nodes; wrote …`.
    private func summary(of report: SceneReport, time: String) -> String {
        let duration = String(format: "%.2f ms", report.microseconds / 1000)
        switch report.outcome {
        case .rendered:
            return paint("✓", "32") + " \(report.scene) — \(time) — \(duration) — \(report.nodes) nodes; \(outputs(of: report))"
        case .failed:
            return paint("✗", "31") + " \(report.scene) — \(time) — \(duration) — " + paint("errors; last good outputs kept", "31")
        case .removed:
            return paint("−", "2") + " \(report.scene) — \(time) — removed; its outputs were deleted"
        }
    }

    /// The diagnostics of the pass, then its warnings and what its layout code printed.
    private func diagnostics(of report: SceneReport) -> [String] {
        var lines = report.diagnostics.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last?.isEmpty == true { lines.removeLast() }
        for preview in report.previews where Self.overflows(preview) {
            lines.append(paint("warning: '\(preview.name)' overflows its proposal (\(Self.size(preview.placement.root.frame.size)) in \(Self.size(preview.placement.size)))", "33"))
        }
        for warning in report.warnings { lines.append(paint("warning: \(warning)", "33")) }
        for line in report.printed { lines.append("print: \(line)") }
        return lines
    }

    /// Today's plain log, unchanged: one line per scene starting with the time, and the
    /// diagnostics of a failed pass after it.
    private func printPlain(_ reports: [SceneReport], time: String) {
        for report in reports {
            print("\(time) \(line(for: report))")
            if !report.diagnostics.isEmpty { print(report.diagnostics, terminator: report.diagnostics.hasSuffix("\n") ? "" : "\n") }
        }
        Syscalls.flushOutputStreams()
    }

    private func line(for report: SceneReport) -> String {
        let time = String(format: "%.2f ms", report.microseconds / 1000)
        switch report.outcome {
        case .rendered:
            return paint("✓", "32") + " \(report.scene): \(report.nodes) nodes in \(time) (\(outputs(of: report)))"
        case .failed:
            return paint("✗", "31") + " \(report.scene): errors, last good outputs kept (\(time))"
        case .removed:
            return paint("−", "2") + " \(report.scene): removed"
        }
    }

    /// `wrote a.placement.json; removed a.diagnostics.txt`, or `outputs unchanged`.
    private func outputs(of report: SceneReport) -> String {
        func names(_ paths: [String]) -> String { paths.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ") }
        let written = report.changedOutputs.filter { !report.removedOutputs.contains($0) }
        var changes: [String] = []
        if !written.isEmpty { changes.append("wrote " + names(written)) }
        if !report.removedOutputs.isEmpty { changes.append("removed " + names(report.removedOutputs)) }
        return changes.isEmpty ? "outputs unchanged" : changes.joined(separator: "; ")
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
