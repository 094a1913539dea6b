import Foundation

/// A title with an icon before it, laid out as SwiftUI's default label style on iOS 17
/// draws it outside a list: an HStack of the icon and the title, centred, with the
/// standard spacing between a symbol and a text (8 pt). In a tab bar item the icon sits
/// above the title instead (see ``TabBarMetrics``).
public struct Label: PrimitiveView {
    let title: String
    let icon: Image

    public init(_ title: String, systemImage: String) {
        self.title = title
        self.icon = Image(systemName: systemImage)
    }

    public init(_ title: String, image: String) {
        self.title = title
        self.icon = Image(image)
    }

    public static func _resolve(_ view: Label, _ inputs: _ViewInputs) {
        let parts = TupleView((view.icon, Text(view.title)))
        if inputs.environment.labelAxis == .vertical {
            _LayoutRoot._resolve(VStackLayout(spacing: TabBarMetrics.iconTitleSpacing).containing(parts, kind: "Label"), inputs)
        } else {
            _LayoutRoot._resolve(HStackLayout(spacing: 8).containing(parts, kind: "Label"), inputs)
        }
    }
}

/// A text that opens a URL when tapped: laid out as its label.
public struct Link<Label: View>: PrimitiveView {
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public static func _resolve(_ view: Link, _ inputs: _ViewInputs) {
        _LayoutRoot._resolve(ZStackLayout().containing(view.label, kind: "Link"), inputs)
    }
}

extension Link where Label == Text {
    public init(_ title: String, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
