import Foundation
import Logging
import Synchronization
import Testing
@testable import LayoutDaemon

/// Collects the lines a handler writes.
final class LineRecorder: Sendable {
    private let storage = Mutex<[String]>([])
    var lines: [String] { storage.withLock { $0 } }
    var write: @Sendable (String) -> Void { { line in self.storage.withLock { $0.append(line) } } }
}

/// One level and the syslog priority journald must file it under.
struct PriorityCase: CustomTestStringConvertible, Sendable {
    let level: Logger.Level
    let priority: Int
    var testDescription: String { "\(level)" }
}

@Suite struct JournalLogHandlerTests {
    static let priorities: [PriorityCase] = [
        PriorityCase(level: .trace, priority: 7),
        PriorityCase(level: .debug, priority: 7),
        PriorityCase(level: .info, priority: 6),
        PriorityCase(level: .notice, priority: 5),
        PriorityCase(level: .warning, priority: 4),
        PriorityCase(level: .error, priority: 3),
        PriorityCase(level: .critical, priority: 2),
    ]

    private func logger(_ style: JournalLogHandler.Style, _ recorder: LineRecorder) -> Logger {
        Logger(label: "layoutd") { label in
            JournalLogHandler(label: label, style: style, logLevel: .trace, write: recorder.write)
        }
    }

    @Test(arguments: priorities)
    func journalStylePrefixesTheSyslogPriority(_ testCase: PriorityCase) {
        let recorder = LineRecorder()
        logger(.journal, recorder).log(level: testCase.level, "rendered")
        #expect(recorder.lines == ["<\(testCase.priority)>layoutd: rendered\n"])
    }

    @Test func plainStyleNamesTheLevelWithoutPrefix() {
        let recorder = LineRecorder()
        logger(.plain, recorder).warning("scene has errors")
        #expect(recorder.lines == ["warning layoutd: scene has errors\n"])
    }

    @Test func metadataFollowsTheMessageSortedByKey() {
        let recorder = LineRecorder()
        var log = logger(.plain, recorder)
        log[metadataKey: "scene"] = "flow.swift"
        log.info("rendered", metadata: ["ms": "3", "changed": "true"])
        #expect(recorder.lines == ["info layoutd: rendered changed=true ms=3 scene=flow.swift\n"])
    }

    @Test func metadataValueWithSpacesIsQuoted() {
        let recorder = LineRecorder()
        logger(.plain, recorder).error("reload failed", metadata: ["reason": "bad \"scale\" value"])
        #expect(recorder.lines == [#"error layoutd: reload failed reason="bad \"scale\" value""# + "\n"])
    }

    @Test func journalStylePrefixesEveryLineOfAMultiLineMessage() {
        let recorder = LineRecorder()
        logger(.journal, recorder).error("flow.swift:2:5: error: unknown view 'Txt'\n    Txt(\"a\")\n    ^")
        #expect(recorder.lines == ["<3>layoutd: flow.swift:2:5: error: unknown view 'Txt'\n<3>    Txt(\"a\")\n<3>    ^\n"])
    }

    @Test func oneMessageIsOneWrite() {
        let recorder = LineRecorder()
        logger(.journal, recorder).info("a\nb")
        #expect(recorder.lines.count == 1)
    }

    @Test func withoutJournalStreamStyleIsPlain() {
        #expect(JournalLogHandler.style(environment: [:], standardError: (1, 2)) == .plain)
    }

    @Test func journalStreamMatchingStandardErrorSelectsJournalStyle() {
        #expect(JournalLogHandler.style(environment: ["JOURNAL_STREAM": "8:12345"], standardError: (8, 12345)) == .journal)
    }

    @Test func journalStreamNamingAnotherStreamSelectsPlainStyle() {
        #expect(JournalLogHandler.style(environment: ["JOURNAL_STREAM": "8:12345"], standardError: (8, 999)) == .plain)
    }

    @Test func journalStreamWithoutIdentityCheckSelectsJournalStyle() {
        #expect(JournalLogHandler.style(environment: ["JOURNAL_STREAM": "8:12345"], standardError: nil) == .journal)
    }
}
