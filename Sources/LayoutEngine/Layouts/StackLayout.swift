import Foundation

/// SwiftUI's stack algorithm along one axis, shared by ``HStackLayout`` and
/// ``VStackLayout``.
///
/// Sizing a stack for a concrete length along its axis:
/// 1. Take out the spacing between neighbours (explicit, or each pair's preferred
///    distance: 8 between most views, 0 next to a Spacer).
/// 2. Measure every child's minimum and maximum length; their difference is its
///    flexibility.
/// 3. Serve children by layout priority, highest first. A priority group is offered what
///    is left minus the minimum lengths of all lower-priority children.
/// 4. Within a group, serve the least flexible child first: offer it an equal share of
///    what is left, take away what it used, and go on to the next. A child that takes less
///    than its share leaves more for the more flexible ones; one that cannot shrink makes
///    the stack overflow its proposal.
/// Children are aligned across the axis by the stack's alignment guide.
struct StackLayout: Equatable {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?

    static func == (lhs: StackLayout, rhs: StackLayout) -> Bool {
        lhs.axis == rhs.axis && lhs.alignment == rhs.alignment && lhs.spacing == rhs.spacing
    }

    /// What a stack remembers: the gaps between neighbours and the last allocation.
    struct Cache {
        var gaps: [CGFloat] = []
        var totalGap: CGFloat = 0
        /// Allocations for the last few proposals (a parent asks for the minimum, maximum
        /// and a share before placing), newest last.
        var allocations: [(proposal: ProposedViewSize, allocation: Allocation)] = []
        /// Working storage of `distribute`, kept so that sharing out space allocates
        /// nothing once a stack has done it.
        var order: [Int] = []
    }

    /// What one child gets for one stack proposal, and, until `distribute` has served the
    /// child, what it learnt of the child first.
    ///
    /// A stack holds one slot per child and proposal it remembers, and a cold pass writes
    /// each afresh (a 10,000-child row: 480 KB a proposal), so a slot is kept to 48 bytes:
    /// the proposal as its two lengths (NaN for unspecified, as ``ProposalSlot`` keeps it),
    /// and no separate list of measures: while `distribute` shares out space, a child's slot
    /// holds its minimum size in ``size`` and its flexibility in ``guide``, both written over
    /// when the child is served and aligned.
    struct Slot {
        private var proposalWidth: CGFloat
        private var proposalHeight: CGFloat
        var size: CGSize
        /// The child's alignment guide; before the child is served, its flexibility (see
        /// ``flexibility``).
        var guide: CGFloat
        /// Whether the child may state its own value for the stack's alignment
        /// (``LayoutNode/mayStateGuide(_:)``), noted by the walk that sizes it so that aligning
        /// the children reads only this array, not each child's node once more.
        var mayStateGuide: Bool
        /// Whether the child was known to be rigid when measured (``LayoutNode/isKnownRigid``):
        /// its share is then its minimum size, held in ``size``, and serving it reads nothing
        /// of its node.
        var isKnownRigid = false

        init(proposal: ProposedViewSize, size: CGSize, guide: CGFloat, mayStateGuide: Bool) {
            proposalWidth = proposal.width ?? .nan
            proposalHeight = proposal.height ?? .nan
            self.size = size
            self.guide = guide
            self.mayStateGuide = mayStateGuide
        }

        /// The proposal the child is given (sanitised: a NaN length is unspecified).
        var proposal: ProposedViewSize {
            @inline(__always) get { ProposedViewSize(width: proposalWidth.isNaN ? nil : proposalWidth, height: proposalHeight.isNaN ? nil : proposalHeight) }
            @inline(__always) set {
                proposalWidth = newValue.width ?? .nan
                proposalHeight = newValue.height ?? .nan
            }
        }

        /// The proposal the child is given, sanitised, as the node keeps it: placing the
        /// child from it makes no optional proposal to take apart again.
        var proposalSlot: ProposalSlot {
            @inline(__always) get { ProposalSlot(sanitizingWidth: proposalWidth, height: proposalHeight) }
        }

