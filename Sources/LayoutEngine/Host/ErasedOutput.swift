/// What an ``AnyView`` produced last pass, kept on the first node it produced: the view
/// value (its box), the inputs it was resolved with, and how many sibling nodes it gave.
///
/// The same box at the same position with the same inputs produces the same nodes, so the
/// next pass takes them as they are, with everything they remember, instead of resolving
/// the view again. A node loses its record whenever anything else produces it.
///
/// The inputs include the attributes waiting for the view's nodes (a `GridRow` marks each
/// of its cells with the row; `.id` and `.layoutPriority` on a view): the same attributes
/// give the same nodes the same attributes and identities.
///
/// A record is rewritten in place when the view at its position changed (``record(_:inputs:pending:count:)``):
/// a save that edits every view of a large `ForEach` would otherwise allocate a record per
/// view and free as many.
final class ErasedOutput {
    private(set) var source: AnyViewStorage
    private(set) var path: Int
    private(set) var environment: EnvironmentValues
    private(set) var stackOrientation: Axis?
    /// The attributes waiting for the view's nodes, nil when none were.
    private(set) var pending: Pending?
    /// How many consecutive sibling nodes, from the one holding the record, `source` gave.
    private(set) var count: Int

    init(source: AnyViewStorage, inputs: _ViewInputs, pending: Pending?, count: Int) {
        self.source = source
        path = inputs.path
        environment = inputs.environment
        stackOrientation = inputs.stackOrientation
        self.pending = pending
        self.count = count
    }

    /// Makes the record say that `source`, resolved with `inputs`, gave `count` nodes.
    func record(_ source: AnyViewStorage, inputs: _ViewInputs, pending: Pending?, count: Int) {
        self.source = source
        path = inputs.path
        environment = inputs.environment
        stackOrientation = inputs.stackOrientation
        self.pending = pending
        self.count = count
    }

    /// Whether `source` resolved with `inputs` is the view value and inputs recorded, the
    /// waiting attributes aside (``Resolver`` compares those).
    @inline(__always)
    func matches(_ source: AnyViewStorage, _ inputs: _ViewInputs) -> Bool {
        self.source === source && path == inputs.path && stackOrientation == inputs.stackOrientation && environment == inputs.environment
            && (pending == nil) == !inputs.hasPending
    }

    /// Attributes waiting for the nodes of one or more erased views, as a pass resolved them:
    /// one box for all the views that waited for the same attributes (the cells of a row),
    /// so the next pass compares them once rather than once per view.
    final class Pending {
        let attributes: NodeAttributes

        init(_ attributes: NodeAttributes) {
            self.attributes = attributes
        }

        /// Whether nodes given `attributes` are the nodes given the recorded ones: the same
        /// identity (`.id`) and the same attributes.
        func isSame(as attributes: NodeAttributes) -> Bool {
            attributes.isSame(as: self.attributes) && attributes.explicitID == self.attributes.explicitID
        }
    }
}
