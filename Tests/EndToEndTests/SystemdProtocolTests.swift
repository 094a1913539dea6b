import Foundation
import Glibc
import Testing

extension EndToEndTests {
    /// The daemon speaking systemd's notify protocol to a fake `NOTIFY_SOCKET`.
    @Suite struct SystemdProtocol {
        /// A scenes directory with `count` scenes, a configuration file and a notify socket.
        private struct Setup {
            let scenes: Scratch
            let home: Scratch
            let listener: NotifyListener
            var config: String { home.child("layoutd.toml") }

            init(count: Int = 1, config: String = "scale = 5\n") throws {
                scenes = try Scratch()
                home = try Scratch()
                listener = try NotifyListener(path: home.child("notify"))
                for index in 0 ..< count { try scenes.write(Scenes.named("s\(index)"), "d\(index % 4)/s\(index).swift") }
                try home.write(config, "layoutd.toml")
            }

            func start(environment: [String: String] = [:]) throws -> RunningDaemon {
                try RunningDaemon(scenes: scenes, arguments: ["--config", config], environment: ["NOTIFY_SOCKET": listener.address].merging(environment) { _, new in new }, waitForStart: false)
            }

            func remove() {
                scenes.remove()
                home.remove()
            }
        }

        private static func isReady(_ message: String) -> Bool {
            message.split(separator: "\n").contains("READY=1")
        }

        @Test func readyArrivesOnlyAfterTheFirstScanWithAStatus() throws {
            let setup = try Setup(count: 40)
            defer { setup.remove() }
            let daemon = try setup.start()
            let ready = try #require(setup.listener.wait(for: Self.isReady), "\(daemon.child.stderr)")
            // Checked the moment READY arrives: every scene's outputs are already there.
            let missing = (0 ..< 40).filter { !setup.scenes.exists("d\($0 % 4)/s\($0).placement.json") || !setup.scenes.exists("d\($0 % 4)/s\($0).preview.txt") }
            #expect(missing == [])
            let message = setup.listener.messages[ready]
            #expect(message.contains("STATUS="), "\(message)")
            #expect(message.contains("41 scenes") || message.contains("40 scenes"), "\(message)")
            #expect(!setup.listener.messages[..<ready].contains(where: Self.isReady))
            #expect(daemon.stop() == 0)
        }

        @Test func everyPassSendsAStatusNamingTheScene() throws {
            let setup = try Setup()
            defer { setup.remove() }
            let daemon = try setup.start()
            let ready = try #require(setup.listener.wait(for: Self.isReady))
            try setup.scenes.write(Scenes.named("edited"), "d0/s0.swift")
            let status = setup.listener.wait(after: ready) { $0.hasPrefix("STATUS=") && $0.contains("d0/s0.swift") }
            #expect(status != nil, "\(setup.listener.messages)")
            #expect(daemon.stop() == 0)
        }

        @Test func watchdogIsSentEveryHalfOfWatchdogUsec() throws {
            let setup = try Setup()
            defer { setup.remove() }
            let daemon = try setup.start(environment: ["WATCHDOG_USEC": "200000"])
            var last = -1
            for _ in 1 ... 3 {
                last = try #require(setup.listener.wait(after: last) { $0 == "WATCHDOG=1" }, "\(setup.listener.messages)")
            }
            #expect(daemon.stop() == 0)
        }

        @Test func noWatchdogWhenWatchdogPidNamesAnotherProcess() throws {
            let setup = try Setup()
            defer { setup.remove() }
            let daemon = try setup.start(environment: ["WATCHDOG_USEC": "100000", "WATCHDOG_PID": "1"])
            let ready = try #require(setup.listener.wait(for: Self.isReady))
            // Long enough for several watchdog periods: an edit and its status.
            try setup.scenes.write(Scenes.named("edited"), "d0/s0.swift")
            #expect(setup.listener.wait(after: ready) { $0.hasPrefix("STATUS=") && $0.contains("d0/s0.swift") } != nil)
            #expect(daemon.stop() == 0)
            setup.listener.drain()
            #expect(!setup.listener.messages.contains("WATCHDOG=1"), "\(setup.listener.messages)")
        }

