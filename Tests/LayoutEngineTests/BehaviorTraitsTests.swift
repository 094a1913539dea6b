import Foundation
@testable import LayoutEngine
import Testing

/// A node answers some questions from its behaviour's traits instead of asking the
/// behaviour (``BehaviorTraits``); these tests hold each trait to what it claims.
@Suite("Behaviour traits")
struct BehaviorTraitsTests {
    /// Rows of three children of different kinds in each layout that claims to place
    /// every subview.
    private var layoutsPlacingEverySubview: [AnyView] {
        let children = Group {
            Color.red.frame(width: 10, height: 10)
            Text("flexible text").frame(maxWidth: .infinity)
            Spacer()
        }
        return [
            AnyView(HStack { children }),
            AnyView(VStack { children }),
            AnyView(ZStack { children }),
            AnyView(FlowLayout { children }),
        ]
    }

    @Test func layoutsClaimingToPlaceEverySubviewPlaceEveryOneForEveryProposal() {
        #expect(LayoutTraits.of(HStackLayout.self).placesEverySubview && LayoutTraits.of(FlowLayout.self).placesEverySubview)
        #expect(!LayoutTraits.of(AnyLayout.self).placesEverySubview)
        let proposals: [ProposedViewSize] = [.zero, .unspecified, .infinity, ProposedViewSize(width: 30, height: 30), ProposedViewSize(width: 1000, height: 5)]
        for view in layoutsPlacingEverySubview {
            let host = LayoutHost()
            for proposal in proposals {
                #expect(host.place(view, proposal: proposal).root.children.count == 3, "\(proposal)")
            }
        }
    }

    /// A plain leaf's node answers its spacing and fractional guides without asking: its
    /// behaviour, asked, must answer the same.
    @Test func plainLeavesAnswerSpacingAndGuidesAsTheirBehaviourWould() {
        let context = LayoutContext(textMeasurer: StandardTextMeasurer())
        let behaviors: [any NodeBehavior] = [
            ShapeBehavior(shape: .color, color: "#FF3B30"),
            ShapeBehavior(shape: .circle, isStroked: true, color: nil),
            ImageBehavior(name: "star", natural: CGSize(width: 20, height: 20), isResizable: false),
        ]
        for behavior in behaviors {
            #expect(behavior.traits.contains(.plainLeaf))
            let node = LayoutNode.make(behavior: behavior, attributes: NodeAttributes(), key: ViewKey(path: 0))
            #expect(node.spacing(context: context) == behavior.spacing(of: node, context: context))
            #expect(node.mayStateFractionalGuides == behavior.mayStateFractionalGuides(node))
        }
    }

    /// A node that fills its proposal works its size out without asking its behaviour (as a
    /// size request and as ``LayoutNode/filledSize(for:context:)``): the behaviour, asked for
    /// the sanitised proposal, must answer the same, for every kind of length a proposal may
    /// hold (unspecified, zero, negative, NaN, finite, infinite).
    @Test func nodesFillingTheirProposalSizeThemselvesAsTheirBehaviourWould() {
        let context = LayoutContext(textMeasurer: StandardTextMeasurer())
        let behaviors: [any NodeBehavior] = [
            ShapeBehavior(shape: .color, color: "#FF3B30"),
            ShapeBehavior(shape: .circle, isStroked: true, color: nil),
            ShapeBehavior(shape: .roundedRectangle, color: nil),
        ]
        let lengths: [CGFloat?] = [nil, 0, -0.0, -5, .nan, 14.016, .infinity]
        for behavior in behaviors {
            #expect(behavior.traits.contains(.fillsProposal))
            let node = LayoutNode.make(behavior: behavior, attributes: NodeAttributes(), key: ViewKey(path: 0))
            for width in lengths {
                for height in lengths {
                    let proposal = ProposedViewSize(width: width, height: height)
                    let answer = behavior.sizeThatFits(proposal.sanitized, node: node, context: context)
                    #expect(node.size(for: proposal, context: context) == answer, "\(proposal)")
                    #expect(node.filledSize(for: proposal, context: context) == answer, "\(proposal)")
                }
            }
        }
    }

    /// A modifier's node reads its spacing and fractional guides from its child without
    /// asking its behaviour: the behaviour, asked, must answer the same, for a child with
    /// the default answers and for one with others.
    @Test func modifiersAnswerSpacingAndGuidesAsTheirBehaviourWould() {
        let context = LayoutContext(textMeasurer: StandardTextMeasurer())
        let modifiers: [any NodeBehavior] = [
            FrameBehavior(width: 10, height: nil, alignment: .center),
            FlexibleFrameBehavior(minimum: (0, nil), ideal: (nil, nil), maximum: (.infinity, nil), alignment: .leading),
            PaddingBehavior(insets: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)),
            OffsetBehavior(offset: CGSize(width: 3, height: 4)),
        ]
        let children: [any NodeBehavior] = [ShapeBehavior(shape: .color, color: "#FF3B30"), GuideStatingLeaf()]
        for modifier in modifiers {
            #expect(modifier.traits.contains(.passesChildSpacing))
            for child in children {
                let node = LayoutNode.make(behavior: modifier, attributes: NodeAttributes(), key: ViewKey(path: 0))
                node.children = NodeChildren(LayoutNode.make(behavior: child, attributes: NodeAttributes(), key: ViewKey(path: 1)))
                #expect(node.spacing(context: context) == modifier.spacing(of: node, context: context))
                #expect(node.mayStateFractionalGuides == modifier.mayStateFractionalGuides(node))
            }
        }
    }
}

/// A leaf with answers of its own: no preferred spacing (as a `Spacer`) and a fractional
/// guide it may state.
private struct GuideStatingLeaf: NodeBehavior, Equatable {
    var kind: String { "guide-stating leaf" }
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize { .zero }
    func spacing(of node: LayoutNode, context: LayoutContext) -> ViewSpacing { ViewSpacing(all: nil) }
    func mayStateFractionalGuides(_ node: LayoutNode) -> Bool { true }
}
