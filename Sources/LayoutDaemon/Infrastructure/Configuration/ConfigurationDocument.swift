import Foundation
import TOMLKit
import Yams

/// A configuration file parsed into ``ConfigurationValue``s, with enough of its
/// source text kept to say on which line a key was written.
///
/// TOMLKit reports positions only for syntax errors and JSONSerialization only a
/// character offset, so the line of a key is found by scanning the text: the first
/// line, at or after its parent's, where the key is followed by `=` (TOML) or `:`
/// (JSON, YAML). That is exact for every file a person writes by hand.
struct ConfigurationDocument {
    enum Format {
        case toml
        case json
        case yaml
    }

    let path: String
    let format: Format
    let entries: [(key: String, value: ConfigurationValue)]
    private let lines: [Substring]

    /// Parses `contents`, choosing the format from `path`'s extension.
    init(contents: String, path: String) throws(ConfigurationError) {
        self.path = path
        self.lines = contents.split(separator: "\n", omittingEmptySubsequences: false)
        switch (path as NSString).pathExtension.lowercased() {
        case "toml":
            format = .toml
            entries = try Self.parseTOML(contents, path: path)
        case "json":
            format = .json
            entries = try Self.parseJSON(contents, path: path)
        case "yaml", "yml":
            format = .yaml
            entries = try Self.parseYAML(contents, path: path)
        case let other:
            throw ConfigurationError(.unsupportedFormat(other.isEmpty ? "(none)" : ".\(other)"), at: .file(path: path))
        }
    }

    /// The origin to blame for `key`, a dotted path such as `canvas.width`.
    func origin(ofKey key: String) -> ConfigurationError.Origin {
        .file(path: path, line: line(ofKey: key))
    }

    /// The 1-based line where `key` (dotted for nested keys) is defined, if found.
    func line(ofKey key: String) -> Int? {
        var start = 0
        for component in key.split(separator: ".") {
            guard let found = firstLine(defining: String(component), from: start) else { return nil }
            start = found
        }
        return start + 1
    }

    private func firstLine(defining key: String, from start: Int) -> Int? {
        let name = NSRegularExpression.escapedPattern(for: key)
        let pattern = switch format {
        // `key =`, `"key" =`, `[key]`, `{ key =`, `, key =`, `parent.key =`
        case .toml: #"(^|[\s{,.\[])(\#(name)|"\#(name)"|'\#(name)')\s*(=|\]|\.)"#
        case .json: #""\#(name)"\s*:"#
        // `key:`, `"key":`, `{key:`, `, key:`, `- key:`
        case .yaml: #"(^|[\s{,])(\#(name)|"\#(name)"|'\#(name)')\s*:"#
        }
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return nil }
        for index in lines.indices where index >= start {
            let line = String(lines[index])
            let code = format == .json ? line : String(line.prefix { $0 != "#" })
            let range = NSRange(code.startIndex..., in: code)
            if regex.firstMatch(in: code, range: range) != nil { return index }
        }
        return nil
    }

    private static func parseTOML(_ contents: String, path: String) throws(ConfigurationError) -> [(key: String, value: ConfigurationValue)] {
        do {
            return ConfigurationValue.entries(of: try TOMLTable(string: contents))
        } catch let error as TOMLParseError {
            let position = error.source.begin
            throw ConfigurationError(
                .syntax(lowercasingFirst(error.description)),
                at: .file(path: path, line: position.line, column: position.column)
            )
        } catch {
            throw ConfigurationError(.syntax("\(error)"), at: .file(path: path))
        }
    }

    private static func parseJSON(_ contents: String, path: String) throws(ConfigurationError) -> [(key: String, value: ConfigurationValue)] {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(contents.utf8))
        } catch {
            let message = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            let (line, column) = position(inMessage: message, of: contents)
            let reason = message.replacingOccurrences(of: #"\s*around (line \d+, column \d+|character \d+)\.?"#, with: "", options: .regularExpression)
            throw ConfigurationError(.syntax(lowercasingFirst(reason)), at: .file(path: path, line: line, column: column))
        }
        guard case .table(let entries) = ConfigurationValue(json: object) else {
            throw ConfigurationError(.syntax("expected a JSON object at the top level"), at: .file(path: path, line: 1))
        }
        return entries
    }

    private static func parseYAML(_ contents: String, path: String) throws(ConfigurationError) -> [(key: String, value: ConfigurationValue)] {
        let root: Node?
        do {
            root = try Yams.compose(yaml: contents)
        } catch let error as YamlError {
            let mark = yamlMark(error)
            throw ConfigurationError(.syntax(yamlProblem(error)), at: .file(path: path, line: mark?.line, column: mark?.column))
        } catch {
            throw ConfigurationError(.syntax("\(error)"), at: .file(path: path))
        }
        // An empty file (or one of comments) is an empty configuration, as in TOML.
        guard let root else { return [] }
        guard case .table(let entries) = ConfigurationValue(yaml: root) else {
            throw ConfigurationError(.syntax("expected a YAML mapping at the top level"), at: .file(path: path, line: root.mark?.line ?? 1))
        }
        return entries
    }

    /// What libyaml found wrong, without the position and source excerpt Yams appends to
    /// its description (the error names the position itself).
    private static func yamlProblem(_ error: YamlError) -> String {
        switch error {
        case .scanner(let context, let problem, _, _), .parser(let context, let problem, _, _), .composer(let context, let problem, _, _):
            return [problem, context.map { "\($0.text) at line \($0.mark.line)" }].compactMap { $0 }.joined(separator: " ")
        case .duplicatedKeysInMapping(let duplicates, _):
            return "duplicate key\(duplicates.count == 1 ? "" : "s") \(duplicates.map { "'\($0)'" }.joined(separator: ", "))"
        default:
            return "\(error)"
        }
    }

    /// Where libyaml found it (1-based), when it says.
    private static func yamlMark(_ error: YamlError) -> Mark? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): mark
        case .duplicatedKeysInMapping(_, let context): context.mark
        default: nil
        }
    }

    /// Foundation says either `around line L, column C` or `around character N`
    /// (a 0-based UTF-8 offset); both become a 1-based line and column.
    private static func position(inMessage message: String, of contents: String) -> (Int?, Int?) {
        let numbers = message.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        if message.contains("line"), numbers.count >= 2 {
            return (numbers[0], numbers[1])
        }
        guard message.contains("character"), let offset = numbers.first else { return (nil, nil) }
        let prefix = contents.utf8.prefix(offset)
        let line = prefix.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let column = prefix.count - (prefix.lastIndex(of: UInt8(ascii: "\n")).map { prefix.distance(from: prefix.startIndex, to: $0) + 1 } ?? 0) + 1
        return (line, column)
    }

    private static func lowercasingFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }
}
