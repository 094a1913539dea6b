import ArgumentParser
import Foundation

/// The `layoutd` command: SwiftUI's layout system, headless, for scene files.
///
/// Exit codes everywhere: 0 success, 1 a scene has errors or an output is stale, 64 bad
/// usage or configuration (ArgumentParser's `validationFailure`).
@main
struct Layoutd: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutd",
        abstract: "Lay out SwiftUI scenes headless: frames as JSON, pictures as text.",
        discussion: """
        A scene is a NAME.swift file in SwiftUI syntax (or NAME.scene.json). Its outputs are \
        written next to it: NAME.placement.json (every view's frame), NAME.preview.txt (an ASCII \
        picture) and, when configured, NAME.preview.svg. Diagnostics go to NAME.diagnostics.txt.
        """,
        subcommands: [Render.self, Check.self, Watch.self, Daemon.self]
    )
}