        /// The child's flexibility along the axis (its maximum length less its minimum),
        /// between measuring and serving it: kept in ``guide``, which aligning writes later.
        var flexibility: CGFloat {
            @inline(__always) get { guide }
            @inline(__always) set { guide = newValue }
        }
    }

    /// The children's sizes and proposals for one stack proposal, and the stack's guide:
    /// one array of per-child slots, so an allocation is a single buffer.
    struct Allocation {
        var slots: [Slot] = []
        var maxGuide: CGFloat = 0
        var extent: CGFloat = 0
        var length: CGFloat = 0
    }

    func makeCache(subviews: LayoutSubviews) -> Cache {
        var cache = Cache()
        updateCache(&cache, subviews: subviews)
        return cache
    }

    func updateCache(_ cache: inout Cache, subviews: LayoutSubviews) {
        cache.gaps.removeAll(keepingCapacity: true)
        cache.totalGap = 0
        cache.allocations.removeAll(keepingCapacity: true)
        guard subviews.count > 1 else { return }
        cache.gaps.reserveCapacity(subviews.count - 1)
        let parent = subviews.parent, context = subviews.context
        var previous = spacing == nil ? parent.withChild(subviews.startIndex) { $0.spacing(context: context) } : ViewSpacing()
        for index in subviews.startIndex + 1..<subviews.endIndex {
            let gap: CGFloat
            if let spacing {
                gap = spacing
            } else {
                let next = parent.withChild(index) { $0.spacing(context: context) }
                gap = previous.distance(to: next, along: axis)
                previous = next
            }
            cache.gaps.append(gap)
            cache.totalGap += gap
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) -> CGSize {
        let allocation = allocate(proposal, subviews, &cache)
        return CGSize(major: allocation.length, minor: allocation.extent, axis: axis)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) {
        let allocation = allocate(proposal, subviews, &cache)
        let minorAxis = axis.crossing
        let boundsMinor = bounds.size[minorAxis]
        let stackGuide = allocation.maxGuide + (boundsMinor - allocation.extent) * (alignment.fraction ?? 0)
        var position = bounds.origin[axis]
        let parent = subviews.parent, context = subviews.context
        for index in subviews.indices {
            let offset = index - subviews.startIndex
            var point = CGPoint.zero
            point[axis] = position
            point[minorAxis] = bounds.origin[minorAxis] + stackGuide - allocation.slots[offset].guide
            // The slot holds the size the child gave for this proposal: not asked again.
            parent.withChild(index) { context.place($0, at: point, proposalSlot: allocation.slots[offset].proposalSlot, size: allocation.slots[offset].size) }
            position += allocation.slots[offset].size[axis]
            if offset < cache.gaps.count { position += cache.gaps[offset] }
        }
    }

    /// The stack's value for a guide some child states explicitly. Text baselines: along
    /// the axis, the first (or, for a last-baseline guide, the last) child's; across it, the
    /// first aligned child's. Any other guide a child states (a custom `AlignmentID` set with
    /// `alignmentGuide`) is folded by the guide's `_combineExplicit` (SwiftUI's default: the
    /// mean of the children's values), so it aligns views across nested stacks; edge and
    /// centre guides fold nothing and stop here, as in SwiftUI.
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) -> CGFloat? {
        // Only guides some child may state pass through a stack.
        guard key.fraction == nil, !subviews.isEmpty, subviews.contains(where: { $0.node.mayStateGuide(key) }) else { return nil }
        let allocation = allocate(proposal, subviews, &cache)
        let isBaseline = key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key
        let stackGuide = allocation.maxGuide + (bounds.size[axis.crossing] - allocation.extent) * (alignment.fraction ?? 0)
        var position: CGFloat = 0
        var values: [CGFloat?] = []
        for index in subviews.indices {
            let offset = index - subviews.startIndex
            let slot = allocation.slots[offset]
            // Where the child's origin is along `key`'s axis, in the stack.
            let origin = key.axis == axis ? position : stackGuide - slot.guide
            position += slot.size[axis]
            if offset < cache.gaps.count { position += cache.gaps[offset] }
            guard let value = subviews[index].dimensions(in: slot.proposal).source?.explicitValue(of: key, size: slot.size) else { continue }
            if isBaseline, key != VerticalAlignment.lastTextBaseline.key || key.axis != axis { return origin + value }
            values.append(origin + value)
        }
        if isBaseline { return values.last ?? nil }
        return key.combineExplicit(values)
    }

