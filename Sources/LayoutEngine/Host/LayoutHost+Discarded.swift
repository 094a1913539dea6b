extension LayoutHost {
    /// What a host's passes let go of (``LayoutHost/takeDiscarded()``): the nodes of views no
    /// longer in the tree and the snapshot lists no entry shows any more, for the caller to
    /// free where the cost does not matter.
    ///
    /// Sendable because nothing else reaches it: the host gave up its references to all of
    /// it, and a list still shown by a placement a caller holds is never written again.
    public struct Discarded: @unchecked Sendable {
        var lists: [PlacedList] = []
        var nodes: [NodeChildren] = []

        /// Whether the passes let go of nothing.
        public var isEmpty: Bool { lists.isEmpty && nodes.isEmpty }
    }
}
