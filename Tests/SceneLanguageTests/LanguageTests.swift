import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// The Swift a scene may use: view structs and their properties, closures, `ForEach`,
/// `let`, `if`, `switch`, operators, interpolation, enums, functions and globals.
struct LanguageTests {
    /// The texts of a preview's Text views, in order.
    func texts(_ source: String, preview: Int = 0) throws -> [String] {
        try placement(source, preview: preview).root.allNodes.compactMap(\.text)
    }

    @Test func userViewUsesPropertyDefaultsAndMemberwiseArguments() throws {
        let source = """
        struct Card: View {
            var title = "Untitled"
            let subtitle: String
            var width: CGFloat = 80
            var body: some View {
                VStack {
                    Text(title)
                    Text(self.subtitle)
                }
                .frame(width: width)
            }
        }
        #Preview {
            VStack {
                Card(subtitle: "first").id("a")
                Card(title: "Second", subtitle: "b", width: 120).id("b")
            }
        }
        """
        #expect(try texts(source) == ["Untitled", "first", "Second", "b"])
        let placed = try placement(source)
        #expect(try frame(placed, "a").width == 80)
        #expect(try frame(placed, "b").width == 120)
    }

    @Test func letWithDefaultIsNotAMemberwiseArgument() {
        let source = """
        struct Card: View {
            let count: Int = 3
            var body: some View { Text("\\(count)") }
        }
        #Preview { Card(count: 4) }
        """
        #expect(load(source).diagnostics.map(\.message) == ["'count' is a 'let' with a default value; 'Card' has no argument 'count'"])
    }

    @Test func customInitializerSetsProperties() throws {
        let source = """
        struct Badge: View {
            let text: String
            let size: CGFloat
            init(_ text: String, size: CGFloat = 10) {
                self.text = text.uppercased()
                self.size = size * 2
            }
            var body: some View { Text(text).frame(width: size) }
        }
        #Preview { HStack { Badge("new").id("a"); Badge("hot", size: 30).id("b") } }
        """
        #expect(try texts(source) == ["NEW", "HOT"])
        let placed = try placement(source)
        #expect(try frame(placed, "a").width == 20)
        #expect(try frame(placed, "b").width == 60)
    }

    @Test func viewBuilderPropertyTakesTheTrailingClosure() throws {
        let source = """
        struct Panel<Content: View>: View {
            var title: String
            @ViewBuilder let content: Content
            var body: some View {
                VStack(spacing: 0) {
                    Text(title)
                    content
                }
                .padding(4)
            }
        }
        struct Boxed<Content: View>: View {
            let content: Content
            init(@ViewBuilder content: () -> Content) { self.content = content() }
            var body: some View { content.border(Color.red) }
        }
        #Preview {
            Panel(title: "Panel") {
                Text("one")
                Boxed { Text("two") }
            }
        }
        """
        let compiled = VStack(spacing: 0) {
            Text("Panel")
            Text("one")
            Text("two").border(Color.red)
        }
        .padding(4)
        try expectSameLayout(source, as: compiled)
    }

    @Test func multiViewBodyGivesEachViewToTheContainer() throws {
        let source = """
        struct Pair: View {
            var body: some View {
                Text("a")
                Text("b")
            }
        }
        #Preview { HStack(spacing: 0) { Pair(); Pair() } }
        """
        try expectSameLayout(source, as: HStack(spacing: 0) { Text("a"); Text("b"); Text("a"); Text("b") })
    }

