import Foundation
import PackagePlugin

/// Writes `BuildCommit.swift`, holding the git commit the package is built from, for
/// `layoutd --version`.
///
/// A prebuild command rather than a script to run first, so a plain `swift build` from a
/// fresh clone records the commit, with no network and nothing else to remember. The file
/// is rewritten only when its text changes, so an unchanged commit recompiles nothing. A
/// tree that is not a git checkout (a source tarball) records `unknown`; one with
/// uncommitted changes to tracked files adds `-modified`, so a binary never claims a commit
/// it was not built from.
@main
struct BuildCommit: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let directory = context.pluginWorkDirectoryURL.appending(path: "Generated")
        let script = """
            commit=$(git -C "$1" rev-parse --short=12 HEAD 2>/dev/null) || commit=unknown
            if [ "$commit" != unknown ] && ! git -C "$1" diff --quiet HEAD -- 2>/dev/null; then commit="$commit-modified"; fi
            mkdir -p "$2"
            text="/// The git commit this binary was built from (written by the BuildCommit plugin).
            let buildCommit = \\"$commit\\""
            [ "$(cat "$2/BuildCommit.swift" 2>/dev/null)" = "$text" ] || printf '%s\\n' "$text" > "$2/BuildCommit.swift"
            """
        return [
            .prebuildCommand(
                displayName: "Recording the git commit for --version",
                executable: URL(filePath: "/bin/sh"),
                arguments: ["-c", script, "sh", context.package.directoryURL.path(percentEncoded: false), directory.path(percentEncoded: false)],
                outputFilesDirectory: directory
            ),
        ]
    }
}
