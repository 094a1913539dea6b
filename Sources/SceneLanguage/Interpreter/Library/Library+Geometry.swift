import Foundation
import LayoutEngine

/// Foundation's and SwiftUI's geometry: CGPoint, CGSize, CGRect, Angle, UnitPoint,
/// CGAffineTransform, Alignment and its guides, Axis, Edge, Edge.Set and EdgeInsets.
extension Library {
    static let geometryProperties: [String: Getter] = [
        "x": { value in
            switch value {
            case .point(let point): return .double(point.x)
            case .unitPoint(let point): return .double(point.x)
            default: return nil
            }
        },
        "y": { value in
            switch value {
            case .point(let point): return .double(point.y)
            case .unitPoint(let point): return .double(point.y)
            default: return nil
            }
        },
        "width": { value in
            switch value {
            case .size(let size): return .double(size.width)
            case .rect(let rect): return .double(rect.width)
            default: return nil
            }
        },
        "height": { value in
            switch value {
            case .size(let size): return .double(size.height)
            case .rect(let rect): return .double(rect.height)
            default: return nil
            }
        },
        "origin": { value in
            guard case .rect(let rect) = value else { return nil }
            return .point(rect.origin)
        },
        "size": { value in
            guard case .rect(let rect) = value else { return nil }
            return .size(rect.size)
        },
        "minX": { value in
            guard case .rect(let rect) = value else { return nil }
            return .double(rect.minX)
        },
        "midX": { value in
            guard case .rect(let rect) = value else { return nil }
            return .double(rect.midX)
        },
        "maxX": { value in
            guard case .rect(let rect) = value else { return nil }
            return .double(rect.maxX)
        },
        "minY": { value in
            guard case .rect(let rect) = value else { return nil }
            return .double(rect.minY)
        },
        "midY": { value in
            guard case .rect(let rect) = value else { return nil }
            return .double(rect.midY)
        },
        "maxY": { value in
            guard case .rect(let rect) = value else { return nil }
            return .double(rect.maxY)
        },
        "isEmpty": { value in
            guard case .rect(let rect) = value else { return nil }
            return .bool(rect.isEmpty)
        },
        "isNull": { value in
            guard case .rect(let rect) = value else { return nil }
            return .bool(rect.isNull)
        },
        "isInfinite": { value in
            guard case .rect(let rect) = value else { return nil }
            return .bool(rect.isInfinite)
        },
        "standardized": { value in
            guard case .rect(let rect) = value else { return nil }
            return .rect(rect.standardized)
        },
        "integral": { value in
            guard case .rect(let rect) = value else { return nil }
            return .rect(rect.integral)
        },
        "radians": { value in
            guard case .angle(let angle) = value else { return nil }
            return .double(angle.radians)
        },
        "degrees": { value in
            guard case .angle(let angle) = value else { return nil }
            return .double(angle.degrees)
        },
        "a": { value in
            guard case .transform(let transform) = value else { return nil }
            return .double(transform.a)
        },
        "b": { value in
            guard case .transform(let transform) = value else { return nil }
            return .double(transform.b)
        },
        "c": { value in
            guard case .transform(let transform) = value else { return nil }
            return .double(transform.c)
        },
        "d": { value in
            guard case .transform(let transform) = value else { return nil }
            return .double(transform.d)
        },
        "tx": { value in
            guard case .transform(let transform) = value else { return nil }
            return .double(transform.tx)
        },
        "ty": { value in
            guard case .transform(let transform) = value else { return nil }
            return .double(transform.ty)
        },
        "isIdentity": { value in
            guard case .transform(let transform) = value else { return nil }
            return .bool(transform.isIdentity)
        },
        "horizontal": { value in
            guard case .alignment(let alignment) = value else { return nil }
            return .horizontalAlignment(alignment.horizontal)
        },
        "vertical": { value in
            guard case .alignment(let alignment) = value else { return nil }
            return .verticalAlignment(alignment.vertical)
        },
        "top": { value in
            guard case .edgeInsets(let insets) = value else { return nil }
            return .double(insets.top)
        },
        "leading": { value in
            guard case .edgeInsets(let insets) = value else { return nil }
            return .double(insets.leading)
        },
        "bottom": { value in
            guard case .edgeInsets(let insets) = value else { return nil }
            return .double(insets.bottom)
        },
        "trailing": { value in
            guard case .edgeInsets(let insets) = value else { return nil }
            return .double(insets.trailing)
        },
    ]

