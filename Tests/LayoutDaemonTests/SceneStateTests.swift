import LayoutEngine
import Testing
@testable import LayoutDaemon

@Suite struct SceneStateTests {
    private struct Row: View {
        var count: Int

        var body: some View {
            HStack(spacing: 2) {
                ForEach(0..<count) { _ in Color.red.frame(width: 10, height: 10) }
            }
        }
    }

    @Test func aScenesHostsKeepWhatTheirPassesLetGoOfForTheRetiredPass() {
        let state = SceneState()
        let host = state.host(for: "Canvas")
        _ = host.place(Row(count: 5), proposal: ProposedViewSize(width: 200, height: 100))
        _ = state.takeDiscarded()
        _ = host.place(Row(count: 3), proposal: ProposedViewSize(width: 200, height: 100))
        #expect(!state.takeDiscarded().isEmpty)
        #expect(state.takeDiscarded().isEmpty)
    }
}
