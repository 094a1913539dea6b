import Foundation

/// Builds views from closures, as SwiftUI's `@ViewBuilder` does: several statements
/// become a tuple of views, `if`/`else` a conditional view, `if` alone an optional one.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView<(repeat each Content)>((repeat each content))
    }

    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(.trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(.falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views side by side in a builder block; each keeps its own structural identity.
public struct TupleView<T>: View {
    public typealias Body = Never
    public var value: T
    private let resolveElements: (_ViewInputs) -> Void

    /// A tuple of views; each element is resolved with its own position.
    public init<each Element: View>(_ value: T) where T == (repeat each Element) {
        self.value = value
        self.resolveElements = { inputs in
            var index = 0
            for element in repeat each value {
                resolveView(element, inputs.element(index))
                index += 1
            }
        }
    }

    public var body: Never { fatalError("TupleView has no body") }

    public static func _resolve(_ view: TupleView<T>, _ inputs: _ViewInputs) {
        view.resolveElements(inputs)
    }
}

@inline(__always)
func resolveView<V: View>(_ view: V, _ inputs: _ViewInputs) {
    V._resolve(view, inputs)
}

/// One of two views, chosen by an `if`/`else` in a builder; the branches have distinct
/// identities, so switching branches replaces the view.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never

    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    init(_ storage: Storage) {
        self.storage = storage
    }

    public var body: Never { fatalError("_ConditionalContent has no body") }

    public static func _resolve(_ view: Self, _ inputs: _ViewInputs) {
        switch view.storage {
        case .trueContent(let content): TrueContent._resolve(content, inputs.element(0))
        case .falseContent(let content): FalseContent._resolve(content, inputs.element(1))
        }
    }

    // The branch is resolved in place, borrowed from the view handed over. Handed on in
    // turn (`_resolve(consuming:)`), it would be copied out of the storage and both copies
    // destroyed, for every element of a `ForEach` of `if`/`else` content (a tenth of a
    // half-flexible row's instructions), while a modifier view, the usual branch, resolves
    // its content from a closure that only borrows it.
    public static func _resolve(consuming view: consuming Self, _ inputs: _ViewInputs) {
        switch view.storage {
        case .trueContent(let content): TrueContent._resolve(content, inputs.element(0))
        case .falseContent(let content): FalseContent._resolve(content, inputs.element(1))
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional has no body") }

    public static func _resolve(_ view: Self, _ inputs: _ViewInputs) {
        if let view { Wrapped._resolve(view, inputs.element(0)) }
    }

    public static func _resolve(consuming view: consuming Self, _ inputs: _ViewInputs) {
        if let view = consume view { Wrapped._resolve(consuming: view, inputs.element(0)) }
    }
}
