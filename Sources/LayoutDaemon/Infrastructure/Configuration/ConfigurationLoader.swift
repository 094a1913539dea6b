import Foundation
import LayoutEngine
import Logging
import SystemPackage

/// Merges defaults, a configuration file, the environment and command-line flags.
///
/// Precedence is flag > environment > file > default, key by key. Loading is a pure
/// function of its inputs (file contents come through `readFile`), so the daemon can
/// call it again on SIGHUP and keep its old configuration when this throws.
public enum ConfigurationLoader {
    /// The environment variable naming the configuration file.
    public static let configFileVariable = "LAYOUTD_CONFIG"
    /// The environment variable overriding `scenes`.
    public static let scenesVariable = "LAYOUTD_SCENES"
    /// The environment variable overriding `log_level`.
    public static let logLevelVariable = "LAYOUTD_LOG_LEVEL"

    /// The keys a configuration file may hold, in the order the documentation lists them.
    public static let keys = ["scenes", "outputs", "scale", "canvas", "log_level", "step_budget", "serve", "images", "device", "layout_direction"]

    /// Returns the configuration that flags, environment, file and defaults describe.
    ///
    /// - Parameters:
    ///   - flags: what the command line gave.
    ///   - environment: usually `ProcessInfo.processInfo.environment`.
    ///   - readFile: returns a file's text; the default reads the file system.
    /// - Throws: ``ConfigurationError`` naming the file, key and line, the variable or
    ///   the flag whose value is wrong.
    public static func load(
        flags: ConfigurationOverrides = ConfigurationOverrides(),
        environment: [String: String],
        readFile: (String) throws(ConfigurationError) -> String = ConfigurationLoader.readFile
    ) throws(ConfigurationError) -> Configuration {
        var configuration = Configuration.default
        if let path = flags.configFile ?? environment[configFileVariable].flatMap(nonEmpty) {
            configuration = try apply(fileContents: try readFile(path), path: path, to: configuration)
        }
        if let scenes = environment[scenesVariable].flatMap(nonEmpty) {
            configuration.scenes = scenes
        }
        if let level = environment[logLevelVariable].flatMap(nonEmpty) {
            configuration.logLevel = try logLevel(.string(level), key: "log_level", at: .environment(logLevelVariable))
        }
        if let scenes = flags.scenes {
            configuration.scenes = try self.scenes(.string(scenes), key: "scenes", at: .flag("--scenes"))
        }
        if let level = flags.logLevel {
            configuration.logLevel = try logLevel(.string(level), key: "log_level", at: .flag("--log-level"))
        }
        if let scale = flags.scale {
            configuration.scale = try positiveNumber(.number(scale), key: "scale", at: .flag("--scale"))
        }
        return configuration
    }

    /// Returns `base` with the keys set in a configuration file replaced.
    ///
    /// A relative `scenes` path is resolved against the file's directory, so a unit
    /// or a script can point at a config file from any working directory.
    ///
    /// - Parameters:
    ///   - contents: the file's text.
    ///   - path: the file's path: its extension picks TOML, JSON or YAML, and it starts
    ///     every error message.
    public static func apply(
        fileContents contents: String,
        path: String,
        to base: Configuration = .default
    ) throws(ConfigurationError) -> Configuration {
        let document = try ConfigurationDocument(contents: contents, path: path)
        var configuration = base
        let entries = document.entries.sorted { (document.line(ofKey: $0.key) ?? .max) < (document.line(ofKey: $1.key) ?? .max) }
        for (key, value) in entries {
            let origin = document.origin(ofKey: key)
            switch key {
            case "scenes":
                let scenes = try self.scenes(value, key: key, at: origin)
                configuration.scenes = FilePath(path).removingLastComponent().pushing(FilePath(scenes)).string
            case "outputs":
                configuration.outputs = try outputs(value, key: key, at: origin)
            case "scale":
                configuration.scale = try positiveNumber(value, key: key, at: origin)
            case "canvas":
                configuration.canvas = try canvas(value, base: base.canvas, in: document)
            case "log_level":
                configuration.logLevel = try logLevel(value, key: key, at: origin)
            case "step_budget":
                configuration.stepBudget = try stepBudget(value, key: key, at: origin)
            case "serve":
                configuration.serve = try serve(value, key: key, at: origin)
            case "images":
                configuration.imageSizes = try imageSizes(value, in: document)
            case "device":
                configuration.device = try device(value, key: key, at: origin)
            case "layout_direction":
                configuration.layoutDirection = try layoutDirection(value, key: key, at: origin)
            default:
                throw ConfigurationError(.unknownKey(key, expected: keys), at: origin)
            }
        }
        return configuration
    }

