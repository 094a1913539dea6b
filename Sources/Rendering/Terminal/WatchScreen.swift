import Foundation

/// What `layoutd watch` draws on a terminal of a given size: the status first, then the
/// diagnostics, then the picture, every line cut to the terminal's width and the whole no
/// taller than its height.
///
/// Watch mode used to print the whole report and let the terminal scroll, so an error at
/// the top of a 154-line redraw scrolled away and the visible screen showed only the bottom
/// of the last good picture, which looked like success; and a line one column wider than
/// the pane wrapped, doubling every row. Here what matters most comes first and is never
/// pushed off: the status (which scene, when, how long, what the caches did), then the
/// errors, and the picture gets the rows that are left, cut with a line that says so.
public struct WatchScreen: Hashable, Sendable {
    /// Cells across and rows down; each at least 1.
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = max(columns, 1)
        self.rows = max(rows, 1)
    }

    /// The lines to draw, top to bottom, at most ``rows`` of them, each at most
    /// ``columns`` cells (colour escapes kept).
    ///
    /// - Parameters:
    ///   - status: the status lines; they come first and are only cut by a screen too
    ///     small for them.
    ///   - diagnostics: the errors and warnings; they come next, before any picture,
    ///     wrapped at the edge, and cut with a line saying how many more rows there are.
    ///   - picture: the picture of the last good layout, after a blank line, cut at the
    ///     bottom of the screen with a line saying how many rows are below it.
    public func lines(status: [String], diagnostics: [String], picture: [String]) -> [String] {
        var screen: [String] = []
        screen.reserveCapacity(rows)
        for line in status.prefix(rows) { screen.append(fitted(line)) }
        // A diagnostic's message is what the user acts on: wrapped, never cut.
        let diagnostics = diagnostics.flatMap { TerminalLine($0).wrapped(to: columns) }
        append(diagnostics, to: &screen, withGap: false, leftOut: { "… \($0) more row\($0 == 1 ? "" : "s") of diagnostics" })
        append(picture, to: &screen, withGap: true, leftOut: { "… \($0) more row\($0 == 1 ? "" : "s") below; a taller terminal or a larger --scale shows them" })
        return screen
    }

    /// Appends as many of `block` as fit below what `screen` holds, after a blank line when
    /// `withGap` and something is above; when not all fit, the last row left says how many
    /// lines `leftOut` were left out.
    private func append(_ block: [String], to screen: inout [String], withGap: Bool, leftOut: (Int) -> String) {
        guard !block.isEmpty else { return }
        let gap = withGap && !screen.isEmpty ? 1 : 0
        let room = rows - screen.count - gap
        guard room > 0 else { return }
        if gap == 1 { screen.append("") }
        if block.count <= room {
            for line in block { screen.append(fitted(line)) }
            return
        }
        for line in block.prefix(room - 1) { screen.append(fitted(line)) }
        screen.append(fitted(leftOut(block.count - (room - 1))))
    }

    private func fitted(_ line: String) -> String {
        TerminalLine(line).cut(to: columns)
    }

    /// The bytes that draw `lines` over what the terminal shows, without clearing it first
    /// (a clear shows a blank screen for an instant, a flash on every save): home the
    /// cursor, clear each line just before writing it, then clear what is below the last.
    ///
    /// Each line is cleared before it is written, not after: a line as wide as the screen
    /// leaves the cursor on its last cell, and a clear there would erase that cell. No
    /// newline follows the last line, which on the bottom row would scroll the top line off.
    /// The whole is one synchronized update (DEC private mode 2026): terminals that know it
    /// show the new screen at once instead of line by line, the others ignore it, and its
    /// end marks where a screen is complete.
    public func redraw(_ lines: [String]) -> String {
        var output = Self.beginUpdate + "\u{1B}[H"
        for (index, line) in lines.enumerated() {
            if index > 0 { output += "\n" }
            output += "\u{1B}[K" + line
        }
        if lines.count < rows { output += (lines.isEmpty ? "" : "\n") + "\u{1B}[J" }
        return output + Self.endUpdate
    }

    /// The start and end of a synchronized update.
    public static let beginUpdate = "\u{1B}[?2026h"
    public static let endUpdate = "\u{1B}[?2026l"

    /// The points per column at which every canvas of `previews` fits across the screen
    /// inside its frame: `preferred` when they fit at it already (a picture is never drawn
    /// larger than configured), otherwise the next quarter point up that fits, so the
    /// legend stays readable (`1 column = 5.25 pt`).
    public func fittingScale(for previews: [RenderedPreview], preferred: CGFloat) -> CGFloat {
        let widest = previews.map { Double($0.drawableCanvas.width) }.max() ?? 0
        // Two columns for the frame's sides.
        let inside = Double(max(columns - 2, 1))
        let needed = (widest / inside * 4).rounded(.up) / 4
        guard needed.isFinite, needed > Double(preferred) else { return preferred }
        return CGFloat(needed)
    }
}
