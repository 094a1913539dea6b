import Foundation

/// `String(format:_:…)`, Foundation's printf-style formatting, which layouts use to print
/// and label numbers (`String(format: "%.1f", width)`).
///
/// Foundation takes its arguments as `CVarArg`s, whose types the format must match; the
/// interpreter's values carry their own types, so each conversion is formatted on its own
/// with its argument: a floating-point number given to `%d`, or a number missing, is an
/// error at the call where C would print garbage; an integer given to `%f` is formatted as
/// the number it is. Arguments beyond the format's conversions are ignored, as Foundation
/// ignores them.
extension Library {
    /// The most arguments a format takes after the format string.
    static let maximumFormatArguments = 8

    static let formatInitializers: [BuiltinType: [String: FunctionEntry]] = {
        var entries: [String: FunctionEntry] = [:]
        for count in 0...maximumFormatArguments {
            let labels: [String?] = ["format"] + [String?](repeating: nil, count: count)
            entries[signature("init", labels)] = function(returns: .builtin(.string)) { arguments in
                .string(try formatted(try string(arguments[0]), Array(arguments.dropFirst())))
            }
        }
        return [.string: entries]
    }()

    /// `format` with each conversion replaced by the next of `arguments`, as Foundation's
    /// `String(format:)` gives it.
    static func formatted(_ format: String, _ arguments: [Value]) throws -> String {
        var result = ""
        var remaining = arguments[...]
        var scalars = format.unicodeScalars[...]
        while let percent = scalars.firstIndex(of: "%") {
            result.unicodeScalars.append(contentsOf: scalars[..<percent])
            scalars = scalars[scalars.index(after: percent)...]
            // Flags, width and precision, then a length modifier, then the conversion.
            let specification = scalars.prefix { "-+ #0123456789.".unicodeScalars.contains($0) }
            scalars = scalars[specification.endIndex...]
            let length = scalars.prefix { "hlqLzjt".unicodeScalars.contains($0) }
            scalars = scalars[length.endIndex...]
            guard let conversion = scalars.first else { throw Trap("the format '\(format)' ends in the middle of a conversion", at: nil) }
            scalars = scalars.dropFirst()
            if conversion == "%" {
                result += "%"
                continue
            }
            guard let argument = remaining.popFirst() else {
                throw Trap("the format '\(format)' has more conversions than the \(arguments.count) argument\(arguments.count == 1 ? "" : "s") given", at: nil)
            }
            let spec = "%" + String(specification)
            switch conversion {
            case "d", "i", "u", "x", "X", "o":
                guard case .int(let number) = argument else {
                    throw Trap("'%\(conversion)' formats an integer, got \(argument.typeName): use %f, or convert with Int(…)", at: nil)
                }
                result += String(format: spec + "l" + String(conversion), number)
            case "f", "F", "e", "E", "g", "G", "a", "A":
                result += String(format: spec + String(conversion), try double(argument))
            case "@", "s":
                let text = argument.description
                result += String(format: spec + "@", text as NSString)
            case "c":
                let code = try int(argument)
                guard let scalar = Unicode.Scalar(UInt32(clamping: max(code, 0))) else { throw Trap("\(code) is not a character", at: nil) }
                result.unicodeScalars.append(scalar)
            default:
                throw Trap("'%\(String(specification))\(String(length))\(conversion)' is not a conversion String(format:) takes here: use %d, %x, %f, %e, %g, %@ or %%", at: nil)
            }
        }
        result.unicodeScalars.append(contentsOf: scalars)
        return result
    }
}
