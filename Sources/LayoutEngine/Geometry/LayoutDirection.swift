import Foundation

/// The direction a language is read in: a right-to-left layout mirrors every frame in x.
///
/// SwiftUI lays a right-to-left view out as the left-to-right one seen in a mirror: each
/// container places its children as usual (leading first, leading padding, leading
/// alignment), then every child's frame is flipped within its parent's width. The engine
/// does the same, once, where children are placed (``LayoutNode``), so stacks, padding,
/// frames, alignments, offsets, positions and custom layouts all mirror without knowing it.
public enum LayoutDirection: Hashable, Sendable {
    case leftToRight, rightToLeft
}
