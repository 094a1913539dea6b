/// An alignment in one plain word: the centre (nearly every frame's) as zero, any other as
/// its place in ``AlignmentTable``. Plain data makes ``FrameBehavior`` plain data too, so
/// the frame is copied into and out of existentials (the view, the node) without retains
/// and destroyed without releases; a box per non-centre alignment made every copy retain.
struct CompactAlignment: Equatable {
    /// 0 for the centre, otherwise 1 + the alignment's index in the table. The table holds
    /// each alignment once, so equal alignments have equal indices.
    let index: Int

    init(_ alignment: Alignment) {
        index = Self.isCenter(alignment) ? 0 : AlignmentTable.shared.index(of: alignment) + 1
    }

    /// The alignment whose ``index`` is `index`, as a smaller store kept it.
    @inline(__always)
    init(index: Int) {
        self.index = index
    }

    /// `alignment == .center`, read from the two guides' keys directly: every frame is
    /// made with an alignment, nearly always the centre, and comparing with `.center`
    /// fetched the constant and compared two whole keys, a tenth of making a frame.
    @inline(__always)
    private static func isCenter(_ alignment: Alignment) -> Bool {
        let horizontal = alignment.horizontal.key, vertical = alignment.vertical.key
        return horizontal.id == ObjectIdentifier(HCenterID.self) && horizontal.axis == .horizontal
            && vertical.id == ObjectIdentifier(VCenterID.self) && vertical.axis == .vertical
    }

    /// Whether this is the centre.
    var isCenter: Bool { index == 0 }

    var alignment: Alignment {
        index == 0 ? .center : AlignmentTable.shared.alignment(at: index - 1)
    }
}
