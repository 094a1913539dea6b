import Foundation
import Glibc

/// The built `layoutd` executable and ways to run it.
///
/// The binary is found beside the test bundle: `swift build`/`swift test` put every product
/// of the package in one directory, and this target depends on `layoutd`, so it is built.
/// `LAYOUTD_BINARY` overrides the search (to test an installed or release build).
enum Layoutd {
    static let binary: String = {
        if let override = ProcessInfo.processInfo.environment["LAYOUTD_BINARY"], !override.isEmpty { return override }
        var candidates: [URL] = []
        if let first = ProcessInfo.processInfo.arguments.first {
            candidates.append(URL(fileURLWithPath: first).resolvingSymlinksInPath().deletingLastPathComponent())
        }
        candidates.append(Bundle.main.bundleURL)
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
        for directory in candidates {
            let path = directory.appendingPathComponent("layoutd").path
            if access(path, X_OK) == 0 { return path }
        }
        return candidates.first!.appendingPathComponent("layoutd").path
    }()

    /// A small environment: nothing from the test runner's systemd or layoutd settings leaks in.
    static func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ["PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8"]
        if let home = ProcessInfo.processInfo.environment["HOME"] { environment["HOME"] = home }
        environment.merge(extra) { _, new in new }
        return environment
    }

    /// What a finished run printed and how it ended.
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `layoutd arguments…` in `directory` to completion (at most `timeout` seconds),
    /// through `launcher` when one is given (a command that ends by running the rest of its
    /// arguments, such as a shell setting a limit first).
    static func run(_ arguments: [String], in directory: String? = nil, environment extra: [String: String] = [:], timeout: Double = 120, launcher: [String] = []) throws -> Result {
        let child = try Child(arguments: arguments, in: directory, environment: environment(extra), launcher: launcher)
        guard let status = child.waitForExit(timeout: timeout) else {
            child.kill()
            throw Timeout(what: "layoutd \(arguments.joined(separator: " "))", seconds: timeout)
        }
        return Result(status: status, stdout: child.stdout, stderr: child.stderr)
    }
}

/// A `layoutd` process whose stdout and stderr are collected as it runs.
final class Child: @unchecked Sendable {
    let process = Process()
    private let output = Collector()
    private let errors = Collector()

    init(arguments: [String], in directory: String? = nil, environment: [String: String] = Layoutd.environment(), launcher: [String] = []) throws {
        let command = launcher + [Layoutd.binary] + arguments
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.environment = environment
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        output.drain(outputPipe.fileHandleForReading)
        errors.drain(errorPipe.fileHandleForReading)
    }

    var pid: Int32 { process.processIdentifier }
    var stdout: String { output.text }
    var stderr: String { errors.text }
    var stdoutLines: [String] { stdout.split(separator: "\n").map(String.init) }
    var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }

    func signal(_ number: Int32) {
        if process.isRunning { Glibc.kill(pid, number) }
    }

    /// The exit status once it has exited (128 + the signal's number if a signal killed
    /// it), or nil if it still runs after `timeout` seconds. Waits for its output too.
    func waitForExit(timeout: Double = 20) -> Int32? {
        guard eventually(timeout: timeout, { !self.process.isRunning }) else { return nil }
        process.waitUntilExit()
        _ = output.waitForEnd(timeout: timeout)
        _ = errors.waitForEnd(timeout: timeout)
        return process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    }

    /// Kills the process if it still runs, and reaps it.
    func kill() {
        if process.isRunning {
            Glibc.kill(pid, SIGKILL)
            process.waitUntilExit()
        }
    }

    deinit { kill() }
}

/// Reads a pipe to its end on a thread of its own, keeping everything read.
private final class Collector: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private let ended = DispatchSemaphore(value: 0)

    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }

    func drain(_ handle: FileHandle) {
        let thread = Thread { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                lock.withLock { data.append(chunk) }
            }
            ended.signal()
        }
        thread.start()
    }

    func waitForEnd(timeout: Double) -> Bool {
        ended.wait(timeout: .now() + timeout) == .success
    }
}

struct Timeout: Error, CustomStringConvertible {
    var what: String
    var seconds: Double
    var description: String { "\(what) did not finish within \(seconds) s" }
}

/// Polls `condition` every few milliseconds until it holds or `timeout` seconds pass.
/// Every wait in these tests is one of these: a bounded poll for a condition, never a sleep
/// that asserts how long something takes.
@discardableResult
func eventually(timeout: Double = 20, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
        if try condition() { return true }
        if Date() > deadline { return false }
        usleep(10_000)
    }
}
