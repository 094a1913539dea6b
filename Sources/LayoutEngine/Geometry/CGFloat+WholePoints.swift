import Foundation

extension CGFloat {
    /// The value as whole points for a message (`390`), or as Swift prints it when no `Int`
    /// can hold it (`inf`, `nan`, `1e+300`): a canvas or a proposal in a message may be any
    /// of those, and `Int(_:)` traps on them.
    package var wholePointsDescription: String {
        isFinite && magnitude < 1e15 ? String(Int(rounded())) : "\(self)"
    }
}

extension CGFloat {
    /// The value for a message, as a person would write it in a scene: `-50`, `0.5`,
    /// `1e+300`, `infinity`, `-infinity`, `nan` (Swift prints `inf`, which no scene can say).
    package var sceneDescription: String {
        if isNaN { return "nan" }
        if isInfinite { return self < 0 ? "-infinity" : "infinity" }
        if self == rounded(), magnitude < 1e15 { return String(Int64(self)) }
        return "\(Double(self))"
    }
}
