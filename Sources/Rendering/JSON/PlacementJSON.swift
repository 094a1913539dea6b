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
public enum PlacementJSON {
    /// The format version written as `"version"`.
    public static let version = 1

    /// The document for `previews` of the scene file `source` (a name such as `flow.swift`).
    ///
    /// - Parameter includeStats: `false` leaves `"stats"` out of every preview. A daemon's
    ///   incremental pass counts fewer calls than a cold render of the same scene, so
    ///   comparisons of outputs made different ways (`layoutd check`) leave them out.
    public static func encode(source: String, previews: [RenderedPreview], includeStats: Bool = true) -> String {
        let document = JSONValue.object([
            "version": .integer(version),
            "source": .string(source),
            "previews": .array(previews.map { preview($0, includeStats: includeStats) }),
        ])
        return document.formatted() + "\n"
    }

    private static func preview(_ preview: RenderedPreview, includeStats: Bool) -> JSONValue {
        var members: [String: JSONValue] = [
            "name": .string(preview.name),
            "proposal": .object([
                "width": preview.proposal.width.map { .number(Double($0)) } ?? .null,
                "height": preview.proposal.height.map { .number(Double($0)) } ?? .null,
            ]),
            "size": size(preview.placement.size),
            "root": node(preview.placement.root),
        ]
        if includeStats { members["stats"] = stats(preview.placement.stats) }
        return .object(members)
    }

    private static func node(_ node: PlacedNode) -> JSONValue {
        .raw { output, indent in writeNode(node, to: &output, indent: indent) }
    }

    /// Writes a node straight into the output, keys in sorted order (children, frame, kind,
    /// name, text), exactly as `JSONValue.object` would, without building dictionaries: a
    /// placement has one node per view, so this is the encoder's hot path.
    private static func writeNode(_ node: PlacedNode, to output: inout String, indent: Int) {
        let inner = Indentation.spaces(indent + 1)
        output += "{\n"
        output += inner
        output += "\"children\": "
        if node.children.isEmpty {
            output += "[]"
        } else {
            let itemIndent = Indentation.spaces(indent + 2)
            output += "[\n"
            for (index, child) in node.children.enumerated() {
                output += itemIndent
                writeNode(child, to: &output, indent: indent + 2)
                output += index == node.children.count - 1 ? "\n" : ",\n"
            }
            output += inner
            output += "]"
        }
        output += ",\n"
        output += inner
        output += "\"frame\": "
        JSONValue.object([
            "x": .number(Double(node.frame.origin.x)),
            "y": .number(Double(node.frame.origin.y)),
            "width": .number(Double(node.frame.size.width)),
            "height": .number(Double(node.frame.size.height)),
        ]).write(to: &output, indent: indent + 1)
        output += ",\n"
        output += inner
        output += "\"kind\": "
        JSONValue.writeString(node.kind, to: &output)
        if let name = node.name {
            output += ",\n"
            output += inner
            output += "\"name\": "
            JSONValue.writeString(name, to: &output)
        }
        if let text = node.text {
            output += ",\n"
            output += inner
            output += "\"text\": "
            JSONValue.writeString(text, to: &output)
        }
        output += "\n"
        output += Indentation.spaces(indent)
        output += "}"
    }

    private static func size(_ size: CGSize) -> JSONValue {
        .object(["width": .number(Double(size.width)), "height": .number(Double(size.height))])
    }

    private static func stats(_ stats: LayoutStatistics) -> JSONValue {
        .object([
            "nodes": .integer(stats.nodes),
            "makeCache": .integer(stats.makeCacheCalls),
            "updateCache": .integer(stats.updateCacheCalls),
            "sizeThatFits": .integer(stats.sizeThatFitsCalls),
            "placeSubviews": .integer(stats.placeSubviewsCalls),
        ])
    }
}
