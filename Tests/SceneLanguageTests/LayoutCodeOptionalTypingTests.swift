import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// Layout code gives an optional the type Swift gives it where it comes from an array of
/// optionals, a function type, a ternary with `nil` or `??`, so it prints as Swift prints
/// it; `for case let x?` binds the values that are not nil.
struct LayoutCodeOptionalTypingTests {
    @Test func forCaseLetSomeBindsTheValuesThatAreNotNil() throws {
        #expect(try printed("let xs: [Int?] = [1, nil, 3]\nfor case let x? in xs { print(x) }") == ["1", "3"])
    }

    @Test func switchCaseLetSomeMatchesAValue() throws {
        let body = """
            let xs: [Int?] = [nil, 2]
            for x in xs {
                switch x {
                case let y?: print(y)
                case nil: print("none")
                }
            }
            """
        #expect(try printed(body) == ["none", "2"])
    }

    @Test func anArrayOfOptionalsKeepsItsValues() throws {
        let body = """
            let xs: [Int?] = [1, nil, 3]
            print(xs)
            print(xs.compactMap { $0 })
            print(xs[1] ?? 0)
            print(xs[0] ?? 0)
            """
        #expect(try printed(body) == ["[Optional(1), nil, Optional(3)]", "[1, 3]", "0", "1"])
    }

    @Test func firstOfAnArrayOfOptionalsCoalescedWithNilIsOptional() throws {
        #expect(try printed("let xs: [Int?] = [1, nil]\nlet ys: [Int?] = []\nprint(xs.first ?? nil)\nprint(ys.first ?? nil)") == ["Optional(1)", "nil"])
    }

    @Test func firstIndexOfAnArrayIsAnOptionalInt() throws {
        #expect(try printed("let xs = [4, 5]\nprint(xs.firstIndex(of: 5))\nprint(xs.lastIndex { $0 > 9 })\nprint(xs.firstIndex(of: 5)! + 1)") == ["Optional(1)", "nil", "2"])
    }

    @Test func aNestedOptionalThatMustBeToldFromNilIsAnError() {
        for body in ["let xs: [Int?] = [nil]\nprint(xs.first ?? 5)", "let xs: [Int?] = [nil]\nif let x = xs.first { print(x) }"] {
            let source = layoutScene(body + "\nreturn .zero")
            let messages = SceneInterpreter.load(source: source, path: "test.swift").diagnostics.map(\.message)
            #expect(messages == ["a value of type 'Int??' cannot be told apart from nil when it holds nil here: flatten it first, as in '(xs.first ?? nil)'"])
        }
    }

    @Test func coalescingTwoOptionalsIsOptional() throws {
        let body = """
            let x: Int? = nil
            let y: Int? = 4
            let z: Int? = x ?? y
            print(z)
            print(x ?? y)
            print(x ?? 5)
            """
        #expect(try printed(body) == ["Optional(4)", "Optional(4)", "5"])
    }

    @Test func aTernaryWithNilIsOptional() throws {
        let body = """
            let wide = true
            let w: CGFloat? = wide ? 100 : nil
            let u = wide ? 100 : nil as CGFloat?
            let v = wide ? nil : 7
            print(w)
            print(u)
            print(v)
            """
        #expect(try printed(body) == ["Optional(100.0)", "Optional(100.0)", "nil"])
    }

    @Test func aClosureOfADeclaredFunctionTypeReturnsAnOptional() throws {
        let body = """
            let f: (Int) -> Int? = { $0 > 0 ? $0 : nil }
            print(f(3))
            print(f(-1))
            print(f(3) ?? 0)
            """
        #expect(try printed(body) == ["Optional(3)", "nil", "3"])
    }

    @Test func anOptionalClosureParameterIsCalledWithOptionalChaining() throws {
        let declarations = "func pick(_ g: ((Int) -> Int)? = nil) -> Int? { g?(3) }"
        let body = """
            print(pick())
            print(pick { $0 * 2 })
            let h: ((Int) -> Int)? = { $0 + 1 }
            print(h?(3))
            print(h!(3))
            """
        #expect(try printed(body, declarations: declarations) == ["nil", "Optional(6)", "Optional(4)", "4"])
    }
}
