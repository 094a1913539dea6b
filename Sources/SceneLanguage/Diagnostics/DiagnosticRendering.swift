import Foundation
import SwiftDiagnostics
import SwiftParser
import SwiftSyntax

extension SceneDiagnostic {
    /// Renders diagnostics of one file as the compiler does, with swift-syntax's
    /// `DiagnosticsFormatter`: for each, `path:line:col: severity: message`, then the source
    /// line with the message (and its notes) under the column it points at:
    ///
    /// ```
    /// scenes/flow.swift:12:9: error: unknown view 'Txt'
    /// 12 |         Txt("Hello")
    ///    |         |- error: unknown view 'Txt'
    ///    |         `- note: did you mean 'Text'?
    /// ```
    ///
    /// A diagnostic with no location is one line, `path: severity: message`. `source` is the
    /// file's text (a Swift scene or a scene.json) and `path` is printed as given.
    public static func render(_ diagnostics: [SceneDiagnostic], source: String, path: String, colored: Bool = false) -> String {
        guard !diagnostics.isEmpty else { return "" }
        let formatter = DiagnosticsFormatter(contextSize: 0, colorize: colored)
        // The formatter needs a syntax tree only for the file's lines (see `linesTree`).
        var tree: SourceFileSyntax?
        var output = ""
        for diagnostic in diagnostics {
            guard let location = diagnostic.location else {
                output += diagnostic.oneLine(path: path) + "\n"
                for note in diagnostic.notes { output += note.oneLine(path: path) + "\n" }
                continue
            }
            if tree == nil { tree = linesTree(source) }
            let root = tree!
            let end = root.endPosition.utf8Offset
            func position(_ location: Location) -> AbsolutePosition {
                AbsolutePosition(utf8Offset: min(max(0, location.offset), end))
            }
            var group = GroupedDiagnostics()
            var entries = [Diagnostic(node: root, position: position(location), message: diagnostic, highlights: [])]
            var unplaced: [SceneDiagnostic] = []
            for note in diagnostic.notes {
                if let noteLocation = note.location {
                    entries.append(Diagnostic(node: root, position: position(noteLocation), message: note, highlights: []))
                } else {
                    unplaced.append(note)
                }
            }
            group.addSourceFile(tree: root, displayName: path, diagnostics: entries)
            output += formatter.annotateSources(in: group)
            for note in unplaced { output += note.oneLine(path: path) + "\n" }
        }
        return output
    }

    /// A syntax tree of `source` good for the formatter, which reads only its lines: the
    /// whole text as the trivia of the end of the file, which has the same lines as the
    /// parsed file and costs a copy where parsing again would cost as much as loading (a
    /// daemon renders a scene's diagnostics on every save). Only a `#sourceLocation`
    /// directive, which renames the lines after it, needs the parsed tree. Either way the
    /// tree keeps every byte, so a scene.json gets a usable one too.
    private static func linesTree(_ source: String) -> SourceFileSyntax {
        if source.contains("#sourceLocation") { return Parser.parse(source: source) }
        return SourceFileSyntax(statements: [], endOfFileToken: .endOfFileToken(leadingTrivia: Trivia(pieces: [.unexpectedText(source)])))
    }
}
