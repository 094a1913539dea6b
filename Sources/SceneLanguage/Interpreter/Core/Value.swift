import Foundation
import LayoutEngine

/// A value the interpreter computes with: one small enum, so numbers, bools and geometry
/// cost no allocation, and arrays, structs and enums are copied on write by Swift's own
/// arrays, which gives a scene's code Swift's value semantics for free.
enum Value {
    case void
    /// `nil`. An optional holding a value is the value itself.
    case none
    /// An optional holding an optional that is nil (`let y: Int?? = .some(nil)`, an `[Int?]`'s
    /// `first` when that element is nil), which is not nil: the one optional that is boxed.
    /// Made only where the compiler types a value as an optional of an optional (see
    /// ``wrappingOptional(_:)``), and unwrapped by `!`, `?.`, `??` and `if let` like any.
    indirect case some(Value)
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([Value])
    case dictionary([Value: Value])
    indirect case tuple(Tuple)
    /// An instance of a struct the scene declares.
    case record(Record)
    /// A case of an enum the scene declares.
    case enumCase(EnumCase)
    /// An instance of a class the scene declares: a reference, so copies of the value share
    /// one instance and see each other's changes, as Swift's classes do. One pointer, so
    /// the case makes `Value` no bigger.
    case object(ClassInstance)
    /// A `Set`: its members, in a deterministic order (see ``OrderedSet``).
    case set(OrderedSet)
    case function(Callable)
    /// A type used as a value: `Rank.self`, the base of `CGSize.zero`.
    case type(TypeRef)
    /// `lower..<upper` over integers (a closed range is stored half-open).
    /// `lower..<upper` or `lower...upper` over integers, kept half-open (`0...2` as
    /// `0..<3`) so that iterating, counting and slicing read one shape; `isClosed` keeps
    /// what Swift's `upperBound` and printing show.
    case range(Range<Int>, isClosed: Bool = false)
    /// A range over floating-point numbers, for `switch` patterns and `contains`.
    case doubleRange(ClosedRange<Double>, upperIsOpen: Bool)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case proposal(ProposedViewSize)
    case angle(Angle)
    case unitPoint(UnitPoint)
    indirect case transform(CGAffineTransform)
    case axis(Axis)
    case horizontalAlignment(HorizontalAlignment)
    case verticalAlignment(VerticalAlignment)
    indirect case alignment(Alignment)
    case edge(Edge)
    case edgeSet(Edge.Set)
    indirect case edgeInsets(EdgeInsets)
    indirect case viewSpacing(ViewSpacing)
    indirect case dimensions(ViewDimensions)
    case subview(LayoutSubview)
    indirect case subviews(LayoutSubviews)
    case layoutProperties(LayoutProperties)
    case sleLayout(SLELayout)
    case sleItem(SLEItem)
    case sleDirection(SLEDirection)
    case sleAlignment(SLEAlignment)
    /// An error a library call threw (`SLEError`), as `catch` binds it.
    case error(String)
    /// An implicit member written where no type was known (`.center` compared with `==`):
    /// it takes the type of what it meets.
    case implicitMember(String)
    /// A value of view-building code, untyped as the view builder makes it (a view, a
    /// `.member`, a key path, a closure, a number that is still a literal): view code
    /// computes with these, and its operators and members take the view builder's
    /// semantics (see ``Compiler``). Stored in place: a ``SceneValue`` fits in a `Value`.
    case scene(SceneValue)
}

/// A tuple's elements and, for those that have one, their labels (interned).
struct Tuple {
    var labels: [Symbol?]
    var elements: [Value]
}

/// A struct instance: its type and its stored properties in declaration order.
struct Record {
    let type: StructType
    var fields: [Value]
}

/// An instance of a class the scene declares: its type and its stored properties in
/// declaration order, changed in place through every reference to it.
final class ClassInstance {
    let type: StructType
    var fields: [Value]

    init(type: StructType, fields: [Value]) {
        self.type = type
        self.fields = fields
    }
}

/// An enum value: its type, which case, and the case's associated values.
struct EnumCase {
    let type: EnumType
    let index: Int
    var payload: [Value]
}

extension Value {
    /// The number as a floating-point value, for an `Int` or a `Double`.
    @inline(__always)
    var asDouble: Double? {
        switch self {
        case .double(let value): return value
        case .int(let value): return Double(value)
        default: return nil
        }
    }

    var isNone: Bool {
        if case .none = self { return true }
        return false
    }

    /// The type of a value of a scene type or of a number, string or bool, as a type value
    /// (`T` in a generic function); nil for others.
    var runtimeType: TypeRef? {
        switch self {
        case .record(let record): return .structType(record.type)
        case .object(let instance): return .structType(instance.type)
        case .enumCase(let value): return .enumType(value.type)
        case .int: return .builtin(.int)
        case .double: return .builtin(.double)
        case .bool: return .builtin(.bool)
        case .string: return .builtin(.string)
        default: return nil
        }
    }

    /// `value` as an optional of its optional type holds it: boxed when it is itself nil
    /// (or such a box), the bare value otherwise.
    static func wrappingOptional(_ value: Value) -> Value {
        switch value {
        case .none, .some: return .some(value)
        default: return value
        }
    }

    /// How messages name the value's type: "CGSize", "[Int]", "FlowRow".
    var typeName: String {
        switch self {
        case .void: return "()"
        case .none: return "nil"
        case .some: return "Optional"
        case .bool: return "Bool"
        case .int: return "Int"
        case .double: return "CGFloat"
        case .string: return "String"
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        case .tuple: return "tuple"
        case .record(let record): return record.type.name
        case .object(let instance): return instance.type.name
        case .set: return "Set"
        case .enumCase(let value): return value.type.name
        case .function: return "function"
        case .type(let type): return "\(type.name).Type"
        case .range(_, let isClosed): return isClosed ? "ClosedRange<Int>" : "Range<Int>"
        case .doubleRange(_, let upperIsOpen): return upperIsOpen ? "Range<Double>" : "ClosedRange<Double>"
        case .point: return "CGPoint"
        case .size: return "CGSize"
        case .rect: return "CGRect"
        case .proposal: return "ProposedViewSize"
        case .angle: return "Angle"
        case .unitPoint: return "UnitPoint"
        case .transform: return "CGAffineTransform"
        case .axis: return "Axis"
        case .horizontalAlignment: return "HorizontalAlignment"
        case .verticalAlignment: return "VerticalAlignment"
        case .alignment: return "Alignment"
        case .edge: return "Edge"
        case .edgeSet: return "Edge.Set"
        case .edgeInsets: return "EdgeInsets"
        case .viewSpacing: return "ViewSpacing"
        case .dimensions: return "ViewDimensions"
        case .subview: return "LayoutSubview"
        case .subviews: return "LayoutSubviews"
        case .layoutProperties: return "LayoutProperties"
        case .sleLayout: return "SLELayout"
        case .sleItem: return "SLEItem"
        case .sleDirection: return "SLEDirection"
        case .sleAlignment: return "SLEAlignment"
        case .error: return "Error"
        case .implicitMember(let name): return ".\(name)"
        case .scene(let value): return value.kindDescription
        }
    }
}