    /// Setters write one stored property; a nested one (`rect.size.width = 3`) is the
    /// compiler's get of `size`, set of `width` on it, and set of `size` back.
    static let geometrySetters: [String: Setter] = [
        "x": { value, newValue in
            switch value {
            case .point(var point): point.x = try cgFloat(newValue); value = .point(point)
            case .unitPoint(var point): point.x = try cgFloat(newValue); value = .unitPoint(point)
            default: return false
            }
            return true
        },
        "y": { value, newValue in
            switch value {
            case .point(var point): point.y = try cgFloat(newValue); value = .point(point)
            case .unitPoint(var point): point.y = try cgFloat(newValue); value = .unitPoint(point)
            default: return false
            }
            return true
        },
        "width": { value, newValue in
            guard case .size(var size) = value else { return false }
            size.width = try cgFloat(newValue)
            value = .size(size)
            return true
        },
        "height": { value, newValue in
            guard case .size(var size) = value else { return false }
            size.height = try cgFloat(newValue)
            value = .size(size)
            return true
        },
        "origin": { value, newValue in
            guard case .rect(var rect) = value else { return false }
            rect.origin = try cgPoint(newValue)
            value = .rect(rect)
            return true
        },
        "size": { value, newValue in
            guard case .rect(var rect) = value else { return false }
            rect.size = try cgSize(newValue)
            value = .rect(rect)
            return true
        },
        "radians": { value, newValue in
            guard case .angle(var angle) = value else { return false }
            angle.radians = try double(newValue)
            value = .angle(angle)
            return true
        },
        "degrees": { value, newValue in
            guard case .angle(var angle) = value else { return false }
            angle.degrees = try double(newValue)
            value = .angle(angle)
            return true
        },
        "a": transformSetter(\.a),
        "b": transformSetter(\.b),
        "c": transformSetter(\.c),
        "d": transformSetter(\.d),
        "tx": transformSetter(\.tx),
        "ty": transformSetter(\.ty),
        "horizontal": { value, newValue in
            guard case .alignment(var alignment) = value else { return false }
            alignment.horizontal = try horizontalAlignment(newValue)
            value = .alignment(alignment)
            return true
        },
        "vertical": { value, newValue in
            guard case .alignment(var alignment) = value else { return false }
            alignment.vertical = try verticalAlignment(newValue)
            value = .alignment(alignment)
            return true
        },
        "top": insetsSetter(\.top),
        "leading": insetsSetter(\.leading),
        "bottom": insetsSetter(\.bottom),
        "trailing": insetsSetter(\.trailing),
    ]

    private static func transformSetter(_ field: WritableKeyPath<CGAffineTransform, CGFloat> & Sendable) -> Setter {
        { value, newValue in
            guard case .transform(var transform) = value else { return false }
            transform[keyPath: field] = try cgFloat(newValue)
            value = .transform(transform)
            return true
        }
    }

    private static func insetsSetter(_ field: WritableKeyPath<EdgeInsets, CGFloat> & Sendable) -> Setter {
        { value, newValue in
            guard case .edgeInsets(var insets) = value else { return false }
            insets[keyPath: field] = try cgFloat(newValue)
            value = .edgeInsets(insets)
            return true
        }
    }

