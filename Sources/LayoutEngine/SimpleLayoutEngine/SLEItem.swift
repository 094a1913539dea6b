import Foundation

/// A placeholder for one frame in a Simple Layout Engine layout: fixed in no, one or both
/// dimensions. The layout fills in its frame when the item is added.
///
/// Items are objects, as in the article: `add(item:)` returns the item, and its `frame()`
/// follows later additions to the same layout.
public final class SLEItem: Equatable, CustomStringConvertible {
    /// The fixed width, or nil to take the space the layout gives.
    public let originalWidth: CGFloat?
    /// The fixed height, or nil to take the space the layout gives.
    public let originalHeight: CGFloat?
    private var computedFrame: CGRect?

    init(width: CGFloat?, height: CGFloat?) {
        originalWidth = width
        originalHeight = height
    }

    /// An item that takes an equal share of the free length along the direction and the
    /// parent's whole length across it.
    public static var flexible: SLEItem { SLEItem(width: nil, height: nil) }
    /// An item of fixed width.
    public static func width(_ value: CGFloat) -> SLEItem { SLEItem(width: value, height: nil) }
    /// An item of fixed height.
    public static func height(_ value: CGFloat) -> SLEItem { SLEItem(width: nil, height: value) }
    /// An item of fixed size.
    public static func size(_ value: CGSize) -> SLEItem { SLEItem(width: value.width, height: value.height) }

    /// The item's frame in the layout's coordinate space.
    public func frame() throws(SLEError) -> CGRect {
        guard let computedFrame else { throw .itemIncomplete }
        return computedFrame
    }

    /// A new item with the same fixed lengths, for reuse in another layout.
    func copy() -> SLEItem { SLEItem(width: originalWidth, height: originalHeight) }

    /// The fixed length along `axis`, if any.
    func fixedLength(along axis: Axis) -> CGFloat? { axis == .horizontal ? originalWidth : originalHeight }

    func setFrame(_ frame: CGRect) { computedFrame = frame }

    public static func == (lhs: SLEItem, rhs: SLEItem) -> Bool {
        lhs.originalWidth == rhs.originalWidth && lhs.originalHeight == rhs.originalHeight
    }

    public var description: String {
        switch (originalWidth, originalHeight) {
        case (nil, nil): ".flexible"
        case let (width?, nil): ".width(\(width))"
        case let (nil, height?): ".height(\(height))"
        case let (width?, height?): ".size(\(width)x\(height))"
        }
    }
}
