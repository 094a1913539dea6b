import Foundation
import LayoutEngine

/// Which views moved or changed size between a checked-in placement and a fresh one, for
/// the summary `layoutd check` prints before its diff.
///
/// A diff of two placement files says which numbers changed, not which views: one
/// `spacing: 12` changed to `20` gave 586 lines of `"y"` hunks and no view's name. Here
/// views are matched by identity, as placement.json names them: a view given `.id("name")`
/// is `#name` wherever it sits, any other by its kinds from the nearest named view (or the
/// root) down, with its index among same-kind siblings where there are several
/// (`#toolbar/HStack/Text[2]`). Only views that moved relative to their parent are listed:
/// a view carried along by its parent, or a modifier the same box as the view it wraps,
/// counts toward the line of the view that moved (`and 3 views inside`).
public struct PlacementChanges: Equatable, Sendable {
    /// One line of the summary.
    public enum Change: Equatable, Sendable {
        /// A view that moved or changed size, with how many views inside it moved with it.
        case moved(preview: String, path: String, from: CGRect, to: CGRect, carried: Int)
        case added(preview: String, path: String)
        case removed(preview: String, path: String)
        /// A preview's canvas changed size.
        case canvas(preview: String, from: CGSize, to: CGSize)
        case previewAdded(String)
        case previewRemoved(String)
    }

    public var changes: [Change]

