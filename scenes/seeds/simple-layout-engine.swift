// The Simple Layout Engine's screens: a full-screen item, a flexible top over a 200 pt
// bottom, and a header / 44 pt toolbar / 200 pt footer whose footer holds two halves.
#Preview("Full screen", traits: .fixedLayout(width: 320, height: 480)) {
    SLEStack(direction: .column) {
        Color.red.id("main")
    }
}

#Preview("Top and bottom", traits: .fixedLayout(width: 320, height: 480)) {
    SLEStack(direction: .column, alignment: .center) {
        Color.red.id("top")
        Color.blue.sleItem(.height(200)).id("bottom")
    }
}

#Preview("Toolbar and footer", traits: .fixedLayout(width: 320, height: 480)) {
    SLEStack(direction: .column) {
        Color.red.id("header")
        HStack {
            Image(systemName: "backward.fill")
            Spacer()
            Image(systemName: "play.fill")
            Spacer()
            Image(systemName: "pause.fill")
            Spacer()
            Image(systemName: "forward.fill")
        }
        .padding(.horizontal)
        .background(Color.blue)
        .sleItem(.height(44))
        .id("toolbar")
        SLEStack(direction: .row) {
            Color.cyan.id("content1")
            Color.magenta.id("content2")
        }
        .sleItem(.height(200))
        .id("footer")
    }
}
