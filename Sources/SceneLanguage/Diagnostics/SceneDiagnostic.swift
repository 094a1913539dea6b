import Foundation
import SwiftDiagnostics

/// A problem found in a scene: a syntax error, an unknown view, a bad argument, an ignored
/// declaration. Loading a scene never throws for a user's mistake; it returns these.
///
/// It is a swift-syntax `DiagnosticMessage`, so swift-syntax's `DiagnosticsFormatter`
/// renders it like the compiler does (see ``render(_:source:path:colored:)``).
public struct SceneDiagnostic: DiagnosticMessage, Hashable, Sendable {
    /// Where a diagnostic points: 1-based line and column (UTF-8 bytes, as the compiler
    /// counts them) and the UTF-8 offset in the file.
    public struct Location: Hashable, Sendable {
        public var line: Int
        public var column: Int
        public var offset: Int

        public init(line: Int, column: Int, offset: Int) {
            self.line = line
            self.column = column
            self.offset = offset
        }
    }

    /// Error, warning or note.
    public var severity: DiagnosticSeverity
    /// Lowercase, no final period, names quoted: `unknown view 'Txt'`. In a scene.json the
    /// message starts with the JSON path of the value: `previews[0].view: unknown view 'Txt'`.
    public var message: String
    /// A stable identifier of the kind of problem (`unknown-view`, `syntax`, …).
    public var id: String
    /// Where it is, when it is somewhere in the file.
    public var location: Location?
    /// Notes attached to it (`did you mean 'Text'?`).
    public var notes: [SceneDiagnostic]

    public init(severity: DiagnosticSeverity, message: String, id: String, location: Location?, notes: [SceneDiagnostic] = []) {
        self.severity = severity
        self.message = message
        self.id = id
        self.location = location
        self.notes = notes
    }

    public var diagnosticID: MessageID { MessageID(domain: "SceneLanguage", id: id) }

    public var isError: Bool { severity == .error }

    /// The diagnostic on one line, as a log wants it: `scenes/a.swift:3:5: error: …`.
    public func oneLine(path: String) -> String {
        let position = location.map { ":\($0.line):\($0.column)" } ?? ""
        return "\(path)\(position): \(Self.severityName(severity)): \(message)"
    }

    static func severityName(_ severity: DiagnosticSeverity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        case .remark: return "remark"
        }
    }
}

extension Array where Element == SceneDiagnostic {
    /// Whether any diagnostic is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }
}
