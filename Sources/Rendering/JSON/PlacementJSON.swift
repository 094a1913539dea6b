import Foundation
import LayoutEngine

/// Writes `NAME.placement.json`: every preview of a scene with the frame of every view.
///
/// The bytes depend only on the placements, never on the machine, so the file can be
/// checked in and compared by `layoutd check`:
/// - keys are sorted at every level; the document is pretty-printed with two-space
///   indentation and ends with a newline, so diffs are line by line;
/// - numbers are rounded to 1/1000 pt and written as ``CanonicalNumber`` describes
///   (`12`, `12.5`, `0.333`, `-0.333`, never `-0`);
/// - an unspecified proposal dimension is `null`; an infinite one (or any infinite or NaN
///   number) is the string `"infinity"`, `"-infinity"` or `"nan"`, so it stays distinct
///   from `null`, which means "ideal size" in a proposal;
/// - statistics hold call counts only: time differs on every run;
/// - colours are not written: they are for pictures, not part of the layout contract.
///
/// Shape of the document:
/// ```json
/// {"previews": [{"name", "proposal": {"height", "width"}, "root": NODE,
///                "size": {"height", "width"}, "stats": {…}}],
///  "source": "flow.swift", "version": 1}
/// NODE = {"children": [NODE…], "frame": {"height", "width", "x", "y"}, "kind",
///         "name"? (from .id("…")), "text"? (a Text's string)}
/// ```
/// Members are written in that (sorted) order by a ``JSONWriter``, straight into bytes.
public enum PlacementJSON {
    /// The format version written as `"version"`.
    public static let version = 1

    /// The document for `previews` of the scene file `source` (a name such as `flow.swift`).
    ///
    /// - Parameter includeStats: `false` leaves `"stats"` out of every preview. A daemon's
    ///   incremental pass counts fewer calls than a cold render of the same scene, so
    ///   comparisons of outputs made different ways (`layoutd check`) leave them out.
    public static func encode(source: String, previews: [RenderedPreview], includeStats: Bool = true) -> String {
        document(source: source, previews: previews, includeStats: includeStats).text
    }

    /// The same document as UTF-8 bytes, as the daemon writes it: no `String` made.
    ///
    /// - Parameter splitsLargeTrees: whether a large tree is written on two threads (see
    ///   ``writeSplitting(_:halfCapacity:to:)``). A caller writing another output beside this
    ///   one on every core there is says no: a third thread would only take turns with the
    ///   other two, and the longest output would finish later.
    package static func encodedBytes(source: String, previews: [RenderedPreview], includeStats: Bool = true, splitsLargeTrees: Bool = true) -> RenderedBytes {
        document(source: source, previews: previews, includeStats: includeStats, splitNodes: splitsLargeTrees ? splitNodes : .max).takeBytes()
    }

    /// From how many nodes a preview's tree is written on two threads (see
    /// ``writeSplitting(_:halfCapacity:to:)``): below it, starting a thread costs more than it saves.
    static let splitNodes = 4_000

    private static func document(source: String, previews: [RenderedPreview], includeStats: Bool, splitNodes: Int = splitNodes) -> TextBuffer {
        // A node takes about 300 bytes: room for all of them up front spares copying the
        // document each time a smaller buffer fills.
        let nodes = previews.reduce(0) { $0 + $1.placement.stats.nodes }
        var json = JSONWriter(capacity: 1024 + 384 * nodes)
        json.beginObject()
        json.key("previews")
        json.beginArray()
        for preview in previews {
            json.nextElement()
            write(preview, includeStats: includeStats, splitNodes: splitNodes, to: &json)
        }
        json.endArray()
        json.key("source")
        json.string(source)
        json.key("version")
        json.integer(version)
        json.endObject()
        json.output.append("\n")
        return json.takeOutput()
    }

    /// The document written with trees split from `splitNodes` nodes, for tests that
    /// compare the split and the sequential writing of one placement.
    static func encode(source: String, previews: [RenderedPreview], splitNodes: Int) -> String {
        document(source: source, previews: previews, includeStats: true, splitNodes: splitNodes).text
    }

