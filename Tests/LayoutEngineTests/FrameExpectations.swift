import Foundation
import LayoutEngine
import Testing

/// Checks the frames of named nodes: for each name, the outermost node carrying it must
/// have the expected `[x, y, width, height]` within 0.5 pt (nil components are not checked).
func expectFrames(_ placement: Placement, _ expected: [String: [Double?]], sourceLocation: SourceLocation = #_sourceLocation) {
    for (name, components) in expected.sorted(by: { $0.key < $1.key }) {
        guard let node = placement.root.first(named: name) else {
            Issue.record("no node named '\(name)'", sourceLocation: sourceLocation)
            continue
        }
        let actual = [node.frame.minX, node.frame.minY, node.frame.width, node.frame.height]
        for (index, value) in components.enumerated() {
            guard let value else { continue }
            #expect(abs(actual[index] - value) <= 0.5, "'\(name)' \(["x", "y", "width", "height"][index]) is \(actual[index]), SwiftUI has \(value)", sourceLocation: sourceLocation)
        }
    }
}

/// The frame of the outermost node named `name`.
func frame(_ placement: Placement, _ name: String) -> CGRect? {
    placement.root.first(named: name)?.frame
}

/// Whether `value` is `expected` to within rounding: frames are sums of placed offsets.
func near(_ value: CGFloat?, _ expected: CGFloat) -> Bool {
    guard let value else { return false }
    return abs(value - expected) < 0.001
}
