import Foundation

/// The subviews of a layout, as a random-access collection of ``LayoutSubview`` proxies.
///
/// It holds no array of its own: it reads the container's children in place, so slicing
/// it (`subviews.dropFirst()`) or passing it around costs nothing.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews
    public typealias Indices = Range<Int>

    unowned(unsafe) let parent: LayoutNode
    unowned(unsafe) let context: LayoutContext
    public let startIndex: Int
    public let endIndex: Int

    init(parent: LayoutNode, context: LayoutContext, range: Range<Int>) {
        self.parent = parent
        self.context = context
        self.startIndex = range.lowerBound
        self.endIndex = range.upperBound
    }

    public var indices: Range<Int> { startIndex..<endIndex }

    /// The proxy holds its node unretained, so the node is read without a retain and a
    /// release around it: a layout reads every subview several times a pass. The parent is
    /// read unretained too, and its list of children in place.
    public subscript(position: Int) -> LayoutSubview {
        Unmanaged.passUnretained(parent)._withUnsafeGuaranteedRef { $0.children.unmanaged(at: position) }
            ._withUnsafeGuaranteedRef { LayoutSubview(node: $0, context: context) }
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(parent: parent, context: context, range: bounds)
    }

    public func index(after i: Int) -> Int { i + 1 }
    public func index(before i: Int) -> Int { i - 1 }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.parent === rhs.parent && lhs.startIndex == rhs.startIndex && lhs.endIndex == rhs.endIndex
    }
}
