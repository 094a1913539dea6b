import Foundation

/// Rows of data in iOS 17's inset-grouped style (``InsetGroupedListLayout``): as large as
/// proposed, each run of rows outside a ``Section`` a card of its own. The list's
/// selection and editing change no frame and are not taken.
public struct List<Content: View>: PrimitiveView {
    let content: Content

    /// A list of the rows and sections `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _resolve(_ view: List, _ inputs: _ViewInputs) {
        _LayoutRoot._resolve(InsetGroupedListLayout().containing(view.content, kind: "List"), inputs.listingRows())
    }
}

extension List {
    /// A list of a row for each element of `data`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// A list of a row for each element of `data`, told apart by their `id`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A list of a row for each number of `data`.
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A list whose rows a person may select; a still layout selects none, so `selection`
    /// changes no frame.
    public init<SelectionValue: Hashable>(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    /// A list of a row for each element of `data`, told apart by `id`, whose rows a person
    /// may select; `selection` changes no frame.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }
}

/// A form of controls, laid out as an inset-grouped list, as SwiftUI's automatic form
/// style does on iOS.
public struct Form<Content: View>: PrimitiveView {
    let content: Content

    /// A form of the rows and sections `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _resolve(_ view: Form, _ inputs: _ViewInputs) {
        _LayoutRoot._resolve(InsetGroupedListLayout().containing(view.content, kind: "Form"), inputs.listingRows())
    }
}

extension _ViewInputs {
    /// Inputs for a list's content, whose links get a disclosure chevron.
    func listingRows() -> _ViewInputs {
        var copy = self
        copy.environment.isInListRows = true
        return copy
    }
}
