import Foundation

/// A type as the compiler knows it: enough to give literals and implicit members (`.center`)
/// the type Swift would, and to name types in messages. Values carry their own type at
/// run time; this is only a hint.
///
/// (`@unchecked Sendable`: the library's tables, read by every thread, hold parameter and
/// return types, all of them built-in types or made of built-in types. A `.structType` or
/// `.enumType` refers to a type one compiled program declares, which only that program's
/// scene ever reaches, and a scene is loaded and laid out by one thread at a time; see
/// ``SceneParseCache``.)
indirect enum TypeRef: @unchecked Sendable {
    case builtin(BuiltinType)
    case structType(StructType)
    case enumType(EnumType)
    case array(TypeRef)
    case dictionary(TypeRef, TypeRef)
    /// `Set<Element>`: an array literal where one is expected makes a set.
    case set(TypeRef)
    case optional(TypeRef)
    /// Its elements' types and labels (interned, nil for an unlabeled element; none at all
    /// when no element has one): `(indices: [Int], width: CGFloat)` gives an unlabeled
    /// literal of that type its labels, as Swift does.
    case tuple([TypeRef], labels: [Symbol?] = [])
    case function
    /// A function type the scene writes (`(Int) -> Int?`): its parameters' types and its
    /// result's, so that a call of a value of this type has the result's type (and prints
    /// an optional result as `Optional(…)`).
    case functionType([TypeRef], TypeRef)
    case unknown

    var name: String {
        switch self {
        case .builtin(let type): return type.rawValue
        case .structType(let type): return type.name
        case .enumType(let type): return type.name
        case .array(let element): return "[\(element.name)]"
        case .dictionary(let key, let value): return "[\(key.name): \(value.name)]"
        case .set(let element): return "Set<\(element.name)>"
        case .optional(let wrapped): return "\(wrapped.name)?"
        case .tuple(let elements, let labels):
            let spelled = elements.indices.map { index in
                let label = index < labels.count ? labels[index].map { SymbolTable.name($0) + ": " } : nil
                return (label ?? "") + elements[index].name
            }
            return "(" + spelled.joined(separator: ", ") + ")"
        case .function: return "function"
        case .functionType(let parameters, let result): return "(" + parameters.map(\.name).joined(separator: ", ") + ") -> " + result.name
        case .unknown: return "_"
        }
    }

    /// The type without optionality: implicit members and literals look through it.
    var unwrapped: TypeRef {
        if case .optional(let wrapped) = self { return wrapped.unwrapped }
        return self
    }

    var isFloatingPoint: Bool {
        if case .builtin(.double) = unwrapped { return true }
        return false
    }

    var isInt: Bool {
        if case .builtin(.int) = unwrapped { return true }
        return false
    }

    var isKnown: Bool {
        if case .unknown = self { return false }
        return true
    }

    var element: TypeRef {
        switch unwrapped {
        case .array(let element), .set(let element): return element
        case .builtin(.layoutSubviews): return .builtin(.layoutSubview)
        case .builtin(.string): return .builtin(.string)
        default: return .unknown
        }
    }
}

/// The library's types a scene may name.
enum BuiltinType: String, CaseIterable {
    case int = "Int"
    case double = "CGFloat"
    case bool = "Bool"
    case string = "String"
    case void = "Void"
    case point = "CGPoint"
    case size = "CGSize"
    case rect = "CGRect"
    case proposal = "ProposedViewSize"
    case angle = "Angle"
    case unitPoint = "UnitPoint"
    case transform = "CGAffineTransform"
    case axis = "Axis"
    case horizontalAlignment = "HorizontalAlignment"
    case verticalAlignment = "VerticalAlignment"
    case alignment = "Alignment"
    case edge = "Edge"
    case edgeSet = "Edge.Set"
    case edgeInsets = "EdgeInsets"
    case viewSpacing = "ViewSpacing"
    case dimensions = "ViewDimensions"
    case layoutSubview = "LayoutSubview"
    case layoutSubviews = "LayoutSubviews"
    case layoutProperties = "LayoutProperties"
    case sleLayout = "SLELayout"
    case sleItem = "SLEItem"
    case sleDirection = "SLEDirection"
    case sleAlignment = "SLEAlignment"
    case error = "Error"

    /// The names a scene may write for each type (`Double` and `Float` are `CGFloat` here;
    /// `Subviews` inside a layout is `LayoutSubviews`).
    static let byName: [String: BuiltinType] = {
        var names: [String: BuiltinType] = [:]
        for type in allCases { names[type.rawValue] = type }
        names["Double"] = .double
        names["Float"] = .double
        names["Subviews"] = .layoutSubviews
        names["Subview"] = .layoutSubview
        names["Layout.Subviews"] = .layoutSubviews
        names["Layout.Subview"] = .layoutSubview
        names["Character"] = .string
        names["()"] = .void
        return names
    }()
}
