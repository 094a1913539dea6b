import Foundation
import LayoutEngine
import Testing

/// SwiftUI's everyday controls with iOS 17 metrics. Each case names where its numbers come
/// from; the types' doc comments say more.
struct ControlTests {
    /// An iPhone 15's screen width, the width controls are usually proposed.
    let phone = ProposedViewSize(width: 393, height: 852)

    func size(of view: some View, _ proposal: ProposedViewSize = .unspecified) -> CGSize {
        LayoutHost().place(view, proposal: proposal).root.frame.size
    }

    // Source: Apple's ButtonStyle documentation; the automatic style on iOS is borderless,
    // which draws the label alone.
    @Test func defaultButtonIsItsLabelsSize() {
        #expect(size(of: Button("Save") {}) == size(of: Text("Save")))
    }

    // Source: an iOS 17 regular-size bordered button is 34.33 pt tall around a 20.33 pt
    // body label (7 pt above and below), 12 pt either side (UIButton.Configuration's
    // content insets); see ButtonStyle.
    @Test func borderedButtonPadsItsLabelTwelveAcrossAndSevenDown() {
        let label = size(of: Text("Save"))
        let bordered = size(of: Button("Save") {}.buttonStyle(.bordered))
        #expect(bordered == CGSize(width: label.width + 24, height: label.height + 14))
        #expect(size(of: Button("Save") {}.buttonStyle(.borderedProminent)) == bordered)
    }

    // Source: UISwitch's fixed 51 x 31 pt size (UIKit documentation: "the size of the
    // switch is fixed"); a toggle fills the width it is offered, as in a Form row.
    @Test func toggleFillsTheWidthWithTheSwitchAtTheTrailingEdge() {
        let placement = LayoutHost().place(Toggle("Wi-Fi", isOn: .constant(true)).id("toggle"), proposal: phone)
        #expect(frame(placement, "toggle") == CGRect(x: 0, y: 410.5, width: 393, height: 31))
        let control = placement.root.first(named: "toggle")!.children.last!
        #expect(control.frame == CGRect(x: 342, y: 410.5, width: 51, height: 31))
    }

    // Source: UIStepper's intrinsic size on iOS 13 and later, 94 x 32 pt.
    @Test func stepperIsALabelAndTheNinetyFourByThirtyTwoControl() {
        let placement = LayoutHost().place(Stepper("Count", value: .constant(1)).id("stepper"), proposal: ProposedViewSize(width: 300, height: 32))
        #expect(frame(placement, "stepper") == CGRect(x: 0, y: 0, width: 300, height: 32))
        #expect(placement.root.first(named: "stepper")!.children.last!.frame == CGRect(x: 206, y: 0, width: 94, height: 32))
    }

    // Source: UIActivityIndicatorView's medium style, 20 x 20 pt.
    @Test func spinnerIsTwentyPointsSquare() {
        #expect(size(of: ProgressView(), phone) == CGSize(width: 20, height: 20))
    }

    // Source: UIProgressView's default bar, 4 pt tall, as wide as offered.
    @Test func progressBarFillsTheWidthAndIsFourPointsTall() {
        #expect(size(of: ProgressView(value: 0.5), ProposedViewSize(width: 300, height: 100)) == CGSize(width: 300, height: 4))
    }

    @Test func labelledProgressBarPutsTheLabelEightPointsAbove() {
        let text = size(of: Text("Uploading"))
        #expect(size(of: ProgressView("Uploading", value: 0.5), ProposedViewSize(width: 300, height: 100)) == CGSize(width: 300, height: text.height + 8 + 4))
    }

    // Source: UISlider's thumb, 28 pt: the slider is as tall as its thumb and as wide as
    // offered.
    @Test func sliderFillsTheWidthAndIsAsTallAsItsThumb() {
        #expect(size(of: Slider(value: .constant(0.5)), ProposedViewSize(width: 300, height: 100)) == CGSize(width: 300, height: 28))
    }

    // Source: Apple's TextFieldStyle documentation (`.automatic` is `.plain`: no border,
    // no padding) and UITextField's rounded-rect height of 34 pt.
    @Test func textFieldFillsTheWidthAndIsOneLineTall() {
        let line = size(of: Text("Email").lineLimit(1))
        #expect(size(of: TextField("Email", text: .constant("")), ProposedViewSize(width: 300, height: 100)) == CGSize(width: 300, height: line.height))
        #expect(size(of: SecureField("Password", text: .constant("")), ProposedViewSize(width: 300, height: 100)) == CGSize(width: 300, height: line.height))
        #expect(size(of: TextField("Email", text: .constant("")).textFieldStyle(.roundedBorder), ProposedViewSize(width: 300, height: 100)) == CGSize(width: 300, height: 34))
    }

    @Test func labelIsItsIconAndTitleEightPointsApart() {
        let icon = size(of: Image(systemName: "star"))
        let title = size(of: Text("Favorites"))
        #expect(size(of: Label("Favorites", systemImage: "star")) == CGSize(width: icon.width + 8 + title.width, height: max(icon.height, title.height)))
    }

    @Test func linkIsItsLabelsSize() {
        #expect(size(of: Link("Help", destination: URL(fileURLWithPath: "/"))) == size(of: Text("Help")))
    }
}
