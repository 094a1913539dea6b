import Foundation
import LayoutEngine
import SceneLanguage

/// What the daemon remembers about one scene between passes: a persistent LayoutHost per
/// preview, so an edit reuses every surviving layout's cache, the last parse of a Swift
/// scene, so an edit is re-parsed only around it, and whether diagnostics are on disk.
final class SceneState {
    private var hosts: [String: LayoutHost] = [:]
    /// The scene's last parse; a new (empty) one when the scene falls out of the recent ones,
    /// like its hosts, since a large scene's tree is a large part of its memory.
    var parseCache = SceneParseCache()
    /// Whether `NAME.diagnostics.txt` exists for this scene; nil until a pass has looked.
    /// The daemon is its only writer, so the disk is asked once, not on every save.
    var hasDiagnosticsFile: Bool?
    /// The output kinds not configured whose files this scene is known not to have (deleted,
    /// or found missing, by an earlier pass): not deleted again on every save.
    var absentOutputs: Set<OutputKind> = []
    /// The text the last pass read, and the configuration it ran under: the same text read
    /// again needs no pass.
    var lastSource: String?
    var lastConfiguration: Configuration?
    /// The last pass's views, and what its hosts let go of, kept alive through the next pass
    /// so that freeing them is not part of it (``RetiredPass``).
    var retiredPass: RetiredPass?

    /// The host for the preview called `name`, created on first use.
    func host(for name: String) -> LayoutHost {
        if let host = hosts[name] { return host }
        let host = LayoutHost()
        // What a pass lets go of is freed with the retired pass, off the save's path.
        host.keepsDiscarded = true
        hosts[name] = host
        return host
    }

    /// What the hosts' last passes let go of, for ``RetiredPass`` to free.
    func takeDiscarded() -> [LayoutHost.Discarded] {
        hosts.values.map { $0.takeDiscarded() }.filter { !$0.isEmpty }
    }

    /// Forgets the hosts of previews that no longer exist.
    func keepHosts(named names: Set<String>) {
        hosts = hosts.filter { names.contains($0.key) }
    }
}
