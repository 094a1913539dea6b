import Foundation

/// A scene whose checked-in outputs are stale, as `layoutd check` reports it: first a
/// summary a person can read (which views moved or changed size, old and new frames), then
/// the unified diff, cut to a length a terminal or a CI log can hold.
public struct StaleScene: Sendable {
    /// The scene's path relative to the workspace root.
    public var scene: String
    /// Its stale outputs, in the order they were found.
    public var outputs: [StaleOutput]

    /// How many summary lines of changes are listed before `and N more`.
    public static let summaryLimit = 20
    /// How many lines of diff are shown per scene unless `--full` is given.
    public static let diffLimit = 200

    public init(scene: String, outputs: [StaleOutput]) {
        self.scene = scene
        self.outputs = outputs
    }

    /// Stale outputs grouped by scene, scenes in the order their first output came.
    public static func grouped(_ outputs: [StaleOutput]) -> [StaleScene] {
        var scenes: [StaleScene] = []
        var index: [String: Int] = [:]
        for output in outputs {
            if let position = index[output.scene] {
                scenes[position].outputs.append(output)
            } else {
                index[output.scene] = scenes.count
                scenes.append(StaleScene(scene: output.scene, outputs: [output]))
            }
        }
        return scenes
    }

    /// The summary: a line naming the scene and what changed, then one indented line per
    /// change (at most ``summaryLimit``, then `and N more`).
    public func summary(limit: Int = StaleScene.summaryLimit) -> [String] {
        guard let placement = outputs.first(where: { $0.kind == .placement }) else {
            let names = outputs.map { ($0.path as NSString).lastPathComponent }
            return ["\(scene): no view moved; \(names.joined(separator: ", ")) differ\(names.count == 1 ? "s" : "")"]
        }
        guard let actual = placement.actual else {
            return ["\(scene): \(placement.path) is missing"]
        }
        guard let old = PlacementDocument(actual), let new = PlacementDocument(placement.expected) else {
            return ["\(scene): \(placement.path) is not a placement document"]
        }
        let changes = PlacementChanges(from: old, to: new)
        guard !changes.changes.isEmpty else {
            return ["\(scene): no view moved or changed size; \(placement.path) differs in names, kinds or texts"]
        }
        return ["\(scene): \(Self.counts(changes.changes))"] + changes.summary(limit: limit).map { "  " + $0 }
    }

    /// `3 views moved or changed size, 1 added`.
    private static func counts(_ changes: [PlacementChanges.Change]) -> String {
        var moved = 0, added = 0, removed = 0, other = 0
        for change in changes {
            switch change {
            case .moved: moved += 1
            case .added: added += 1
            case .removed: removed += 1
            default: other += 1
            }
        }
        var parts: [String] = []
        if moved > 0 { parts.append("\(moved) view\(moved == 1 ? "" : "s") moved or changed size") }
        if added > 0 { parts.append("\(added) added") }
        if removed > 0 { parts.append("\(removed) removed") }
        if other > 0 { parts.append("\(other) canvas or preview change\(other == 1 ? "" : "s")") }
        return parts.joined(separator: ", ")
    }

    /// `diff` (the scene's diffs, one after another) cut to `limit` lines, the last saying
    /// how many were left out; whole when `limit` is nil (`--full`).
    public static func excerpt(of diff: String, limit: Int?) -> String {
        var lines = diff.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        guard let limit, lines.count > limit else { return diff }
        let left = lines.count - limit
        return lines.prefix(limit).joined(separator: "\n") + "\n… \(left) more line\(left == 1 ? "" : "s") of diff; `layoutd check --full` shows all of it\n"
    }
}
