import ArgumentParser
import Foundation

/// The `layoutd` command: SwiftUI's layout system, headless, for scene files.
///
/// Every command ends through ``ExitStatus``, which maps outcomes to exit codes in one
/// place; `--help` and the README list them.
@main
struct Layoutd: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutd",
        abstract: "Lay out SwiftUI scenes headless: frames as JSON, pictures as text.",
        discussion: """
        A scene is a NAME.swift file in SwiftUI syntax (or NAME.scene.json). Its outputs are \
        written next to it: NAME.placement.json (every view's frame), NAME.preview.txt (an ASCII \
        picture) and, when configured, NAME.preview.svg. Diagnostics go to NAME.diagnostics.txt.

        \(ExitStatus.help)
        """,
        version: Version.description,
        subcommands: [Render.self, Check.self, Watch.self, Daemon.self]
    )

    /// Parses the command line and runs the command, ending through ``ExitStatus``.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            ExitStatus.exit(with: error)
        }
    }
}
