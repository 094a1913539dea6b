import SwiftSyntax

/// What a closure passed to a SwiftUI view or modifier is: views it shows, or an action it
/// runs when used (`Button("Save") { save() }`, `Stepper(onIncrement:)`). A layout is a
/// still picture, so an action is accepted without being read or run: nothing in it can
/// be wrong, and a `print(…)` in it is not taken for a view.
enum ClosureRole: Equatable {
    /// The views of the call (`VStack { … }`, `content:`).
    case content
    /// The views that label a control (`label:`); shown instead of any `content`, as a
    /// `Menu`'s label is shown and its items are not.
    case label
    /// An action, never run.
    case action
    /// A closure run once for each element of the call's data to make its rows
    /// (`List(items) { item in … }`): the evaluator expands it as it does `ForEach`'s.
    case rows
    /// A view a container shows beside its content (`Section`'s `header:` and `footer:`):
    /// the views are passed as the argument of that label, as `Section(header: Text(…))`
    /// passes them.
    case viewArgument
    /// A closure layoutd does not lay out yet (`minimumValueLabel:` of a `Slider`).
    case unsupported

    /// The role of a closure passed with `label` (as an argument or an additional
    /// trailing closure).
    static func labeled(_ label: String, of view: String) -> ClosureRole {
        if label == "content" { return .content }
        if view == "Section", label == "header" || label == "footer" { return .viewArgument }
        if label == "label" { return .label }
        if actionLabels.contains(label) { return .action }
        return .unsupported
    }

    /// The role of `view`'s trailing closure, given its other arguments (only `Button`
    /// runs its trailing closure):
    /// `Button("Save") { … }` and `Button { … } label: { … }` run it, `Button(action: save)
    /// { Text("Save") }` shows it.
    static func trailing(of view: String, in call: FunctionCallExprSyntax) -> ClosureRole {
        // Compared, not hashed: every container call with content asks.
        if view == "List", listTakesData(call) { return .rows }
        guard view == "Button" else { return .content }
        return call.arguments.contains { $0.label?.identifierText == "action" } ? .content : .action
    }

    /// Whether a `List` call makes its rows of data (`List(items) { item in … }`): its
    /// first argument is unlabeled, as the data is.
    static func listTakesData(_ call: FunctionCallExprSyntax) -> Bool {
        guard let first = call.arguments.first else { return false }
        return first.label == nil
    }

    /// The name SwiftUI's declaration gives `view`'s trailing closure, for messages.
    static func trailingLabel(of view: String) -> String {
        view == "List" ? "rowContent" : "content"
    }

    /// Argument labels SwiftUI's views give their actions.
    static let actionLabels: Set<String> = ["action", "onEditingChanged", "onCommit", "onIncrement", "onDecrement", "primaryAction", "perform"]

    /// Views that take actions: only their labelled arguments are checked against
    /// ``actionLabels``.
    static let viewsTakingActions: Set<String> = ["Button", "Stepper", "Slider", "TextField", "SecureField", "Menu", "Link"]
}