    private static func write(_ preview: RenderedPreview, includeStats: Bool, splitNodes: Int, to json: inout JSONWriter) {
        json.beginObject()
        json.key("name")
        json.string(preview.name)
        json.key("proposal")
        json.beginObject()
        json.key("height")
        write(preview.proposal.height, to: &json)
        json.key("width")
        write(preview.proposal.width, to: &json)
        json.endObject()
        json.key("root")
        if preview.placement.stats.nodes >= splitNodes {
            writeSplitting(preview.placement.root, halfCapacity: 192 * preview.placement.stats.nodes, to: &json)
        } else {
            write(preview.placement.root, to: &json)
        }
        json.key("size")
        json.beginObject()
        json.key("height")
        json.number(Double(preview.placement.size.height))
        json.key("width")
        json.number(Double(preview.placement.size.width))
        json.endObject()
        if includeStats {
            let stats = preview.placement.stats
            json.key("stats")
            json.beginObject()
            json.key("makeCache")
            json.integer(stats.makeCacheCalls)
            json.key("nodes")
            json.integer(stats.nodes)
            json.key("placeSubviews")
            json.integer(stats.placeSubviewsCalls)
            json.key("sizeThatFits")
            json.integer(stats.sizeThatFitsCalls)
            json.key("updateCache")
            json.integer(stats.updateCacheCalls)
            json.endObject()
        }
        json.endObject()
    }

    /// A proposal dimension: `null` when unspecified.
    private static func write(_ dimension: CGFloat?, to json: inout JSONWriter) {
        if let dimension {
            json.number(Double(dimension))
        } else {
            json.null()
        }
    }

    /// A node and, inside it, its children: the hot path, one call per view.
    private static func write(_ node: PlacedNode, to json: inout JSONWriter) {
        json.beginObject()
        json.key("children")
        json.beginArray()
        for child in node.children {
            json.nextElement()
            write(child, to: &json)
        }
        json.endArray()
        writeMembers(after: node, to: &json)
    }

    /// A large tree, on two threads: down the chain of single children to the first node
    /// with several, whose first half of children is written here while the second half is
    /// written into a second writer on another thread, then appended. The bytes are those
    /// of ``write(_:to:)``; a 10,000-view placement is megabytes, the longest output of a
    /// save.
    private static func writeSplitting(_ node: PlacedNode, halfCapacity: Int, to json: inout JSONWriter) {
        json.beginObject()
        json.key("children")
        json.beginArray()
        let children = node.children
        if children.count == 1 {
            json.nextElement()
            writeSplitting(children[0], halfCapacity: halfCapacity, to: &json)
        } else if children.count > 1 {
            let middle = children.count / 2
            var second = JSONWriter(continuing: json, capacity: halfCapacity)
            // Not `concurrentPerform`: called inside one (the daemon renders its outputs side
            // by side), libdispatch runs a nested one on a single thread. Nor a global queue,
            // whose threads may all be busy (one waiting right here) until libdispatch's
            // once-a-second monitor adds one; a serial queue of our own always gets a thread.
            let group = DispatchGroup()
            withUnsafeMutablePointer(to: &second) { second in
                // Only the queued block uses the pointer, and `group.wait()` returns before
                // `second` goes out of scope; this thread writes the other half, to `json`.
                nonisolated(unsafe) let second = second
                splitQueue.async(group: group) {
                    for child in children[middle...] {
                        second.pointee.nextElement()
                        write(child, to: &second.pointee)
                    }
                }
                for child in children[..<middle] {
                    json.nextElement()
                    write(child, to: &json)
                }
                group.wait()
            }
            json.append(consume second)
        }
        json.endArray()
        writeMembers(after: node, to: &json)
    }

    /// Where the second half of a split tree is written.
    private static let splitQueue = DispatchQueue(label: "layoutd.placement-json")

    /// A node's members after its children, and the end of the node.
    private static func writeMembers(after node: PlacedNode, to json: inout JSONWriter) {
        // Read once: each read looks the node up in its list and offsets it.
        let frame = node.frame
        json.key("frame")
        json.beginObject()
        json.key("height")
        json.number(Double(frame.size.height))
        json.key("width")
        json.number(Double(frame.size.width))
        json.key("x")
        json.number(Double(frame.origin.x))
        json.key("y")
        json.number(Double(frame.origin.y))
        json.endObject()
        json.key("kind")
        json.string(node.kind)
        if let name = node.name {
            json.key("name")
            json.string(name)
        }
        if let text = node.text {
            json.key("text")
            json.string(text)
        }
        json.endObject()
    }
}
