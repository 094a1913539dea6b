import Foundation
import LayoutEngine

/// The Simple Layout Engine (SLELayout, SLEItem, SLEDirection, SLEAlignment). Its calls
/// throw `SLEError`, which a scene catches with `do`/`catch`: they are thrown as
/// ``Thrown`` errors carrying the error's description.
extension Library {
    /// Runs an SLE call, turning its `SLEError` into the error a scene's `catch` sees.
    @inline(__always)
    static func catchingSLEError<T>(_ body: () throws(SLEError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw Thrown(value: .error(error.description))
        }
    }

    /// Adds `item` to `layout`. An item the layout already holds is added as a new item
    /// with the same fixed lengths, and that one returned: the compiler may evaluate an
    /// implicit `.flexible` argument once, where Swift makes a new item per evaluation (as
    /// in a loop of `add(item: .flexible)`), and one object twice in a layout would share
    /// one frame.
    static func addItem(_ item: SLEItem, to layout: SLELayout) throws -> SLEItem {
        var item = item
        if layout.items.contains(where: { $0 === item }) {
            switch (item.originalWidth, item.originalHeight) {
            case (nil, nil): item = .flexible
            case let (width?, nil): item = .width(width)
            case let (nil, height?): item = .height(height)
            case let (width?, height?): item = .size(CGSize(width: width, height: height))
            }
        }
        let added = item
        return try catchingSLEError { () throws(SLEError) in try layout.add(item: added) }
    }

    static let simpleLayoutProperties: [String: Getter] = [
        "items": { value in
            guard case .sleLayout(let layout) = value else { return nil }
            return .array(layout.items.map(Value.sleItem))
        },
        "parentFrame": { value in
            guard case .sleLayout(let layout) = value else { return nil }
            return .rect(layout.parentFrame)
        },
        "direction": { value in
            guard case .sleLayout(let layout) = value else { return nil }
            return .sleDirection(layout.direction)
        },
        "alignment": { value in
            guard case .sleLayout(let layout) = value else { return nil }
            return .sleAlignment(layout.alignment)
        },
        "originalWidth": { value in
            guard case .sleItem(let item) = value else { return nil }
            return optionalNumber(item.originalWidth)
        },
        "originalHeight": { value in
            guard case .sleItem(let item) = value else { return nil }
            return optionalNumber(item.originalHeight)
        },
    ]

    static let simpleLayoutMethods: [String: MethodEntry] = [
        "add(item:)": entry([.builtin(.sleItem)]) { receiver, arguments in
            guard case .sleLayout(let layout) = receiver else { return nil }
            return .sleItem(try addItem(try sleItem(arguments[0]), to: layout))
        },
        "add(items:)": entry([.array(.builtin(.sleItem))]) { receiver, arguments in
            guard case .sleLayout(let layout) = receiver else { return nil }
            guard case .array(let values) = arguments[0] else {
                throw Trap("expected an array of SLEItem, got \(arguments[0].typeName)", at: nil)
            }
            for value in values { _ = try addItem(try sleItem(value), to: layout) }
            return .void
        },
        "frame(at:)": entry([.builtin(.int)]) { receiver, arguments in
            guard case .sleLayout(let layout) = receiver else { return nil }
            let index = try int(arguments[0])
            return .rect(try catchingSLEError { () throws(SLEError) in try layout.frame(at: index) })
        },
        "frame()": entry { receiver, _ in
            guard case .sleItem(let item) = receiver else { return nil }
            return .rect(try catchingSLEError { () throws(SLEError) in try item.frame() })
        },
    ]

    static let simpleLayoutInitializers: [BuiltinType: [String: FunctionEntry]] = [
        .sleLayout: [
            "init(parentFrame:direction:)": function([.builtin(.rect), .builtin(.sleDirection)], returns: .builtin(.sleLayout)) { arguments in
                .sleLayout(SLELayout(parentFrame: try cgRect(arguments[0]), direction: try sleDirection(arguments[1])))
            },
            "init(parentFrame:direction:alignment:)": function(
                [.builtin(.rect), .builtin(.sleDirection), .builtin(.sleAlignment)], returns: .builtin(.sleLayout)
            ) { arguments in
                .sleLayout(SLELayout(
                    parentFrame: try cgRect(arguments[0]), direction: try sleDirection(arguments[1]),
                    alignment: try sleAlignment(arguments[2])
                ))
            },
        ],
    ]

    /// `SLEItem.flexible` is not here: it is a new item each time (see ``staticMember(of:named:)``).
    // nonisolated(unsafe): constants of built-in types, which hold no reference to anything
    // mutable; `Value` is not Sendable only because other values of it (a scene's
    // instances and closures) are.
    nonisolated(unsafe) static let simpleLayoutStaticMembers: [BuiltinType: [String: Value]] = [
        .sleDirection: ["row": .sleDirection(.row), "column": .sleDirection(.column)],
        .sleAlignment: ["leading": .sleAlignment(.leading), "center": .sleAlignment(.center), "trailing": .sleAlignment(.trailing)],
    ]

    static let simpleLayoutStaticFunctions: [BuiltinType: [String: FunctionEntry]] = [
        .sleItem: [
            "width(_:)": function([.builtin(.double)], returns: .builtin(.sleItem)) { arguments in
                .sleItem(.width(try cgFloat(arguments[0])))
            },
            "height(_:)": function([.builtin(.double)], returns: .builtin(.sleItem)) { arguments in
                .sleItem(.height(try cgFloat(arguments[0])))
            },
            "size(_:)": function([.builtin(.size)], returns: .builtin(.sleItem)) { arguments in
                .sleItem(.size(try cgSize(arguments[0])))
            },
        ],
    ]
}
