/// An alignment in one plain word: the centre (nearly every frame's) as zero, any other as
/// its place in ``AlignmentTable``. Plain data makes ``FrameBehavior`` plain data too, so
/// the frame is copied into and out of existentials (the view, the node) without retains
/// and destroyed without releases; a box per non-centre alignment made every copy retain.
struct CompactAlignment: Equatable {
    /// 0 for the centre, otherwise 1 + the alignment's index in the table. The table holds
    /// each alignment once, so equal alignments have equal indices.
    private let index: Int

    init(_ alignment: Alignment) {
        index = alignment == .center ? 0 : AlignmentTable.shared.index(of: alignment) + 1
    }

    /// Whether this is the centre.
    var isCenter: Bool { index == 0 }

    var alignment: Alignment {
        index == 0 ? .center : AlignmentTable.shared.alignment(at: index - 1)
    }
}
