import Foundation
import LayoutEngine

/// A `GeometryProxy` as a scene's code sees it: a value whose `size`, `safeAreaInsets` and
/// `frame(in:)` read the reader's geometry, so that `proxy.size.width / 2` is a number when
/// a reader's content is evaluated (see ``ReaderContent``).
///
/// The proxy and the geometry values it hands out are instances of built-in types, not of
/// types the scene declares: their members are stored values, as a struct's are.
enum GeometryProxyValue {
    // nonisolated(unsafe): a model's identity is what marks an instance as a proxy or a
    // geometry value, and nothing changes these after they are made: a built-in type has no
    // static properties, so the evaluator never fills their `staticValues`.
    nonisolated(unsafe) static let proxyModel = TypeModel(name: "GeometryProxy", kind: .plain, origin: .unknown)
    nonisolated(unsafe) private static let sizeModel = TypeModel(name: "CGSize", kind: .plain, origin: .unknown)
    nonisolated(unsafe) private static let pointModel = TypeModel(name: "CGPoint", kind: .plain, origin: .unknown)
    nonisolated(unsafe) private static let rectModel = TypeModel(name: "CGRect", kind: .plain, origin: .unknown)
    nonisolated(unsafe) private static let insetsModel = TypeModel(name: "EdgeInsets", kind: .plain, origin: .unknown)

    /// The value a reader's closure is called with.
    static func value(of proxy: GeometryProxy) -> SceneValue {
        value(size: proxy.size, global: proxy.frame(in: .global))
    }

    /// A proxy for a reader of `size` whose frame in the canvas is `global`.
    static func value(size: CGSize, global: CGRect) -> SceneValue {
        let instance = Instance(model: proxyModel)
        instance.values["size"] = self.size(size)
        let insets = Instance(model: insetsModel)
        for edge in ["top", "leading", "bottom", "trailing"] { insets.values[edge] = number(0) }
        instance.values["safeAreaInsets"] = .instance(insets)
        instance.values["local"] = rect(CGRect(origin: .zero, size: size))
        instance.values["global"] = rect(global)
        return .instance(instance)
    }

    /// Whether `instance` is a proxy made by ``value(of:)``.
    static func isProxy(_ instance: Instance) -> Bool { instance.model === proxyModel }

    /// `proxy.frame(in: space)` for a coordinate space named `space` (`local` or `global`),
    /// or nil for any other.
    static func frame(of proxy: Instance, in space: String) -> SceneValue? {
        guard space == "local" || space == "global" else { return nil }
        return proxy.values[space]
    }

    private static func number(_ value: CGFloat) -> SceneValue { .number(.double(Double(value))) }

    private static func size(_ size: CGSize) -> SceneValue {
        let instance = Instance(model: sizeModel)
        instance.values["width"] = number(size.width)
        instance.values["height"] = number(size.height)
        return .instance(instance)
    }

    private static func rect(_ rect: CGRect) -> SceneValue {
        let instance = Instance(model: rectModel)
        let origin = Instance(model: pointModel)
        origin.values["x"] = number(rect.minX)
        origin.values["y"] = number(rect.minY)
        instance.values["origin"] = .instance(origin)
        instance.values["size"] = size(rect.size)
        let members: [(String, CGFloat)] = [
            ("minX", rect.minX), ("midX", rect.midX), ("maxX", rect.maxX), ("minY", rect.minY), ("midY", rect.midY), ("maxY", rect.maxY),
            ("width", rect.width), ("height", rect.height),
        ]
        for (name, value) in members { instance.values[name] = number(value) }
        return .instance(instance)
    }
}
