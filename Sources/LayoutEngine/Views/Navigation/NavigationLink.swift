import Foundation

/// A link to another screen, laid out as its label, as a plain button is: headless nothing
/// is pushed, so the destination is kept and never laid out.
///
/// In a `List` or `Form`, iOS 17 also draws a disclosure chevron at the row's trailing
/// side: there the link is as wide as the row, its label offered the row's width less the
/// chevron's (``DisclosureRowLayout``).
public struct NavigationLink<Label: View, Destination: View>: PrimitiveView {
    let label: Label
    let destination: Destination?

    /// A link to `destination`, labelled by `label`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination()
        self.label = label()
    }

    /// A link to `destination`, labelled by `label`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public static func _resolve(_ view: NavigationLink, _ inputs: _ViewInputs) {
        guard inputs.environment.isInListRows else {
            _LayoutRoot._resolve(ZStackLayout().containing(view.label, kind: "NavigationLink"), inputs)
            return
        }
        // The label is no list row of its own: a link inside it gets no second chevron.
        var row = inputs
        row.environment.isInListRows = false
        _LayoutRoot._resolve(DisclosureRowLayout().containing(TupleView((view.label, SystemChrome.disclosureIndicator)), kind: "NavigationLink"), row)
    }
}

extension NavigationLink where Label == Text {
    /// A link to `destination` labelled with `title`.
    public init(_ title: String, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link to `destination` labelled with `title`.
    public init(_ title: String, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), label: { Text(title) })
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value` onto the stack's path, labelled by `label`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.destination = nil
        self.label = label()
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link that pushes `value` onto the stack's path, labelled with `title`.
    public init<P: Hashable>(_ title: String, value: P?) {
        self.init(value: value) { Text(title) }
    }
}
