extension String {
    /// This text escaped for XML content or a quoted attribute: the five markup characters
    /// become entities, and characters XML 1.0 forbids (control characters other than tab,
    /// newline and return, U+FFFE, U+FFFF) become U+FFFD, so any view text gives a
    /// well-formed file.
    var xmlEscaped: String {
        var result = ""
        result.unicodeScalars.reserveCapacity(unicodeScalars.count)
        for scalar in unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                result += "\u{FFFD}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
