import ArgumentParser
import Foundation
import LayoutDaemon

/// The options every command shares to find its configuration.
struct ConfigurationOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("A configuration file (TOML or JSON); overrides LAYOUTD_CONFIG.", valueName: "file"))
    var config: String?

    @Option(name: .long, help: ArgumentHelp("Points per character cell of the ASCII preview; overrides the configuration.", valueName: "points"))
    var scale: Double?

    /// The configuration: flag > environment > file > default. A bad one is a usage error
    /// (exit 64) naming the file, key and line.
    func load(scenes: String? = nil, logLevel: String? = nil) throws -> Configuration {
        do {
            var configuration = try ConfigurationLoader.load(
                flags: ConfigurationOverrides(configFile: config, scenes: scenes, logLevel: logLevel),
                environment: ProcessInfo.processInfo.environment
            )
            if let scale {
                guard scale.isFinite, scale > 0 else { throw ValidationError("--scale must be a positive number, got \(scale)") }
                configuration.scale = scale
            }
            return configuration
        } catch let error as ConfigurationError {
            printError("layoutd: \(error)")
            throw ExitCode.validationFailure
        }
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
    return isatty(fileDescriptor) == 1
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

    init(paths: [String], configuration: Configuration) throws {
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ValidationError("no such file or directory: \(path)")
            }
            if isDirectory.boolValue {
                workspaces.append((try Workspace(root: path, configuration: configuration), nil))
            } else {
                let directory = (path as NSString).deletingLastPathComponent
                let workspace = try Workspace(root: directory.isEmpty ? "." : directory, configuration: configuration)
                let file = workspace.root + "/" + (path as NSString).lastPathComponent
                guard PathFilter(root: workspace.root).classify(file).isScene else {
                    throw ValidationError("not a scene (NAME.swift or NAME.scene.json): \(path)")
                }
                workspaces.append((workspace, [file]))
            }
        }
    }
}
