import Foundation
import LayoutEngine
@testable import SceneLanguage
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

    // MARK: - lazy

    static let lazyViews = """
        let names = ["a", "bb"]
        #Preview {
            VStack {
                ForEach((0..<5).lazy.map { $0 * 2 }, id: \\.self) { Text("m\\($0)") }
                ForEach((0..<3).lazy, id: \\.self) { Text("l\\($0)") }
                ForEach(names.lazy.map { $0.count }, id: \\.self) { Text("c\\($0)") }
                ForEach([1, 2].lazy.reversed(), id: \\.self) { Text("r\\($0)") }
            }
        }
        """

    /// A lazy map of a random-access collection is one (`LazyMapSequence`), as is `lazy`
    /// itself and its reversal: taken, with the values Swift gives.
    @Test func aLazyMapOfARangeOrAnArrayIsTaken() throws {
        let expected = ["m0", "m2", "m4", "m6", "m8", "l0", "l1", "l2", "c1", "c2", "r2", "r1"]
        #expect(try placement(Self.lazyViews).root.allNodes.compactMap(\.text) == expected)
        #expect(try ForEachTemplateTests.evaluated { try placement(Self.lazyViews) }.root.allNodes.compactMap(\.text) == expected)
    }

    /// `.lazy.filter { … }` written as `ForEach`'s data is Swift's eager `filter` there (the
    /// one whose result, an array, is a random-access collection).
    @Test func aLazyFilterWrittenAsTheDataIsTheEagerFilter() throws {
        let source = "#Preview { VStack { ForEach((0..<5).lazy.filter { $0 > 2 }, id: \\.self) { Text(\"\\($0)\") } } }"
        #expect(try placement(source).root.allNodes.compactMap(\.text) == ["3", "4"])
    }

    @Test func aLazySequenceOfZipIsAnError() {
        let messages = load("#Preview { VStack { ForEach(zip([1], [2]).lazy, id: \\.0) { Text(\"\\($0.0)\") } } }").diagnostics.map(\.message)
        #expect(messages == ["generic struct 'ForEach' requires that 'LazySequence<Zip2Sequence>' conform to 'RandomAccessCollection': use 'Array(zip([1], [2]).lazy)'"])
    }
}
