import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// One call site of a `ForEach` template is resolved for each element with that element's
/// values: an overload another element's values chose, or a mistake another made, does not
/// carry over.
@Suite struct PerElementResolutionTests {
    /// The widths of the frames the `ForEach` made, in order, and the diagnostics.
    private func widths(_ body: String) throws -> (widths: [String], messages: [String]) {
        let source = """
        #Preview {
            VStack {
                ForEach(0..<3) { i in
                    \(body)
                }
            }
        }
        """
        let result = load(source)
        let messages = result.diagnostics.map(\.message)
        guard let scene = result.scene else { return ([], messages) }
        let placed = LayoutHost().place(scene.previews[0].view, proposal: defaultCanvas)
        let widths = placed.root.children.map { "\($0.kind) \(Int($0.frame.width))" }
        return (widths, messages)
    }

    @Test func eachElementsValueIsConverted() throws {
        let (widths, messages) = try widths(#"Text("x").frame(width: CGFloat(i) * 10 + 8)"#)
        #expect(messages.isEmpty)
        #expect(widths == ["frame 8", "frame 18", "frame 28"])
    }

    /// A scene with errors has no views: only what is reported is compared.
    @Test func aValueOfAnotherTypeIsReportedAtItsElement() throws {
        let (widths, messages) = try widths(#"Text("x").frame(width: i == 1 ? "wide" : 8)"#)
        #expect(messages == ["expected a number for 'width', got a string"])
        #expect(widths.isEmpty)
    }

    @Test func aValueTheOverloadRejectsIsReportedAtItsElement() throws {
        let (widths, messages) = try widths(#"Text("x").frame(width: i == 1 ? -5 : 8)"#)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("invalid frame dimension -5 for 'width'") == true)
        #expect(widths.isEmpty)
    }

    @Test func aChoiceAValuesTypeMadeGivesWayToTheNextValuesType() throws {
        // `padding(.horizontal)` skips `padding(_ length:)` because of its value's type; the
        // number of the next element takes that first overload.
        let (widths, messages) = try widths(#"Text("x").padding(i == 0 ? .horizontal : 3)"#)
        #expect(messages.isEmpty)
        // 16 points on each side for the default horizontal padding, 3 for the number.
        let padded = widths.compactMap { $0.split(separator: " ").last.flatMap { Int($0) } }
        #expect(widths.allSatisfy { $0.hasPrefix("padding ") })
        #expect(padded.count == 3 && padded[0] - padded[1] == 26 && padded[1] == padded[2])
    }
}
