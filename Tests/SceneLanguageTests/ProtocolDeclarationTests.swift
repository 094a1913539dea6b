import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// A scene's protocols: conforming structs take the members of the protocol's extensions
/// they do not declare, and values of `any P` call their own type's requirements.
struct ProtocolDeclarationTests {
    let shapes = """
        protocol Shape2D {
            var area: CGFloat { get }
            func name() -> String
        }
        extension Shape2D {
            func doubled() -> CGFloat { area * 2 }
            func name() -> String { "shape" }
        }
        struct Sq: Shape2D { var side: CGFloat
            var area: CGFloat { side * side }
            func name() -> String { "square" }
        }
        struct Ci: Shape2D { var r: CGFloat
            var area: CGFloat { 3 * r * r }
        }
        """

    @Test func layoutCodeCallsRequirementsAndExtensionDefaults() throws {
        let body = """
            let shapes: [any Shape2D] = [Sq(side: 2), Ci(r: 1)]
            for s in shapes { print(s.area, s.doubled(), s.name()) }
            let t: [Shape2D] = [Sq(side: 3)]
            print(t.map { $0.doubled() })
            print(Sq(side: 1).doubled())
            return .zero
            """
        let result = SceneInterpreter.load(source: layoutScene(body, declarations: shapes), path: "test.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let scene = try #require(result.scene)
        scene.runtime?.beginPass()
        _ = LayoutHost().place(scene.previews[0].view, proposal: defaultCanvas)
        #expect(scene.runtime?.printed.map(\.text) == ["4.0 8.0 square", "3.0 6.0 shape", "[18.0]", "2.0"])
    }

    @Test func viewCodeCallsRequirementsAndExtensionDefaults() throws {
        let source = shapes + """

            let all: [any Shape2D] = [Sq(side: 2), Ci(r: 1)]
            #Preview {
                VStack { ForEach(0..<2) { i in Text("\\(all[i].area) \\(all[i].doubled()) \\(all[i].name())") } }
            }
            """
        #expect(try placement(source).root.allNodes.compactMap(\.text) == ["4.0 8.0 square", "3.0 6.0 shape"])
    }

    @Test func conformanceInAnExtensionAndInheritedProtocolsGiveDefaults() throws {
        let source = """
            protocol Named { var title: String { get } }
            protocol Card: Named {}
            extension Named { func label() -> String { "[" + title + "]" } }
            struct A { var title: String }
            extension A: Named {}
            struct B: Card { var title: String }
            extension A { func twice() -> String { label() + label() } }
            let items: [any Named] = [A(title: "a"), B(title: "b")]
            #Preview { VStack { Text(items[0].label()); Text(items[1].label()); Text(A(title: "c").twice()) } }
            """
        #expect(try placement(source).root.allNodes.compactMap(\.text) == ["[a]", "[b]", "[c][c]"])
    }

    @Test func aTypeShadowingANonRequirementPropertyOfAnExtensionIsAnError() {
        let source = """
            protocol Shape2D { var area: CGFloat { get } }
            extension Shape2D { var half: CGFloat { area / 2 } }
            struct Ci: Shape2D { var area: CGFloat; var half: CGFloat { 1 } }
            #Preview { Text("\\(Ci(area: 4).half)") }
            """
        let messages = load(source).diagnostics.map(\.message)
        #expect(messages == ["'half' of 'Ci' shadows the property of an extension of 'Shape2D' that is not one of its requirements, whose value Swift decides by the static type: declare 'var half' in protocol 'Shape2D', or give one of them another name"])
    }

    @Test func aTypeShadowingANonRequirementOfAnExtensionIsAnError() {
        let source = """
            protocol Shape2D { var area: CGFloat { get } }
            extension Shape2D { func doubled() -> CGFloat { area * 2 } }
            struct Ci: Shape2D { var r: CGFloat
                var area: CGFloat { r }
                func doubled() -> CGFloat { 1 }
            }
            #Preview { Text("\\(Ci(r: 1).doubled())") }
            """
        let messages = load(source).diagnostics.map(\.message)
        #expect(messages == ["'doubled' of 'Ci' shadows the method of an extension of 'Shape2D' that is not one of its requirements, whose call Swift decides by the static type: declare 'func doubled' in protocol 'Shape2D', or give one of them another name"])
    }

    // MARK: - Conformance

    @Test func aTypeMissingRequirementsDoesNotConformWithANotePerRequirement() {
        let source = """
            protocol Shape2D {
                var area: CGFloat { get }
                func name() -> String
                static func make() -> Self
                static var unit: CGFloat { get }
            }
            extension Shape2D { func name() -> String { "shape" } }
            struct Sq: Shape2D {
                var side: CGFloat
                var area: CGFloat { side * side }
            }
            #Preview { Text("\\(Sq(side: 2).area)") }
            """
        let diagnostics = load(source).diagnostics
        #expect(diagnostics.map(\.message) == ["type 'Sq' does not conform to protocol 'Shape2D'"])
        #expect(diagnostics.first?.location?.line == 8)
        #expect(diagnostics.first?.location?.column == 8)
        #expect(diagnostics.first?.notes.map(\.message) == ["protocol requires function 'make()' with type '() -> Sq'", "protocol requires property 'unit' with type 'CGFloat'"])
        #expect(diagnostics.first?.notes.map { $0.location?.line } == [4, 5])
    }

    @Test func requirementsMetByExtensionsDefaultsMemberwiseInitializersAndCasesConform() throws {
        let source = """
            protocol Named { var title: String { get }; init(title: String) }
            protocol Card: Named { static var kind: Self { get }; func label(_ prefix: String) -> String }
            extension Named { func label(_ prefix: String) -> String { prefix + title } }
            struct A: Card { var title: String }
            extension A { static var kind: A { A(title: "k") } }
            enum Suit: Card {
                case kind
                var title: String { "suit" }
                init(title: String) { self = .kind }
            }
            #Preview { Text(A.kind.label("> ") + Suit.kind.title) }
            """
        #expect(try placement(source).root.allNodes.compactMap(\.text) == ["> ksuit"])
    }

    @Test func aMissingRequirementOfAnInheritedProtocolNamesThatProtocol() {
        let source = """
            protocol Named { var title: String { get } }
            protocol Card: Named { func label() -> String }
            struct B: Card { func label() -> String { "b" } }
            #Preview { Text(B().label()) }
            """
        #expect(load(source).diagnostics.map(\.message) == ["type 'B' does not conform to protocol 'Named'"])
    }

    @Test func aStaticRequirementIsNotMetByAnInstanceMember() {
        let source = """
            protocol Maker { static func make() -> Self }
            struct C: Maker { func make() -> C { C() } }
            #Preview { Text("c") }
            """
        #expect(load(source).diagnostics.map(\.message) == ["type 'C' does not conform to protocol 'Maker'"])
    }

    // MARK: - Static requirements through a generic parameter

    let makers = """
        protocol Maker {
            static func make() -> Self
            static var unit: CGFloat { get }
            var v: CGFloat { get }
        }
        struct A: Maker { var v: CGFloat; static func make() -> A { A(v: 1) }; static var unit: CGFloat { 2 } }
        struct B: Maker { var v: CGFloat; static func make() -> B { B(v: 5) }; static let unit: CGFloat = 7 }
        func build<T: Maker>(_ type: T.Type) -> T { T.make() }
        func unitOf<T: Maker>(_ t: T) -> CGFloat { T.unit }
        func total<T: Maker>(_ items: [T]) -> CGFloat { items.reduce(0) { $0 + $1.v } + T.unit }
        """

    @Test func layoutCodeCallsStaticRequirementsThroughAGenericParameter() throws {
        let body = "print(build(A.self).v, build(B.self).v, unitOf(A(v: 0)), unitOf(B(v: 0)), total([B(v: 1), B(v: 2)]))"
        #expect(try printed(body, declarations: makers) == ["1.0 5.0 2.0 7.0 10.0"])
    }

    @Test func viewCodeCallsStaticRequirementsThroughAGenericParameter() throws {
        let source = makers + "\n#Preview { Text(\"\\(build(A.self).v) \\(unitOf(B(v: 0))) \\(total([A(v: 3)]))\") }\n"
        #expect(try placement(source).root.allNodes.compactMap(\.text) == ["1.0 7.0 5.0"])
    }
}