    /// Reads a configuration file as UTF-8, reporting the errno in words.
    public static func readFile(_ path: String) throws(ConfigurationError) -> String {
        do {
            let descriptor = try FileDescriptor.open(path, .readOnly, options: .closeOnExec)
            defer { try? descriptor.close() }
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 16 * 1024)
            while true {
                let count = try chunk.withUnsafeMutableBytes { try descriptor.read(into: $0, retryOnInterrupt: true) }
                if count == 0 { break }
                bytes += chunk[..<count]
            }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw ConfigurationError(.unreadable("not UTF-8 text"), at: .file(path: path))
            }
            return text
        } catch let error as ConfigurationError {
            throw error
        } catch let errno as Errno {
            throw ConfigurationError(.unreadable(errno.message), at: .file(path: path))
        } catch {
            throw ConfigurationError(.unreadable("\(error)"), at: .file(path: path))
        }
    }

    // MARK: - Keys

    private static func serve(_ value: ConfigurationValue, key: String, at origin: ConfigurationError.Origin) throws(ConfigurationError) -> ServeAddress {
        let address: ServeAddress?
        switch value {
        case .integer(let port): address = ServeAddress(parsing: String(port))
        case .string(let text): address = ServeAddress(parsing: text)
        default: address = nil
        }
        guard let address else {
            throw ConfigurationError(.badValue(key: key, expected: "a port or \"ADDRESS:PORT\" (port 0...65535)", got: value.rendered), at: origin)
        }
        return address
    }

    private static func scenes(_ value: ConfigurationValue, key: String, at origin: ConfigurationError.Origin) throws(ConfigurationError) -> String {
        guard case .string(let path) = value, !path.isEmpty else {
            throw ConfigurationError(.badValue(key: key, expected: "a directory path", got: value.rendered), at: origin)
        }
        return path
    }

    private static func outputs(_ value: ConfigurationValue, key: String, at origin: ConfigurationError.Origin) throws(ConfigurationError) -> Set<OutputKind> {
        let names = OutputKind.allCases.map(\.rawValue).joined(separator: ", ")
        guard case .array(let items) = value, !items.isEmpty else {
            throw ConfigurationError(.badValue(key: key, expected: "a non-empty list of: \(names)", got: value.rendered), at: origin)
        }
        var kinds = Set<OutputKind>()
        for item in items {
            guard case .string(let name) = item, let kind = OutputKind(rawValue: name) else {
                throw ConfigurationError(.badValue(key: key, expected: "one of: \(names)", got: item.rendered), at: origin)
            }
            kinds.insert(kind)
        }
        return kinds
    }

    private static func stepBudget(_ value: ConfigurationValue, key: String, at origin: ConfigurationError.Origin) throws(ConfigurationError) -> Int {
        guard let number = value.numberValue, number >= 1000, number <= 1e12, number.rounded() == number else {
            throw ConfigurationError(.badValue(key: key, expected: "a whole number from 1000 to 1000000000000", got: value.rendered), at: origin)
        }
        return Int(number)
    }

    private static func positiveNumber(_ value: ConfigurationValue, key: String, at origin: ConfigurationError.Origin) throws(ConfigurationError) -> Double {
        guard let number = value.numberValue, number.isFinite, number > 0 else {
            throw ConfigurationError(.badValue(key: key, expected: "a positive number", got: value.rendered), at: origin)
        }
        return number
    }

    private static func canvas(_ value: ConfigurationValue, base: CGSize, in document: ConfigurationDocument) throws(ConfigurationError) -> CGSize {
        guard case .table(let entries) = value else {
            throw ConfigurationError(
                .badValue(key: "canvas", expected: "a table like { width = 400, height = 300 }", got: value.rendered),
                at: document.origin(ofKey: "canvas")
            )
        }
        var size = base
        for (key, value) in entries {
            let path = "canvas.\(key)"
            switch key {
            case "width": size.width = try positiveNumber(value, key: path, at: document.origin(ofKey: path))
            case "height": size.height = try positiveNumber(value, key: path, at: document.origin(ofKey: path))
            default: throw ConfigurationError(.unknownKey(path, expected: ["width", "height"]), at: document.origin(ofKey: path))
            }
        }
        return size
    }

    /// `device = "iPhone 15"`: one of the devices layoutd knows the screen of.
    private static func device(_ value: ConfigurationValue, key: String, at origin: ConfigurationError.Origin) throws(ConfigurationError) -> DeviceScreen {
        if case .string(let name) = value, let device = DeviceScreen.named(name) { return device }
        let names = DeviceScreen.known.map { "\"\($0.name)\"" }.joined(separator: ", ")
        throw ConfigurationError(.badValue(key: key, expected: "one of the devices layoutd knows: \(names)", got: value.rendered), at: origin)
    }

    /// `layout_direction = "rightToLeft"`: SwiftUI's names of the two directions.
    private static func layoutDirection(_ value: ConfigurationValue, key: String, at origin: ConfigurationError.Origin) throws(ConfigurationError) -> LayoutDirection {
        switch value {
        case .string("leftToRight"): return .leftToRight
        case .string("rightToLeft"): return .rightToLeft
        default: throw ConfigurationError(.badValue(key: key, expected: "\"leftToRight\" or \"rightToLeft\"", got: value.rendered), at: origin)
        }
    }

    /// `images = { hero = { width = 390, height = 260 } }`, or the `[images]` table.
    private static func imageSizes(_ value: ConfigurationValue, in document: ConfigurationDocument) throws(ConfigurationError) -> [String: CGSize] {
        guard case .table(let entries) = value else {
            throw ConfigurationError(.badValue(key: "images", expected: "a table of image sizes like { hero = { width = 390, height = 260 } }", got: value.rendered),
                                     at: document.origin(ofKey: "images"))
        }
        var sizes: [String: CGSize] = [:]
        for (name, size) in entries {
            let path = "images.\(name)"
            guard case .table(let dimensions) = size else {
                throw ConfigurationError(.badValue(key: path, expected: "a size like { width = 390, height = 260 }", got: size.rendered), at: document.origin(ofKey: path))
            }
            var width: Double?, height: Double?
            for (key, number) in dimensions {
                let dimensionPath = "\(path).\(key)"
                switch key {
                case "width": width = try positiveNumber(number, key: dimensionPath, at: document.origin(ofKey: dimensionPath))
                case "height": height = try positiveNumber(number, key: dimensionPath, at: document.origin(ofKey: dimensionPath))
                default: throw ConfigurationError(.unknownKey(dimensionPath, expected: ["width", "height"]), at: document.origin(ofKey: dimensionPath))
                }
            }
            guard let width, let height else {
                throw ConfigurationError(.badValue(key: path, expected: "both width and height", got: size.rendered), at: document.origin(ofKey: path))
            }
            sizes[name] = CGSize(width: width, height: height)
        }
        return sizes
    }

    private static func logLevel(_ value: ConfigurationValue, key: String, at origin: ConfigurationError.Origin) throws(ConfigurationError) -> Logger.Level {
        guard case .string(let name) = value, let level = Logger.Level(rawValue: name.lowercased()) else {
            let names = Logger.Level.allCases.map(\.rawValue).joined(separator: ", ")
            throw ConfigurationError(.badValue(key: key, expected: "one of: \(names)", got: value.rendered), at: origin)
        }
        return level
    }

    private static func nonEmpty(_ text: String) -> String? {
        text.isEmpty ? nil : text
    }
}
