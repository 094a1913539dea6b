import Foundation
import Testing

extension EndToEndTests {
    /// `layoutd check` on a stale scene: which views moved, in words, before a diff cut to
    /// a readable length.
    @Suite struct CheckSummary {
        /// A column of `rows` rows, each an HStack of two texts, `spacing` apart.
        static func column(spacing: Int, rows: Int = 40) -> String {
            """
            struct ContentView: View {
                var body: some View {
                    VStack(spacing: \(spacing)) {
                        ForEach(0..<\(rows)) { index in
                            HStack {
                                Text("row \\(index)")
                                Text("detail")
                            }
                        }
                    }
                    .id("list")
                }
            }

            #Preview("Tall", traits: .fixedLayout(width: 300, height: 2000)) { ContentView() }
            """
        }

        @Test func spacingChangeIsSummarisedByViewBeforeADiffCutTo200Lines() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            try scenes.write(Self.column(spacing: 12), "a.swift")
            try #require(try Layoutd.run(["render", scenes.path]).status == 0)
            try scenes.write(Self.column(spacing: 20), "a.swift")
            let result = try Layoutd.run(["check", scenes.path])
            #expect(result.status == 1)
            let lines = result.stdout.components(separatedBy: "\n")
            #expect(lines.first?.hasPrefix("a.swift: ") == true && lines.first?.contains("views moved or changed size") == true, "\(result.stdout)")
            // Rows are named by the id and their place, with old and new frames; the texts in
            // a row moved with it and are counted on its line.
            #expect(lines.contains { $0.hasPrefix("  Tall: #list/HStack[1] moved: x ") && $0.contains(" → ") && $0.hasSuffix("(and 2 views inside)") }, "\(result.stdout)")
            let diffStart = try #require(lines.firstIndex { $0.hasPrefix("--- a/") })
            let summary = lines[1..<diffStart]
            #expect(summary.count <= 21, "\(summary.count) summary lines")
            #expect(summary.last?.hasPrefix("  and ") == true && summary.last?.hasSuffix(" more") == true, "\(summary.last ?? "")")
            let cut = try #require(lines.firstIndex { $0.hasPrefix("… ") && $0.hasSuffix("more lines of diff; `layoutd check --full` shows all of it") }, "\(result.stdout)")
            #expect(cut - diffStart == 200)
            #expect(result.stdout.contains("2 stale outputs; run `layoutd render` to update"), "placement and picture")

            let full = try Layoutd.run(["check", "--full", scenes.path])
            #expect(full.status == 1)
            #expect(!full.stdout.contains("more lines of diff"))
            #expect(full.stdout.components(separatedBy: "\n").count > lines.count)
        }
    }
}
