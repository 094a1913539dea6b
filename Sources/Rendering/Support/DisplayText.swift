import Foundation

extension String {
    /// This text on one line for a picture: control characters (newlines, tabs) become
    /// spaces, and format characters and marks with nothing to combine with are dropped, so
    /// every remaining character takes one or two terminal cells.
    var singleLineForDisplay: String {
        // What nearly every label is, and already one line of one-cell characters.
        if isPrintableASCII { return self }
        var result = ""
        for character in self {
            guard let first = character.unicodeScalars.first else { continue }
            switch first.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator:
                result.append(" ")
            case .format, .nonspacingMark, .enclosingMark, .spacingMark:
                continue
            default:
                result.append(character)
            }
        }
        return result
    }

    /// Whether every character is printable ASCII (space to `~`): then each byte is one
    /// character one terminal cell wide, and pictures can count and paint bytes.
    var isPrintableASCII: Bool {
        // A label is checked several times per picture: over the bytes in place.
        utf8.withContiguousStorageIfAvailable(Self.isPrintableASCII) ?? Self.isPrintableASCII(utf8)
    }

    /// Whether every byte of `bytes` is printable ASCII (space to `~`).
    static func isPrintableASCII(_ bytes: some Sequence<UInt8>) -> Bool {
        bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// Whether this view kind is `name`. Different lengths tell most kinds apart without
    /// the standard library's comparison, a call for two different strings, and a picture
    /// compares each view's kind with several names.
    @inline(__always)
    func isKind(_ name: String) -> Bool {
        utf8.count == name.utf8.count && self == name
    }
}
