import Foundation

/// What an inspector asks of one placed view beyond its frame and labels: the proposal its
/// parent made, where it is written and what the engine did for it in the pass.
///
/// Kept beside the entries, in a side table of their ``PlacedList``, and only by a host
/// that records them (``LayoutHost/recordsNodeDetails``): a placed entry is written for
/// every view of every cold pass, and these 32 bytes in each were a few percent of one.
struct PlacedEntryDetails {
    /// The proposal the parent made in the pass that placed the view.
    var proposal: ProposalSlot = .none
    var sourcePosition: SourcePosition = .unknown
    var activity = ActivitySlot()
}
