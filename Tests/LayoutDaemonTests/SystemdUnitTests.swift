import Foundation
import Testing

/// The shipped `config/layoutd.service`, checked by this machine's systemd.
enum ShippedUnit {
    static let path = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("config/layoutd.service").path

    static let systemdAnalyze = ["/usr/bin/systemd-analyze", "/bin/systemd-analyze"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Runs systemd-analyze, returning its exit status and its stdout and stderr together.
    static func analyze(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: systemdAnalyze!)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

@Suite(.enabled(if: ShippedUnit.systemdAnalyze != nil, "systemd-analyze is not installed: cannot check config/layoutd.service"))
struct SystemdUnitTests {
    /// `verify` fails when ExecStart's binary or the Documentation= manual page is missing,
    /// and layoutd is not installed here: the copy under test starts /bin/true instead,
    /// every other line unchanged, and the page is not looked up (`--man=no`).
    @Test func shippedUnitPassesVerify() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let unit = try String(contentsOfFile: ShippedUnit.path, encoding: .utf8)
            .replacingOccurrences(of: "ExecStart=/usr/bin/layoutd ", with: "ExecStart=/bin/true ")
        let copy = try directory.write(unit, to: "layoutd.service")
        let result = try ShippedUnit.analyze(["verify", "--man=no", copy])
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("layoutd.service"), "warnings about the unit:\n\(result.output)")
    }

    @Test func shippedUnitExposureIsAtMostTwo() throws {
        let result = try ShippedUnit.analyze(["security", "--offline=true", ShippedUnit.path])
        let line = try #require(result.output.split(separator: "\n").first { $0.contains("Overall exposure level") }, "\(result.output)")
        let score = try #require(line.split(separator: " ").compactMap { Double($0) }.first, "\(line)")
        #expect(score <= 2.0, "\(result.output)")
    }

    /// systemd 252 reads `--threshold` in tenths: 20 is an exposure of 2.0.
    @Test func shippedUnitPassesTheSecurityThreshold() throws {
        let result = try ShippedUnit.analyze(["security", "--offline=true", "--threshold=20", ShippedUnit.path])
        #expect(result.status == 0, "\(result.output)")
    }
}

@Suite struct ShippedUnitContentTests {
    private let lines: Set<String> = {
        let text = (try? String(contentsOfFile: ShippedUnit.path, encoding: .utf8)) ?? ""
        return Set(text.split(separator: "\n").map(String.init))
    }()

    @Test func shippedUnitIsTypeNotifyReloadedBySIGHUP() {
        #expect(lines.contains("Type=notify"))
        #expect(lines.contains("ExecReload=/bin/kill -HUP $MAINPID"))
    }

    @Test func shippedUnitStartsTheInstalledDaemonWithTheEtcConfiguration() {
        #expect(lines.contains("ExecStart=/usr/bin/layoutd daemon --config /etc/layoutd/layoutd.toml"))
    }

    @Test func shippedUnitHasAWatchdogAndRestartsOnFailure() {
        #expect(lines.contains("WatchdogSec=30"))
        #expect(lines.contains("Restart=on-failure"))
    }

    @Test func shippedUnitWritesOnlyTheScenesDirectory() {
        #expect(lines.contains("ProtectSystem=strict"))
        #expect(lines.contains("ReadWritePaths=/var/lib/layoutd/scenes"))
    }
}