    /// Decides every child's size for `proposal`, remembering the last answer.
    private func allocate(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Cache) -> Allocation {
        if let hit = cache.allocations.last(where: { $0.proposal == proposal }) { return hit.allocation }
        var allocation = Allocation()
        // Reuse the buffer of the allocation this one will push out of the cache.
        if cache.allocations.count == 4 {
            allocation.slots = cache.allocations.removeFirst().allocation.slots
            allocation.slots.removeAll(keepingCapacity: true)
        }
        let count = subviews.count
        let minor = proposal[axis.crossing]
        let base = subviews.startIndex
        let parent = subviews.parent, context = subviews.context
        allocation.slots.reserveCapacity(count)
        let childProposal = ProposedViewSize(major: nil, minor: minor, axis: axis)
        allocation.slots.append(contentsOf: repeatElement(Slot(proposal: childProposal, size: .zero, guide: 0, mayStateGuide: true), count: count))
        if let major = proposal[axis] {
            // Written through a buffer pointer: each write to the array checks its bounds and
            // that the array is not shared, several times per child.
            allocation.slots.withUnsafeMutableBufferPointer { distribute(major - cache.totalGap, minor: minor, subviews, $0, &cache) }
        } else {
            for index in subviews.indices {
                parent.withChild(index) { node in
                    allocation.slots[index - base].size = node.size(for: childProposal, context: context)
                    allocation.slots[index - base].mayStateGuide = node.mayStateGuide(alignment)
                }
            }
        }
        // Align across the axis.
        var maxGuide = -CGFloat.infinity
        var maxBelow = -CGFloat.infinity
        var length = cache.totalGap
        allocation.slots.withUnsafeMutableBufferPointer { slots in
            for index in subviews.indices {
                let offset = index - base
                let size = slots[offset].size
                let guide: CGFloat
                if let fraction = alignment.fraction, !slots[offset].mayStateGuide {
                    guide = size[axis.crossing] * fraction
                } else {
                    guide = subviews[index].dimensions(in: slots[offset].proposal).value(of: alignment)
                }
                slots[offset].guide = guide
                maxGuide = max(maxGuide, guide)
                maxBelow = max(maxBelow, size[axis.crossing] - guide)
                length += size[axis]
            }
        }
        allocation.maxGuide = count == 0 ? 0 : maxGuide
        allocation.extent = count == 0 ? 0 : maxGuide + maxBelow
        allocation.length = count == 0 ? 0 : length
        cache.allocations.append((proposal, allocation))
        return allocation
    }

    /// The children's distinct flexibilities in increasing order, when there are at most
    /// four and none is NaN; nil otherwise.
    ///
    /// Children are served by flexibility, then by index. Most stacks mix a few kinds of
    /// children (fixed views, flexible frames, spacers), so their flexibilities take a few
    /// values, and listing each value's children in index order gives that order in a few
    /// linear scans, where sorting a large stack's indices made far more comparisons.
    /// Without NaN the order by (flexibility, index) is total, so both ways give the same
    /// order; with a NaN the comparison is not a strict order and only the sort's own
    /// sequence of comparisons defines the result, so the sort is kept.
    private static func fewDistinctFlexibilities(_ slots: UnsafeMutableBufferPointer<Slot>) -> [CGFloat]? {
        var values: [CGFloat] = []
        for slot in slots {
            let flexibility = slot.flexibility
            if flexibility.isNaN { return nil }
            if values.contains(flexibility) { continue }
            if values.count == 4 { return nil }
            values.append(flexibility)
        }
        values.sort()
        return values
    }

