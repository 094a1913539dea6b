import Foundation
import LayoutEngine
@testable import SceneLanguage
import Testing

/// A scene's design tokens, declared as Swift code bases declare them, in extensions of
/// library types (`extension Color { static let brand = … }`, `extension CGFloat { static let
/// gutter: CGFloat = 12 }`), are read by name and where the type is implied.
@Suite struct LibraryExtensionStaticsTests {
    static let tokens = """
        extension CGFloat {
            static let gutter: CGFloat = 12
            static var double: CGFloat { gutter * 2 }
        }
        extension Color {
            static let brand = Color(red: 0.1, green: 0.4, blue: 0.8)
        }

        """

    @Test func aStaticOfAnExtensionIsReadByNameAndWhereItsTypeIsImplied() throws {
        let source = Self.tokens + "#Preview { VStack(spacing: .gutter) { Color.brand.frame(width: CGFloat.gutter, height: .double); Text(\"a\").padding(.gutter) } }\n"
        try expectSameLayout(source, as: VStack(spacing: 12) { Color(red: 0.1, green: 0.4, blue: 0.8).frame(width: 12, height: 24); Text("a").padding(12) })
    }

    @Test func eachElementOfAForEachReadsTheStatic() throws {
        let source = Self.tokens + "#Preview { HStack { ForEach(0..<3) { i in Color.brand.frame(width: .gutter * CGFloat(i + 1), height: .double) } } }\n"
        try expectSameLayout(source, as: HStack { ForEach(0..<3) { i in Color.red.frame(width: 12 * CGFloat(i + 1), height: 24) } })
    }

    @Test func aColorNoExtensionDeclaresIsAnErrorOnItsLine() {
        let source = Self.tokens + "#Preview {\n    VStack { Color.brnd.frame(width: 3) }\n}\n"
        #expect(rendered(source).contains("test.swift:9:25: error: expected a color for argument 1 of 'Color', got '.brnd'"))
    }

    @Test func staticsThatReadEachOtherInACircleAreAnErrorNotACrash() {
        let source = "extension CGFloat {\n    static let a: CGFloat = b\n    static let b: CGFloat = a\n}\n#Preview { Text(\"x\").padding(.a) }\n"
        #expect(rendered(source).contains("error:"))
    }
}

extension IncrementalParseTests {
    @Test func editingAStaticOfAnExtensionChangesTheStatementsThatReadIt() {
        let scene = """
            extension CGFloat {
                static let gutter: CGFloat = 12
            }
            #Preview { VStack { Text("a").padding(.gutter); Text("b").frame(width: CGFloat.gutter) } }

            """
        expectSameAsFresh([scene, Self.replacing("= 12", with: "= 30", in: scene), scene])
    }
}
