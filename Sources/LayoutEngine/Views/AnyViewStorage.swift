/// The box an ``AnyView`` keeps its view in. Its identity is the view value's: the resolver
/// compares boxes, not views, to find an erased view unchanged since the last pass.
class AnyViewStorage {
    /// Resolves the wrapped view.
    func resolve(_ inputs: _ViewInputs) {
        preconditionFailure("AnyViewStorage is abstract")
    }
}

/// An ``AnyViewStorage`` holding a view of type `V`.
final class AnyViewBox<V: View>: AnyViewStorage {
    let view: V

    init(_ view: V) {
        self.view = view
    }

    override func resolve(_ inputs: _ViewInputs) {
        V._resolve(view, inputs)
    }
}
