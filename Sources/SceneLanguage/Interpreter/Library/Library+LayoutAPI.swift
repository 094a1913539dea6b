import Foundation
import LayoutEngine

/// SwiftUI's Layout API as a layout's code uses it: ProposedViewSize, LayoutSubview (its
/// `LayoutSubviews` collection is in Library+Collections.swift), ViewDimensions,
/// ViewSpacing and LayoutProperties.
extension Library {
    static let layoutAPIProperties: [String: Getter] = [
        "width": { value in
            switch value {
            case .proposal(let proposal): return optionalNumber(proposal.width)
            case .dimensions(let dimensions): return .double(dimensions.width)
            default: return nil
            }
        },
        "height": { value in
            switch value {
            case .proposal(let proposal): return optionalNumber(proposal.height)
            case .dimensions(let dimensions): return .double(dimensions.height)
            default: return nil
            }
        },
        "spacing": { value in
            guard case .subview(let subview) = value else { return nil }
            return .viewSpacing(subview.spacing)
        },
        "priority": { value in
            guard case .subview(let subview) = value else { return nil }
            return .double(subview.priority)
        },
        "stackOrientation": { value in
            guard case .layoutProperties(let properties) = value else { return nil }
            return properties.stackOrientation.map(Value.axis) ?? Value.none
        },
    ]

    static let layoutAPISetters: [String: Setter] = [
        "width": { value, newValue in
            guard case .proposal(var proposal) = value else { return false }
            proposal.width = try optionalCGFloat(newValue)
            value = .proposal(proposal)
            return true
        },
        "height": { value, newValue in
            guard case .proposal(var proposal) = value else { return false }
            proposal.height = try optionalCGFloat(newValue)
            value = .proposal(proposal)
            return true
        },
        "stackOrientation": { value, newValue in
            guard case .layoutProperties(var properties) = value else { return false }
            properties.stackOrientation = newValue.isNone ? nil : try axis(newValue)
            value = .layoutProperties(properties)
            return true
        },
    ]

    static let layoutAPIMethods: [String: MethodEntry] = [
        "sizeThatFits(_:)": entry([.builtin(.proposal)]) { receiver, arguments in
            guard case .subview(let subview) = receiver else { return nil }
            return .size(subview.sizeThatFits(try proposal(arguments[0])))
        },
        "dimensions(in:)": entry([.builtin(.proposal)]) { receiver, arguments in
            guard case .subview(let subview) = receiver else { return nil }
            return .dimensions(subview.dimensions(in: try proposal(arguments[0])))
        },
        "place(at:anchor:proposal:)": entry([.builtin(.point), .builtin(.unitPoint), .builtin(.proposal)]) { receiver, arguments in
            guard case .subview(let subview) = receiver else { return nil }
            subview.place(at: try cgPoint(arguments[0]), anchor: try unitPoint(arguments[1]), proposal: try proposal(arguments[2]))
            return .void
        },
        "place(at:proposal:)": entry([.builtin(.point), .builtin(.proposal)]) { receiver, arguments in
            guard case .subview(let subview) = receiver else { return nil }
            subview.place(at: try cgPoint(arguments[0]), anchor: .topLeading, proposal: try proposal(arguments[1]))
            return .void
        },
        "replacingUnspecifiedDimensions()": entry { receiver, _ in
            guard case .proposal(let proposal) = receiver else { return nil }
            return .size(proposal.replacingUnspecifiedDimensions())
        },
        "replacingUnspecifiedDimensions(by:)": entry([.builtin(.size)]) { receiver, arguments in
            guard case .proposal(let proposal) = receiver else { return nil }
            return .size(proposal.replacingUnspecifiedDimensions(by: try cgSize(arguments[0])))
        },
        "distance(to:along:)": entry([.builtin(.viewSpacing), .builtin(.axis)]) { receiver, arguments in
            guard case .viewSpacing(let spacing) = receiver else { return nil }
            return .double(spacing.distance(to: try viewSpacing(arguments[0]), along: try axis(arguments[1])))
        },
        "formUnion(_:)": entry([.builtin(.viewSpacing)], mutating: true) { receiver, arguments in
            guard case .viewSpacing(var spacing) = receiver else { return nil }
            spacing.formUnion(try viewSpacing(arguments[0]))
            receiver = .viewSpacing(spacing)
            return .void
        },
        "formUnion(_:edges:)": entry([.builtin(.viewSpacing), .builtin(.edgeSet)], mutating: true) { receiver, arguments in
            guard case .viewSpacing(var spacing) = receiver else { return nil }
            spacing.formUnion(try viewSpacing(arguments[0]), edges: try edgeSet(arguments[1]))
            receiver = .viewSpacing(spacing)
            return .void
        },
        "union(_:)": entry([.builtin(.viewSpacing)]) { receiver, arguments in
            guard case .viewSpacing(let spacing) = receiver else { return nil }
            return .viewSpacing(spacing.union(try viewSpacing(arguments[0])))
        },
        "union(_:edges:)": entry([.builtin(.viewSpacing), .builtin(.edgeSet)]) { receiver, arguments in
            guard case .viewSpacing(let spacing) = receiver else { return nil }
            return .viewSpacing(spacing.union(try viewSpacing(arguments[0]), edges: try edgeSet(arguments[1])))
        },
    ]

    static let layoutAPIInitializers: [BuiltinType: [String: FunctionEntry]] = [
        .proposal: [
            "init(width:height:)": function([.optional(.builtin(.double)), .optional(.builtin(.double))], returns: .builtin(.proposal)) { arguments in
                .proposal(ProposedViewSize(width: try optionalCGFloat(arguments[0]), height: try optionalCGFloat(arguments[1])))
            },
            "init(_:)": function([.builtin(.size)], returns: .builtin(.proposal)) { arguments in
                .proposal(ProposedViewSize(try cgSize(arguments[0])))
            },
        ],
        .viewSpacing: [
            "init()": function(returns: .builtin(.viewSpacing)) { _ in .viewSpacing(ViewSpacing()) },
        ],
        .layoutProperties: [
            "init()": function(returns: .builtin(.layoutProperties)) { _ in .layoutProperties(LayoutProperties()) },
        ],
    ]

    // nonisolated(unsafe): constants of built-in types, which hold no reference to anything
    // mutable; `Value` is not Sendable only because other values of it (a scene's
    // instances and closures) are.
    nonisolated(unsafe) static let layoutAPIStaticMembers: [BuiltinType: [String: Value]] = [
        .proposal: ["zero": .proposal(.zero), "unspecified": .proposal(.unspecified), "infinity": .proposal(.infinity)],
        .viewSpacing: ["zero": .viewSpacing(.zero)],
    ]
}
