import Foundation
import LayoutEngine
@testable import SceneLanguage
import Testing

/// `Text(_:format:)` shows a number as Foundation formats it for a US iPhone: the text a
/// layout measures is the one SwiftUI draws.
@Suite struct TextFormatTests {
    func text(_ call: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String? {
        try placement("#Preview { \(call) }\n", sourceLocation: sourceLocation).root.allNodes.compactMap(\.text).first
    }

    @Test func numberFormatsShowTheirDigitsGroupedForTheUSLocale() throws {
        #expect(try text("Text(1234.5, format: .number)") == "1,234.5")
        #expect(try text("Text(12345, format: .number.grouping(.never))") == "12345")
        #expect(try text("Text(1234.5, format: .number.precision(.fractionLength(2)))") == "1,234.50")
        #expect(try text("Text(2.0, format: .number.precision(.fractionLength(0...2)))") == "2")
        #expect(try text("Text(3.14159, format: .number.precision(.significantDigits(3)))") == "3.14")
    }

    @Test func percentAndCurrencyFormatsShowTheirSigns() throws {
        #expect(try text("Text(0.256, format: .percent)") == "25.6%")
        #expect(try text("Text(3.1, format: .currency(code: \"USD\"))") == "$3.10")
        #expect(try text("Text(0.5, format: .percent.precision(.fractionLength(1)))") == "50.0%")
    }

    @Test func theFormattedTextIsMeasuredAsWritten() throws {
        let formatted = try placement("#Preview { Text(1234.5, format: .number.precision(.fractionLength(2))) }\n")
        let written = try placement("#Preview { Text(\"1,234.50\") }\n")
        #expect(formatted.root.frame == written.root.frame)
    }

    @Test func aFormatLayoutdDoesNotKnowIsAnErrorAtIt() {
        let output = rendered("#Preview { Text(1.5, format: .number.notation(.compactName)) }\n")
        #expect(output.contains("1:30: error: expected a number format ('.number', '.percent' or '.currency(code:)') for 'format'"))
    }
}
