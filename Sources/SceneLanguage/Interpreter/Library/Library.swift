import Foundation
import LayoutEngine

/// The standard library a scene's code may call: Swift's numbers, collections and free
/// functions, Foundation's geometry and LayoutEngine's Layout API.
///
/// The compiler asks it once per load, by name and argument labels, for the code of each
/// member or function a scene uses; running code calls what it got and never looks a name
/// up. Each entry switches on the value it is given, since a value's type is known only
/// when it runs; an entry answers nil for a value whose type has no such member.
enum Library {
    /// Reads a property: nil when the value's type has no such property.
    typealias Getter = @Sendable (Value) throws -> Value?
    /// Writes a property in place: false when the value's type has no such property.
    typealias Setter = @Sendable (inout Value, Value) throws -> Bool
    /// Calls a method with its receiver (which a mutating method changes in place) and its
    /// arguments: nil when the receiver's type has no such method.
    typealias Method = @Sendable (inout Value, [Value]) throws -> Value?
    /// Calls a free function, a static member or an initializer.
    typealias Function = @Sendable ([Value]) throws -> Value

    /// A method entry, and whether it changes its receiver (`append`, `formUnion`): then the
    /// receiver must be a variable.
    struct MethodEntry {
        var isMutating: Bool
        var call: Method
        /// The types the arguments should have, for literals and implicit members (`.center`).
        var parameterTypes: [TypeRef] = []
    }

    /// A free function, static member function or initializer, with what its arguments
    /// should be.
    struct FunctionEntry {
        var call: Function
        var parameterTypes: [TypeRef] = []
        var returnType: TypeRef = .unknown
        /// The same function for a call with exactly two arguments, taking them as they
        /// are: `max(a, b)` or `CGPoint(x:y:)` in a layout's loop then makes no argument list
        /// and copies no argument out of one.
        var pair: (@Sendable (Value, Value) throws -> Value)? = nil
        /// The same function of two `CGFloat`s, for typed code (`max`, `min`).
        var doubles: (@Sendable (Double, Double) -> Double)? = nil
        /// The value the function makes of two `CGFloat`s, for typed arguments
        /// (`CGPoint(x:y:)`, `CGSize(width:height:)`): no argument boxed to be unboxed again.
        var ofDoubles: (@Sendable (Double, Double) -> Value)? = nil
    }
}

// MARK: - Conversions the entries share

extension Library {
    static func double(_ value: Value, _ what: @autoclosure () -> String = "argument") throws -> Double {
        switch value {
        case .double(let number): return number
        case .int(let number): return Double(number)
        default: throw Trap("expected a number for \(what()), got \(value.typeName)", at: nil)
        }
    }

    static func int(_ value: Value, _ what: @autoclosure () -> String = "argument") throws -> Int {
        switch value {
        case .int(let number): return number
        case .double(let number) where number.rounded() == number && abs(number) < 9.0e18: return Int(number)
        default: throw Trap("expected an Int for \(what()), got \(value.typeName)", at: nil)
        }
    }

    static func optionalDouble(_ value: Value) throws -> Double? {
        if case .none = value { return nil }
        return try double(value)
    }

    static func size(_ value: Value) throws -> CGSize {
        guard case .size(let size) = value else { throw Trap("expected a CGSize, got \(value.typeName)", at: nil) }
        return size
    }

    static func point(_ value: Value) throws -> CGPoint {
        guard case .point(let point) = value else { throw Trap("expected a CGPoint, got \(value.typeName)", at: nil) }
        return point
    }

    static func rect(_ value: Value) throws -> CGRect {
        guard case .rect(let rect) = value else { throw Trap("expected a CGRect, got \(value.typeName)", at: nil) }
        return rect
    }

    static func callable(_ value: Value) throws -> Callable {
        guard case .function(let callable) = value else { throw Trap("expected a function, got \(value.typeName)", at: nil) }
        return callable
    }

    static func bool(_ value: Value) throws -> Bool {
        guard case .bool(let flag) = value else { throw Trap("expected a Bool, got \(value.typeName)", at: nil) }
        return flag
    }

    /// A value of `type` made from `value`: an implicit member resolved in the type, an
    /// integer where a floating-point number is expected made one.
    static func conform(_ value: Value, to type: TypeRef) -> Value {
        switch value {
        case .int(let number) where type.isFloatingPoint: return .double(Double(number))
        case .implicitMember(let name): return ImplicitMembers.resolve(name, in: type) ?? value
        case .array(let elements):
            if case .set(let element) = type.unwrapped { return .set(OrderedSet(elements.lazy.map { conform($0, to: element) })) }
            guard case .array(let element) = type.unwrapped, element.isKnown else { return value }
            return .array(elements.map { conform($0, to: element) })
        default: return value
        }
    }
}
