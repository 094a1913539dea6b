import ArgumentParser
import Foundation
import LayoutDaemon
import Logging

/// The options every command shares to find its configuration.
struct ConfigurationOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("A configuration file (TOML, JSON or YAML, by its extension); overrides LAYOUTD_CONFIG.", valueName: "file"))
    var config: String?

    @Option(name: .long, help: ArgumentHelp("Points per character cell of the ASCII preview; overrides the configuration.", valueName: "points"))
    var scale: Double?

    /// The configuration: flag > environment > file > default. Start-up and the daemon's
    /// reload both come here, so a reload checks exactly what start-up checked.
    ///
    /// - Throws: ``ConfigurationError`` naming the file, key and line, or the flag, which
    ///   ``ExitStatus`` makes a usage error (exit 64).
    func load(scenes: String? = nil, logLevel: String? = nil) throws(ConfigurationError) -> Configuration {
        try ConfigurationLoader.load(
            flags: ConfigurationOverrides(configFile: config, scenes: scenes, logLevel: logLevel, scale: scale),
            environment: ProcessInfo.processInfo.environment
        )
    }
}

/// Writes a line to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
}

/// Whether to colour output: `--color`/`--no-color` win, then NO_COLOR, then whether the
/// stream is a terminal.
func shouldColor(_ flag: Bool?, fileDescriptor: Int32) -> Bool {
    if let flag { return flag }
    if let noColor = ProcessInfo.processInfo.environment["NO_COLOR"], !noColor.isEmpty { return false }
    return Syscalls.isTerminal(fileDescriptor)
}

/// The scene files and workspaces named by command-line paths: a directory is a workspace
/// of all its scenes; a file is one scene in the workspace of its directory.
struct SceneTargets {
    var workspaces: [(workspace: Workspace, scenes: [String]?)] = []

    /// What `render` and `check` say of a directory that holds no scene: not an error (an
    /// empty directory renders to nothing), but most often a mistyped path, which would
    /// otherwise pass a CI check in silence.
    static func noScenesWarning(_ directory: String) -> String {
        "layoutd: warning: no scenes (NAME.swift or NAME.scene.json) in \(directory)"
    }

    /// The workspaces log nothing: a command reports every scene's outcome, a failed write
    /// included, from its reports.
    init(paths: [String], configuration: Configuration) throws {
        let logger = Logger(label: "layoutd") { _ in SwiftLogNoOpLogHandler() }
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw Failure.usage("no such file or directory: \(path)")
            }
            if isDirectory.boolValue {
                workspaces.append((try Workspace(root: path, configuration: configuration, logger: logger), nil))
            } else {
                let directory = (path as NSString).deletingLastPathComponent
                let workspace = try Workspace(root: directory.isEmpty ? "." : directory, configuration: configuration, logger: logger)
                let file = workspace.root + "/" + (path as NSString).lastPathComponent
                guard PathFilter(root: workspace.root).classify(file).isScene else {
                    throw Failure.usage("not a scene (NAME.swift or NAME.scene.json): \(path)")
                }
                workspaces.append((workspace, [file]))
            }
        }
    }
}
