import Foundation

extension CGFloat {
    /// The value as whole points for a message (`390`), or as Swift prints it when no `Int`
    /// can hold it (`inf`, `nan`, `1e+300`): a canvas or a proposal in a message may be any
    /// of those, and `Int(_:)` traps on them.
    package var wholePointsDescription: String {
        isFinite && magnitude < 1e15 ? String(Int(rounded())) : "\(self)"
    }
}
