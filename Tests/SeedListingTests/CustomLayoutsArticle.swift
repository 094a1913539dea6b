// The listings of the article on custom layouts (Chinese seed): the stack switcher, both
// CornerLayouts and the CircleLayout, as printed. Only `import SwiftUI` became
// `import LayoutEngine`.
import Foundation
import LayoutEngine

enum CustomLayoutsArticle {
    enum Algo: String, CaseIterable, Identifiable {
        case vstack
        case hstack
        case zstack
        var layout: any Layout {
            switch self {
            case .vstack: return _VStackLayout()
            case .hstack: return _HStackLayout()
            case .zstack: return _ZStackLayout()
            }
        }
        var id: Self { self }
    }

    struct ContentView: View {
        @State var algo = Algo.hstack
        var body: some View {
            VStack {
                Picker("Algo", selection: $algo) {
                    ForEach(Algo.allCases) { algo in
                        Text("\(algo.rawValue)")
                    }
                }.pickerStyle(.segmented)
                let layout = AnyLayout(algo.layout)
                layout {
                    ForEach(0..<4) { ix in
                        Text("Mark \(ix)")
                            .padding()
                            .background(Capsule()
                                .fill(Color(hue: .init(ix)/10, saturation: 0.8, brightness: 0.8)))
                    }
                }.animation(.default.speed(0.2), value: algo)
                .frame(maxHeight: .infinity)
            }
        }
    }

    struct ContentView_Previews: PreviewProvider {
        static var previews: some View {
            ContentView()
        }
    }

    struct FirstCornerLayout: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let idealViewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
            let spacing = CGFloat(subviews.count - 1)
            let width:CGFloat = CGFloat(spacing + CGFloat(idealViewSizes.reduce(0) { $0 + Int($1.width) }))
            let height:CGFloat = idealViewSizes.reduce(0) { max($0, $1.height) }
            return CGSize(width: width, height: height)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
        {
            var pt = CGPoint(x: bounds.midX, y: bounds.midY)
            let places = [UnitPoint.topLeading, UnitPoint.topTrailing, UnitPoint.bottomLeading, UnitPoint.bottomTrailing, UnitPoint.top, UnitPoint.bottom, UnitPoint.leading, UnitPoint.trailing,UnitPoint.center]
            if subviews.count > places.count { assert(false,"No more then \(places.count) views supported") }
            var c = 0
            for v in subviews {
                v.place(at: pt, anchor: places[c], proposal: .unspecified)
                c += 1
            }
        }
    }

    struct CornerLayout: Layout {
        let spacing: CGFloat
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let idealViewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
            let spacing = spacing * CGFloat(subviews.count - 1)
            let width = spacing + idealViewSizes.reduce(0) { $0 + $1.width }
            let height = spacing + idealViewSizes.reduce(0) { $0 + $1.height }
            return CGSize(width: width, height: height)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
        {
            var pt = CGPoint(x: bounds.minX, y: bounds.maxY)
            let places = [UnitPoint.topLeading, UnitPoint.topTrailing, UnitPoint.bottomLeading, UnitPoint.bottomTrailing]
            if subviews.count > places.count { assert(false,"No more then \(places.count) views supported") }
            var c = 0
            for v in subviews {
                switch places[c] {
                case .topLeading: // 0
                    pt = CGPoint(x: bounds.minX, y: bounds.minY)
                    v.place(at: pt, anchor: places[c], proposal: .unspecified)
                case .topTrailing: // 1
                    pt = CGPoint(x: bounds.maxX, y: bounds.minY)
                    v.place(at: pt, anchor: places[c], proposal: .unspecified)
                case .bottomLeading: // 2
                    pt = CGPoint(x: bounds.minX, y: bounds.maxY)
                    v.place(at: pt, anchor: places[c], proposal: .unspecified)
                case .bottomTrailing: // 3
                    pt = CGPoint(x: bounds.maxX, y: bounds.maxY)
                    v.place(at: pt, anchor: places[c], proposal: .unspecified)
                default:
                    assert(false,"neverHappens")
                }
                c += 1
            }
        }
        func placeSubviewsY(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
        {
            var pt = CGPoint(x: bounds.minX, y: bounds.minY)
            for v in subviews {
                v.place(at: pt, anchor: .topLeading, proposal: .unspecified)
                pt.x += v.sizeThatFits(.unspecified).width + spacing
            }
        }
    }

    struct CircleLayout: Layout {
        var radius: CGFloat
        var rotation: Angle
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let maxSize = subviews.map { $0.sizeThatFits(proposal) }.reduce(CGSize.zero) {
                return CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
            }
            return CGSize(width: (maxSize.width / 2 + radius) * 2,
                          height: (maxSize.height / 2 + radius) * 2)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
        {
            let angleStep = (Angle.degrees(360).radians / Double(subviews.count))
            for (index, subview) in subviews.enumerated() {
                let angle = angleStep * CGFloat(index) + rotation.radians
                var point = CGPoint(x: 0, y: -radius).applying(CGAffineTransform(rotationAngle: angle))
                point.x += bounds.midX
                point.y += bounds.midY
                subview.place(at: point, anchor: .center, proposal: .unspecified)
            }
        }
    }
}