    /// Shares `available` length among the children: by priority, then least flexible
    /// first. Measuring a child leaves its minimum size and flexibility in its slot (see
    /// ``Slot``) until it is served.
    private func distribute(_ available: CGFloat, minor: CGFloat?, _ subviews: LayoutSubviews, _ slots: UnsafeMutableBufferPointer<Slot>, _ cache: inout Cache) {
        let count = subviews.count
        let base = subviews.startIndex
        var uniformPriority = true
        var sortedByFlexibility = true
        let minProposal = ProposedViewSize(major: 0, minor: minor, axis: axis)
        let maxProposal = ProposedViewSize(major: .infinity, minor: minor, axis: axis)
        let parent = subviews.parent, context = subviews.context
        var minimumTotal: CGFloat = 0
        var firstPriority = 0.0
        for index in subviews.indices {
            let offset = index - base
            let priority = parent.withChild(index) { node in
                let minimumSize = node.size(for: minProposal, context: context)
                let minimum = minimumSize[axis]
                // A rigid child's size is the same for every proposal, so its maximum is its
                // minimum: asked, it would look the proposal up and find out only that.
                let maximum = node.isRigid ? minimum : node.size(for: maxProposal, context: context)[axis]
                slots[offset].size = minimumSize
                slots[offset].flexibility = maximum - minimum
                slots[offset].mayStateGuide = node.mayStateGuide(alignment)
                slots[offset].isKnownRigid = node.isKnownRigid
                return node.attributes.priority
            }
            if offset == 0 {
                firstPriority = priority
            } else {
                if priority != firstPriority { uniformPriority = false }
                if slots[offset].flexibility < slots[offset - 1].flexibility { sortedByFlexibility = false }
            }
            minimumTotal += slots[offset].size[axis]
        }
        var remaining = available
        var minimumOfLater = minimumTotal
        // Serves one priority group, least flexible first. A group's slots still hold their
        // minimum sizes when it starts: only served children's slots are written over.
        func serve(_ group: UnsafeBufferPointer<Int>?, count groupCount: Int) {
            for position in 0..<groupCount {
                minimumOfLater -= slots[group?[position] ?? position].size[axis]
            }
            var share = remaining - minimumOfLater
            var left = groupCount
            for position in 0..<groupCount {
                let index = group?[position] ?? position
                let offer = max(0, share / CGFloat(left))
                let childProposal = ProposedViewSize(major: offer, minor: minor, axis: axis)
                let size = slots[index].isKnownRigid ? slots[index].size : parent.withChild(base + index) { $0.size(for: childProposal, context: context) }
                slots[index].proposal = childProposal
                slots[index].size = size
                share -= size[axis]
                remaining -= size[axis]
                left -= 1
            }
        }
        if uniformPriority && sortedByFlexibility {
            // One group, already in serving order: the common case needs no index list.
            serve(nil, count: count)
        } else if uniformPriority {
            var order = cache.order
            cache.order = []
            order.removeAll(keepingCapacity: true)
            order.reserveCapacity(count)
            if let values = Self.fewDistinctFlexibilities(slots) {
                // By flexibility, then by index: each value's children in index order.
                for value in values {
                    for index in 0..<count where slots[index].flexibility == value { order.append(index) }
                }
            } else {
                order.append(contentsOf: 0..<count)
                order.sort { slots[$0].flexibility != slots[$1].flexibility ? slots[$0].flexibility < slots[$1].flexibility : $0 < $1 }
            }
            order.withUnsafeBufferPointer { serve($0, count: count) }
            cache.order = order
        } else {
            let byPriority = Dictionary(grouping: 0..<count, by: { offset in parent.withChild(base + offset) { $0.attributes.priority } })
            for priority in byPriority.keys.sorted(by: >) {
                var group = byPriority[priority]!
                group.sort { slots[$0].flexibility != slots[$1].flexibility ? slots[$0].flexibility < slots[$1].flexibility : $0 < $1 }
                group.withUnsafeBufferPointer { serve($0, count: group.count) }
            }
        }
    }
}
