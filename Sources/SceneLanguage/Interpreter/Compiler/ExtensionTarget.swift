/// A library type whose values take the members of a scene's `extension NAME`: named as its
/// values report their type (``Value/typeName``), which method and property dispatch
/// compare, with the type `Self` names inside the extension.
///
/// An extension of a standard protocol (`extension Comparable { func clamped(to:) }`) is an
/// extension of every library type the interpreter runs that conforms to it, each compiled
/// with its own `Self`, as Swift specialises a protocol extension per conforming type. A
/// `where` clause is not read: a member that needs more of its receiver than the receiver
/// has fails where it reads it, with the member's name in the error.
struct ExtensionTarget {
    let valueTypeName: String
    let selfType: TypeRef

    /// The targets of `extension name`, empty when the interpreter runs no values of it.
    static func targets(of name: String) -> [ExtensionTarget] {
        if let builtin = BuiltinType.byName[name] { return [ExtensionTarget(valueTypeName: builtin.rawValue, selfType: .builtin(builtin))] }
        switch name {
        case "Array": return [array]
        case "Dictionary": return [dictionary]
        case "Comparable": return [int, double, string]
        case "Numeric", "AdditiveArithmetic", "SignedNumeric", "Strideable": return [int, double]
        case "FloatingPoint", "BinaryFloatingPoint": return [double]
        case "BinaryInteger", "FixedWidthInteger", "SignedInteger": return [int]
        case "Sequence", "Collection": return [array, dictionary, string, subviews, range, closedRange]
        case "BidirectionalCollection", "RandomAccessCollection": return [array, string, subviews, range, closedRange]
        case "MutableCollection": return [array]
        case "RangeReplaceableCollection": return [array, string]
        case "StringProtocol": return [string]
        default: return []
        }
    }

    private static let int = ExtensionTarget(valueTypeName: BuiltinType.int.rawValue, selfType: .builtin(.int))
    private static let double = ExtensionTarget(valueTypeName: BuiltinType.double.rawValue, selfType: .builtin(.double))
    private static let string = ExtensionTarget(valueTypeName: BuiltinType.string.rawValue, selfType: .builtin(.string))
    private static let subviews = ExtensionTarget(valueTypeName: BuiltinType.layoutSubviews.rawValue, selfType: .builtin(.layoutSubviews))
    private static let array = ExtensionTarget(valueTypeName: Value.array([]).typeName, selfType: .array(.unknown))
    private static let dictionary = ExtensionTarget(valueTypeName: Value.dictionary([:]).typeName, selfType: .dictionary(.unknown, .unknown))
    private static let range = ExtensionTarget(valueTypeName: Value.range(0..<0).typeName, selfType: .unknown)
    private static let closedRange = ExtensionTarget(valueTypeName: Value.range(0..<0, isClosed: true).typeName, selfType: .unknown)
}
