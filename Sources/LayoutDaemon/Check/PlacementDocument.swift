import Foundation

/// A `NAME.placement.json` read back: each preview's canvas and tree of frames, for
/// comparing a checked-in placement with a fresh one view by view.
///
/// Only what a comparison needs is kept (kinds, names, texts, frames); `stats` and the
/// proposal are left out. A number written as a string (`"infinity"`, as old versions
/// wrote a non-finite frame) is read as NaN, so it differs from every number.
public struct PlacementDocument: Equatable, Sendable {
    /// One view: its kind, `.id` name, text and frame, and its children back to front.
    public struct Node: Equatable, Sendable {
        public var kind: String
        public var name: String?
        public var text: String?
        public var frame: CGRect
        public var children: [Node]
    }

    /// One preview: its name, canvas and root view.
    public struct Preview: Equatable, Sendable {
        public var name: String
        public var size: CGSize
        public var root: Node
    }

    public var previews: [Preview]

    /// The document in `text`, or nil when it is not a placement document.
    public init?(_ text: String) {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any],
              let previews = object["previews"] as? [[String: Any]] else { return nil }
        var read: [Preview] = []
        for preview in previews {
            guard let root = (preview["root"] as? [String: Any]).flatMap(Self.node) else { return nil }
            let size = preview["size"] as? [String: Any] ?? [:]
            read.append(Preview(
                name: preview["name"] as? String ?? "",
                size: CGSize(width: Self.number(size["width"]), height: Self.number(size["height"])),
                root: root
            ))
        }
        self.previews = read
    }

    private static func node(_ object: [String: Any]) -> Node? {
        guard let kind = object["kind"] as? String, let frame = object["frame"] as? [String: Any] else { return nil }
        var children: [Node] = []
        for child in object["children"] as? [[String: Any]] ?? [] {
            guard let node = node(child) else { return nil }
            children.append(node)
        }
        return Node(
            kind: kind,
            name: object["name"] as? String,
            text: object["text"] as? String,
            frame: CGRect(x: number(frame["x"]), y: number(frame["y"]), width: number(frame["width"]), height: number(frame["height"])),
            children: children
        )
    }

    private static func number(_ value: Any?) -> CGFloat {
        (value as? NSNumber).map { CGFloat($0.doubleValue) } ?? .nan
    }
}
