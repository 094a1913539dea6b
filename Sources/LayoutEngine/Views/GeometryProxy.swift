import Foundation

/// What a `GeometryReader` tells its content: its size and where it is.
///
/// A value, made for each layout pass from the reader's placed frame, as SwiftUI's proxy
/// reads the reader's geometry. Headless there is no safe area, so its insets are zero.
public struct GeometryProxy: Equatable {
    /// The reader's size: the size proposed to it, with an unspecified dimension at
    /// SwiftUI's default of 10 pt.
    public let size: CGSize
    /// The reader's frame in the canvas.
    let globalFrame: CGRect

    init(size: CGSize, globalFrame: CGRect) {
        self.size = size
        self.globalFrame = globalFrame
    }

    /// The safe area inset of the reader: always zero, as no device draws over a headless
    /// canvas.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's bounds in `coordinateSpace`: at the origin in `.local`, where it sits
    /// in the canvas in `.global` (and any named space, which resolves as the canvas).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: size)
        case .global, .named: return CGRect(origin: globalFrame.origin, size: size)
        }
    }
}
