import Foundation

/// The view-description IR both readers produce and the ``ViewFactory`` turns into views.
///
/// A Swift scene is evaluated into it (user structs expanded, `ForEach` unrolled, `let`
/// bindings and `if` resolved); a scene.json maps onto it directly. Values stay untyped
/// here (`.center` is a member named "center"); the factory types them against the
/// signature of the view or modifier that receives them, so both readers get the same
/// argument checking and the same messages.

/// Where a piece of a scene was written: a UTF-8 offset into the source (Swift or JSON)
/// and, for scene.json, the JSON path of the value.
struct SceneOrigin: Hashable {
    var offset: Int?
    var jsonPath: String?

    static let unknown = SceneOrigin()

    init(offset: Int? = nil, jsonPath: String? = nil) {
        self.offset = offset
        self.jsonPath = jsonPath
    }
}

/// A view call: `Name(arguments) { children }` followed by its modifiers.
///
/// A node is a value whose fields live in one shared box until a copy changes one: an
/// evaluated scene copies its nodes far more often than it changes them (a `ForEach` gives
/// each element a copy of a view made once, builders pass their views up, a cache hands
/// last load's nodes on), and a copy is then one retain where copying each field was six,
/// and destroying a copy one release where it was six.
struct SceneNode {
    /// The view's name as written ("Text", "HStack", "FlowLayout", …).
    var name: String {
        get { box.fields.name }
        _modify { yield &mutableFields.name; box.fields.memo = nil }
    }
    var arguments: [SceneArgument] {
        get { box.fields.arguments }
        _modify { yield &mutableFields.arguments; box.fields.memo = nil }
    }
    /// The content of a trailing closure, or nil when none was given.
    var children: [SceneNode]? {
        get { box.fields.children }
        _modify { yield &mutableFields.children; box.fields.memo = nil }
    }
    var modifiers: [SceneModifier] {
        get { box.fields.modifiers }
        _modify { yield &mutableFields.modifiers; box.fields.memo = nil }
    }
    var origin: SceneOrigin {
        get { box.fields.origin }
        _modify { yield &mutableFields.origin }
    }
    /// A group the interpreter made (a user view's body with several views, a `ForEach`,
    /// an `if`): its children take its place, as with SwiftUI's `Group`.
    var isExpansion: Bool {
        get { box.fields.isExpansion }
        _modify { yield &mutableFields.isExpansion; box.fields.memo = nil }
    }
    /// The view built of this node, for a node a later load may reuse (see
    /// ``EvaluationCache``). Any change to what the node says drops it; moving the node
    /// (its origins) does not, as views do not depend on where they were written.
    var memo: ViewMemo? {
        get { box.fields.memo }
        _modify { yield &mutableFields.memo }
    }

    private struct Fields {
        var name: String
        var arguments: [SceneArgument]
        var children: [SceneNode]?
        var modifiers: [SceneModifier]
        var origin: SceneOrigin
        var isExpansion: Bool
        var memo: ViewMemo?
    }

    private final class Box {
        // Unchecked: a node's box is reached only through the node, whose own accesses
        // Swift checks statically; checking each field read at run time cost about 230
        // instructions per view a `ForEach` element makes.
        @exclusivity(unchecked) var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    /// The fields, for a change: this node's own box, copied first if another node shares it.
    private var mutableFields: Fields {
        get { box.fields }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            yield &box.fields
        }
    }

    init(name: String, arguments: [SceneArgument] = [], children: [SceneNode]? = nil, modifiers: [SceneModifier] = [], origin: SceneOrigin, isExpansion: Bool = false) {
        box = Box(Fields(name: name, arguments: arguments, children: children, modifiers: modifiers, origin: origin, isExpansion: isExpansion, memo: nil))
    }

    /// Views a builder made of `nodes`: the node itself when there is one, else a group.
    static func group(_ nodes: [SceneNode], name: String, origin: SceneOrigin) -> SceneNode {
        if nodes.count == 1 { return nodes[0] }
        return SceneNode(name: name, children: nodes, origin: origin, isExpansion: true)
    }
}

/// A modifier call on a view: `.name(arguments) { content }`.
struct SceneModifier {
    var name: String
    var arguments: [SceneArgument]
    /// The content of a trailing closure (`overlay { … }`), or nil when none was given.
    var content: [SceneNode]?
    var origin: SceneOrigin

    init(name: String, arguments: [SceneArgument] = [], content: [SceneNode]? = nil, origin: SceneOrigin) {
        self.name = name
        self.arguments = arguments
        self.content = content
        self.origin = origin
    }
}

/// One argument: an optional label and a value.
struct SceneArgument {
    var label: String?
    var value: SceneValue
    /// Where the argument starts (its label, if any).
    var origin: SceneOrigin
    /// Where the value starts.
    var valueOrigin: SceneOrigin
}

/// A number, remembering whether Swift would see it as an `Int`, a floating-point value or
/// a literal that takes the type its context asks for (`10 / 4` is 2.5 in a `CGFloat`
/// argument).
struct SceneNumber: Hashable {
    enum Kind: Hashable { case int, double, literal }
    var value: Double
    /// For a literal, the value its integer literals make as `Int`s, which Swift computes
    /// where nothing types them otherwise (`7 / 2 * 2` is 6 there, and 7 as a `CGFloat`);
    /// NaN when the integers overflow or divide by zero. For an int or a double, `value`.
    /// (Declared before `kind`, so that the number is 17 bytes, no larger than a
    /// ``SceneValue``'s other payloads.)
    private(set) var integerValue: Double
    var kind: Kind

