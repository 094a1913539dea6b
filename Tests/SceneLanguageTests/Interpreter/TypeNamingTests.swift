import Foundation
import LayoutEngine
@testable import SceneLanguage
import Testing

/// Layout code names types as Swift lets it: a generic function's parameters, `typealias`es
/// of the file and of a type, and tuple types whose labels an unlabeled tuple takes.
@Suite struct TypeNamingTests {
    @Test func aGenericFunctionRunsWithEachTypeItIsCalledWith() throws {
        let width = try computedWidth("""
            let whole = clamp(12, 0, 10)
            let fraction = clamp(CGFloat(0.25), 0.5, 1)
            return CGSize(width: CGFloat(whole) + fraction, height: 0)
        """, declarations: "func clamp<T: Comparable>(_ value: T, _ low: T, _ high: T) -> T { min(max(value, low), high) }")
        #expect(width == 10.5)
    }

    @Test func aFunctionQualifiedByItsModuleIsTheFunction() throws {
        let width = try computedWidth("return CGSize(width: Swift.max(3, Swift.min(10, 7)) + CGFloat(Swift.abs(-2)), height: 0)")
        #expect(width == 9)
    }

    @Test func aTypealiasOfTheFileNamesItsType() throws {
        let width = try computedWidth("""
            var widths: Widths = []
            widths.append(4)
            widths.append(6)
            return CGSize(width: widths.reduce(0, +), height: 0)
        """, declarations: "typealias Widths = [CGFloat]")
        #expect(width == 10)
    }

    @Test func aTypealiasOfATypeNamesItsTypeInItsMembers() throws {
        let width = try computedWidth("""
            let rows = Packer().rows(of: [30, 40, 50, 20], in: 80)
            return CGSize(width: CGFloat(rows.count * 100) + rows[1].width, height: 0)
        """, declarations: """
            struct Packer {
                typealias Row = (count: Int, width: CGFloat)
                func rows(of widths: [CGFloat], in limit: CGFloat) -> [Row] {
                    var rows: [Row] = []
                    var current: Row = (0, 0)
                    for width in widths {
                        if current.width + width > limit, current.count > 0 {
                            rows.append(current)
                            current = (0, 0)
                        }
                        current.count += 1
                        current.width += width
                    }
                    rows.append(current)
                    return rows
                }
            }
            """)
        #expect(width == 270)
    }

    @Test func anUnlabeledTupleTakesTheLabelsOfItsDeclaredType() throws {
        let width = try computedWidth("""
            var size: (wide: CGFloat, high: CGFloat) = (3, 4)
            size.wide *= 10
            return CGSize(width: size.wide + size.high, height: 0)
        """)
        #expect(width == 34)
    }

    @Test func aReturnedTupleTakesTheLabelsOfTheReturnType() throws {
        let width = try computedWidth("""
            let range = extent(of: [4, 9, 2])
            return CGSize(width: range.high * 10 + range.low, height: 0)
        """, declarations: "func extent(of values: [CGFloat]) -> (low: CGFloat, high: CGFloat) { (values.min() ?? 0, values.max() ?? 0) }")
        #expect(width == 92)
    }

    @Test func dictionaryGroupingCollectsTheElementsOfEachKeyInOrder() throws {
        let width = try computedWidth("""
            let groups = Dictionary(grouping: [1, 2, 3, 4, 5, 6, 7], by: { $0 % 3 })
            let typed = [Int: [Int]](grouping: [10, 11], by: { $0 / 10 })
            return CGSize(width: CGFloat(groups[1]!.reduce(0) { $0 * 10 + $1 } + typed[1]!.count * 1000), height: 0)
        """)
        #expect(width == 2147)
    }

    @Test func aDictionaryOfDuplicateKeysStopsThePass() throws {
        let output = try diagnostics(of: layoutScene("""
                let pairs = [("a", 1), ("a", 2)]
                let table = 1️⃣Dictionary(uniqueKeysWithValues: pairs)
                return CGSize(width: CGFloat(table.count), height: 0)
            """))
        #expect(output.contains("Duplicate values for key"))
    }
}
