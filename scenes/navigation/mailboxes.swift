// Mailboxes in a navigation stack on an iPhone 15: a large title above an inset-grouped
// list, Edit at the bar's leading side, a compose button at its trailing side and a
// status line in the bottom toolbar; then a message screen with an inline title.
struct Mailbox: Identifiable {
    let name: String
    let icon: String
    let unread: Int
    var id: String { name }
}

struct MailboxRow: View {
    var mailbox: Mailbox

    var body: some View {
        HStack {
            Label(mailbox.name, systemImage: mailbox.icon)
            Spacer()
            Text("\(mailbox.unread)")
                .foregroundStyle(.secondary)
        }
    }
}

struct ContentView: View {
    let mailboxes = [
        Mailbox(name: "All Inboxes", icon: "tray.2", unread: 12),
        Mailbox(name: "VIP", icon: "star", unread: 2),
        Mailbox(name: "Flagged", icon: "flag", unread: 0),
    ]

    var body: some View {
        NavigationStack {
            List(mailboxes) { mailbox in
                NavigationLink(value: mailbox.name) {
                    MailboxRow(mailbox: mailbox)
                }
            }
            .navigationTitle("Mailboxes")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Edit") {}
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Spacer()
                    Text("Updated Just Now")
                        .font(.caption)
                    Spacer()
                    Button {
                    } label: {
                        Image(systemName: "square.and.pencil")
                    }
                }
            }
        }
    }
}

struct MessageView: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Lunch on Friday?")
                        .font(.title2)
                        .bold()
                    Text("Shall we try the new place by the station? I can book a table for noon.")
                }
                .padding()
            }
            .navigationTitle("Message")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "trash")
                    }
                }
            }
        }
    }
}

#Preview("Mailboxes") { ContentView().previewDevice("iPhone 15") }
#Preview("Message") { MessageView().previewDevice("iPhone 15") }
