import Foundation

/// One view per element of a collection, each identified by its element's id so that
/// reordering the data moves views instead of rebuilding them.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView {
    public var data: Data
    public var content: (Data.Element) -> Content
    /// Each element's id; nil when the elements are integers that are their own ids (a
    /// range's), read without a call through a closure and a key path per element.
    private let id: ((Data.Element) -> ID)?

    /// Views for `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }

    /// Views for integers that are their own ids.
    private init(integers data: Data, content: @escaping (Data.Element) -> Content) where Data.Element == Int, ID == Int {
        self.data = data
        self.id = nil
        self.content = content
    }

    public static func _resolve(_ view: ForEach, _ inputs: _ViewInputs) {
        // Integer ids (ranges, `id: \.self` over numbers) are their own structural component;
        // other ids are hashed.
        let integerIDs = ID.self == Int.self
        for element in view.data {
            let component: Int
            if let id = view.id {
                let identity = id(element)
                component = integerIDs ? unsafeBitCast(identity, to: Int.self) : identity.hashValue
            } else {
                // Only integers are made without an id closure.
                component = unsafeBitCast(element, to: Int.self)
            }
            Content._resolve(consuming: view.content(element), inputs.element(component))
        }
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    /// Views for identifiable data, identified by each element's `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range, identified by the integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(integers: data, content: content)
    }
}

extension ForEach where Data == ClosedRange<Int>, ID == Int {
    /// Views for a constant closed range, identified by the integer.
    public init(_ data: ClosedRange<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(integers: data, content: content)
    }
}
