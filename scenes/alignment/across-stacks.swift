// Aligning views across stacks, the pattern of Apple's AlignmentID documentation: a guide
// the scene declares, set on one view in each of two VStacks, lines those two views up in
// the HStack that holds the stacks. Views that set nothing fall back on the guide's
// defaultValue, which runs here as it would compiled.
extension VerticalAlignment {
    private struct MidAccountAndName: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat {
            d[.top]
        }
    }

    static let midAccountAndName = VerticalAlignment(MidAccountAndName.self)
}

/// A guide a third of the way down a view, unless the view says otherwise.
struct FirstThird: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        context.height / 3
    }
}

extension VerticalAlignment {
    static let firstThird = VerticalAlignment(FirstThird.self)
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 24) {
            // The account's centre and the name's centre are one line.
            HStack(alignment: .midAccountAndName, spacing: 8) {
                VStack {
                    Text("@fullhouse")
                        .alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
                        .id("account")
                    Color.gray.frame(width: 64, height: 64).id("avatar")
                }
                .id("left")
                VStack(alignment: .leading) {
                    Text("Full Name:").id("label")
                    Text("DJ Tanner")
                        .font(.largeTitle)
                        .alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
                        .id("name")
                }
                .id("right")
            }
            .id("profile")
            // Stripes of three heights with their first thirds on one line (no view sets
            // the guide, so each one's comes from defaultValue).
            HStack(alignment: .firstThird, spacing: 1) {
                Color.red.frame(width: 30, height: 60).id("short")
                Color.green.frame(width: 30, height: 120).id("tall")
                Color.blue.frame(width: 30, height: 90).id("middle")
            }
            .id("stripes")
            // A frame and an overlay aligned on the declared guide.
            Color.yellow.frame(width: 90, height: 60)
                .overlay(alignment: Alignment(horizontal: .trailing, vertical: .firstThird)) {
                    Color.orange.frame(width: 20, height: 20)
                        .alignmentGuide(.firstThird) { d in d.height }
                        .id("badge")
                }
                .frame(width: 120, height: 90, alignment: Alignment(horizontal: .leading, vertical: .firstThird))
                .id("card")
        }
        .padding()
    }
}

#Preview("Across stacks", traits: .fixedLayout(width: 320, height: 420)) { ContentView() }
#Preview("Fits", traits: .sizeThatFitsLayout) { ContentView() }
