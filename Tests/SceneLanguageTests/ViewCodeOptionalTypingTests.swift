import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// View code prints as Swift prints an array of optionals (`[Optional(1), nil]`), a `??`
/// whose right side is optional (`Optional(…)`), and a call of a local of a function type
/// returning an optional; a ternary with `nil` is a flexible `frame` argument.
struct ViewCodeOptionalTypingTests {
    /// The texts of the first preview's Text views, in order, with no diagnostic.
    func texts(_ views: String, declarations: String = "", sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        let source = declarations + "\n#Preview {\n VStack {\n" + views + "\n }\n}\n"
        return try placement(source, sourceLocation: sourceLocation).root.allNodes.compactMap(\.text)
    }

    @Test func anArrayOfOptionalsPrintsElementByElement() throws {
        let views = #"""
            let ys: [Int?] = [1, nil, 3]
            Text("\(xs) \(ys)")
            Text(String(describing: ys))
            Text("\(xs.compactMap { $0 }) \(xs[1] ?? 0) \(xs[0] ?? 0)")
            """#
        #expect(try texts(views, declarations: "let xs: [Int?] = [1, nil, 3]") == [
            "[Optional(1), nil, Optional(3)] [Optional(1), nil, Optional(3)]", "[Optional(1), nil, Optional(3)]", "[1, 3] 0 1",
        ])
    }

    @Test func anArrayOfOptionalsInForEachContentPrintsElementByElement() throws {
        let views = #"""
            ForEach(items, id: \.self) { i in
                let ys: [Int?] = [i, nil]
                Text("\(ys) \(ys.first ?? nil)")
            }
            """#
        #expect(try texts(views, declarations: "let items = [1, 2]") == ["[Optional(1), nil] Optional(1)", "[Optional(2), nil] Optional(2)"])
    }

    @Test func coalescingWithAnOptionalPrintsAsOptional() throws {
        let views = #"""
            let a: Int? = nil
            let b: Int? = 4
            Text("\(a ?? b) \(a ?? 5) \(xs.first ?? nil)")
            """#
        #expect(try texts(views, declarations: "let xs: [Int?] = [1]") == ["Optional(4) 5 Optional(1)"])
    }

    @Test func coalescingOptionalPropertiesOfAViewPrintsAsOptional() throws {
        let declarations = #"""
            struct Row: View {
                let a: Int?
                let b: Int?
                var body: some View { Text("\(a ?? b) \(a ?? 0)") }
            }
            """#
        #expect(try texts("Row(a: nil, b: 4)\nRow(a: 2, b: nil)", declarations: declarations) == ["Optional(4) 0", "Optional(2) 2"])
    }

    @Test func aLocalFunctionReturningAnOptionalPrintsItsResultAsOptional() throws {
        let views = #"""
            let g: (Int) -> Int? = { $0 > 0 ? $0 : nil }
            Text("\(g(3)) \(g(-1)) \(g(3)!)")
            ForEach(items, id: \.self) { i in
                let h: (Int) -> Int? = { $0 > 0 ? $0 : nil }
                Text("\(h(i)) \(h(-i))")
            }
            """#
        #expect(try texts(views, declarations: "let items = [1]") == ["Optional(3) nil 3", "Optional(1) nil"])
    }

    @Test func aTernaryWithNilIsAFrameWidthOrNone() throws {
        let source = """
            #Preview {
                VStack {
                    let wide = true
                    Text("w").frame(width: wide ? 100 : nil)
                    Text("n").frame(width: !wide ? 100 : nil)
                }
            }
            """
        let frames = try placement(source).root.allNodes.filter { $0.kind == "frame" }.map(\.frame.width)
        #expect(frames.count == 2)
        #expect(frames.first == 100)
        #expect(frames.last != 100)
    }
}
