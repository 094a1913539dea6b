// A habit tracker, in the style of Apple's "ForEach" and "Toggle" documentation (our own
// code).
struct Habit {
    var name: String
    var streak: Int
}

struct HabitRow: View {
    var habit: Habit
    @State private var done = false

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(habit.name).font(.headline)
                Text("\(habit.streak) day streak")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Image(systemName: done ? "checkmark.circle.fill" : "circle")
                .font(.title2)
                .onTapGesture { done.toggle() }
        }
        .padding(.vertical, 6)
    }
}

struct ContentView: View {
    let habits = [Habit(name: "Read", streak: 12), Habit(name: "Walk", streak: 4), Habit(name: "Stretch", streak: 30)]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Today")
                .font(.largeTitle.bold())
            ForEach(habits, id: \.name) { habit in
                HabitRow(habit: habit)
                Divider()
            }
            Spacer()
        }
        .padding()
    }
}
