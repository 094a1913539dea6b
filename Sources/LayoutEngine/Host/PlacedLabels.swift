import Foundation

/// A placed view's name, text and colour in the room of one string: a view has at most one
/// of them nearly always (a Color its colour, a Text its text, a layout none), and only a
/// view with two or more (a Text given a string `.id`) has them boxed.
enum PlacedLabels {
    case none
    case name(String)
    case text(String)
    case color(String)
    case several(Several)

    /// Two or three labels of one view.
    final class Several {
        let name: String?
        let text: String?
        let color: String?

        init(name: String?, text: String?, color: String?) {
            self.name = name
            self.text = text
            self.color = color
        }
    }

    // The common cases first, each tested without copying a string: a modifier has no
    // label, a Color only its colour.
    @inline(__always)
    init(name: String?, text: String?, color: String?) {
        if name == nil, text == nil {
            self = if let color { .color(color) } else { .none }
        } else if name == nil, color == nil, let text {
            self = .text(text)
        } else if text == nil, color == nil, let name {
            self = .name(name)
        } else {
            self = .several(Several(name: name, text: text, color: color))
        }
    }

    /// These labels with the view's name, when it has one (a name is the node's, given with
    /// `.id`, where the text and colour are its behaviour's).
    @inline(__always)
    consuming func named(_ name: String?) -> PlacedLabels {
        guard let name else { return self }
        return PlacedLabels(name: name, text: text, color: color)
    }

    var name: String? {
        switch self {
        case .name(let name): name
        case .several(let labels): labels.name
        default: nil
        }
    }

    var text: String? {
        switch self {
        case .text(let text): text
        case .several(let labels): labels.text
        default: nil
        }
    }

    var color: String? {
        switch self {
        case .color(let color): color
        case .several(let labels): labels.color
        default: nil
        }
    }
}
