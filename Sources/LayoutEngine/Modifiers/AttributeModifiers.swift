import Foundation

extension View {
    /// Gives this view an explicit identity; a string also names it in outputs
    /// (`"name"` in placement JSON) so tests and tools can find it.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        let identity = AnyHashable(id)
        let name = id as? String
        return modifyingInputs { inputs in
            guard inputs.pending.explicitID == nil else { return }
            inputs.pending.explicitID = identity
            inputs.pending.name = name
        }
    }

    /// Records where this view is written, for tools that point at placed views
    /// (``PlacedNode/sourcePosition``). A scene interpreter sets it; the innermost location
    /// wins, so a modifier's location goes to the modifier's node and the view's to its own.
    /// A changed location counts as a changed view, so the next placement records it.
    public func sourcePosition(_ location: SourcePosition) -> some View {
        modifyingInputs { $0.pending.sourcePosition = location }
    }

    /// Sets the priority a stack gives this view when sharing out space: higher goes first.
    public func layoutPriority(_ value: Double) -> some View {
        let value = value.isFinite ? value : 0
        return modifyingInputs { $0.pending.priority = value }
    }

    /// Hands `value` for `key` to the layout containing this view.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        let box = LayoutValueBox(value)
        return modifyingInputs { $0.pending.layoutValues[ObjectIdentifier(key)] = box }
    }

    /// Sets where this view is drawn among its overlapping siblings: higher in front, equal
    /// values in the order written. It changes no frame, only the drawing order, which is
    /// the order of a node's children in the outputs.
    public func zIndex(_ value: Double) -> some View {
        let value = value.isFinite ? value : 0
        return modifyingInputs { inputs in
            inputs.pending.zIndex = value
            if value != 0 { inputs.resolver.context.hasSeenZIndex = true }
        }
    }
}
