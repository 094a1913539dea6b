import Foundation
@testable import SceneLanguage
import Testing

/// A subscript a scene's struct declares is read and assigned through as in Swift, and
/// tuples of comparable elements compare in order, as the standard library's do.
@Suite struct UserSubscriptTests {
    static let grid = """
        struct Grid {
            var cells: [[Int]] = [[0, 0], [0, 0]]
            subscript(row: Int, column: Int) -> Int {
                get { cells[row][column] }
                set { cells[row][column] = newValue }
            }
            subscript(row row: Int) -> [Int] { cells[row] }
            mutating func put(_ value: Int, at index: Int) {
                let (row, column) = index.quotientAndRemainder(dividingBy: 2)
                self[row, column] = value
            }
        }

        """

    @Test func aSubscriptIsReadWithItsParameterNamesUnlabeled() throws {
        #expect(try printed("var g = Grid()\ng.cells[1][0] = 7\nprint(g[1, 0], g[row: 1])", declarations: Self.grid) == ["7 [7, 0]"])
    }

    @Test func assigningThroughASubscriptRunsItsSetter() throws {
        #expect(try printed("var g = Grid()\ng[0, 1] = 5\ng[0, 1] += 2\ng.put(9, at: 2)\nprint(g.cells)", declarations: Self.grid) == ["[[0, 7], [9, 0]]"])
    }

    @Test func assigningThroughAGetOnlySubscriptIsAnError() throws {
        let template = layoutScene("var g = Grid()\nBODY\nreturn .zero", declarations: Self.grid)
        #expect(try errorMessages("1️⃣g[row: 0] = [1, 2]", in: template) == ["cannot assign through subscript: subscript is get-only"])
    }

    @Test func assigningThroughAClasssSubscriptChangesTheInstanceAnyLetReferenceNames() throws {
        let board = "final class Board {\n    var cells = [0, 0, 0]\n    subscript(i: Int) -> Int {\n        get { cells[i] }\n        set { cells[i] = newValue }\n    }\n}\n"
        #expect(try printed("let b = Board()\nlet same = b\nb[1] = 4\nsame[1] += 1\nprint(b.cells)", declarations: board) == ["[0, 5, 0]"])
    }

    @Test func tuplesCompareElementByElement() throws {
        #expect(try printed("print((1, 2) < (1, 3), (2, 0) < (1, 9), (1, \"b\") < (1, \"a\"), [(2, 1), (1, 5), (1, 2)].sorted { $0 < $1 })") == ["true false false [(1, 2), (1, 5), (2, 1)]"])
    }
}
