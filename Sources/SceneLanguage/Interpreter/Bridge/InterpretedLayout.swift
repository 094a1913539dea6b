import Foundation
import LayoutEngine

/// A `Layout` a scene declares, run by the interpreter: the engine calls it like any other
/// layout, and each requirement runs the scene's method of that name on the scene's value.
///
/// A layout's code cannot throw to the engine, so a failure (an index out of range, a
/// `fatalError`, a step budget spent) is kept on the machine, the rest of the pass answers
/// zero sizes, and the scene reports the failure instead of writing outputs.
struct InterpretedLayout: DynamicLayout, Equatable {
    let type: StructType
    /// The layout's value: a record of `type`.
    let instance: Value
    let methods: LayoutMethods
    /// The type's fingerprint when this value was made: a kept program's types take literal
    /// edits in place, and a layout laid out before the edit must not compare equal to one
    /// made after it.
    let fingerprint: Int

    init(type: StructType, instance: Value) {
        self.type = type
        self.instance = instance
        methods = LayoutMethods.of(type)
        fingerprint = type.fingerprint
    }

    /// The cache, tagged with the declaration it was made by: a layout whose text changed
    /// (or another scene layout taking this node) makes a new one.
    struct Cache {
        var fingerprint: Int
        var value: Value
    }

    var dynamicKind: String { type.name }

    var dynamicIdentity: Int {
        var hasher = Hasher()
        hasher.combine(type.name)
        hasher.combine(fingerprint)
        return hasher.finalize()
    }

    var dynamicProperties: LayoutProperties {
        guard let getter = methods.layoutProperties else { return LayoutProperties() }
        var receiver = Value.void
        guard case .layoutProperties(let properties)? = run(getter, receiver: &receiver, []) else { return LayoutProperties() }
        return properties
    }

    func makeCache(subviews: LayoutSubviews) -> Cache {
        var value = Value.void
        if let makeCache = methods.makeCache {
            var receiver = instance
            value = run(makeCache, receiver: &receiver, [.subviews(subviews)]) ?? .void
        }
        return Cache(fingerprint: fingerprint, value: value)
    }

    func updateCache(_ cache: inout Cache, subviews: LayoutSubviews) {
        guard cache.fingerprint == fingerprint else {
            cache = makeCache(subviews: subviews)
            return
        }
        guard let updateCache = methods.updateCache else {
            cache = makeCache(subviews: subviews)
            return
        }
        var receiver = instance
        var arguments: [Value] = [cache.value, .subviews(subviews)]
        cache.value = .void
        _ = run(updateCache, receiver: &receiver, &arguments)
        cache.value = arguments[0]
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) -> CGSize {
        var receiver = instance
        var arguments: [Value] = [.proposal(proposal), .subviews(subviews), cache.value]
        cache.value = .void
        let result = run(methods.sizeThatFits, receiver: &receiver, &arguments)
        cache.value = arguments[2]
        switch result {
        case .size(let size)?: return size
        case nil: return .zero
        case let other?:
            fail(Trap("'sizeThatFits' returned \(other.typeName), not a CGSize", at: methods.sizeThatFits.offset))
            return .zero
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) {
        var receiver = instance
        var arguments: [Value] = [.rect(bounds), .proposal(proposal), .subviews(subviews), cache.value]
        cache.value = .void
        _ = run(methods.placeSubviews, receiver: &receiver, &arguments)
        cache.value = arguments[3]
    }

    func spacing(subviews: LayoutSubviews, cache: inout Cache) -> ViewSpacing {
        guard let spacing = methods.spacing else { return Self.defaultSpacing(subviews) }
        var receiver = instance
        var arguments: [Value] = [.subviews(subviews), cache.value]
        cache.value = .void
        let result = run(spacing, receiver: &receiver, &arguments)
        cache.value = arguments[1]
        if case .viewSpacing(let value)? = result { return value }
        return ViewSpacing()
    }

    /// SwiftUI's default: the union of the subviews' spacings.
    private static func defaultSpacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        var spacing = ViewSpacing.zero
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return spacing
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) -> CGFloat? {
        guard let method = methods.horizontalAlignment else { return nil }
        return alignment(method, .horizontalAlignment(guide), bounds, proposal, subviews, &cache)
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) -> CGFloat? {
        guard let method = methods.verticalAlignment else { return nil }
        return alignment(method, .verticalAlignment(guide), bounds, proposal, subviews, &cache)
    }

    private func alignment(_ method: Function, _ guide: Value, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Cache) -> CGFloat? {
        var receiver = instance
        var arguments: [Value] = [guide, .rect(bounds), .proposal(proposal), .subviews(subviews), cache.value]
        cache.value = .void
        let result = run(method, receiver: &receiver, &arguments)
        cache.value = arguments[4]
        return result?.asDouble.map { CGFloat($0) }
    }

    // MARK: - Running

    private func run(_ function: Function, receiver: inout Value, _ arguments: [Value]) -> Value? {
        var arguments = arguments
        return run(function, receiver: &receiver, &arguments)
    }

    /// Runs one of the layout's methods from the engine; nil once the pass has failed.
    private func run(_ function: Function, receiver: inout Value, _ arguments: inout [Value]) -> Value? {
        type.machine!.runForEngine(function, receiver: &receiver, arguments: &arguments)
    }

    private func fail(_ trap: Trap) { type.machine!.fail(trap) }

    static func == (lhs: InterpretedLayout, rhs: InterpretedLayout) -> Bool {
        lhs.type.name == rhs.type.name && lhs.fingerprint == rhs.fingerprint && lhs.instance == rhs.instance
    }
}

/// A scene layout type's `Layout` requirements, found once per type.
final class LayoutMethods {
    let sizeThatFits: Function
    let placeSubviews: Function
    let makeCache: Function?
    let updateCache: Function?
    let spacing: Function?
    let horizontalAlignment: Function?
    let verticalAlignment: Function?
    let layoutProperties: Function?

    init(sizeThatFits: Function, placeSubviews: Function, type: StructType) {
        self.sizeThatFits = sizeThatFits
        self.placeSubviews = placeSubviews
        makeCache = type.method("makeCache", labels: ["subviews"])
        updateCache = type.method("updateCache", labels: [nil, "subviews"])
        spacing = type.method("spacing", labels: ["subviews", "cache"])
        let alignments = type.methods["explicitAlignment"] ?? []
        horizontalAlignment = alignments.first { $0.labels == ["of", "in", "proposal", "subviews", "cache"] && $0.parameters[0].type.name == "HorizontalAlignment" }
        verticalAlignment = alignments.first { $0.labels == ["of", "in", "proposal", "subviews", "cache"] && $0.parameters[0].type.name == "VerticalAlignment" }
        layoutProperties = type.staticComputed["layoutProperties"]
    }

    /// The requirements of `type`, which ``LayoutChecker`` made sure it has.
    static func of(_ type: StructType) -> LayoutMethods {
        if let methods = type.layoutMethods { return methods }
        let methods = LayoutMethods(
            sizeThatFits: type.method("sizeThatFits", labels: ["proposal", "subviews", "cache"])!,
            placeSubviews: type.method("placeSubviews", labels: ["in", "proposal", "subviews", "cache"])!,
            type: type
        )
        type.layoutMethods = methods
        return methods
    }
}
