import Foundation
import LayoutEngine

/// A type the scene declares (struct or enum), with its members compiled once per load.
class UserType {
    let name: String
    let offset: Int?
    /// Hash of the declaration's text (and its extensions'): a layout whose text changed
    /// gets a new cache.
    var fingerprint = 0
    /// Where the declaration and its extensions are in the file, kept current across
    /// literal edits: an edit inside them changes the fingerprint.
    var textRanges: [Range<Int>] = []
    var conformances: Set<String> = []
    var methods: [String: [Function]] = [:]
    var computed: [String: Function] = [:]
    var setters: [String: Function] = [:]
    var staticMethods: [String: [Function]] = [:]
    var staticComputed: [String: Function] = [:]
    var staticStored: [String: GlobalSlot] = [:]
    var nestedTypes: [String: TypeRef] = [:]
    var initializers: [Function] = []
    var subscripts: [UserSubscript] = []
    /// The guide `HorizontalAlignment(Self.self)` or `VerticalAlignment(Self.self)` names,
    /// for a type conforming to `AlignmentID`, made on first use.
    var declaredAlignment: DeclaredAlignment?
    /// The machine that runs this type's code (for static members read by the library).
    unowned(unsafe) var machine: Machine!

    init(name: String, offset: Int?) {
        self.name = name
        self.offset = offset
    }

    /// Follows a literal edit: a new fingerprint when the literal is in this type's text
    /// (its cache is made anew, as for any edit of its text), ranges moved with the text.
    func take(_ patch: LiteralTable.Patch) {
        for (index, range) in textRanges.enumerated() {
            if range.contains(patch.start) {
                var hasher = Hasher()
                hasher.combine(fingerprint)
                hasher.combine(patch.start)
                hasher.combine(patch.delta)
                hasher.combine(literalEdits)
                fingerprint = hasher.finalize()
                literalEdits += 1
                textRanges[index] = range.lowerBound..<range.upperBound + patch.delta
            } else if range.lowerBound >= patch.oldEnd {
                textRanges[index] = range.lowerBound + patch.delta..<range.upperBound + patch.delta
            }
        }
    }

    /// Literal edits this type's text has taken, so that two edits never give one
    /// fingerprint.
    private var literalEdits = 0

    func method(_ name: String, labels: [String?]) -> Function? {
        methods[name]?.first { $0.labels == labels }
    }

    /// Whether the type has a property `name`, stored or computed.
    func declaresProperty(_ name: String) -> Bool {
        computed[name] != nil || staticComputed[name] != nil || staticStored[name] != nil || (self as? StructType)?.fieldByName[name] != nil
    }

    func staticMethod(_ name: String, labels: [String?]) -> Function? {
        staticMethods[name]?.first { $0.labels == labels }
    }

    /// Names of every member, for "did you mean".
    var memberNames: [String] {
        Array(methods.keys) + Array(computed.keys) + Array(staticMethods.keys) + Array(staticComputed.keys) + Array(staticStored.keys)
    }
}

/// A struct the scene declares, or a class: the two share their members' tables, and a
/// class's instances are ``Value/object(_:)`` references where a struct's are
/// ``Value/record(_:)`` values.
final class StructType: UserType {
    struct Field {
        var name: String
        var type: TypeRef
        var defaultValue: Code?
        var hasDefault: Bool
        var isLet: Bool
        var offset: Int?
    }

    var fields: [Field] = []
    /// Whether the type is a class: its instances are shared references, its methods change
    /// its stored properties without `mutating`, and a `let` holding one may still change
    /// them.
    var isClass = false
    /// The `Layout` requirements, for a layout type, found on first use.
    var layoutMethods: LayoutMethods?
    /// Field indices by interned name, for members looked up at run time.
    var fieldIndex: [Symbol: Int] = [:]
    var fieldByName: [String: Int] = [:]

    func addField(_ field: Field) {
        fieldIndex[SymbolTable.intern(field.name)] = fields.count
        fieldByName[field.name] = fields.count
        fields.append(field)
    }

    override var memberNames: [String] { fields.map(\.name) + super.memberNames }
}

/// An enum the scene declares.
final class EnumType: UserType {
    struct Case {
        var name: String
        var payloadLabels: [String?]
        var payloadTypes: [TypeRef]
        var rawValue: Value?
    }

    var cases: [Case] = []
    var caseIndex: [String: Int] = [:]
    var rawType: TypeRef?

    func addCase(_ enumCase: Case) {
        caseIndex[enumCase.name] = cases.count
        cases.append(enumCase)
    }

    override var memberNames: [String] { cases.map(\.name) + super.memberNames + (rawType == nil ? [] : ["rawValue"]) }
}

/// A top-level or static stored property: computed on first use, then kept (and assignable).
final class GlobalSlot {
    let name: String
    let offset: Int?
    var type: TypeRef
    var initializer: Code?
    var slotCount = 0
    var value: Value?
    var inProgress = false
    /// The top-level and static stored properties its initial value reads directly, each
    /// with where it reads it: a circle of them is an error at load (see
    /// ``Program/reportCircularInitializers()``).
    var reads: [(slot: GlobalSlot, offset: Int?)] = []

    init(name: String, offset: Int?, type: TypeRef) {
        self.name = name
        self.offset = offset
        self.type = type
    }

    func get(_ machine: Machine) throws -> Value {
        if let value { return value }
        guard let initializer else { throw Trap("'\(name)' has no value", at: offset) }
        guard !inProgress else { throw Trap("'\(name)' is used in its own initial value", at: offset) }
        inProgress = true
        defer { inProgress = false }
        let computed = try initializer(Frame.make(slotCount: slotCount, parent: nil, machine: machine))
        value = computed
        return computed
    }
}

/// A library type the scene extends (`extension SLEDirection { var axis: Axis { … } }`,
/// `extension Array`, or a standard protocol it conforms to, `extension Comparable`): the
/// members the extensions add, on values of the library type. Its name is the one values
/// of the type report (``Value/typeName``), which dispatch compares.
final class ExtendedType: UserType {
    /// The type `Self` names inside the extension's members.
    let extended: TypeRef

    init(name: String, extended: TypeRef, offset: Int?) {
        self.extended = extended
        super.init(name: name, offset: offset)
    }

    /// Whether a value of the static type `type` may be one this extension adds to.
    func mayExtend(_ type: TypeRef) -> Bool {
        switch (type.unwrapped, extended) {
        case (.unknown, _), (.array, .array), (.dictionary, .dictionary): return true
        case (let given, let extended): return given.name == extended.name
        }
    }
}
