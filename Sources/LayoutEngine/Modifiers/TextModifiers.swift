import Foundation

/// The text modifiers that change how text below a view is measured: they set the
/// environment every `Text` below reads, so they work on a stack of texts as on one.
extension View {
    /// Adds `lineSpacing` points between the lines of wrapped text below; a single line
    /// is as tall as before.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        modifyingInputs { $0.environment.lineSpacing = lineSpacing }
    }

    /// Adds `kerning` points after every character of text below.
    public func kerning(_ kerning: CGFloat) -> some View {
        modifyingInputs { $0.environment.kerning = kerning }
    }

    /// Adds `tracking` points after every character of text below (as kerning: ligatures,
    /// which tracking keeps apart, change no width here).
    public func tracking(_ tracking: CGFloat) -> some View {
        modifyingInputs { $0.environment.kerning = tracking }
    }

    /// Draws, and so measures, text below in upper or lower case; nil, as written.
    public func textCase(_ textCase: Text.Case?) -> some View {
        modifyingInputs { $0.environment.textCase = textCase }
    }

    /// Sets text below in the monospaced design, every character as wide as the others.
    public func monospaced(_ isActive: Bool = true) -> some View {
        modifyingInputs { $0.environment.isMonospaced = isActive }
    }

    /// Gives text below digits of one width, which the text measurer gives every digit
    /// already: it changes no frame.
    public func monospacedDigit() -> Self { self }

    /// Lays text below out at `size`, which scales every text style.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        modifyingInputs { $0.environment.dynamicTypeSize = size }
    }

    /// Keeps the Dynamic Type size below within `range`: a size outside it becomes the
    /// nearest size inside.
    public func dynamicTypeSize<Range: RangeExpression>(_ range: Range) -> some View where Range.Bound == DynamicTypeSize {
        modifyingInputs { inputs in
            let current = inputs.environment.dynamicTypeSize
            guard !range.contains(current) else { return }
            let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
            guard let nearest = allowed.min(by: { abs($0.rawValue - current.rawValue) < abs($1.rawValue - current.rawValue) }) else { return }
            inputs.environment.dynamicTypeSize = nearest
        }
    }

    /// Sets one environment value for the views below, as SwiftUI's
    /// `.environment(\.dynamicTypeSize, .xxLarge)`.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        modifyingInputs { $0.environment[keyPath: keyPath] = value }
    }
}
