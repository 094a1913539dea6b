/// The resolver as view inputs hold it: a reference that neither retains it nor is retained
/// to call it.
///
/// The host holds the resolver for the whole of a pass, and inputs never outlive it. Read
/// from an `unowned(unsafe)` property, the resolver was still retained before each call and
/// released after it: two pairs for every modified leaf of a re-layout (the modifier's call
/// and the leaf's), about a twentieth of the pass. Each method here calls the resolver as a
/// guaranteed reference instead.
struct ResolverReference {
    private let reference: Unmanaged<Resolver>

    init(_ resolver: Resolver) {
        reference = .passUnretained(resolver)
    }

    var context: LayoutContext { reference._withUnsafeGuaranteedRef { $0.context } }

    @inline(__always)
    func leaf<B: NodeBehavior>(_ behavior: B, _ inputs: _ViewInputs) {
        reference._withUnsafeGuaranteedRef { $0.leaf(behavior, inputs) }
    }

    @inline(__always)
    func container<B: NodeBehavior>(_ behavior: B, _ inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        reference._withUnsafeGuaranteedRef { $0.container(behavior, inputs, content: content) }
    }

    @inline(__always)
    func modifier(_ behavior: any NodeBehavior, type: ObjectIdentifier, bytes: BehaviorBytes?, _ inputs: _ViewInputs, content: (_ViewInputs) -> Void, secondary: ((_ViewInputs) -> Void)? = nil) {
        reference._withUnsafeGuaranteedRef { $0.modifier(behavior, type: type, bytes: bytes, inputs, content: content, secondary: secondary) }
    }

    @inline(__always)
    func erased(_ source: AnyViewStorage, _ inputs: _ViewInputs) {
        reference._withUnsafeGuaranteedRef { $0.erased(source, inputs) }
    }

    /// The attributes the resolver keeps at `index` (see ``Resolver/keepPending(_:)``).
    func pendingAttributes(at index: Int) -> NodeAttributes {
        reference._withUnsafeGuaranteedRef { $0.pendingAttributes[index] }
    }

    /// The explicit id of the attributes at `index`, without copying the attributes out.
    func explicitID(ofPendingAt index: Int) -> AnyHashable? {
        reference._withUnsafeGuaranteedRef { $0.pendingAttributes[index].explicitID }
    }

    func keepPending(_ attributes: NodeAttributes) -> Int {
        reference._withUnsafeGuaranteedRef { $0.keepPending(attributes) }
    }

    /// The environment the resolver keeps at `index` (see ``Resolver/keepEnvironment(_:)``).
    @inline(__always)
    func environment(at index: Int) -> EnvironmentValues {
        reference._withUnsafeGuaranteedRef { $0.environments[index] }
    }

    func keepEnvironment(_ environment: EnvironmentValues) -> Int {
        reference._withUnsafeGuaranteedRef { $0.keepEnvironment(environment) }
    }
}
