import Foundation

/// `safeAreaInset(edge:alignment:spacing:content:)`: a bar (the content) along one edge of
/// the view, which is laid out in what is left. As Apple's documentation describes it,
/// "the modified view is inset by the height of content, from edge", and the bar and the
/// spacing become safe area for the view, so a view inside that ignores the safe area (a
/// scrolling list's background) still reaches under the bar.
///
/// The bar is offered the view's width (for a top or bottom bar; the height for a leading
/// or trailing one) and its ideal length along the other axis, and it is aligned across by
/// `alignment`. A nil spacing is taken as none: the bar directly against the view (the
/// documentation leaves the default unstated; this is recalled from the simulator, not
/// measured).
struct SafeAreaInsetBehavior: NodeBehavior, Equatable {
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat

    var kind: String { "safeAreaInset" }

    var isModifier: Bool { true }

    /// The axis the bar and the view share.
    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    /// What the bar is offered in a view proposed `proposal`: its full breadth, its ideal length.
    private func barProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: proposal.width, height: nil) : ProposedViewSize(width: nil, height: proposal.height)
    }

    /// How much of the view's length the bars and the spacing take.
    private func barLength(_ node: LayoutNode, _ proposal: ProposedViewSize, context: LayoutContext) -> CGFloat {
        guard node.children.count > 1 else { return 0 }
        let offered = barProposal(proposal)
        var longest: CGFloat = 0
        for index in 1..<node.children.count {
            longest = max(longest, node.withChild(index) { $0.size(for: offered, context: context) }[axis])
        }
        return longest + spacing
    }

    private func mainProposal(_ proposal: ProposedViewSize, barLength: CGFloat) -> ProposedViewSize {
        var main = proposal
        if axis == .vertical { main.height = proposal.height.map { max(0, $0 - barLength) } } else { main.width = proposal.width.map { max(0, $0 - barLength) } }
        return main
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        let length = barLength(node, proposal, context: context)
        var size = node.withFirstChild { $0.size(for: mainProposal(proposal, barLength: length), context: context) } ?? .zero
        if axis == .vertical { size.height += length } else { size.width += length }
        return size
    }

    func placeChildren(of node: LayoutNode, in size: CGSize, proposal: ProposedViewSize, context: LayoutContext) {
        let length = barLength(node, proposal, context: context)
        node.withFirstChild { main in
            let origin: CGPoint = switch edge {
            case .top: CGPoint(x: 0, y: length)
            case .leading: CGPoint(x: length, y: 0)
            case .bottom, .trailing: .zero
            }
            context.place(main, at: origin, anchor: .topLeading, proposal: mainProposal(proposal, barLength: length))
        }
        guard node.children.count > 1 else { return }
        let offered = barProposal(ProposedViewSize(size))
        let barThickness = max(0, length - spacing)
        let strip: CGRect = switch edge {
        case .top: CGRect(x: 0, y: 0, width: size.width, height: barThickness)
        case .bottom: CGRect(x: 0, y: size.height - barThickness, width: size.width, height: barThickness)
        case .leading: CGRect(x: 0, y: 0, width: barThickness, height: size.height)
        case .trailing: CGRect(x: size.width - barThickness, y: 0, width: barThickness, height: size.height)
        }
        for index in 1..<node.children.count {
            node.withChild(index) { bar in
                let barSize = bar.size(for: offered, context: context)
                let origin = alignedOrigin(of: bar, proposal: offered, childSize: barSize, in: strip.size, alignment: alignment, context: context)
                context.place(bar, at: CGPoint(x: strip.minX + origin.x, y: strip.minY + origin.y), anchor: .topLeading, proposal: offered, size: barSize)
            }
        }
    }

    /// The view's content has the bar and the spacing as unsafe edge; the bar keeps the
    /// node's own.
    func safeAreaInsets(forChild index: Int, of node: LayoutNode, inner: EdgeInsets) -> EdgeInsets {
        guard index == 0, let main = node.children.first else { return inner }
        let covered = max(0, node.frame.size[axis] - main.frame.size[axis])
        return inner.adding(EdgeInsets(Edge.Set(edge), covered))
    }

    func spacing(of node: LayoutNode, context: LayoutContext) -> ViewSpacing {
        node.withFirstChild { $0.spacing(context: context) } ?? .init()
    }
}

extension View {
    /// Puts `content` along the top or bottom `edge` of this view, which is laid out in the
    /// rest, and makes the bar safe area for the view.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        let alignment = Alignment(horizontal: alignment, vertical: edge == .top ? .top : .bottom)
        return SafeAreaMaking(content: layoutModifier(SafeAreaInsetBehavior(edge: edge.edge, alignment: alignment, spacing: Self.insetSpacing(spacing)), secondary: AnyView(content())))
    }

    /// Puts `content` along the leading or trailing `edge` of this view, which is laid out
    /// in the rest, and makes the column safe area for the view.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        let alignment = Alignment(horizontal: edge == .leading ? .leading : .trailing, vertical: alignment)
        return SafeAreaMaking(content: layoutModifier(SafeAreaInsetBehavior(edge: edge.edge, alignment: alignment, spacing: Self.insetSpacing(spacing)), secondary: AnyView(content())))
    }

    private static func insetSpacing(_ spacing: CGFloat?) -> CGFloat {
        guard let spacing, spacing.isFinite, spacing > 0 else { return 0 }
        return spacing
    }
}
