import Foundation
import Glibc
import Testing

/// `layoutd daemon --scenes DIR` running for one test, read through its log on stderr.
///
/// Log lines look like `info layoutd: a.swift: 7 nodes in 412 µs (a.placement.json, …)`,
/// `error layoutd: a.swift has errors; …` and `info layoutd: a.swift: removed (…)`.
final class RunningDaemon {
    let child: Child
    let scenes: Scratch
    private var syncs = 0

    /// Starts the daemon and waits until its first pass is done (its `watching` line).
    init(scenes: Scratch, arguments: [String] = [], environment: [String: String] = [:], waitForStart: Bool = true) throws {
        self.scenes = scenes
        child = try Child(arguments: ["daemon", "--scenes", scenes.path, "--log-level", "info"] + arguments, in: scenes.path, environment: Layoutd.environment(environment))
        if waitForStart {
            let started = eventually { self.child.stderr.contains("layoutd: watching ") || !self.child.process.isRunning }
            guard started, child.process.isRunning else {
                throw DaemonFailure(message: "the daemon did not start", log: child.stderr)
            }
        }
    }

    var log: [String] { child.stderrLines }

    /// The lines logged about `scene` (its path relative to the scenes directory).
    func lines(about scene: String) -> [String] {
        log.filter { $0.contains(" layoutd: \(scene): ") || $0.contains(" layoutd: \(scene) has errors") }
    }

    /// The lines telling that `scene` was laid out (successfully).
    func layouts(of scene: String) -> [String] {
        lines(about: scene).filter { $0.contains(" nodes in ") }
    }

    /// Lines at warning level or above (`warning`, `error`, `critical`).
    var problems: [String] {
        log.filter { $0.hasPrefix("warning ") || $0.hasPrefix("error ") || $0.hasPrefix("critical ") }
    }

    /// Waits until the daemon has handled every event queued before this call: writes the
    /// sentinel scene `sync.swift` with new contents and waits for its layout line. Events
    /// are handled in the order the kernel reports them, so what came before is done.
    func sync(timeout: Double = 20) throws {
        syncs += 1
        let before = layouts(of: "sync.swift").count
        try scenes.write(Scenes.named("sync\(syncs)"), "sync.swift")
        guard eventually(timeout: timeout, { self.layouts(of: "sync.swift").count > before }) else {
            throw DaemonFailure(message: "the daemon did not lay out sync.swift within \(timeout) s", log: child.stderr)
        }
    }

    /// Runs `body` while the daemon is stopped (SIGSTOP), so every event it causes is
    /// queued in the kernel when the daemon resumes: one burst.
    func whileStopped(_ body: () throws -> Void) throws {
        child.signal(SIGSTOP)
        defer { child.signal(SIGCONT) }
        guard eventually({ self.processState == "T" }) else {
            throw DaemonFailure(message: "the daemon did not stop", log: child.stderr)
        }
        try body()
    }

    /// The state letter of `/proc/PID/stat` (R, S, T, …).
    private var processState: String? {
        guard let stat = try? String(contentsOfFile: "/proc/\(child.pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(after: close)...].split(separator: " ").first.map(String.init)
    }

    /// Stops the daemon with SIGTERM and returns its exit status (nil if it hung, then killed).
    @discardableResult
    func stop(signal number: Int32 = SIGTERM) -> Int32? {
        child.signal(number)
        let status = child.waitForExit(timeout: 20)
        child.kill()
        return status
    }

    deinit { child.kill() }
}

struct DaemonFailure: Error, CustomStringConvertible {
    var message: String
    var log: String
    var description: String { "\(message)\n--- daemon log ---\n\(log)" }
}
