import Foundation

/// A guide named by a program while it runs rather than by a compiled `AlignmentID` type:
/// the scene interpreter makes one for each `struct X: AlignmentID` a scene declares, so
/// the scene's `VerticalAlignment(X.self)` is a guide that stacks, frames, overlays and
/// custom layouts read exactly as they read a compiled one.
///
/// Its identity is the object: two guides made from the same declaration are different
/// guides, as two `AlignmentID` types are. Alignment keys are plain data and cannot own it,
/// so every declared guide stays alive for the rest of the process. A scene recompiled
/// from an edit reuses the guides its last compile made (``rebind(defaultValue:)``), so a
/// process holds one per type a scene declares, however often it is recompiled, and
/// `defaultValue` should hold what it runs weakly so that a replaced program can go.
package final class DeclaredAlignment: @unchecked Sendable {
    /// The declaring type's name, for messages.
    package let name: String
    /// The default value's function, guarded by `lock`: a recompile gives it a new one.
    private var computeDefault: (ViewDimensions) -> CGFloat
    private let lock = NSLock()

    /// A new guide whose value in a view that states none is `defaultValue(dimensions)`,
    /// the declaration's `static func defaultValue(in:)`.
    package init(name: String, defaultValue: @escaping (ViewDimensions) -> CGFloat) {
        self.name = name
        computeDefault = defaultValue
        Self.keepAlive(self)
    }

    /// Makes `defaultValue` the guide's default value: the same type's declaration in a
    /// recompiled scene, which takes over the guide rather than making another.
    package func rebind(defaultValue: @escaping (ViewDimensions) -> CGFloat) {
        lock.withLock { computeDefault = defaultValue }
    }

    func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
        let compute = lock.withLock { computeDefault }
        return compute(dimensions)
    }

    private static let lock = NSLock()
    // Read and written only while holding `lock`.
    nonisolated(unsafe) private static var all: [DeclaredAlignment] = []

    private static func keepAlive(_ guide: DeclaredAlignment) {
        lock.withLock { all.append(guide) }
    }
}

extension HorizontalAlignment {
    /// The horizontal guide a scene declared (`HorizontalAlignment(X.self)` for a scene's
    /// `struct X: AlignmentID`).
    package init(_ declared: DeclaredAlignment) { key = AlignmentKey(declared, axis: .horizontal) }
}

extension VerticalAlignment {
    /// The vertical guide a scene declared (`VerticalAlignment(X.self)` for a scene's
    /// `struct X: AlignmentID`).
    package init(_ declared: DeclaredAlignment) { key = AlignmentKey(declared, axis: .vertical) }
}
