import Foundation

/// What a view says about itself to its parent rather than to the layout: its name and
/// explicit identity (`.id`), its layout priority and its layout values.
///
/// Every view is resolved with one of these, and nearly all are empty, so the rarely set
/// attributes live in one shared box: copying the attributes of a plain view retains
/// nothing, and setting one copies the box only when another holder shares it.
struct NodeAttributes {
    /// Where the view is written (scene views only), inline: every scene view has one.
    var sourcePosition = SourcePosition.unknown
    private var extras: Extras?
    /// Whether the node lays its children out right to left: placed as usual, then each
    /// child's frame flipped within the node's width (see ``LayoutDirection``).
    var mirrorsChildren = false

    /// The attributes other than the source position and the mirroring, shared between
    /// copies until one changes.
    private final class Extras {
        var priority: Double = 0
        var name: String?
        var explicitID: AnyHashable?
        var layoutValues: [ObjectIdentifier: LayoutValueBox] = [:]
        var zIndex: Double = 0

        init() {}

        init(copying other: Extras) {
            priority = other.priority
            name = other.name
            explicitID = other.explicitID
            layoutValues = other.layoutValues
            zIndex = other.zIndex
        }
    }

    /// The box, made unique to this value so it can be changed.
    private mutating func uniqueExtras() -> Extras {
        if let extras, isKnownUniquelyReferenced(&self.extras) { return extras }
        let copy = extras.map(Extras.init(copying:)) ?? Extras()
        extras = copy
        return copy
    }

    /// The layout priority (`.layoutPriority`), 0 unless set. Kept in the shared box with
    /// the other rare attributes: every node holds its attributes, and nearly every view's
    /// priority is 0 (8 bytes a node, written on every cold pass).
    var priority: Double {
        @inline(__always) get { extras?.priority ?? 0 }
        set {
            if newValue == 0, extras == nil { return }
            uniqueExtras().priority = newValue
        }
    }

    var name: String? {
        get { extras?.name }
        set { uniqueExtras().name = newValue }
    }

    var explicitID: AnyHashable? {
        get { extras?.explicitID }
        set { uniqueExtras().explicitID = newValue }
    }

    /// Where the view is drawn among its siblings (`.zIndex`): higher in front. It
    /// changes no frame, only the order of the outputs' children.
    var zIndex: Double {
        get { extras?.zIndex ?? 0 }
        set { uniqueExtras().zIndex = newValue }
    }

    var layoutValues: [ObjectIdentifier: LayoutValueBox] {
        get { extras?.layoutValues ?? [:] }
        set { uniqueExtras().layoutValues = newValue }
    }

    /// The identity of the box the layout values are kept in, nil when there is none. Two
    /// attributes with the same identity have the same layout values, as long as a holder
    /// of each is alive (a shared box is copied before it changes): the views a `GridRow`
    /// resolves share their row's box, so a grid reads a row's layout values once rather
    /// than once per cell.
    var layoutValuesIdentity: ObjectIdentifier? {
        guard let extras else { return nil }
        return ObjectIdentifier(extras)
    }

    func layoutValue<K: LayoutValueKey>(for key: K.Type) -> K.Value {
        guard let extras, !extras.layoutValues.isEmpty, let box = extras.layoutValues[ObjectIdentifier(key)] else { return K.defaultValue }
        return box.value(as: K.Value.self) ?? box.value as! K.Value
    }

    /// Whether these are the attributes of a view that set none (`NodeAttributes()` with
    /// `mirrorsChildren`): then they are the same as another such view's without the
    /// comparison of ``isSame(as:)``, which a re-layout makes for nearly every node.
    @inline(__always)
    func isUnset(mirrorsChildren: Bool) -> Bool {
        extras == nil && sourcePosition.line == 0 && sourcePosition.column == 0 && self.mirrorsChildren == mirrorsChildren
    }

    /// Whether a parent would lay this view out the same way (names do not affect layout,
    /// but they do affect outputs, so they count too).
    func isSame(as other: NodeAttributes) -> Bool {
        guard priority == other.priority, sourcePosition == other.sourcePosition, mirrorsChildren == other.mirrorsChildren else { return false }
        if extras === other.extras { return true }
        guard name == other.name, zIndex == other.zIndex else { return false }
        let mine = layoutValues, theirs = other.layoutValues
        guard mine.count == theirs.count else { return false }
        for (key, value) in mine {
            guard let their = theirs[key], value.isEqual(their) else { return false }
        }
        return true
    }
}

/// A layout value of any type, compared by `==` when its type is `Equatable` and treated
/// as changed otherwise.
///
/// The value is kept in a box of its own type, which knows that type's `==` (found once
/// per type): a re-layout compares the layout values of every view it resolves again with
/// their last pass's (every cell of a grid row carries its row's), and reading each value
/// out of `Any` with a cast to compare or read it cost a thousand instructions or more.
struct LayoutValueBox {
    private let storage: LayoutValueStorage

    init<Value>(_ value: Value) {
        storage = TypedLayoutValueStorage(value)
    }

    /// The value, of whatever type it was given as.
    var value: Any { storage.anyValue }

    /// The value, if it was given as a `Value`.
    @inline(__always)
    func value<Value>(as type: Value.Type) -> Value? {
        guard storage.valueType == ObjectIdentifier(Value.self) else { return nil }
        return unsafeDowncast(storage, to: TypedLayoutValueStorage<Value>.self).value
    }

    func isEqual(_ other: LayoutValueBox) -> Bool {
        storage.isEqual(to: other.storage)
    }
}

/// A ``LayoutValueBox``'s value, whatever its type.
private class LayoutValueStorage {
    /// The type the value was given as.
    let valueType: ObjectIdentifier

    init(valueType: ObjectIdentifier) {
        self.valueType = valueType
    }

    var anyValue: Any { preconditionFailure("LayoutValueStorage is abstract") }

    /// Whether `other` holds a value of the same type, equal by that type's `==`; false for
    /// a type that is not Equatable, even for the same box (its value may be an object that
    /// changed since).
    func isEqual(to other: LayoutValueStorage) -> Bool { preconditionFailure("LayoutValueStorage is abstract") }
}

/// A ``LayoutValueBox``'s value of type `Value`.
private final class TypedLayoutValueStorage<Value>: LayoutValueStorage {
    let value: Value
    /// `Value`'s `==`, nil when `Value` is not Equatable.
    private let equals: EquatableConformance.AddressComparison?

    init(_ value: Value) {
        self.value = value
        equals = EquatableConformance.addressComparison(for: Value.self)
        super.init(valueType: ObjectIdentifier(Value.self))
    }

    override var anyValue: Any { value }

    override func isEqual(to other: LayoutValueStorage) -> Bool {
        guard let equals, other.valueType == valueType else { return false }
        if other === self { return true }
        let other = unsafeDowncast(other, to: TypedLayoutValueStorage<Value>.self)
        return withUnsafePointer(to: value) { a in withUnsafePointer(to: other.value) { b in equals(UnsafeRawPointer(a), UnsafeRawPointer(b)) } }
    }
}
