/// A range whose bounds are not integers, or that lacks one: `.xSmall ... .xxxLarge`,
/// `...DynamicTypeSize.large`, `.large...`, `"a"..<"m"`. The evaluator cannot order the
/// bounds (it does not know their type); the parameter that takes the range converts and
/// orders them, as Swift's type checker and `Range`'s precondition would. A range of integers
/// with both bounds is ``SceneValue/range(lower:upper:)``, which `ForEach` counts through.
struct SceneRange {
    /// The lower bound, nil for `...upper` and `..<upper`.
    var lower: SceneValue?
    /// The upper bound, nil for `lower...`.
    var upper: SceneValue?
    /// Whether the upper bound is in the range: `...` rather than `..<`.
    var includesUpper: Bool

    /// The operator as written, for messages and scene.json: `...` or `..<`.
    var spelledOperator: String { includesUpper ? "..." : "..<" }
}

extension SceneRange {
    /// `lhs...rhs` or `lhs..<rhs` when the bounds are of a kind the evaluator cannot order,
    /// members or strings (`.xSmall ... .large`, `"a"..."m"`); nil for two numbers, which make
    /// a ``SceneValue/range(lower:upper:)`` of integers, and for kinds no range holds.
    init?(_ lhs: SceneValue, _ rhs: SceneValue, includesUpper: Bool) {
        switch (lhs, rhs) {
        case (.member, .member), (.string, .string): self.init(lower: lhs, upper: rhs, includesUpper: includesUpper)
        default: return nil
        }
    }
}
