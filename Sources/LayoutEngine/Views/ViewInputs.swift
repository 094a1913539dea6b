import Foundation

/// What a view is resolved with: where it stands in the view code, its environment, and
/// the attributes (`.id`, `.layoutPriority`, `.layoutValue`) waiting for the next node.
/// Not for use outside the engine.
public struct _ViewInputs {
    /// Not retained: see ``ResolverReference``.
    let resolver: ResolverReference
    /// The structural position, hashed.
    var path: Int
    /// Where the resolver keeps the environment (``environment``). Inputs are copied for
    /// every view resolved, twice for a modified leaf: holding an index rather than the
    /// environment's 137 bytes keeps each copy a few words.
    private var environmentIndex: Int
    /// `environment.layoutDirection == .rightToLeft`, kept at hand: every node resolved
    /// reads it (see ``pending``).
    private(set) var mirrorsChildren: Bool
    /// Where the resolver keeps the attributes waiting for the next node, or -1 when there
    /// are none. Inputs are copied for every view resolved, and holding an index rather
    /// than the attributes keeps them plain data, copied without retains.
    private var pendingIndex = -1
    /// The stack orientation of the nearest layout above, for Spacer and Divider.
    var stackOrientation: Axis?

    init(resolver: Resolver, path: Int, environment: EnvironmentValues) {
        self.resolver = ResolverReference(resolver)
        self.path = path
        self.environmentIndex = resolver.keepEnvironment(environment)
        self.mirrorsChildren = environment.layoutDirection == .rightToLeft
        self.stackOrientation = nil
    }

    /// The environment values the view is resolved with. Setting them keeps the new values
    /// in the resolver for the rest of the pass (a copy of these inputs keeps the old ones).
    var environment: EnvironmentValues {
        get { resolver.environment(at: environmentIndex) }
        set {
            environmentIndex = resolver.keepEnvironment(newValue)
            mirrorsChildren = newValue.layoutDirection == .rightToLeft
        }
    }

    /// Attributes for the outermost node the view produces.
    var pending: NodeAttributes {
        get {
            var attributes = pendingIndex < 0 ? NodeAttributes() : resolver.pendingAttributes(at: pendingIndex)
            // Every node knows whether to mirror its children: the environment's direction
            // reaches each node this way, with the attributes it is made with.
            attributes.mirrorsChildren = mirrorsChildren
            return attributes
        }
        set { pendingIndex = resolver.keepPending(newValue) }
    }

    /// Whether attributes are waiting for the next node.
    var hasPending: Bool { pendingIndex >= 0 }

    /// `pending.explicitID`, read without making the attributes: every node resolved
    /// needs it for its identity, and nearly none has one.
    var explicitID: AnyHashable? { pendingIndex < 0 ? nil : resolver.explicitID(ofPendingAt: pendingIndex) }

    /// Which of this pass's waiting attributes these inputs hold (-1: none): equal for two
    /// inputs that hold the same ones.
    var pendingIdentity: Int { pendingIndex }

    /// Inputs for the `index`th element of a list (a tuple element, a branch, a ForEach
    /// element): attributes still waiting apply to each element.
    func element(_ index: Int) -> _ViewInputs {
        var copy = self
        copy.path = ViewKey.mix(path, index)
        return copy
    }

    /// Inputs for the content inside a node: the node took the waiting attributes.
    func content(_ index: Int = 0, orientation: Axis?? = .none) -> _ViewInputs {
        var copy = self
        copy.path = ViewKey.mix(path, index &+ 1_000_003)
        copy.pendingIndex = -1
        if case let .some(orientation) = orientation { copy.stackOrientation = orientation }
        return copy
    }
}

/// The environment values the engine's layout depends on; `.environment(\.dynamicTypeSize,
/// …)` sets the public ones, as in SwiftUI.
public struct EnvironmentValues: Equatable {
    var font: Font?
    var isBold = false
    var isItalic = false
    var lineLimit: Int?
    /// Whether shapes below are drawn as outlines (`.stroke`, `.strokeBorder`) rather than
    /// filled; painting only, kept for pictures.
    var strokesShapes = false
    /// The style of buttons below (``ButtonStyle``), which pads bordered ones.
    var buttonStyle = ButtonStyle.automatic
    /// Whether text fields below are `.roundedBorder` ones.
    var roundedTextFields = false
    /// The font symbols below are sized by when it is not the text's: a tab bar's items
    /// have small titles under body-sized symbols. A `.font` below sets both again.
    var symbolFont: Font?
    /// The axis along which a `Label` below puts its icon and title: across, as everywhere
    /// but a tab bar, whose items put the icon above the title.
    var labelAxis = Axis.horizontal
    /// Whether the views below are a list's rows, where iOS draws a disclosure chevron
    /// beside a `NavigationLink` (``DisclosureRowLayout``).
    var isInListRows = false
    /// The direction of the language shown; right-to-left mirrors frames in x.
    public var layoutDirection = LayoutDirection.leftToRight
    /// The reader's text size, which scales text styles (``DynamicTypeSize``).
    public var dynamicTypeSize = DynamicTypeSize.large
    /// Points added after every character of text below (`.kerning`, `.tracking`).
    var kerning: CGFloat = 0
    /// Points added between the lines of text below.
    var lineSpacing: CGFloat = 0
    /// The case text below is drawn in, or nil for as written.
    var textCase: Text.Case?
    /// Whether text below is in the monospaced design.
    var isMonospaced = false
}
