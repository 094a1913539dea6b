import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// `ForEach` takes a `RandomAccessCollection`: a sequence that is not one (`zip`,
/// `stride`) is an error at the argument, as Swift's, with the fix; an array made of it,
/// or a reversed collection, is taken.
struct ForEachSequenceTests {
    @Test func zipIsAnErrorSuggestingAnArray() {
        let source = "let a = [1, 2]\nlet b = [\"x\", \"y\"]\n#Preview { VStack { ForEach(zip(a, b), id: \\.0) { Text($0.1) } } }"
        let diagnostics = load(source).diagnostics
        #expect(diagnostics.map(\.message) == ["generic struct 'ForEach' requires that 'Zip2Sequence' conform to 'RandomAccessCollection': use 'Array(zip(a, b))'"])
        #expect(diagnostics.first?.location?.line == 3)
        #expect(diagnostics.first?.location?.column == 29)
    }

    @Test func strideIsAnError() {
        let messages = load("#Preview { VStack { ForEach(stride(from: 0, through: 4, by: 2), id: \\.self) { Text(\"\\($0)\") } } }").diagnostics.map(\.message)
        #expect(messages == ["generic struct 'ForEach' requires that 'StrideThrough' conform to 'RandomAccessCollection': use 'Array(stride(from: 0, through: 4, by: 2))'"])
    }

    @Test func anArrayOfZipAndAReversedCollectionAreTaken() throws {
        let source = """
            #Preview {
                VStack {
                    ForEach(Array(zip([1, 2], ["a", "b"])), id: \\.0) { Text($0.1) }
                    ForEach((0..<2).reversed(), id: \\.self) { Text("\\($0)") }
                }
            }
            """
        #expect(try placement(source).root.allNodes.compactMap(\.text) == ["a", "b", "1", "0"])
    }
}
