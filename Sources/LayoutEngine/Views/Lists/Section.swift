import Foundation

/// A group of rows in a `List` or `Form`, with an optional header above its card and
/// footer below, both in footnote text lined up with the rows' content
/// (``InsetGroupedSectionLayout``).
///
/// The header's text is in capitals, and measured so (capitals are wider): iOS 14 to 17
/// draw a grouped list's and a form's section headers uppercased, which `.textCase(nil)`
/// on the header undoes (twostraws/HackingWithSwift#62, "iOS 14.0 header uppercase
/// problem"; brave/brave-browser#57950 notes iOS 26's defaults no longer uppercase section
/// titles, as earlier ones did). The capitals are the header's environment, so a
/// `.textCase` set inside the header, nearer its text, wins; the footer keeps its case.
public struct Section<Parent: View, Content: View, Footer: View>: PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer

    /// A section of `content`, headed by `header` and followed by `footer`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// A section of `content`, headed by `header` and followed by `footer`.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    public static func _resolve(_ view: Section, _ inputs: _ViewInputs) {
        let parts = TupleView((
            view.header.font(.footnote).textCase(.uppercase).layoutValue(key: ListPartKey.self, value: .header),
            view.content,
            view.footer.font(.footnote).layoutValue(key: ListPartKey.self, value: .footer)
        ))
        resolveView(InsetGroupedSectionLayout().containing(parts, kind: "Section").layoutValue(key: ListPartKey.self, value: .section), inputs)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of `content` without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: EmptyView(), content: content)
    }
}

extension Section where Footer == EmptyView {
    /// A section of `content` headed by `header`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), footer: EmptyView(), content: content)
    }

    /// A section of `content` headed by `header`.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    /// A section of `content` followed by `footer`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), footer: footer(), content: content)
    }

    /// A section of `content` followed by `footer`.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section of `content` headed by `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), footer: EmptyView(), content: content)
    }
}