    static let geometryMethods: [String: MethodEntry] = [
        "applying(_:)": entry([.builtin(.transform)]) { receiver, arguments in
            switch receiver {
            case .point(let point): return .point(point.applying(try transform(arguments[0])))
            case .size(let size): return .size(size.applying(try transform(arguments[0])))
            case .rect(let rect): return .rect(applying(try transform(arguments[0]), to: rect))
            default: return nil
            }
        },
        "insetBy(dx:dy:)": entry([.builtin(.double), .builtin(.double)]) { receiver, arguments in
            guard case .rect(let rect) = receiver else { return nil }
            return .rect(rect.insetBy(dx: try cgFloat(arguments[0]), dy: try cgFloat(arguments[1])))
        },
        "offsetBy(dx:dy:)": entry([.builtin(.double), .builtin(.double)]) { receiver, arguments in
            guard case .rect(let rect) = receiver else { return nil }
            return .rect(rect.offsetBy(dx: try cgFloat(arguments[0]), dy: try cgFloat(arguments[1])))
        },
        "union(_:)": entry([.builtin(.rect)]) { receiver, arguments in
            switch receiver {
            case .rect(let rect): return .rect(rect.union(try cgRect(arguments[0])))
            case .edgeSet(let set): return .edgeSet(set.union(try edgeSet(arguments[0])))
            default: return nil
            }
        },
        "intersection(_:)": entry([.builtin(.rect)]) { receiver, arguments in
            switch receiver {
            case .rect(let rect): return .rect(rect.intersection(try cgRect(arguments[0])))
            case .edgeSet(let set): return .edgeSet(set.intersection(try edgeSet(arguments[0])))
            default: return nil
            }
        },
        "intersects(_:)": entry([.builtin(.rect)]) { receiver, arguments in
            guard case .rect(let rect) = receiver else { return nil }
            return .bool(rect.intersects(try cgRect(arguments[0])))
        },
        // A rect contains a point or a rect; an Edge.Set contains an edge (or a set).
        "contains(_:)": entry { receiver, arguments in
            switch (receiver, arguments[0]) {
            case (.rect(let rect), .point(let point)): return .bool(rect.contains(point))
            case (.rect(let rect), .rect(let other)): return .bool(rect.contains(other))
            case (.edgeSet(let set), let member): return .bool(set.contains(try edgeSet(member)))
            default: return nil
            }
        },
        "concatenating(_:)": entry([.builtin(.transform)]) { receiver, arguments in
            guard case .transform(let transform) = receiver else { return nil }
            return .transform(transform.concatenating(try Library.transform(arguments[0])))
        },
        "rotated(by:)": entry([.builtin(.double)]) { receiver, arguments in
            guard case .transform(let transform) = receiver else { return nil }
            return .transform(transform.rotated(by: try cgFloat(arguments[0])))
        },
        "translatedBy(x:y:)": entry([.builtin(.double), .builtin(.double)]) { receiver, arguments in
            guard case .transform(let transform) = receiver else { return nil }
            return .transform(transform.translatedBy(x: try cgFloat(arguments[0]), y: try cgFloat(arguments[1])))
        },
        "scaledBy(x:y:)": entry([.builtin(.double), .builtin(.double)]) { receiver, arguments in
            guard case .transform(let transform) = receiver else { return nil }
            return .transform(transform.scaledBy(x: try cgFloat(arguments[0]), y: try cgFloat(arguments[1])))
        },
        "inverted()": entry { receiver, _ in
            guard case .transform(let transform) = receiver else { return nil }
            return .transform(transform.inverted())
        },
    ]

