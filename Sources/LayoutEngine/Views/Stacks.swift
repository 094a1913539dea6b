import Foundation

/// Views in a row, sized by SwiftUI's stack algorithm (see ``HStackLayout``).
public struct HStack<Content: View>: PrimitiveView {
    let layout: HStackLayout
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public static func _resolve(_ view: HStack, _ inputs: _ViewInputs) {
        _LayoutRoot._resolve(view.layout.containing(view.content, kind: "HStack"), inputs)
    }
}

/// Views in a column, sized by SwiftUI's stack algorithm (see ``VStackLayout``).
public struct VStack<Content: View>: PrimitiveView {
    let layout: VStackLayout
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public static func _resolve(_ view: VStack, _ inputs: _ViewInputs) {
        _LayoutRoot._resolve(view.layout.containing(view.content, kind: "VStack"), inputs)
    }
}

/// Views on top of each other, aligned (see ``ZStackLayout``).
public struct ZStack<Content: View>: PrimitiveView {
    let layout: ZStackLayout
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    public static func _resolve(_ view: ZStack, _ inputs: _ViewInputs) {
        _LayoutRoot._resolve(view.layout.containing(view.content, kind: "ZStack"), inputs)
    }
}

/// The names SwiftUI used for the stack layouts before they were public.
public typealias _HStackLayout = HStackLayout
public typealias _VStackLayout = VStackLayout
public typealias _ZStackLayout = ZStackLayout