    @Test func forEachIteratesRangesClosedRangesAndArrays() throws {
        let source = #"""
        let names = ["x", "y"]
        #Preview {
            VStack {
                ForEach(0..<3) { ix in Text("r\(ix)") }
                ForEach(1...2, id: \.self) { Text("c\($0)") }
                ForEach(["a", "b"], id: \.self) { s in Text(s) }
                ForEach(names.indices, id: \.self) { i in Text(names[i] + "!") }
                ForEach(Array(stride(from: 0, to: 10, by: 5)), id: \.self) { Text("s\($0)") }
            }
        }
        """#
        #expect(try texts(source) == ["r0", "r1", "r2", "c1", "c2", "a", "b", "x!", "y!", "s0", "s5"])
    }

    @Test func stringInterpolationPrintsValuesAsSwiftDoes() throws {
        let source = #"""
        struct Labels: View {
            let width: CGFloat = 2
            let count = 3
            let ratio = 1.5
            var body: some View {
                Text("\(count) \(width) \(ratio) \(true) \(7 / 2) \(count / 2) \("nested \(count)")")
            }
        }
        #Preview { Labels() }
        """#
        #expect(try texts(source) == ["3 2.0 1.5 true 3 1 nested 3"])
    }

    @Test func operatorSequencesFoldByPrecedenceAndCasts() throws {
        let source = """
        #Preview {
            Text("\\(2 as Double) \\(7 / 2 as Double) \\(1 + 2 * 3) \\(10 - 4 - 3) \\(1 < 2) \\(true ? 1 : 2)")
        }
        """
        #expect(try texts(source) == ["2.0 3.5 7 3 true 1"])
    }

    @Test func interpolationSpecifierFormatsNumbers() throws {
        let source = #"""
        let ratio = 2.0 / 3
        #Preview { Text("\(ratio, specifier: "%.2f") of \(42, specifier: "%03d")"); Text(String(format: "%.1f", ratio)) }
        """#
        #expect(try texts(source) == ["0.67 of 042", "0.7"])
    }

    @Test func letBindingsNameValuesAndLayouts() throws {
        let source = """
        #Preview {
            let gap: CGFloat = 6
            let layout = AnyLayout(VStackLayout(spacing: gap))
            layout {
                Text("a")
                Text("b")
            }
        }
        """
        try expectSameLayout(source, as: AnyLayout(VStackLayout(spacing: 6)) { Text("a"); Text("b") })
    }

    @Test func ifElseAndTernaryChooseByProperties() throws {
        let source = """
        struct Switcher: View {
            var isWide = false
            var count = 2
            var body: some View {
                if isWide {
                    Text("wide")
                } else if count > 1 && !isWide {
                    Text("many")
                } else {
                    Text("one")
                }
                Text(isWide ? "W" : "N")
                let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
                layout { Text("x") }
            }
        }
        #Preview { Switcher() }
        #Preview { Switcher(isWide: true) }
        """
        #expect(try texts(source, preview: 0) == ["many", "N", "x"])
        #expect(try texts(source, preview: 1) == ["wide", "W", "x"])
    }

    @Test func computedPropertiesMethodsAndGlobalsAreEvaluated() throws {
        let source = """
        let spacing: CGFloat = 4
        func label(_ text: String) -> some View {
            Text(text).padding(spacing)
        }
        struct List: View {
            let items = ["a", "b"]
            var header: some View { Text("Header").font(.headline) }
            var total: Int { items.count * 10 }
            func row(_ index: Int) -> some View {
                label("\\(index): \\(items[index])")
            }
            var body: some View {
                VStack(spacing: spacing) {
                    header
                    ForEach(0..<items.count) { row($0) }
                    Text("\\(total)")
                }
            }
        }
        #Preview { List() }
        """
        #expect(try texts(source) == ["Header", "0: a", "1: b", "20"])
    }

    @Test func enumsSwitchAndRawValues() throws {
        let source = """
        enum Size: Int, CaseIterable {
            case small = 10, large = 40
            var label: String {
                switch self {
                case .small: return "S"
                default: return "L"
                }
            }
        }
        #Preview {
            HStack {
                ForEach(Size.allCases, id: \\.self) { size in
                    Text(size.label).frame(width: CGFloat(size.rawValue)).id(size.label)
                }
            }
        }
        """
        #expect(try texts(source) == ["S", "L"])
        let placed = try placement(source)
        #expect(try frame(placed, "S").width == 10)
        #expect(try frame(placed, "L").width == 40)
    }

    @Test func nestedTypesAndQualifiedConformancesAreUnderstood() throws {
        let source = """
        import SwiftUI
        struct Toolbar: SwiftUI.View {
            enum Style { case compact, regular }
            var style: Style = .compact
            var body: some View {
                Text(style == .compact ? "compact" : "regular")
            }
        }
        #Preview { VStack { Toolbar(); Toolbar(style: .regular) } }
        """
        #expect(try texts(source) == ["compact", "regular"])
    }

    @Test func plainStructsHoldTheDataViewsShow() throws {
        let source = """
        struct Item: Identifiable {
            let id: Int
            var name: String
            var width: CGFloat = 40
            var label: String { "\\(id). \\(name)" }
        }
        let items = [Item(id: 1, name: "one"), Item(id: 2, name: "two", width: 60)]
        #Preview {
            VStack {
                ForEach(items) { item in
                    Text(item.label).frame(width: item.width).id(item.name)
                }
            }
        }
        """
        #expect(try texts(source) == ["1. one", "2. two"])
        #expect(try frame(try placement(source), "two").width == 60)
    }

    @Test func builtInFunctionsComputeNumbers() throws {
        let source = """
        #Preview {
            Color.red.frame(width: max(10, min(50, 30)) + abs(-2), height: CGFloat(Int(7.9)) * Double.pi / .pi)
        }
        """
        let placed = try placement(source)
        #expect(placed.root.frame.size == CGSize(width: 32, height: 7))
    }
}