        @Test func sighupAnswersReloadingWithMonotonicUsecThenReadyAndAppliesTheNewConfiguration() throws {
            let setup = try Setup()
            defer { setup.remove() }
            let daemon = try setup.start()
            let ready = try #require(setup.listener.wait(for: Self.isReady))
            let preview = try #require(setup.scenes.read("d0/s0.preview.txt"))
            try setup.home.write("scale = 2.5\n", "layoutd.toml")
            let before = monotonicMicroseconds()
            daemon.child.signal(SIGHUP)
            let reloading = try #require(setup.listener.wait(after: ready) { $0.hasPrefix("RELOADING=1\n") }, "\(setup.listener.messages)")
            let lines = setup.listener.messages[reloading].split(separator: "\n")
            let stamp = try #require(lines.first { $0.hasPrefix("MONOTONIC_USEC=") }.flatMap { UInt64($0.dropFirst("MONOTONIC_USEC=".count)) })
            #expect(stamp >= before && stamp <= monotonicMicroseconds())
            let reloaded = try #require(setup.listener.wait(after: reloading, for: Self.isReady))
            #expect(setup.listener.messages[reloaded].contains("STATUS=configuration reloaded"))
            // Scale 2.5 draws the same layout twice as wide.
            let wider = try #require(setup.scenes.read("d0/s0.preview.txt"))
            #expect(wider != preview)
            #expect((wider.split(separator: "\n").map(\.count).max() ?? 0) > (preview.split(separator: "\n").map(\.count).max() ?? 0))
            #expect(daemon.stop() == 0)
        }

        @Test func sighupWithABadConfigurationKeepsTheOldOneAndSaysWhy() throws {
            let setup = try Setup()
            defer { setup.remove() }
            let daemon = try setup.start()
            let ready = try #require(setup.listener.wait(for: Self.isReady))
            let preview = setup.scenes.read("d0/s0.preview.txt")
            try setup.home.write("scale = 2.5\nscael = 3\n", "layoutd.toml")
            daemon.child.signal(SIGHUP)
            let reloading = try #require(setup.listener.wait(after: ready) { $0.hasPrefix("RELOADING=1\nMONOTONIC_USEC=") }, "\(setup.listener.messages)")
            let answer = try #require(setup.listener.wait(after: reloading, for: Self.isReady), "\(setup.listener.messages)")
            let message = setup.listener.messages[answer]
            #expect(message.contains("STATUS=configuration not reloaded"), "\(message)")
            #expect(message.contains("layoutd.toml:2"), "\(message)")
            #expect(message.contains("scael"))
            #expect(eventually { daemon.child.stderr.contains("scael") }, "\(daemon.child.stderr)")
            // The old configuration (scale 5) stays in force for later passes.
            try setup.scenes.write(Scenes.named("s0"), "d0/s0.swift")
            try daemon.sync()
            #expect(setup.scenes.read("d0/s0.preview.txt") == preview)
            #expect(daemon.child.process.isRunning)
            #expect(daemon.stop() == 0)
        }

        /// systemd may send SIGHUP (`systemctl reload`) as soon as READY=1 arrives: the
        /// daemon must already be trapping it, or SIGHUP's default action kills it.
        @Test func sighupRightAfterReadyIsAnsweredNotFatal() throws {
            let setup = try Setup()
            defer { setup.remove() }
            for _ in 1 ... 5 {
                let daemon = try setup.start()
                let ready = try #require(setup.listener.wait(after: setup.listener.messages.count - 1, for: Self.isReady))
                daemon.child.signal(SIGHUP)
                let reloading = setup.listener.wait(after: ready) { $0.hasPrefix("RELOADING=1") }
                #expect(reloading != nil, "\(daemon.child.stderr)")
                #expect(setup.listener.wait(after: reloading ?? ready, for: Self.isReady) != nil)
                #expect(daemon.stop() == 0)
            }
        }

        @Test func sigtermSendsStoppingAndExitsZero() throws {
            let setup = try Setup()
            defer { setup.remove() }
            let daemon = try setup.start()
            let ready = try #require(setup.listener.wait(for: Self.isReady))
            daemon.child.signal(SIGTERM)
            #expect(setup.listener.wait(after: ready) { $0.hasPrefix("STOPPING=1") } != nil, "\(setup.listener.messages)")
            #expect(daemon.child.waitForExit() == 0, "\(daemon.child.stderr)")
        }

        @Test func sigintAlsoStopsCleanly() throws {
            let setup = try Setup()
            defer { setup.remove() }
            let daemon = try setup.start()
            try #require(setup.listener.wait(for: Self.isReady) != nil)
            #expect(daemon.stop(signal: SIGINT) == 0, "\(daemon.child.stderr)")
            setup.listener.drain()
            #expect(setup.listener.messages.contains { $0.hasPrefix("STOPPING=1") })
        }
    }
}

/// CLOCK_MONOTONIC in microseconds, as `MONOTONIC_USEC=` carries it.
func monotonicMicroseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000 + UInt64(now.tv_nsec) / 1_000
}
