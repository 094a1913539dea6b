// FirstCornerLayout and CornerLayout (Chinese seed), their listings run from the scene.
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

struct Mark: View {
    var index: Int
    var body: some View {
        Text("Mark \(index)")
            .padding()
            .background(Capsule().fill(Color(hue: .init(index)/10, saturation: 0.8, brightness: 0.8)))
    }
}

#Preview("Corners", traits: .fixedLayout(width: 360, height: 240)) {
    CornerLayout(spacing: 8) {
        ForEach(0..<4) { ix in Mark(index: ix) }
    }
    .border(Color.gray)
}
#Preview("First corners", traits: .fixedLayout(width: 360, height: 240)) {
    FirstCornerLayout {
        ForEach(0..<4) { ix in Mark(index: ix) }
    }
    .border(Color.gray)
}
