import Foundation
import LayoutEngine

/// Reading arguments of library types. The compiler gives literals and implicit members
/// their type from an entry's `parameterTypes`, so an argument normally arrives as the
/// right case; one it could not type (`.center` passed through a variable of unknown
/// type, an `Int` where a `CGFloat` goes) is converted here, on that rare path only.
extension Library {
    /// `value` as `type`, via `extract`; an implicit member is first resolved in `type`.
    @inline(__always)
    static func typed<T>(_ value: Value, _ type: BuiltinType, _ extract: (Value) -> T?) throws -> T {
        if let result = extract(value) { return result }
        if case .implicitMember = value, let result = extract(conform(value, to: .builtin(type))) { return result }
        throw Trap("expected a value of type \(type.rawValue), got \(value.typeName)", at: nil)
    }

    static func cgFloat(_ value: Value) throws -> CGFloat {
        switch value {
        case .double(let number): return CGFloat(number)
        case .int(let number): return CGFloat(number)
        default: return CGFloat(try typed(value, .double) { $0.asDouble })
        }
    }

    /// A `CGFloat?` parameter: `nil` is `.none`.
    static func optionalCGFloat(_ value: Value) throws -> CGFloat? {
        if case .none = value { return nil }
        return try cgFloat(value)
    }

    /// A `CGFloat?` result: `.none` for nil.
    static func optionalNumber(_ number: CGFloat?) -> Value {
        guard let number else { return Value.none }
        return .double(Double(number))
    }

    static func cgPoint(_ value: Value) throws -> CGPoint {
        try typed(value, .point) { if case .point(let point) = $0 { point } else { nil } }
    }

    static func cgSize(_ value: Value) throws -> CGSize {
        try typed(value, .size) { if case .size(let size) = $0 { size } else { nil } }
    }

    static func cgRect(_ value: Value) throws -> CGRect {
        try typed(value, .rect) { if case .rect(let rect) = $0 { rect } else { nil } }
    }

    static func proposal(_ value: Value) throws -> ProposedViewSize {
        try typed(value, .proposal) { if case .proposal(let proposal) = $0 { proposal } else { nil } }
    }

    static func unitPoint(_ value: Value) throws -> UnitPoint {
        try typed(value, .unitPoint) { if case .unitPoint(let point) = $0 { point } else { nil } }
    }

    static func angle(_ value: Value) throws -> Angle {
        try typed(value, .angle) { if case .angle(let angle) = $0 { angle } else { nil } }
    }

    static func transform(_ value: Value) throws -> CGAffineTransform {
        try typed(value, .transform) { if case .transform(let transform) = $0 { transform } else { nil } }
    }

    static func axis(_ value: Value) throws -> Axis {
        try typed(value, .axis) { if case .axis(let axis) = $0 { axis } else { nil } }
    }

    static func edge(_ value: Value) throws -> Edge {
        try typed(value, .edge) { if case .edge(let edge) = $0 { edge } else { nil } }
    }

    static func edgeSet(_ value: Value) throws -> Edge.Set {
        try typed(value, .edgeSet) {
            switch $0 {
            case .edgeSet(let set): set
            // Swift makes a one-element set from an Edge written where a set goes.
            case .edge(let edge): Edge.Set(edge)
            default: nil
            }
        }
    }

    static func horizontalAlignment(_ value: Value) throws -> HorizontalAlignment {
        try typed(value, .horizontalAlignment) { if case .horizontalAlignment(let guide) = $0 { guide } else { nil } }
    }

    static func verticalAlignment(_ value: Value) throws -> VerticalAlignment {
        try typed(value, .verticalAlignment) { if case .verticalAlignment(let guide) = $0 { guide } else { nil } }
    }

    static func viewSpacing(_ value: Value) throws -> ViewSpacing {
        try typed(value, .viewSpacing) { if case .viewSpacing(let spacing) = $0 { spacing } else { nil } }
    }

    static func sleItem(_ value: Value) throws -> SLEItem {
        try typed(value, .sleItem) { if case .sleItem(let item) = $0 { item } else { nil } }
    }

    static func sleDirection(_ value: Value) throws -> SLEDirection {
        try typed(value, .sleDirection) { if case .sleDirection(let direction) = $0 { direction } else { nil } }
    }

    static func sleAlignment(_ value: Value) throws -> SLEAlignment {
        try typed(value, .sleAlignment) { if case .sleAlignment(let alignment) = $0 { alignment } else { nil } }
    }

    static func string(_ value: Value) throws -> String {
        guard case .string(let string) = value else { throw Trap("expected a String, got \(value.typeName)", at: nil) }
        return string
    }
}
