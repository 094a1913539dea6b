import Foundation

/// A number's `FormatStyle` given to `Text(_:format:)`: `.number`, `.percent` or
/// `.currency(code:)`, with `.precision(.fractionLength(…))`, `.precision(.significantDigits(…))`
/// and `.grouping(.never)`. Formatted by Foundation's own styles in the en_US locale, as a
/// US iPhone's preview shows it, so the text is measured with the characters SwiftUI draws.
struct NumberFormat: Hashable, Sendable {
    enum Style: Hashable, Sendable {
        case number, percent
        case currency(code: String)
    }

    enum Precision: Hashable, Sendable {
        case fractionLength(ClosedRange<Int>)
        case significantDigits(ClosedRange<Int>)
    }

    var style: Style
    var precision: Precision?
    var isGrouped = true

    private static let locale = Locale(identifier: "en_US")

    func string(for value: Double) -> String {
        switch style {
        case .number:
            let format = FloatingPointFormatStyle<Double>(locale: Self.locale)
            return value.formatted((foundationPrecision.map(format.precision) ?? format).grouping(grouping))
        case .percent:
            let format = FloatingPointFormatStyle<Double>.Percent(locale: Self.locale)
            return value.formatted((foundationPrecision.map(format.precision) ?? format).grouping(grouping))
        case .currency(let code):
            let format = FloatingPointFormatStyle<Double>.Currency(code: code, locale: Self.locale)
            return value.formatted((foundationPrecision.map(format.precision) ?? format).grouping(grouping))
        }
    }

    private var foundationPrecision: NumberFormatStyleConfiguration.Precision? {
        switch precision {
        case .fractionLength(let range)?: .fractionLength(range)
        case .significantDigits(let range)?: .significantDigits(range)
        case nil: nil
        }
    }

    private var grouping: NumberFormatStyleConfiguration.Grouping { isGrouped ? .automatic : .never }
}
