import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// The scenes of the five seed articles, as their readers would write them: each is
/// interpreted and laid out exactly as the same views compiled against LayoutEngine.
struct SeedSceneTests {
    @Test func flowLayoutWithSpacingLaysOutLikeCompiledCode() throws {
        let source = """
        struct ContentView: View {
            var body: some View {
                FlowLayout(spacing: 8) {
                    Text("Hello")
                        .font(.largeTitle)
                    Text("World")
                        .font(.title)
                    Text("!!!")
                        .font(.title3)
                }
                .border(Color.red)
            }
        }
        """
        let compiled = FlowLayout(spacing: 8) {
            Text("Hello").font(.largeTitle)
            Text("World").font(.title)
            Text("!!!").font(.title3)
        }
        .border(Color.red)
        try expectSameLayout(source, as: compiled)
        try expectSameLayout(source, as: compiled, canvas: ProposedViewSize(width: 120, height: 200))
    }

    @Test func flowLayoutWithoutSpacingUsesPreferredSpacing() throws {
        let source = """
        struct ContentView: View {
            var body: some View {
                FlowLayout {
                    Text("Hello")
                        .font(.largeTitle)
                    Text("World")
                        .font(.title)
                    Text("!!!")
                        .font(.title3)
                }
                .border(Color.red)
            }
        }

        #Preview("Narrow", traits: .fixedLayout(width: 120, height: 200)) { ContentView() }
        #Preview("Fits") { ContentView() }
        """
        let compiled = FlowLayout {
            Text("Hello").font(.largeTitle)
            Text("World").font(.title)
            Text("!!!").font(.title3)
        }
        .border(Color.red)
        try expectSameLayout(source, as: compiled, preview: 0, canvas: ProposedViewSize(width: 120, height: 200))
        try expectSameLayout(source, as: compiled, preview: 1)
    }

    /// The article's template, verbatim: an enum of layouts, `@State`, a segmented
    /// `Picker`, `let layout = AnyLayout(algo.layout)` and a PreviewProvider.
    @Test func stackSwitcherTemplateRunsVerbatim() throws {
        let source = """
        import SwiftUI
        enum Algo: String, CaseIterable, Identifiable {
        case vstack
        case hstack
        case zstack
        var layout: any Layout {
        switch self {
        case .vstack: return _VStackLayout()
        case .hstack: return _HStackLayout()
        case .zstack: return _ZStackLayout()
        }
        }
        var id: Self { self }
        }
        struct ContentView: View {
        @State var algo = Algo.hstack
        var body: some View {
        VStack {
        Picker("Algo", selection: $algo) {
        ForEach(Algo.allCases) { algo in
        Text("\\(algo.rawValue)")
        }
        }.pickerStyle(.segmented)
        let layout = AnyLayout(algo.layout)
        layout {
        ForEach(0..<4) { ix in
        Text("Mark \\(ix)")
        .padding()
        .background(Capsule()
        .fill(Color(hue: .init(ix)/10, saturation: 0.8, brightness: 0.8)))
        }
        }.animation(.default.speed(0.2), value: algo)
        .frame(maxHeight: .infinity)
        }
        }
        }
        struct ContentView_Previews: PreviewProvider {
        static var previews: some View {
        ContentView()
        }
        }
        """
        let compiled = VStack {
            Picker("Algo", selection: Binding.constant("hstack")) {
                ForEach(["vstack", "hstack", "zstack"], id: \.self) { Text($0) }
            }
            AnyLayout(HStackLayout()) {
                ForEach(0..<4) { ix in
                    Text("Mark \(ix)").padding().background(Capsule())
                }
            }
            .frame(maxHeight: .infinity)
        }
        try expectSameLayout(source, as: compiled)
        #expect(load(source).scene?.previews.map(\.name) == ["ContentView"])
    }

    @Test func stackSwitcherFollowsTheStateValue() throws {
        let source = """
        enum Algo: String, CaseIterable { case vstack, hstack, zstack, corner
            var layout: any Layout {
                switch self {
                case .vstack: return _VStackLayout()
                case .hstack: return _HStackLayout()
                case .zstack: return _ZStackLayout()
                case .corner: return CornerLayout(spacing: 10)
                }
            }
        }
        struct ContentView: View {
            @State var algo: Algo = .corner
            var body: some View {
                let layout = AnyLayout(algo.layout)
                layout { ForEach(0..<4) { ix in Text("Mark \\(ix)").id("m\\(ix)") } }
            }
        }
        """
        let compiled = AnyLayout(CornerLayout(spacing: 10)) {
            ForEach(0..<4) { ix in Text("Mark \(ix)").id("m\(ix)") }
        }
        try expectSameLayout(source, as: compiled)
    }

