import Foundation

/// The lines of a measured text stacked top to bottom, each as tall as the largest font on
/// it: ``StandardTextMeasurer``'s line heights and baselines, and which lines a height or a
/// line limit keeps.
///
/// A line in a font of `size` points is 1.2 em tall with its baseline 0.95 em down, each
/// rounded to the outputs' 1/1000. Lines that all share one size (every single-font text)
/// keep that one height and baseline and are measured by multiplying: cheaper than adding
/// line by line, and free of the rounding a sum of many equal heights would add.
struct LineStack {
    /// How many lines are kept.
    private(set) var count: Int
    /// Every line's height and baseline, when they share one font size.
    private let uniform: (lineHeight: CGFloat, baseline: CGFloat)?
    /// The largest font size on each line, top to bottom, when they differ.
    private let sizes: [CGFloat]?

    /// `lineCount` lines in one font of `fontSize` points.
    init(lineCount: Int, fontSize: CGFloat) {
        count = lineCount
        uniform = (Self.lineHeight(fontSize), Self.baseline(fontSize))
        sizes = nil
    }

    /// Lines whose largest fonts are `fontSizes`, top to bottom (at least one).
    init(fontSizes: [CGFloat]) {
        count = fontSizes.count
        if fontSizes.allSatisfy({ $0 == fontSizes[0] }) {
            uniform = (Self.lineHeight(fontSizes[0]), Self.baseline(fontSizes[0]))
            sizes = nil
        } else {
            uniform = nil
            sizes = fontSizes
        }
    }

    /// The height of a line whose largest font is `size` points.
    private static func lineHeight(_ size: CGFloat) -> CGFloat { (size * 1.2).roundedToThousandth }

    /// The baseline, from its top, of a line whose largest font is `size` points.
    private static func baseline(_ size: CGFloat) -> CGFloat { (size * 0.95).roundedToThousandth }

    /// Keeps the lines that fit `height` with `lineSpacing` between them, at least one.
    mutating func keepLines(fitting height: CGFloat, lineSpacing: CGFloat) {
        guard let uniform else { return keepMixedLines(fitting: height, lineSpacing: lineSpacing) }
        // Compared as a float first: a height of 1e300 fits every line, and as an Int it
        // would not be representable.
        let fitting = ((height + lineSpacing + 0.001) / (uniform.lineHeight + lineSpacing)).rounded(.down)
        if fitting < CGFloat(count) { count = Int(max(1, fitting)) }
    }

    /// Keeps at most `limit` lines.
    mutating func keepLines(_ limit: Int) {
        count = min(count, limit)
    }

    /// The first line's baseline.
    var firstBaseline: CGFloat { uniform?.baseline ?? Self.baseline(sizes![0]) }

    /// The kept lines' height with `lineSpacing` between them.
    func height(lineSpacing: CGFloat) -> CGFloat {
        let gaps = CGFloat(max(count, 1) - 1)
        guard let uniform else { return mixedHeight(of: count) + lineSpacing * gaps }
        return uniform.lineHeight * (gaps + 1) + lineSpacing * gaps
    }

    /// The last kept line's baseline, with `lineSpacing` between the lines above it.
    /// (Always inlined: measuring a single-font text is most of a layout, and a call here
    /// cost it a quarter of a percent.)
    @inline(__always)
    func lastBaseline(lineSpacing: CGFloat) -> CGFloat {
        let gaps = CGFloat(max(count, 1) - 1)
        guard let uniform else {
            let last = max(count, 1) - 1
            return mixedHeight(of: last) + lineSpacing * gaps + Self.baseline(sizes![last])
        }
        return uniform.baseline + (uniform.lineHeight + lineSpacing) * gaps
    }

    /// The lines of different heights that fit `height`, at least one.
    private mutating func keepMixedLines(fitting height: CGFloat, lineSpacing: CGFloat) {
        let sizes = sizes!
        var kept = 1
        var bottom = Self.lineHeight(sizes[0])
        while kept < count {
            bottom += lineSpacing + Self.lineHeight(sizes[kept])
            guard bottom <= height + 0.001 else { break }
            kept += 1
        }
        count = kept
    }

    /// The first `lines` lines' heights added up, when they differ.
    private func mixedHeight(of lines: Int) -> CGFloat {
        sizes![..<lines].reduce(0) { $0 + Self.lineHeight($1) }
    }
}