    /// The changes from `old` (checked in) to `new` (laid out now), in tree order.
    public init(from old: PlacementDocument, to new: PlacementDocument) {
        var changes: [Change] = []
        let oldPreviews = Dictionary(old.previews.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let newNames = Set(new.previews.map(\.name))
        for preview in new.previews {
            guard let before = oldPreviews[preview.name] else {
                changes.append(.previewAdded(preview.name))
                continue
            }
            if before.size != preview.size {
                changes.append(.canvas(preview: preview.name, from: before.size, to: preview.size))
            }
            changes += Self.compare(before.root, preview.root, preview: preview.name)
        }
        for preview in old.previews where !newNames.contains(preview.name) {
            changes.append(.previewRemoved(preview.name))
        }
        self.changes = changes
    }

    /// The summary, at most `limit` lines and then `and N more`.
    public func summary(limit: Int = 20) -> [String] {
        var lines = changes.prefix(limit).map(Self.describe)
        if changes.count > limit { lines.append("and \(changes.count - limit) more") }
        return lines
    }

    // MARK: - Matching

    /// A view of one tree with its identity and display path.
    private struct Entry {
        var node: PlacementDocument.Node
        var path: String
        /// The index of the parent's entry, if any.
        var parent: Int?

        /// The path and, for a Text, its string: what a person finds the view by.
        var label: String {
            node.text.map { path + " \"\($0)\"" } ?? path
        }
    }

    private static func compare(_ old: PlacementDocument.Node, _ new: PlacementDocument.Node, preview: String) -> [Change] {
        let oldEntries = entries(of: old)
        let newEntries = entries(of: new)
        let oldByPath = Dictionary(oldEntries.map { ($0.path, $0.node) }, uniquingKeysWith: { first, _ in first })
        let newPaths = Set(newEntries.map(\.path))
        var changes: [Change] = []
        /// For each new entry: the index in `changes` of the line it counts toward, and the
        /// change of its frame (nil when it did not change or is new).
        var reporter: [Int?] = Array(repeating: nil, count: newEntries.count)
        var delta: [FrameDelta?] = Array(repeating: nil, count: newEntries.count)
        for (index, entry) in newEntries.enumerated() {
            guard let before = oldByPath[entry.path] else {
                changes.append(.added(preview: preview, path: entry.label))
                continue
            }
            guard before.frame != entry.node.frame else { continue }
            let change = FrameDelta(from: before.frame, to: entry.node.frame)
            delta[index] = change
            // Moved exactly as its parent did: carried along, counted on the parent's line.
            if let parent = entry.parent, delta[parent] == change, let line = reporter[parent] {
                reporter[index] = line
                if case .moved(let p, let path, let from, let to, let carried) = changes[line] {
                    changes[line] = .moved(preview: p, path: path, from: from, to: to, carried: carried + 1)
                }
                continue
            }
            reporter[index] = changes.count
            changes.append(.moved(preview: preview, path: entry.label, from: before.frame, to: entry.node.frame, carried: 0))
        }
        for entry in oldEntries where !newPaths.contains(entry.path) {
            changes.append(.removed(preview: preview, path: entry.label))
        }
        return changes
    }

    /// How a frame changed; equal for a view and the parent that carried it along.
    private struct FrameDelta: Equatable {
        var x, y, width, height: CGFloat

        init(from old: CGRect, to new: CGRect) {
            // Rounded to the file's 1/1000 pt so that two subtractions of the same move agree.
            func rounded(_ value: CGFloat) -> CGFloat { (value * 1000).rounded() / 1000 }
            x = rounded(new.minX - old.minX)
            y = rounded(new.minY - old.minY)
            width = rounded(new.width - old.width)
            height = rounded(new.height - old.height)
        }
    }

    /// Every view of the tree under `root`, parents before children, with its path.
    private static func entries(of root: PlacementDocument.Node) -> [Entry] {
        var entries = [Entry(node: root, path: segment(root, index: 0, of: 1, named: root.name), parent: nil)]
        var next = 0
        while next < entries.count {
            let parent = entries[next]
            var seen: [String: Int] = [:]
            let counts = Dictionary(parent.node.children.map { ($0.kind, 1) }, uniquingKeysWith: +)
            for child in parent.node.children {
                let index = seen[child.kind, default: 0]
                seen[child.kind] = index + 1
                let own = segment(child, index: index, of: counts[child.kind] ?? 1, named: child.name)
                let path = child.name == nil ? parent.path + "/" + own : own
                entries.append(Entry(node: child, path: path, parent: next))
            }
            next += 1
        }
        // Two views given the same name: the later ones are told apart by their order.
        var seenPaths: [String: Int] = [:]
        for index in entries.indices {
            let count = seenPaths[entries[index].path, default: 0]
            seenPaths[entries[index].path] = count + 1
            if count > 0 { entries[index].path += "[\(count)]" }
        }
        return entries
    }

    /// A view's own part of its path: `#name`, or its kind with its index among siblings of
    /// the same kind when there are several.
    private static func segment(_ node: PlacementDocument.Node, index: Int, of count: Int, named name: String?) -> String {
        if let name { return "#" + name }
        return count > 1 ? "\(node.kind)[\(index)]" : node.kind
    }

    // MARK: - Text

    private static func describe(_ change: Change) -> String {
        switch change {
        case .moved(let preview, let path, let from, let to, let carried):
            let verb: String
            switch (from.origin != to.origin, from.size != to.size) {
            case (true, true): verb = "moved and resized"
            case (false, true): verb = "resized"
            default: verb = "moved"
            }
            let inside = carried == 0 ? "" : " (and \(carried) view\(carried == 1 ? "" : "s") inside)"
            return "\(preview): \(path) \(verb): \(frame(from)) → \(frame(to))\(inside)"
        case .added(let preview, let path):
            return "\(preview): \(path) added"
        case .removed(let preview, let path):
            return "\(preview): \(path) removed"
        case .canvas(let preview, let from, let to):
            return "\(preview): canvas \(size(from)) → \(size(to))"
        case .previewAdded(let name):
            return "preview '\(name)' added"
        case .previewRemoved(let name):
            return "preview '\(name)' removed"
        }
    }

    private static func frame(_ rect: CGRect) -> String {
        "x \(rect.minX.sceneDescription), y \(rect.minY.sceneDescription), \(size(rect.size))"
    }

    private static func size(_ size: CGSize) -> String {
        "\(size.width.sceneDescription)×\(size.height.sceneDescription)"
    }
}
