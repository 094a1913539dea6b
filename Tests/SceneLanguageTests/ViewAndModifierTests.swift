import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// Every view, layout and modifier a scene can name lays out as the same code compiled
/// against LayoutEngine.
struct ViewAndModifierTests {
    struct Equivalence: Sendable, CustomTestStringConvertible {
        var id: String
        var scene: String
        var compiled: @Sendable () -> AnyView
        var testDescription: String { id }

        init(_ id: String, _ scene: String, _ compiled: @escaping @Sendable () -> AnyView) {
            self.id = id
            self.scene = scene
            self.compiled = compiled
        }
    }

    static let views: [Equivalence] = [
        Equivalence("text", #"Text("Hello, world")"#) { AnyView(Text("Hello, world")) },
        Equivalence("text-verbatim", #"Text(verbatim: "a\tb")"#) { AnyView(Text(verbatim: "a\tb")) },
        Equivalence("any-view", #"VStack { AnyView(Text("a").padding()); AnyView(Color.red.frame(width: 5, height: 5)) }"#) {
            AnyView(VStack { AnyView(Text("a").padding()); AnyView(Color.red.frame(width: 5, height: 5)) }) },
        Equivalence("text-font-bold", #"Text("Hi").font(.title).bold()"#) { AnyView(Text("Hi").font(.title).bold()) },
        Equivalence("font-system", #"Text("Hi").font(.system(size: 30, weight: .bold))"#) { AnyView(Text("Hi").font(.system(size: 30, weight: .bold))) },
        Equivalence("font-typed", #"Text("Hi").font(Font.title2)"#) { AnyView(Text("Hi").font(.title2)) },
        Equivalence("font-chain", #"Text("Hi").font(.title.bold())"#) { AnyView(Text("Hi").font(.title.bold())) },
        Equivalence("font-weight", #"Text("Hi").fontWeight(.heavy)"#) { AnyView(Text("Hi").fontWeight(.heavy)) },
        Equivalence("line-limit", #"Text("a long line of words that wraps").lineLimit(1).frame(width: 60)"#) {
            AnyView(Text("a long line of words that wraps").lineLimit(1).frame(width: 60)) },
        Equivalence("shapes", "HStack { Rectangle(); Circle(); Capsule(); Ellipse(); RoundedRectangle(cornerRadius: 4, style: .continuous) }.frame(height: 20)") {
            AnyView(HStack { Rectangle(); Circle(); Capsule(); Ellipse(); RoundedRectangle(cornerRadius: 4) }.frame(height: 20)) },
        Equivalence("colors", "VStack { Color.red; Color(red: 1, green: 0, blue: 0); Color(hue: 0.5, saturation: 1, brightness: 1); Color(white: 0.5, opacity: 0.5); Color.blue.opacity(0.5) }") {
            AnyView(VStack { Color.red; Color.red; Color.red; Color.red; Color.red }) },
        Equivalence("spacer-divider", #"HStack { Text("a"); Spacer(minLength: 20); Divider(); Text("b") }"#) {
            AnyView(HStack { Text("a"); Spacer(minLength: 20); Divider(); Text("b") }) },
        Equivalence("scroll-view", "ScrollView { Text(\"a\"); Color.red }") { AnyView(ScrollView { Text("a"); Color.red }) },
        Equivalence("scroll-view-axes", "ScrollView([.horizontal, .vertical], showsIndicators: false) { Color.red.frame(width: 300) }") {
            AnyView(ScrollView([.horizontal, .vertical], showsIndicators: false) { Color.red.frame(width: 300) }) },
        Equivalence("scroll-view-horizontal", "ScrollView(.horizontal) { LazyHStack(alignment: .top, spacing: 2) { Text(\"a\"); Spacer(); Text(\"b\") } }") {
            AnyView(ScrollView(.horizontal) { LazyHStack(alignment: .top, spacing: 2) { Text("a"); Spacer(); Text("b") } }) },
        Equivalence("lazy-vstack", "LazyVStack(alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]) { Text(\"a\"); Text(\"bb\") }") {
            AnyView(LazyVStack(alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]) { Text("a"); Text("bb") }) },
        Equivalence("image", #"Image(systemName: "star").font(.largeTitle)"#) { AnyView(Image(systemName: "star").font(.largeTitle)) },
        Equivalence("group-empty", #"VStack { Group { Text("a"); Text("b") }.padding(); EmptyView() }"#) {
            AnyView(VStack { Group { Text("a"); Text("b") }.padding(); EmptyView() }) },
        Equivalence("hstack", #"HStack(alignment: .top, spacing: 4) { Text("a").font(.title); Text("b") }"#) {
            AnyView(HStack(alignment: .top, spacing: 4) { Text("a").font(.title); Text("b") }) },
        Equivalence("vstack", #"VStack(alignment: .leading, spacing: 0) { Text("wide text"); Text("b") }"#) {
            AnyView(VStack(alignment: .leading, spacing: 0) { Text("wide text"); Text("b") }) },
        Equivalence("zstack", "ZStack(alignment: .bottomTrailing) { Color.red.frame(width: 50, height: 50); Color.blue.frame(width: 10, height: 10) }") {
            AnyView(ZStack(alignment: .bottomTrailing) { Color.red.frame(width: 50, height: 50); Color.blue.frame(width: 10, height: 10) }) },
        Equivalence("hstack-layout", #"HStackLayout(spacing: 2) { Text("a"); Text("b") }"#) { AnyView(HStackLayout(spacing: 2) { Text("a"); Text("b") }) },
        Equivalence("vstack-layout-underscored", #"_VStackLayout(alignment: .trailing) { Text("wide text"); Text("b") }"#) {
            AnyView(VStackLayout(alignment: .trailing) { Text("wide text"); Text("b") }) },
        Equivalence("zstack-layout", #"ZStackLayout(alignment: .topLeading) { Color.red.frame(width: 9, height: 9); Text("b") }"#) {
            AnyView(ZStackLayout(alignment: .topLeading) { Color.red.frame(width: 9, height: 9); Text("b") }) },
        Equivalence("any-layout", #"AnyLayout(VStackLayout(spacing: 3)) { Text("a"); Text("b") }"#) { AnyView(AnyLayout(VStackLayout(spacing: 3)) { Text("a"); Text("b") }) },
        Equivalence("view-that-fits", "ViewThatFits(in: .horizontal) { Color.red.frame(width: 500, height: 10); Color.blue.frame(width: 50, height: 900) }") {
            AnyView(ViewThatFits(in: .horizontal) { Color.red.frame(width: 500, height: 10); Color.blue.frame(width: 50, height: 900) }) },
        Equivalence("text-concatenation", #"Text("Hello, ") + Text("world")"#) { AnyView(Text("Hello, ") + Text("world")) },
        Equivalence("typed-members", #"CircleLayout(radius: 20, rotation: Angle.degrees(30)) { Text("a").frame(maxWidth: CGFloat.infinity); Text("b").font(Font.title) }"#) {
            AnyView(CircleLayout(radius: 20, rotation: .degrees(30)) { Text("a").frame(maxWidth: .infinity); Text("b").font(.title) }) },
        Equivalence("flow-layout", #"FlowLayout(spacing: 4) { ForEach(0..<12) { Text("item \($0)") } }"#) {
            AnyView(FlowLayout(spacing: 4) { ForEach(0..<12) { Text("item \($0)") } }) },
    ]

    static let modifiers: [Equivalence] = [
        Equivalence("padding-default", #"Text("a").padding()"#) { AnyView(Text("a").padding()) },
        Equivalence("padding-length", #"Text("a").padding(8)"#) { AnyView(Text("a").padding(8)) },
        Equivalence("padding-edges-length", #"Text("a").padding(.horizontal, 8)"#) { AnyView(Text("a").padding(.horizontal, 8)) },
        Equivalence("padding-edge", #"Text("a").padding(.top)"#) { AnyView(Text("a").padding(.top)) },
        Equivalence("padding-edge-array", #"Text("a").padding([.top, .leading], 3)"#) { AnyView(Text("a").padding([.top, .leading], 3)) },
        Equivalence("padding-insets", #"Text("a").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))"#) {
            AnyView(Text("a").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))) },
        Equivalence("padding-insets-init", #"Text("a").padding(.init(top: 1, leading: 2, bottom: 3, trailing: 4))"#) {
            AnyView(Text("a").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))) },
        Equivalence("frame-fixed", #"Text("a").frame(width: 50, height: 20, alignment: .topLeading)"#) { AnyView(Text("a").frame(width: 50, height: 20, alignment: .topLeading)) },
        Equivalence("frame-max-infinity", #"Text("a").frame(maxWidth: .infinity, alignment: .leading)"#) { AnyView(Text("a").frame(maxWidth: .infinity, alignment: .leading)) },
        Equivalence("frame-flexible", "Color.red.frame(minWidth: 10, idealWidth: 30, maxWidth: 50, minHeight: 5, maxHeight: CGFloat.infinity)") {
            AnyView(Color.red.frame(minWidth: 10, idealWidth: 30, maxWidth: 50, minHeight: 5, maxHeight: .infinity)) },
        Equivalence("frame-literal-arithmetic", "Color.red.frame(width: 10 / 4, height: 2 * (3 + 4) - 1)") { AnyView(Color.red.frame(width: 2.5, height: 13)) },
        Equivalence("fixed-size", #"Text("a long line of text").fixedSize().frame(width: 20)"#) { AnyView(Text("a long line of text").fixedSize().frame(width: 20)) },
        Equivalence("fixed-size-axes", #"Text("a long line of text").fixedSize(horizontal: false, vertical: true).frame(width: 40)"#) {
            AnyView(Text("a long line of text").fixedSize(horizontal: false, vertical: true).frame(width: 40)) },
        Equivalence("layout-priority", #"HStack { Text("a long text"); Text("another long text").layoutPriority(1) }.frame(width: 120)"#) {
            AnyView(HStack { Text("a long text"); Text("another long text").layoutPriority(1) }.frame(width: 120)) },
        Equivalence("offset-xy", #"Text("a").offset(x: 5, y: -10)"#) { AnyView(Text("a").offset(x: 5, y: -10)) },
        Equivalence("offset-size", #"Text("a").offset(CGSize(width: 3, height: 4))"#) { AnyView(Text("a").offset(CGSize(width: 3, height: 4))) },
        Equivalence("position-xy", #"Text("a").position(x: 20, y: 30)"#) { AnyView(Text("a").position(x: 20, y: 30)) },
        Equivalence("position-point", #"Text("a").position(CGPoint(x: 1, y: 2))"#) { AnyView(Text("a").position(CGPoint(x: 1, y: 2))) },
        Equivalence("aspect-ratio", "Color.red.aspectRatio(2, contentMode: .fit)") { AnyView(Color.red.aspectRatio(2, contentMode: .fit)) },
        Equivalence("aspect-ratio-size", "Color.red.aspectRatio(CGSize(width: 3, height: 1), contentMode: .fill).frame(width: 90, height: 90)") {
            AnyView(Color.red.aspectRatio(CGSize(width: 3, height: 1), contentMode: .fill).frame(width: 90, height: 90)) },
        Equivalence("aspect-ratio-ideal", "Circle().aspectRatio(contentMode: .fit)") { AnyView(Circle().aspectRatio(contentMode: .fit)) },
        Equivalence("scaled-to-fit", "Rectangle().scaledToFit()") { AnyView(Rectangle().scaledToFit()) },
        Equivalence("scaled-to-fill", "Rectangle().scaledToFill()") { AnyView(Rectangle().scaledToFill()) },
        Equivalence("background-view", #"Text("a").background(Color.red)"#) { AnyView(Text("a").background(Color.red)) },
        Equivalence("background-member", #"Text("a").background(.red)"#) { AnyView(Text("a").background(Color.red)) },
        Equivalence("background-closure", #"Text("abc").background(alignment: .leading) { Color.red.frame(width: 4) }"#) {
            AnyView(Text("abc").background(alignment: .leading) { Color.red.frame(width: 4) }) },
        Equivalence("overlay-view", #"Text("abc").overlay(Circle().frame(width: 5, height: 5), alignment: .topTrailing)"#) {
            AnyView(Text("abc").overlay(Circle().frame(width: 5, height: 5), alignment: .topTrailing)) },
        Equivalence("overlay-closure", #"Text("abc").overlay(alignment: .topTrailing) { Circle().frame(width: 5, height: 5) }"#) {
            AnyView(Text("abc").overlay(alignment: .topTrailing) { Circle().frame(width: 5, height: 5) }) },
        Equivalence("border", #"Text("a").border(Color.red, width: 2).border(.blue)"#) { AnyView(Text("a").border(Color.red, width: 2).border(Color.blue)) },
        Equivalence("id-string", #"Text("a").id("label")"#) { AnyView(Text("a").id("label")) },
        Equivalence("z-index", #"ZStack { Text("a").zIndex(2).id("a"); Text("b") }"#) { AnyView(ZStack { Text("a").zIndex(2).id("a"); Text("b") }) },
        Equivalence("id-number", #"Text("a").id(3)"#) { AnyView(Text("a").id(3)) },
        Equivalence("paint-only", #"Text("a").foregroundColor(.red).opacity(0.5).cornerRadius(3).shadow(radius: 2).rotationEffect(.degrees(30)).scaleEffect(2).foregroundStyle(.blue).tint(.green).italic()"#) {
            AnyView(Text("a")) },
        Equivalence("paint-only-shape", "Circle().fill(Color.red).frame(width: 4, height: 4).clipShape(Capsule())") { AnyView(Circle().frame(width: 4, height: 4)) },
    ]

    @Test(arguments: views)
    func viewLaysOutLikeCompiledCode(_ equivalence: Equivalence) throws {
        try expectSameLayout(equivalence.scene, as: equivalence.compiled())
    }

    @Test(arguments: modifiers)
    func modifierLaysOutLikeCompiledCode(_ equivalence: Equivalence) throws {
        try expectSameLayout(equivalence.scene, as: equivalence.compiled())
    }

    @Test func colorsKeepTheirValues() throws {
        let placed = try placement("""
        VStack {
            Color.red.id("named")
            Color(red: 0, green: 1, blue: 0).id("rgb")
            Color(hue: 2.0 / 3, saturation: 1, brightness: 1).id("hsb")
            Color(white: 0.5).id("white")
            Text("a").border(Color(red: 0, green: 0, blue: 1), width: 2).id("bordered")
        }
        """)
        #expect(placed.root.first(named: "named")?.color == Color.red.hex)
        #expect(placed.root.first(named: "rgb")?.color == "#00FF00")
        #expect(placed.root.first(named: "hsb")?.color == "#0000FF")
        #expect(placed.root.first(named: "white")?.color == "#808080")
        #expect(placed.root.first(named: "bordered")?.color == "#0000FF")
    }

    @Test func strokedShapesArePlacedAsOutlinesAndFilledOnesAsFills() throws {
        let placed = try placement("""
        VStack {
            Circle().stroke(Color.gray, lineWidth: 1).id("stroked")
            RoundedRectangle(cornerRadius: 4).strokeBorder(.red).id("bordered")
            Capsule().fill(Color.red).id("filled")
            Rectangle().id("plain")
        }
        """)
        #expect(placed.root.first(named: "stroked")?.paint == .stroke)
        #expect(placed.root.first(named: "bordered")?.paint == .stroke)
        #expect(placed.root.first(named: "filled")?.paint == .fill)
        #expect(placed.root.first(named: "plain")?.paint == .fill)
    }

    @Test func paintOnlyModifierArgumentsAreNotChecked() throws {
        _ = try placement(#"Text("a").animation(.spring(response: 0.3), value: undefinedName).onTapGesture { doSomething() }"#)
    }

    @Test func unknownModifierIsAnErrorAsInSwift() {
        let result = load(#"Text("a").frame(width: 50).sparkle(3)"#)
        #expect(result.diagnostics.map(\.message) == ["unknown modifier 'sparkle'"])
        #expect(result.diagnostics.map(\.severity) == [.error])
        #expect(result.scene == nil)
    }
}
