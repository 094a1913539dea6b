import Foundation

/// What a node's snapshot says about it besides its frame and name.
struct NodeLabels {
    var kind: String
    var text: String?
    var color: String?
    var paint: PlacedNode.Paint?
    var isModifier: Bool
}
