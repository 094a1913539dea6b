import FileWatching
import Foundation
import Logging
import ServiceLifecycle
import SystemPackage
import UnixSignals

/// `layoutd daemon` as a service: watch the configured scenes directory, keep every
/// scene's outputs current, and speak systemd's notify protocol.
///
/// - READY=1 only after the first full pass over the scenes.
/// - STATUS= after every batch: how many scenes, the last scene and how long it took.
/// - SIGHUP: RELOADING=1 with MONOTONIC_USEC, the configuration reloaded (a bad one is
///   refused: the old one stays and STATUS= and the log say why), then READY=1.
/// - WATCHDOG=1 every half of WATCHDOG_USEC while the service runs.
/// - SIGTERM/SIGINT (through ServiceGroup's graceful shutdown): STOPPING=1 and a clean exit.
public struct DaemonService: Service {
    private let loadConfiguration: @Sendable () throws(ConfigurationError) -> Configuration
    private let initial: Configuration
    private let logger: Logger
    private let notifier: SystemdNotifier
    /// Called with the reports of every pass (the live canvas's), on the layout thread.
    private let observer: (@Sendable ([SceneReport]) -> Void)?

    /// A service starting with `configuration`; `reload` reads it again on SIGHUP. An
    /// `observer` is given every pass's reports, and then views record where they are
    /// written (``Workspace/recordsSourcePositions``) for it to show.
    public init(
        configuration: Configuration, reload: @escaping @Sendable () throws(ConfigurationError) -> Configuration, logger: Logger,
        notifier: SystemdNotifier = SystemdNotifier(), observer: (@Sendable ([SceneReport]) -> Void)? = nil
    ) {
        self.initial = configuration
        self.loadConfiguration = reload
        self.logger = logger
        self.notifier = notifier
        self.observer = observer
    }

    public func run() async throws {
        let workspace = try Workspace(root: initial.scenes, configuration: initial, logger: logger, keepsSpareOutputs: true)
        defer { workspace.removeSpareOutputs() }
        workspace.recordsSourcePositions = observer != nil
        let loop = SceneEventLoop(workspace: workspace)
        let watcher: FileWatcher
        do {
            // Events go from the watcher thread straight to the loop's thread.
            watcher = try FileWatcher(root: FilePath(workspace.root), skippingHiddenDirectories: true, deliver: { loop.post($0) }, finished: { loop.end() })
        } catch {
            logger.critical("cannot watch \(workspace.root): \(error)\(error.hint.map { "; \($0)" } ?? "")")
            throw error
        }
        defer { watcher.stop() }
        // Trap SIGHUP before READY=1: systemd may send a reload as soon as it reads READY,
        // and SIGHUP's default action ends the process.
        let hangups = await UnixSignalsSequence(trapping: .sighup)

        renderEveryScene(workspace, status: "")
        logger.info("watching \(workspace.root) (\(workspace.sceneCount) scenes)")

        let reloadRequested = ReloadFlag()
        let signals = Task {
            for await _ in hangups {
                reloadRequested.set()
                loop.wake()
            }
        }
        let watchdog = Task { [notifier] in
            guard let interval = notifier.watchdogInterval else { return }
            while !Task.isCancelled {
                try? notifier.watchdog()
                try? await Task.sleep(for: interval)
            }
        }
        defer {
            signals.cancel()
            watchdog.cancel()
        }

        await withGracefulShutdownHandler {
            await loop.run(handle: { reports in
                log(reports, workspace: workspace)
                observer?(reports)
                notify { try notifier.status(status(workspace, reports)) }
            }, between: {
                if reloadRequested.take() { reload(workspace) }
            })
        } onGracefulShutdown: {
            notify { try notifier.stopping(status: "stopping") }
            watcher.stop()
        }
        notify { try notifier.stopping(status: "stopped") }
    }

    private func reload(_ workspace: Workspace) {
        notify { try notifier.reloading(status: "reloading configuration") }
        do {
            let configuration = try loadConfiguration()
            if configuration.serve != workspace.configuration.serve {
                logger.warning("the canvas address ('serve') changed: restart the service to apply it")
            }
            if configuration.scenes != workspace.configuration.scenes, Workspace.resolve(configuration.scenes) != workspace.root {
                logger.warning("the scenes directory changed to \(configuration.scenes): restart the service to watch it; keeping \(workspace.root)")
            }
            var kept = configuration
            kept.scenes = workspace.configuration.scenes
            kept.serve = workspace.configuration.serve
            workspace.reconfigure(kept)
            logger.info("configuration reloaded")
            renderEveryScene(workspace, status: "configuration reloaded; ")
        } catch {
            logger.error("configuration not reloaded, keeping the previous one: \(error)")
            notify { try notifier.ready(status: "configuration not reloaded: \(error)") }
        }
    }

    /// Lays out every scene, logs the reports and sends READY=1 with `status` first; then
    /// gives back to the system the memory the pass freed (parse trees, outputs, one
    /// report per scene), since the daemon now idles until the next save.
    private func renderEveryScene(_ workspace: Workspace, status prefix: String) {
        // The reports are released at the end of this scope, before the trim.
        do {
            let reports = workspace.renderAll()
            log(reports, workspace: workspace)
            observer?(reports)
            notify { try notifier.ready(status: prefix + status(workspace, reports)) }
        }
        Syscalls.releaseFreedMemory()
    }

    private func log(_ reports: [SceneReport], workspace: Workspace) {
        for report in reports {
            for line in report.printed { logger.info("print: \(line)") }
            switch report.outcome {
            case .rendered:
                let changed = report.changedOutputs.isEmpty ? "unchanged" : report.changedOutputs.joined(separator: ", ")
                logger.info("\(report.scene): \(report.nodes) nodes in \(Int(report.microseconds)) µs (\(changed))", metadata: ["phases": "\(report.timings.summary)"])
                if !report.diagnostics.isEmpty { logger.warning("\(report.diagnostics)") }
                for warning in report.warnings { logger.warning("\(report.scene): \(warning)") }
            case .failed:
                logger.error("\(report.scene) has errors; keeping its last good outputs\n\(report.diagnostics)")
            case .removed:
                logger.info("\(report.scene): removed\(report.changedOutputs.isEmpty ? "" : " (" + report.changedOutputs.joined(separator: ", ") + ")")")
            }
        }
    }

    private func status(_ workspace: Workspace, _ reports: [SceneReport]) -> String {
        guard let last = reports.last else { return "\(workspace.sceneCount) scenes" }
        let failed = reports.filter(\.hasErrors).count
        return "\(workspace.sceneCount) scenes; last \(last.scene) in \(Int(last.microseconds)) µs" + (failed > 0 ? "; \(failed) with errors" : "")
    }

    private func notify(_ send: () throws -> Void) {
        do {
            try send()
        } catch {
            logger.warning("\(error)")
        }
    }
}

/// A request to reload, set from the signal task and taken by the event loop (safe to
/// share: `requested` is read and written under `lock` only).
final class ReloadFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var requested = false

    func set() { lock.withLock { requested = true } }

    func take() -> Bool {
        lock.withLock {
            defer { requested = false }
            return requested
        }
    }
}
