// A screen styled the way SwiftUI code bases style theirs: a `ViewModifier` applied through
// an `extension View` method, a container generic over its content, and numbers shown with
// `Text(_:format:)`. None of these is a view of its own in placement.json: the views their
// bodies make are.
import SwiftUI

struct CardStyle: ViewModifier {
    var padding: CGFloat = 12
    func body(content: Content) -> some View {
        content
            .padding(padding)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color.gray.opacity(0.2))
            .cornerRadius(10)
    }
}

extension View {
    func card(padding: CGFloat = 12) -> some View {
        modifier(CardStyle(padding: padding))
    }

    func captioned(_ caption: String) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            self
            Text(caption).font(.caption)
        }
    }
}

struct Panel<Content: View>: View {
    let title: String
    let content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.headline)
            content
        }
        .card()
    }
}

struct Dashboard: View {
    let revenue = 12840.5
    let growth = 0.084

    var body: some View {
        VStack(spacing: 16) {
            Panel("Revenue") {
                Text(revenue, format: .currency(code: "USD")).font(.title)
                    .captioned("this month")
                Text(growth, format: .percent.precision(.fractionLength(1)))
            }
            Panel("Orders") {
                HStack {
                    Text(1284, format: .number).font(.title2)
                    Spacer()
                    Text("open").card(padding: 6)
                }
            }
            #if os(iOS)
            Text("Shown as an iOS preview shows it").font(.footnote)
            #endif
        }
        .padding()
    }
}

#Preview { Dashboard() }
