import Foundation

extension View {
    /// Sets the font of every Text and symbol below this view that has none of its own.
    public func font(_ font: Font?) -> some View {
        modifyingInputs { inputs in
            inputs.environment.font = font
            inputs.environment.symbolFont = nil
        }
    }

    /// Makes text below this view bold, which makes it wider.
    public func bold(_ isActive: Bool = true) -> some View {
        modifyingInputs { $0.environment.isBold = isActive }
    }

    /// Sets the weight of text below this view; bold weights make it wider.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifyingInputs { inputs in
            var font = inputs.environment.font ?? .body
            font.weight = weight ?? .regular
            inputs.environment.font = font
        }
    }

    /// Limits text below this view to `number` lines.
    public func lineLimit(_ number: Int?) -> some View {
        modifyingInputs { $0.environment.lineLimit = number.map { max(1, $0) } }
    }
}
