import ArgumentParser
import Foundation
import LayoutDaemon

/// How `render` and `check` spread their scenes: over the cores of this machine, and over
/// the machines of a CI matrix.
struct BatchOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Scenes laid out at once (default: one per core).", valueName: "count"))
    var jobs: Int?

    @Option(help: ArgumentHelp(
        "Only the K-th of N parts of the scenes: in path order, round-robin, the first to part 1; every part on its own machine covers every scene once.",
        valueName: "K/N"
    ))
    var shard: Shard = .whole

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, got \(jobs)") }
    }

    /// The scenes of `targets` in this shard, and a warning for each directory holding none
    /// at all (most often a mistyped path, which would otherwise pass CI in silence).
    func batch(_ targets: SceneTargets) -> SceneBatch {
        let batch = SceneBatch(targets.workspaces)
        for (workspace, count) in zip(batch.workspaces, batch.scenesPerWorkspace) where count == 0 {
            printError(SceneTargets.noScenesWarning(workspace.root))
        }
        return batch.shard(shard)
    }

    /// The worker threads to use: `--jobs`, or one per core this process may run on.
    var workers: Int {
        jobs ?? ProcessInfo.processInfo.activeProcessorCount
    }
}

extension Shard: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(argument)
    }

    public var defaultValueDescription: String { "1/1" }
}