    init(value: Double, kind: Kind) {
        self.value = value
        self.kind = kind
        integerValue = value
    }

    static func int(_ value: Int) -> SceneNumber { SceneNumber(value: Double(value), kind: .int) }
    static func double(_ value: Double) -> SceneNumber { SceneNumber(value: value, kind: .double) }
    /// A number made of integer literals only: `value` as floating-point literals make it
    /// (`10 / 4` is 2.5 where a `CGFloat` is expected), `integerValue` as `Int`s do (`7 / 2`
    /// prints 3).
    static func literal(_ value: Double, integerValue: Double? = nil) -> SceneNumber {
        var number = SceneNumber(value: value, kind: .literal)
        number.integerValue = integerValue ?? value
        return number
    }

    var intValue: Int? {
        guard value.isFinite, value.rounded() == value, abs(value) < 9.0e15 else { return nil }
        return Int(value)
    }

    /// The number as an `Int` would hold it, for an integer or a literal.
    var truncatedInt: Int? {
        guard kind != .double, integerValue.isFinite, abs(integerValue) < 9.0e15 else { return nil }
        return Int(integerValue.rounded(.towardZero))
    }

    /// As Swift's string interpolation prints it.
    var description: String {
        if let int = truncatedInt { return String(int) }
        return String(describing: value)
    }
}

/// An untyped value. Only members (which may hold another value) and bounded ranges are
/// boxed (a node is one reference already): a number, a string or a bool costs no
/// allocation, and the evaluator makes one for nearly every argument.
enum SceneValue {
    case number(SceneNumber)
    case string(String)
    case bool(Bool)
    case null
    case array([SceneValue])
    /// `.center`, `.degrees(30)`, `Color.red`, `.default.speed(2)`, `.init(width: 1, height: 2)`.
    indirect case member(SceneMember)
    /// A view or a value type built by a call (`Text("a")`, `Color(hue: …)`, `CGSize(…)`).
    case node(SceneNode)
    /// `lower..<upper` (a closed range is stored half-open).
    /// Kept half-open (`0...2` as lower 0, upper 3); `isClosed` keeps how it was written,
    /// for its `upperBound`, its printing and layout code it is passed to.
    case range(lower: Int, upper: Int, isClosed: Bool = false)
    /// Any other range: of members, strings or numbers, or with a bound left out
    /// (`.xSmall ... .large`, `.large...`, `..<DynamicTypeSize.xLarge`).
    indirect case boundedRange(SceneRange)
    case keyPath(String)
    /// An operator used as a function (`sorted(by: >)`, `reduce(0, +)`): its spelling.
    case operatorFunction(String)
    /// A closure (Swift scenes only), called by `ForEach` and user views.
    case closure(SceneClosure)
    /// A value of a plain struct the scene declares (Swift scenes only): `Item(name: "a")`.
    case instance(Instance)
    /// A tuple (Swift scenes only): `(1, "a")`, `(name: "a", size: 3)`, an element of
    /// `enumerated()` or `zip(_:_:)`.
    indirect case tuple(SceneTuple)
    /// A value the scene's own code computed that the view builder only passes on (Swift
    /// scenes only): a layout a static member of a scene's layout made (`Radial.small`).
    indirect case interpreted(Value)

    /// How messages name the kind of this value: "got a string".
    var kindDescription: String {
        switch self {
        case .number: return "a number"
        case .string: return "a string"
        case .bool: return "a boolean"
        case .null: return "nil"
        case .array: return "an array"
        case .member(let member): return "'\(member.spelled)'"
        case .node(let node): return "'\(node.name)'"
        case .range, .boundedRange: return "a range"
        case .keyPath: return "a key path"
        case .closure, .operatorFunction: return "a closure"
        case .instance(let instance): return "'\(instance.model.name)'"
        case .tuple: return "a tuple"
        case .interpreted(let value): return "'\(value.typeName)'"
        }
    }
}

/// A tuple's elements and, for those that have one, their labels.
struct SceneTuple {
    var labels: [String?]
    var elements: [SceneValue]

    /// The element a member names: its label, or its position (`pair.0`).
    func element(_ name: String) -> SceneValue? {
        if let index = labels.firstIndex(where: { $0 == name }) { return elements[index] }
        if let index = Int(name), elements.indices.contains(index) { return elements[index] }
        return nil
    }
}

/// A member, as written after a dot.
struct SceneMember {
    /// The type written before the dot (`Color` in `Color.red`), nil for `.red`.
    var type: String?
    var name: String
    /// The arguments of a call (`.degrees(30)`), nil for a plain member.
    var arguments: [SceneArgument]?
    /// The value a member is called on (`.default` in `.default.speed(2)`).
    var base: SceneValue?

    init(type: String? = nil, name: String, arguments: [SceneArgument]? = nil, base: SceneValue? = nil) {
        self.type = type
        self.name = name
        self.arguments = arguments
        self.base = base
    }

    /// The member as a reader would spell it, for messages: `.degrees(…)`.
    var spelled: String {
        let prefix: String
        if case .member(let base)? = base { prefix = base.spelled } else { prefix = type ?? "" }
        return prefix + "." + name + (arguments == nil ? "" : "(…)")
    }
}
