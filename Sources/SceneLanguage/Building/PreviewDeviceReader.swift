import Foundation
import LayoutEngine

/// Reads the device a preview asks for: `.previewDevice("iPhone 15")` or
/// `.previewDevice(PreviewDevice(rawValue: "iPhone 15"))` on the preview's view, as Xcode's
/// previews take it. The name must be one layoutd knows the screen of (``DeviceScreen``);
/// another is an error with a "did you mean", never a guessed screen.
enum PreviewDeviceReader {
    static func device(of nodes: [SceneNode], sink: DiagnosticSink) -> DeviceScreen? {
        guard nodes.count == 1, let modifier = nodes[0].modifiers.last(where: { $0.name == "previewDevice" }) else { return nil }
        guard let argument = modifier.arguments.first, modifier.arguments.count == 1, argument.label == nil else {
            sink.emit(.expectedDeviceName("\(modifier.arguments.count) arguments"), at: modifier.origin)
            return nil
        }
        guard let name = deviceName(argument.value) else {
            sink.emit(.expectedDeviceName(argument.value.kindDescription), at: argument.valueOrigin)
            return nil
        }
        guard let device = DeviceScreen.named(name) else {
            sink.emit(.unknownDevice(name), at: argument.valueOrigin, suggesting: name, from: DeviceScreen.known.map(\.name), spelled: { "\"\($0)\"" })
            return nil
        }
        return device
    }

    /// The string of `"iPhone 15"` or `PreviewDevice(rawValue: "iPhone 15")`.
    private static func deviceName(_ value: SceneValue) -> String? {
        switch value {
        case .string(let name):
            return name
        case .node(let node) where node.name == "PreviewDevice" && node.children == nil && node.modifiers.isEmpty:
            guard node.arguments.count == 1, node.arguments[0].label == "rawValue", case .string(let name) = node.arguments[0].value else { return nil }
            return name
        default:
            return nil
        }
    }
}
