import Foundation
import LayoutEngine

/// Range arguments: `.dynamicTypeSize(.xSmall ... .xxxLarge)`, `...DynamicTypeSize.large`,
/// `.large...`. Each bound converts as the parameter's bound type would, so a range of any
/// type the catalogs name works the same way.
extension ViewFactory {
    func rangeValue(_ value: SceneValue, _ bound: ParameterType, _ origin: SceneOrigin, _ dryRun: Bool) -> Conversion {
        let range: SceneRange
        switch value {
        case .boundedRange(let written):
            range = written
        case .range(let lower, let upper, _):
            // Integers make a range the evaluator stores half-open.
            range = SceneRange(lower: .number(.literal(Double(lower))), upper: .number(.literal(Double(upper))), includesUpper: false)
        default:
            return .mismatch
        }
        // A range is the right kind of value whatever its bounds: a wrong bound is reported
        // at the bound, with the names it may have meant, as a constructor's arguments are.
        if dryRun { return .success(.none) }
        var typed = TypedRange(lower: nil, upper: nil, includesUpper: range.includesUpper)
        for (written, isLower) in [(range.lower, true), (range.upper, false)] {
            guard let written else { continue }
            guard let converted = convert(written, to: bound, origin: origin, parameter: "the range's \(isLower ? "lower" : "upper") bound", dryRun: false) else { return .failed }
            if isLower { typed.lower = converted } else { typed.upper = converted }
        }
        if let lower = typed.lower, let upper = typed.upper, TypedRange.isDescending(lower, upper) == true {
            sink.emit(.rangeOrder(lower: Self.spelled(range.lower!), upper: Self.spelled(range.upper!)), at: origin)
            return .failed
        }
        return .success(.range(typed))
    }

    /// A bound as a message shows it: `'.xxLarge'`, `"m"`, `3`.
    private static func spelled(_ value: SceneValue) -> String {
        switch value {
        case .number(let number): return number.description
        case .string(let text): return "\"\(text)\""
        default: return value.kindDescription
        }
    }
}
