/// Why a configuration could not be used, and where the bad input came from.
///
/// The description is the whole message a user sees, in the compiler's shape
/// (`config/layoutd.toml:3: unknown key 'scael' (expected one of: …)`), so the CLI
/// can print it as is and exit 64, and the daemon can put it in `STATUS=` on reload.
public struct ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where a bad value was written.
    public enum Origin: Equatable, Sendable {
        /// A configuration file; `line` and `column` are 1-based when known.
        case file(path: String, line: Int? = nil, column: Int? = nil)
        /// An environment variable, for example `LAYOUTD_LOG_LEVEL`.
        case environment(String)
        /// A command-line flag, for example `--log-level`.
        case flag(String)
    }

    /// What is wrong.
    public enum Problem: Equatable, Sendable {
        /// A key the configuration does not have (a typo, most often).
        case unknownKey(String, expected: [String])
        /// A known key with a value of the wrong type or range.
        case badValue(key: String, expected: String, got: String)
        /// The file is not valid TOML, JSON or YAML.
        case syntax(String)
        /// The file could not be read at all.
        case unreadable(String)
        /// The file's extension is neither `.toml` nor `.json`.
        case unsupportedFormat(String)
    }

    /// Where the problem is.
    public var origin: Origin
    /// What the problem is.
    public var problem: Problem

    /// Creates an error; the loader is the only producer outside tests.
    public init(_ problem: Problem, at origin: Origin) {
        self.origin = origin
        self.problem = problem
    }

    /// `ORIGIN: MESSAGE`, ready to print.
    public var description: String {
        "\(originText): \(problemText)"
    }

    private var originText: String {
        switch origin {
        case .file(let path, let line?, let column?): "\(path):\(line):\(column)"
        case .file(let path, let line?, nil): "\(path):\(line)"
        case .file(let path, _, _): path
        case .environment(let name): "environment variable \(name)"
        case .flag(let name): name
        }
    }

    private var problemText: String {
        switch problem {
        case .unknownKey(let key, let expected):
            "unknown key '\(key)' (expected one of: \(expected.joined(separator: ", ")))"
        case .badValue(let key, let expected, let got):
            "bad value for '\(key)': expected \(expected), got \(got)"
        case .syntax(let message):
            "invalid configuration: \(message)"
        case .unreadable(let reason):
            "cannot read configuration file: \(reason)"
        case .unsupportedFormat(let ext):
            "unsupported configuration format '\(ext)' (expected .toml, .json, .yaml or .yml)"
        }
    }
}
