import Foundation

/// An optional size in two plain doubles, NaN in the width for none (sizes are never NaN:
/// the node clamps them).
struct SizeSlot {
    private var width: CGFloat
    private var height: CGFloat

    static var none: SizeSlot { SizeSlot(width: .nan, height: 0) }

    private init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    @inline(__always)
    init(_ size: CGSize) {
        width = size.width
        height = size.height
    }

    /// Whether the slot holds a size equal to `size`.
    @inline(__always)
    func holds(_ size: CGSize) -> Bool {
        !width.isNaN && width == size.width && height == size.height
    }
}
