import Foundation
import LayoutEngine
@testable import SceneLanguage
import Testing

/// View code matches patterns as Swift does: an enum case's associated values bound in a
/// `switch` case or an `if case`, tuples and `_`; and `#available` holds, as on the newest iOS.
struct ViewCodePatternTests {
    static let status = """
        enum Status { case online, away(minutes: Int), offline }
        struct Row: View {
            let status: Status
            var subtitle: String {
                switch status {
                case .online: return "Online"
                case .away(let minutes): return "Away \\(minutes) min"
                case .offline: return "Offline"
                }
            }
            var body: some View {
                HStack {
                    Text(subtitle)
                    if case .online = status { Circle().frame(width: 8, height: 8) }
                }
            }
        }

        """

    func texts(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        try placement(source, sourceLocation: sourceLocation).root.allNodes.compactMap(\.text)
    }

    @Test func aSwitchCaseBindsAnAssociatedValueInEveryInstance() throws {
        let source = Self.status + "#Preview { VStack { Row(status: .away(minutes: 5)); Row(status: .online); Row(status: .away(minutes: 12)) } }\n"
        #expect(try texts(source) == ["Away 5 min", "Online", "Away 12 min"])
        let evaluated = try ViewCodeCompiling.$isEnabled.withValue(false) { try texts(source) }
        #expect(evaluated == ["Away 5 min", "Online", "Away 12 min"])
    }

    @Test func anIfCaseShowsItsViewOnlyWhenTheCaseMatches() throws {
        let source = Self.status + "#Preview { VStack { Row(status: .online); Row(status: .offline) } }\n"
        let circles = try placement(source).root.allNodes.filter { $0.kind == "Circle" }
        #expect(circles.count == 1)
    }

    @Test func aLetBeforeTheCaseBindsItsBareNames() throws {
        let source = """
            enum Shape2 { case box(width: Int, height: Int), dot }
            func label(_ shape: Shape2) -> String {
                switch shape {
                case let .box(width, _): return "box \\(width)"
                case .dot: return "dot"
                }
            }
            #Preview { VStack { Text(label(.box(width: 3, height: 4))); Text(label(.dot)) } }

            """
        #expect(try texts(source) == ["box 3", "dot"])
    }

    @Test func aTuplePatternMatchesElementByElement() throws {
        let source = """
            #Preview { VStack { ForEach(0..<3) { i in
                switch (i, i * 2) {
                case (0, _): Text("first")
                case (let a, 4): Text("a \\(a)")
                default: Text("other")
                }
            } } }

            """
        #expect(try texts(source) == ["first", "other", "a 2"])
    }

    @Test func anAvailabilityConditionHolds() throws {
        let source = "#Preview { VStack { if #available(iOS 17, *) { Text(\"new\") } else { Text(\"old\") } } }\n"
        #expect(try texts(source) == ["new"])
    }
}
