import Foundation
import Glibc
import Testing
@testable import LayoutDaemon

@Suite struct SystemdNotifierTests {
    @Test func withoutNotifySocketEveryCallDoesNothing() throws {
        let notifier = SystemdNotifier(environment: [:])
        #expect(notifier.socket == nil)
        try notifier.ready(status: "ready")
        try notifier.reloading()
        try notifier.watchdog()
        try notifier.stopping()
    }

    @Test func readySendsReadyAndStatusInOneDatagram() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let listener = try DatagramListener(path: directory.child("notify"))
        try SystemdNotifier(environment: ["NOTIFY_SOCKET": listener.address]).ready(status: "watching 3 scenes")
        #expect(listener.receive() == "READY=1\nSTATUS=watching 3 scenes")
    }

    @Test func abstractSocketNameIsReached() throws {
        let listener = try DatagramListener(abstractName: "layoutd-test-\(UUID().uuidString)")
        #expect(listener.address.hasPrefix("@"))
        try SystemdNotifier(environment: ["NOTIFY_SOCKET": listener.address]).watchdog()
        #expect(listener.receive() == "WATCHDOG=1")
    }

    @Test func reloadingCarriesTheMonotonicClockInMicroseconds() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let listener = try DatagramListener(path: directory.child("notify"))
        let before = monotonicMicroseconds()
        try SystemdNotifier(environment: ["NOTIFY_SOCKET": listener.address]).reloading()
        let after = monotonicMicroseconds()
        let lines = try #require(listener.receive()).split(separator: "\n")
        #expect(lines.first == "RELOADING=1")
        let stamp = try #require(lines.dropFirst().first.flatMap { $0.split(separator: "=").last }.flatMap { UInt64($0) })
        #expect(lines.dropFirst().first?.hasPrefix("MONOTONIC_USEC=") == true)
        #expect((before ... after).contains(stamp))
    }

    @Test func stoppingAndStatusSendTheirAssignments() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let listener = try DatagramListener(path: directory.child("notify"))
        let notifier = SystemdNotifier(environment: ["NOTIFY_SOCKET": listener.address])
        try notifier.status("rendering flow.swift")
        try notifier.stopping()
        #expect(listener.receive() == "STATUS=rendering flow.swift")
        #expect(listener.receive() == "STOPPING=1")
    }

    @Test func newlineInAValueBecomesASpace() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let listener = try DatagramListener(path: directory.child("notify"))
        try SystemdNotifier(environment: ["NOTIFY_SOCKET": listener.address]).status("bad config:\nline 3")
        #expect(listener.receive() == "STATUS=bad config: line 3")
    }

    @Test func watchdogIntervalIsHalfOfWatchdogUsec() {
        let notifier = SystemdNotifier(environment: ["WATCHDOG_USEC": "30000000"], pid: 42)
        #expect(notifier.watchdogInterval == .seconds(15))
    }

    @Test func watchdogIntervalAppliesWhenWatchdogPidIsOurs() {
        let notifier = SystemdNotifier(environment: ["WATCHDOG_USEC": "2000000", "WATCHDOG_PID": "42"], pid: 42)
        #expect(notifier.watchdogInterval == .seconds(1))
    }

    @Test func watchdogIsOffWhenWatchdogPidIsAnotherProcess() {
        let notifier = SystemdNotifier(environment: ["WATCHDOG_USEC": "2000000", "WATCHDOG_PID": "41"], pid: 42)
        #expect(notifier.watchdogInterval == nil)
    }

    @Test func watchdogIsOffWithoutWatchdogUsec() {
        #expect(SystemdNotifier(environment: [:]).watchdogInterval == nil)
        #expect(SystemdNotifier(environment: ["WATCHDOG_USEC": "0"]).watchdogInterval == nil)
        #expect(SystemdNotifier(environment: ["WATCHDOG_USEC": "soon"]).watchdogInterval == nil)
    }

    @Test func unreachableSocketIsAnErrorNamingTheCallAndSocket() throws {
        let notifier = SystemdNotifier(environment: ["NOTIFY_SOCKET": "/nonexistent/notify"])
        let error = #expect(throws: SystemdNotifierError.self) { try notifier.ready() }
        #expect(error?.description == "sd_notify: sendto(/nonexistent/notify): no such file or directory")
    }

    @Test func relativeSocketPathIsRejected() throws {
        let notifier = SystemdNotifier(environment: ["NOTIFY_SOCKET": "run/notify"])
        let error = #expect(throws: SystemdNotifierError.self) { try notifier.ready() }
        #expect(error?.description == "sd_notify: NOTIFY_SOCKET(run/notify): expected an absolute path or @name")
    }

    private func monotonicMicroseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000 + UInt64(now.tv_nsec) / 1_000
    }
}