    /// `CGRect.applying(_:)` as CoreGraphics defines it (LayoutEngine's transform has no
    /// rect version): the smallest rect holding the four transformed corners; the null
    /// rect stays null.
    static func applying(_ transform: CGAffineTransform, to rect: CGRect) -> CGRect {
        guard !rect.isNull else { return rect }
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map { $0.applying(transform) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    static let geometryInitializers: [BuiltinType: [String: FunctionEntry]] = [
        .size: [
            "init()": function(returns: .builtin(.size)) { _ in .size(.zero) },
            "init(width:height:)": function([.builtin(.double), .builtin(.double)], returns: .builtin(.size), pair: { (width: Value, height: Value) in
                .size(CGSize(width: try cgFloat(width), height: try cgFloat(height)))
            }, ofDoubles: { width, height in .size(CGSize(width: width, height: height)) }),
        ],
        .point: [
            "init()": function(returns: .builtin(.point)) { _ in .point(.zero) },
            "init(x:y:)": function([.builtin(.double), .builtin(.double)], returns: .builtin(.point), pair: { (x: Value, y: Value) in
                .point(CGPoint(x: try cgFloat(x), y: try cgFloat(y)))
            }, ofDoubles: { x, y in .point(CGPoint(x: x, y: y)) }),
        ],
        .rect: [
            "init()": function(returns: .builtin(.rect)) { _ in .rect(.zero) },
            "init(x:y:width:height:)": function(Array(repeating: .builtin(.double), count: 4), returns: .builtin(.rect)) { arguments in
                .rect(CGRect(
                    x: try cgFloat(arguments[0]), y: try cgFloat(arguments[1]),
                    width: try cgFloat(arguments[2]), height: try cgFloat(arguments[3])
                ))
            },
            "init(origin:size:)": function([.builtin(.point), .builtin(.size)], returns: .builtin(.rect)) { arguments in
                .rect(CGRect(origin: try cgPoint(arguments[0]), size: try cgSize(arguments[1])))
            },
        ],
        .angle: [
            "init()": function(returns: .builtin(.angle)) { _ in .angle(Angle()) },
            "init(degrees:)": function([.builtin(.double)], returns: .builtin(.angle)) { arguments in
                .angle(Angle(degrees: try double(arguments[0])))
            },
            "init(radians:)": function([.builtin(.double)], returns: .builtin(.angle)) { arguments in
                .angle(Angle(radians: try double(arguments[0])))
            },
        ],
        .unitPoint: [
            "init()": function(returns: .builtin(.unitPoint)) { _ in .unitPoint(UnitPoint()) },
            "init(x:y:)": function([.builtin(.double), .builtin(.double)], returns: .builtin(.unitPoint)) { arguments in
                .unitPoint(UnitPoint(x: try cgFloat(arguments[0]), y: try cgFloat(arguments[1])))
            },
        ],
        .transform: [
            "init(rotationAngle:)": function([.builtin(.double)], returns: .builtin(.transform)) { arguments in
                .transform(CGAffineTransform(rotationAngle: try cgFloat(arguments[0])))
            },
            "init(translationX:y:)": function([.builtin(.double), .builtin(.double)], returns: .builtin(.transform)) { arguments in
                .transform(CGAffineTransform(translationX: try cgFloat(arguments[0]), y: try cgFloat(arguments[1])))
            },
            "init(scaleX:y:)": function([.builtin(.double), .builtin(.double)], returns: .builtin(.transform)) { arguments in
                .transform(CGAffineTransform(scaleX: try cgFloat(arguments[0]), y: try cgFloat(arguments[1])))
            },
            "init(a:b:c:d:tx:ty:)": function(Array(repeating: .builtin(.double), count: 6), returns: .builtin(.transform)) { arguments in
                .transform(CGAffineTransform(
                    a: try cgFloat(arguments[0]), b: try cgFloat(arguments[1]), c: try cgFloat(arguments[2]),
                    d: try cgFloat(arguments[3]), tx: try cgFloat(arguments[4]), ty: try cgFloat(arguments[5])
                ))
            },
        ],
        .edgeInsets: [
            "init()": function(returns: .builtin(.edgeInsets)) { _ in .edgeInsets(EdgeInsets()) },
            "init(top:leading:bottom:trailing:)": function(Array(repeating: .builtin(.double), count: 4), returns: .builtin(.edgeInsets)) { arguments in
                .edgeInsets(EdgeInsets(
                    top: try cgFloat(arguments[0]), leading: try cgFloat(arguments[1]),
                    bottom: try cgFloat(arguments[2]), trailing: try cgFloat(arguments[3])
                ))
            },
        ],
        .alignment: [
            "init(horizontal:vertical:)": function([.builtin(.horizontalAlignment), .builtin(.verticalAlignment)], returns: .builtin(.alignment)) { arguments in
                .alignment(Alignment(horizontal: try horizontalAlignment(arguments[0]), vertical: try verticalAlignment(arguments[1])))
            },
        ],
        .edgeSet: [
            "init(_:)": function([.builtin(.edge)], returns: .builtin(.edgeSet)) { arguments in
                .edgeSet(Edge.Set(try edge(arguments[0])))
            },
        ],
    ]

    // nonisolated(unsafe): constants of built-in types, which hold no reference to anything
    // mutable; `Value` is not Sendable only because other values of it (a scene's
    // instances and closures) are.
    nonisolated(unsafe) static let geometryStaticMembers: [BuiltinType: [String: Value]] = [
        .size: ["zero": .size(.zero)],
        .point: ["zero": .point(.zero)],
        .rect: ["zero": .rect(.zero), "null": .rect(.null), "infinite": .rect(.infinite)],
        .angle: ["zero": .angle(.zero)],
        .unitPoint: [
            "zero": .unitPoint(.zero), "center": .unitPoint(.center),
            "leading": .unitPoint(.leading), "trailing": .unitPoint(.trailing),
            "top": .unitPoint(.top), "bottom": .unitPoint(.bottom),
            "topLeading": .unitPoint(.topLeading), "topTrailing": .unitPoint(.topTrailing),
            "bottomLeading": .unitPoint(.bottomLeading), "bottomTrailing": .unitPoint(.bottomTrailing),
        ],
        .transform: ["identity": .transform(.identity)],
        .axis: ["horizontal": .axis(.horizontal), "vertical": .axis(.vertical)],
        .horizontalAlignment: [
            "leading": .horizontalAlignment(.leading), "center": .horizontalAlignment(.center),
            "trailing": .horizontalAlignment(.trailing),
        ],
        .verticalAlignment: [
            "top": .verticalAlignment(.top), "center": .verticalAlignment(.center), "bottom": .verticalAlignment(.bottom),
            "firstTextBaseline": .verticalAlignment(.firstTextBaseline),
            "lastTextBaseline": .verticalAlignment(.lastTextBaseline),
        ],
        .alignment: [
            "center": .alignment(.center), "leading": .alignment(.leading), "trailing": .alignment(.trailing),
            "top": .alignment(.top), "bottom": .alignment(.bottom),
            "topLeading": .alignment(.topLeading), "topTrailing": .alignment(.topTrailing),
            "bottomLeading": .alignment(.bottomLeading), "bottomTrailing": .alignment(.bottomTrailing),
            "centerFirstTextBaseline": .alignment(.centerFirstTextBaseline),
            "centerLastTextBaseline": .alignment(.centerLastTextBaseline),
            "leadingFirstTextBaseline": .alignment(.leadingFirstTextBaseline),
            "leadingLastTextBaseline": .alignment(.leadingLastTextBaseline),
            "trailingFirstTextBaseline": .alignment(.trailingFirstTextBaseline),
            "trailingLastTextBaseline": .alignment(.trailingLastTextBaseline),
        ],
        .edge: [
            "top": .edge(.top), "leading": .edge(.leading), "bottom": .edge(.bottom), "trailing": .edge(.trailing),
        ],
        .edgeSet: [
            "all": .edgeSet(.all), "horizontal": .edgeSet(.horizontal), "vertical": .edgeSet(.vertical),
            "top": .edgeSet(.top), "leading": .edgeSet(.leading), "bottom": .edgeSet(.bottom),
            "trailing": .edgeSet(.trailing),
        ],
    ]

    static let geometryStaticFunctions: [BuiltinType: [String: FunctionEntry]] = [
        .angle: [
            "degrees(_:)": function([.builtin(.double)], returns: .builtin(.angle)) { arguments in
                .angle(.degrees(try double(arguments[0])))
            },
            "radians(_:)": function([.builtin(.double)], returns: .builtin(.angle)) { arguments in
                .angle(.radians(try double(arguments[0])))
            },
        ],
    ]
}