    @Test func cornerLayoutPutsFourViewsInTheCorners() throws {
        let source = """
        #Preview {
            CornerLayout(spacing: 10) {
                ForEach(0..<4) { ix in
                    Text("Mark \\(ix)").padding(4).border(Color.blue)
                }
            }
            .border(Color.red)
        }
        """
        let compiled = CornerLayout(spacing: 10) {
            ForEach(0..<4) { ix in Text("Mark \(ix)").padding(4).border(Color.blue) }
        }
        .border(Color.red)
        try expectSameLayout(source, as: compiled)
    }

    @Test func circleLayoutTakesRadiusAndRotation() throws {
        let source = """
        struct ContentView: View {
            let count = 6
            var body: some View {
                CircleLayout(radius: 100, rotation: .degrees(30)) {
                    ForEach(0..<count) { ix in
                        Circle().frame(width: 20, height: 20).id("dot\\(ix)")
                    }
                }
            }
        }
        """
        let compiled = CircleLayout(radius: 100, rotation: .degrees(30)) {
            ForEach(0..<6) { ix in Circle().frame(width: 20, height: 20).id("dot\(ix)") }
        }
        try expectSameLayout(source, as: compiled)
    }

    static let wordViews = """
    struct WLText: View {
        let text: String
        init(_ text: String) {
            self.text = text
        }
        var body: some View {
            Text(text).padding(4).border(Color.blue)
        }
    }

    struct TextList: View {
      var body: some View {
        WLText("hi")
        WLText("!")
        WLText("beautiful")
        WLText("world")
      }
    }
    """

    @Test func balancedHStackGivesEveryChildTheWidestWidth() throws {
        let source = Self.wordViews + """

        #Preview(traits: .sizeThatFitsLayout) {
            BalancedHStack {
                WLText("hi")
                WLText("!")
                WLText("beautiful")
                WLText("world")
            }
        }
        """
        let compiled = BalancedHStack {
            ForEach(["hi", "!", "beautiful", "world"], id: \.self) { Text($0).padding(4).border(Color.blue) }
        }
        try expectSameLayout(source, as: compiled, canvas: .unspecified)
    }

    @Test func viewThatFitsChoosesBalancedRowThenColumn() throws {
        let source = Self.wordViews + """

        struct ContentView: View {
            var body: some View {
                ViewThatFits {
                    BalancedStack(.row) {
                        TextList()
                    }

                    BalancedStack(.column) {
                        TextList()
                    }
                }
            }
        }

        #Preview("Wide", traits: .fixedLayout(width: 400, height: 300)) { ContentView() }
        #Preview("Narrow", traits: .fixedLayout(width: 120, height: 300)) { ContentView() }
        """
        func words() -> some View {
            ForEach(["hi", "!", "beautiful", "world"], id: \.self) { Text($0).padding(4).border(Color.blue) }
        }
        let compiled = ViewThatFits {
            BalancedStack(.row) { words() }
            BalancedStack(.column) { words() }
        }
        try expectSameLayout(source, as: compiled, preview: 0, canvas: ProposedViewSize(width: 400, height: 300))
        try expectSameLayout(source, as: compiled, preview: 1, canvas: ProposedViewSize(width: 120, height: 300))
        let wide = try placement(source, preview: 0)
        let narrow = try placement(source, preview: 1)
        #expect(wide.root.children.first?.frame.width ?? 0 > narrow.root.children.first?.frame.width ?? 0)
    }

    @Test func sleStackTakesItemsFromSleItemModifiers() throws {
        let source = """
        #Preview(traits: .fixedLayout(width: 300, height: 100)) {
            SLEStack(direction: .row, alignment: .center) {
                Color.red.sleItem(.width(40)).id("fixed")
                Color.green.id("flexible")
                Color.blue.sleItem(.size(CGSize(width: 60, height: 30))).id("sized")
            }
            .frame(width: 200, height: 50)
        }
        """
        let compiled = SLEStack(direction: .row, alignment: .center) {
            Color.red.sleItem(.width(40)).id("fixed")
            Color.green.id("flexible")
            Color.blue.sleItem(.size(CGSize(width: 60, height: 30))).id("sized")
        }
        .frame(width: 200, height: 50)
        try expectSameLayout(source, as: compiled, canvas: ProposedViewSize(width: 300, height: 100))
        let placed = try placement(source)
        #expect(try frame(placed, "fixed").width == 40)
        #expect(try frame(placed, "flexible").width == 100)
    }
}
