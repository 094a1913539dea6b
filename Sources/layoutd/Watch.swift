import ArgumentParser
import Canvas
import FileWatching
import Foundation
import LayoutDaemon
import LayoutEngine
import Logging
import Rendering
import SystemPackage
import UnixSignals

/// `layoutd watch [DIR]`: development mode beside an editor.
struct Watch: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Watch a directory and redraw each scene's preview as it is saved.",
        discussion: """
        On a terminal the screen is redrawn in place (no blank flash) and fitted to it: the status \
        of the last pass first, then its diagnostics, then the picture, scaled down to the \
        terminal's width unless --scale is given and cut at its bottom; it is redrawn when the \
        terminal is resized. Otherwise one line per pass is printed. Stop with Ctrl-C.

        With --serve, a live canvas is also served at the printed address: every scene drawn \
        at true proportions, redrawn on every save, with an inspector. It listens on 127.0.0.1 \
        unless an address is given, answers only to that address or localhost, and only reads.
        """
    )

    @OptionGroup var options: ConfigurationOptions

    @Flag(inversion: .prefixedNo, help: "Colour output (default: when standard output is a terminal and NO_COLOR is unset).")
    var color: Bool?

    @Argument(help: ArgumentHelp("The directory to watch.", valueName: "dir"))
    var directory: String?

    @Option(help: ArgumentHelp("Serve a live canvas in the browser on [ADDR:]PORT (address 127.0.0.1 unless given; port 0 picks a free one).", valueName: "[addr:]port"), transform: Self.serveAddress)
    var serve: ServeAddress?

    static func serveAddress(_ text: String) throws -> ServeAddress {
        guard let address = ServeAddress(parsing: text) else {
            throw ValidationError("--serve takes PORT or ADDRESS:PORT (port 0...65535), not '\(text)'")
        }
        return address
    }

    func run() async throws {
        let configuration = try options.load(scenes: directory)
        let workspace = try Workspace(root: configuration.scenes, configuration: configuration, logger: Logger(label: "layoutd.watch") { _ in SwiftLogNoOpLogHandler() }, keepsSpareOutputs: true)
        defer { workspace.removeSpareOutputs() }
        let colored = shouldColor(color, fileDescriptor: 1)
        workspace.coloredDiagnostics = colored
        var canvas: CanvasServer.Running?
        if let serve {
            do {
                canvas = try await CanvasServer(hub: CanvasHub(), address: serve, root: workspace.root).start()
            } catch {
                printError("layoutd: \(error)")
                throw ExitCode.validationFailure
            }
            workspace.recordsSourcePositions = true
        }
        defer { canvas?.stop() }
        let screen = WatchDisplay(
            root: configuration.scenes, colored: colored, interactive: Syscalls.isTerminal(1),
            scale: CGFloat(configuration.scale), fitsWidth: options.scale == nil, canvasURL: canvas?.url
        )
        let loop = SceneEventLoop(workspace: workspace)
        let watcher = try FileWatcher(root: FilePath(workspace.root), skippingHiddenDirectories: true, deliver: { loop.post($0) }, finished: { loop.end() })
        defer { watcher.stop() }
        // Ctrl-C (or a TERM) ends the loop between passes, so no output is left half
        // written and the terminal is not left mid-redraw.
        let stops = await UnixSignalsSequence(trapping: .sigint, .sigterm)
        let stopper = Task {
            for await _ in stops {
                loop.end()
                return
            }
        }
        defer { stopper.cancel() }
        // A terminal that changes size (a pane resized, a font zoomed) is redrawn for it.
        let resizes = await UnixSignalsSequence(trapping: .sigwinch)
        let resizer = Task {
            for await _ in resizes { screen.redraw() }
        }
        defer { resizer.cancel() }
        let hub = canvas?.hub
        let first = workspace.renderAll()
        hub?.publish(first)
        screen.show(first, sceneCount: workspace.sceneCount)
        await loop.run { reports in
            // The browser first: it is the one measured from the save.
            hub?.publish(reports)
            screen.show(reports, sceneCount: workspace.sceneCount)
        }
    }
}
