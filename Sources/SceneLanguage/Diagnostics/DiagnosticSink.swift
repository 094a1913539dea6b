import Foundation
import SwiftDiagnostics

/// A diagnostic before its location is known: a message and the origin it points at.
struct PendingDiagnostic {
    var message: SceneMessage
    var origin: SceneOrigin
    var notes: [PendingDiagnostic]
}

/// Collects what the readers and the view factory find. Origins become line and column
/// only at the end, and only when there is something to report.
final class DiagnosticSink {
    private(set) var pending: [PendingDiagnostic] = []
    private(set) var errorCount = 0

    var hasErrors: Bool { errorCount > 0 }

    func emit(_ message: SceneMessage, at origin: SceneOrigin, notes: [(SceneMessage, SceneOrigin)] = []) {
        if message.severity == .error { errorCount += 1 }
        pending.append(PendingDiagnostic(
            message: message,
            origin: origin,
            notes: notes.map { PendingDiagnostic(message: $0.0, origin: $0.1, notes: []) }
        ))
    }

    /// Reports `message`, with a "did you mean" note when `name` is close to a candidate.
    func emit(_ message: SceneMessage, at origin: SceneOrigin, suggesting name: String, from candidates: @autoclosure () -> [String], spelled: (String) -> String = { "'\($0)'" }) {
        var notes: [(SceneMessage, SceneOrigin)] = []
        if let suggestion = Suggestions.closest(to: name, in: candidates()) {
            notes.append((.didYouMean(spelled(suggestion)), origin))
        }
        emit(message, at: origin, notes: notes)
    }

    /// Runs `body` reporting nothing: what it emits is dropped, and whether it emitted
    /// anything is returned with its result. For trying a step ahead of time (compiling a
    /// template) that must not report what the real evaluation may never reach.
    func silently<T>(_ body: () -> T) -> (result: T, emitted: Bool) {
        let count = pending.count, errors = errorCount
        let result = body()
        guard pending.count != count else { return (result, false) }
        pending.removeSubrange(count...)
        errorCount = errors
        return (result, true)
    }

    func append(_ diagnostics: [PendingDiagnostic]) {
        for diagnostic in diagnostics {
            if diagnostic.message.severity == .error { errorCount += 1 }
            pending.append(diagnostic)
        }
    }

    /// The diagnostics with locations, for a file whose UTF-8 bytes are `utf8`.
    func resolved(in utf8: String.UTF8View) -> [SceneDiagnostic] {
        guard !pending.isEmpty else { return [] }
        let lines = LineTable(utf8)
        // In source order (those without a place first), each reported once: a view used by
        // two previews is evaluated twice.
        var seen = Set<SeenKey>()
        let ordered = pending.enumerated().sorted { ($0.element.origin.offset ?? -1, $0.offset) < ($1.element.origin.offset ?? -1, $1.offset) }
            .map(\.element)
            .filter { seen.insert(SeenKey(message: $0.message, origin: $0.origin)).inserted }
        func convert(_ pending: PendingDiagnostic) -> SceneDiagnostic {
            var text = pending.message.text
            if let path = pending.origin.jsonPath, pending.message.severity != .note { text = path + ": " + text }
            return SceneDiagnostic(
                severity: pending.message.severity,
                message: text,
                id: pending.message.id,
                location: pending.origin.offset.map { lines.location(of: $0) },
                notes: pending.notes.map(convert)
            )
        }
        return ordered.map(convert)
    }

    private struct SeenKey: Hashable {
        var message: SceneMessage
        var origin: SceneOrigin
    }
}

/// Line starts of a file, to turn UTF-8 offsets into lines and columns.
struct LineTable {
    private var starts: [Int] = [0]
    private let count: Int

    init(_ utf8: String.UTF8View) {
        var offset = 0
        var previous: UInt8 = 0
        for byte in utf8 {
            offset += 1
            if byte == UInt8(ascii: "\n") {
                starts.append(offset)
            } else if previous == UInt8(ascii: "\r") {
                starts.append(offset - 1)
            }
            previous = byte
        }
        if previous == UInt8(ascii: "\r") { starts.append(offset) }
        count = offset
    }

    func location(of offset: Int) -> SceneDiagnostic.Location {
        let offset = min(max(0, offset), count)
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SceneDiagnostic.Location(line: low + 1, column: offset - starts[low] + 1, offset: offset)
    }
}

/// Edit-distance suggestions for misspelt names.
enum Suggestions {
    /// The candidate closest to `name`, if it is close enough to be what was meant. Of
    /// candidates equally close the first in string order wins, whatever order they came
    /// in: callers list them from hashed tables whose order changes from run to run, and
    /// a diagnostics file must read the same on every run (`.title8` once said `.title2`,
    /// once `.title3`, once `.title`).
    static func closest(to name: String, in candidates: [String]) -> String? {
        let target = Array(name.lowercased().utf8)
        guard !target.isEmpty else { return nil }
        let limit = max(1, min(3, target.count / 3 + 1))
        var best: (String, Int)?
        for candidate in candidates where candidate != name {
            let lowered = Array(candidate.lowercased().utf8)
            if abs(lowered.count - target.count) > limit { continue }
            let distance = editDistance(target, lowered, limit: limit)
            if distance <= limit, best.map({ distance < $0.1 || (distance == $0.1 && candidate < $0.0) }) ?? true { best = (candidate, distance) }
        }
        return best?.0
    }

    /// Levenshtein distance with transpositions, giving up past `limit`.
    static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
