import Foundation
@testable import SceneLanguage
import Testing

/// Two Swift forms real layouts write, found in a split-view layout written as a new user
/// would: a `case` whose patterns bind the same names, and a stored closure called by its
/// property's name.
@Suite struct SharedBindingTests {
    static let split = """
        indirect enum Split {
            case leaf(Int)
            case horizontal(Split, Split, ratio: CGFloat)
            case vertical(Split, Split, ratio: CGFloat)
            var leafCount: Int {
                switch self {
                case .leaf: return 1
                case let .horizontal(a, b, _), let .vertical(a, b, _): return a.leafCount + b.leafCount
                }
            }
        }
        struct Sizer {
            var scale: (CGFloat) -> CGFloat = { $0 * 2 }
            func scaled(_ x: CGFloat) -> CGFloat { scale(x) }
        }

        """

    @Test func aCaseWhosePatternsBindTheSameNameBindsItWhicheverMatches() throws {
        let body = "let tree = Split.vertical(.leaf(0), .horizontal(.leaf(1), .leaf(2), ratio: 0.5), ratio: 0.3)\nprint(tree.leafCount, Split.horizontal(.leaf(0), .leaf(1), ratio: 1).leafCount)"
        #expect(try printed(body, declarations: Self.split) == ["3 2"])
    }

    @Test func aSwitchValuesCaseWithSharedBindingsBindsThem() throws {
        let body = "let s = Split.vertical(.leaf(4), .leaf(5), ratio: 0.5)\nlet first: Split = switch s { case let .horizontal(a, _, _), let .vertical(a, _, _): a\n case .leaf: s }\nif case .leaf(let n) = first { print(n) }"
        #expect(try printed(body, declarations: Self.split) == ["4"])
    }

    @Test func aStoredClosureIsCalledByItsPropertysName() throws {
        #expect(try printed("print(Sizer().scaled(3), Sizer(scale: { $0 + 1 }).scaled(3))", declarations: Self.split) == ["6.0 4.0"])
    }
}
