import Testing
@testable import LayoutDaemon

/// One bad configuration file and the message it must produce.
struct BadFileCase: CustomTestStringConvertible, Sendable {
    let id: String
    let path: String
    let contents: String
    let message: String
    var testDescription: String { id }
}

/// One bad flag or environment value and the message it must produce.
struct BadOverrideCase: CustomTestStringConvertible, Sendable {
    let id: String
    let flags: ConfigurationOverrides
    let environment: [String: String]
    let message: String
    var testDescription: String { id }
}

private let expectedKeys = "(expected one of: scenes, outputs, scale, canvas, log_level, step_budget, serve, images, device, layout_direction)"
private let levels = "trace, debug, info, notice, warning, error, critical"

let badFiles: [BadFileCase] = [
    BadFileCase(
        id: "unknown-key",
        path: "config/layoutd.toml",
        contents: "scenes = \"s\"\noutputs = [\"preview\"]\nscael = 4\n",
        message: "config/layoutd.toml:3: unknown key 'scael' \(expectedKeys)"
    ),
    BadFileCase(
        id: "unknown-key-reported-in-line-order",
        path: "l.toml",
        contents: "zzz = 1\naaa = 2\n",
        message: "l.toml:1: unknown key 'zzz' \(expectedKeys)"
    ),
    BadFileCase(
        id: "unknown-table",
        path: "l.toml",
        contents: "scale = 4\n\n[canvass]\nwidth = 3\n",
        message: "l.toml:3: unknown key 'canvass' \(expectedKeys)"
    ),
    BadFileCase(
        id: "scale-string",
        path: "config/layoutd.toml",
        contents: "# comment\nscenes = \"s\"\n\n\nscale = \"big\"\n",
        message: "config/layoutd.toml:5: bad value for 'scale': expected a positive number, got \"big\""
    ),
    BadFileCase(
        id: "serve-port-out-of-range",
        path: "l.toml",
        contents: "serve = 70000",
        message: "l.toml:1: bad value for 'serve': expected a port or \"ADDRESS:PORT\" (port 0...65535), got 70000"
    ),
    BadFileCase(
        id: "serve-address-without-port",
        path: "l.toml",
        contents: "serve = \"localhost:\"",
        message: "l.toml:1: bad value for 'serve': expected a port or \"ADDRESS:PORT\" (port 0...65535), got \"localhost:\""
    ),
    BadFileCase(
        id: "scale-zero",
        path: "l.toml",
        contents: "scale = 0",
        message: "l.toml:1: bad value for 'scale': expected a positive number, got 0"
    ),
    BadFileCase(
        id: "scale-negative-float",
        path: "l.toml",
        contents: "scale = -1.5",
        message: "l.toml:1: bad value for 'scale': expected a positive number, got -1.5"
    ),
    BadFileCase(
        id: "scale-date",
        path: "l.toml",
        contents: "scale = 1979-05-27",
        message: "l.toml:1: bad value for 'scale': expected a positive number, got a date"
    ),
    BadFileCase(
        id: "scenes-number",
        path: "l.toml",
        contents: "scenes = 3",
        message: "l.toml:1: bad value for 'scenes': expected a directory path, got 3"
    ),
    BadFileCase(
        id: "scenes-empty",
        path: "l.toml",
        contents: "scenes = \"\"",
        message: "l.toml:1: bad value for 'scenes': expected a directory path, got \"\""
    ),
    BadFileCase(
        id: "outputs-string",
        path: "l.toml",
        contents: "outputs = \"svg\"",
        message: "l.toml:1: bad value for 'outputs': expected a non-empty list of: placement, preview, svg, got \"svg\""
    ),
    BadFileCase(
        id: "outputs-empty",
        path: "l.toml",
        contents: "outputs = []",
        message: "l.toml:1: bad value for 'outputs': expected a non-empty list of: placement, preview, svg, got an array"
    ),
    BadFileCase(
        id: "outputs-unknown-kind",
        path: "l.toml",
        contents: "outputs = [\"placement\", \"png\"]",
        message: "l.toml:1: bad value for 'outputs': expected one of: placement, preview, svg, got \"png\""
    ),
    BadFileCase(
        id: "log-level-unknown",
        path: "l.toml",
        contents: "log_level = \"loud\"",
        message: "l.toml:1: bad value for 'log_level': expected one of: \(levels), got \"loud\""
    ),
    BadFileCase(
        id: "canvas-number",
        path: "l.toml",
        contents: "canvas = 400",
        message: "l.toml:1: bad value for 'canvas': expected a table like { width = 400, height = 300 }, got 400"
    ),
    BadFileCase(
        id: "canvas-inline-unknown-key",
        path: "l.toml",
        contents: "scale = 1\ncanvas = { width = 400, depth = 3 }",
        message: "l.toml:2: unknown key 'canvas.depth' (expected one of: width, height)"
    ),
    BadFileCase(
        id: "canvas-table-bad-height",
        path: "l.toml",
        contents: "[canvas]\nwidth = 400\nheight = \"tall\"\n",
        message: "l.toml:3: bad value for 'canvas.height': expected a positive number, got \"tall\""
    ),
    BadFileCase(
        id: "toml-syntax",
        path: "l.toml",
        contents: "scale = 4\noutputs = [\"placement\"\n",
        message: "l.toml:2:24: invalid configuration: "
    ),
    BadFileCase(
        id: "toml-duplicate-key",
        path: "l.toml",
        contents: "scale = 4\nscale = 5\n",
        message: "l.toml:2:9: invalid configuration: "
    ),
    BadFileCase(
        id: "json-unknown-key",
        path: "l.json",
        contents: "{\n  \"scale\": 4,\n  \"scael\": 5\n}",
        message: "l.json:3: unknown key 'scael' \(expectedKeys)"
    ),
    BadFileCase(
        id: "json-bool-is-not-a-number",
        path: "l.json",
        contents: "{\"scale\": true}",
        message: "l.json:1: bad value for 'scale': expected a positive number, got true"
    ),
    BadFileCase(
        id: "json-nested-bad-width",
        path: "l.json",
        contents: "{\n  \"canvas\": {\n    \"width\": null\n  }\n}",
        message: "l.json:3: bad value for 'canvas.width': expected a positive number, got a null"
    ),
    BadFileCase(
        id: "json-syntax",
        path: "l.json",
        contents: "{\n \"a\": 1,\n \"b\": x\n}",
        message: "l.json:3:7: invalid configuration: "
    ),
    BadFileCase(
        id: "json-not-an-object",
        path: "l.json",
        contents: "[1, 2]",
        message: "l.json:1: invalid configuration: expected a JSON object at the top level"
    ),
    BadFileCase(
        id: "unsupported-format",
        path: "config/layoutd.ini",
        contents: "scale=4",
        message: "config/layoutd.ini: unsupported configuration format '.ini' (expected .toml, .json, .yaml or .yml)"
    ),
    BadFileCase(
        id: "yaml-unknown-key",
        path: "l.yaml",
        contents: "# settings\nscale: 4\n\nscael: 5\n",
        message: "l.yaml:4: unknown key 'scael' \(expectedKeys)"
    ),
    BadFileCase(
        id: "yaml-nested-bad-value",
        path: "l.yml",
        contents: "scale: 3\ncanvas:\n  height: 20\n  width: wide\n",
        message: "l.yml:4: bad value for 'canvas.width': expected a positive number, got \"wide\""
    ),
    BadFileCase(
        id: "yaml-quoted-number-is-a-string",
        path: "l.yaml",
        contents: "scale: \"4\"\n",
        message: "l.yaml:1: bad value for 'scale': expected a positive number, got \"4\""
    ),
    BadFileCase(
        id: "yaml-null",
        path: "l.yaml",
        contents: "log_level: ~\n",
        message: "l.yaml:1: bad value for 'log_level': expected one of: \(levels), got a null"
    ),
    BadFileCase(
        id: "yaml-syntax",
        path: "l.yaml",
        contents: "scale: 4\noutputs: [preview\ncanvas: {width: 3}\n",
        message: "l.yaml:3:7: invalid configuration: "
    ),
    BadFileCase(
        id: "yaml-not-a-mapping",
        path: "l.yaml",
        contents: "- scale\n- 4\n",
        message: "l.yaml:1: invalid configuration: expected a YAML mapping at the top level"
    ),
]

let badOverrides: [BadOverrideCase] = [
    BadOverrideCase(
        id: "flag-log-level",
        flags: ConfigurationOverrides(logLevel: "verbose"),
        environment: [:],
        message: "--log-level: bad value for 'log_level': expected one of: \(levels), got \"verbose\""
    ),
    BadOverrideCase(
        id: "environment-log-level",
        flags: ConfigurationOverrides(),
        environment: ["LAYOUTD_LOG_LEVEL": "loud"],
        message: "environment variable LAYOUTD_LOG_LEVEL: bad value for 'log_level': expected one of: \(levels), got \"loud\""
    ),
    BadOverrideCase(
        id: "flag-scenes-empty",
        flags: ConfigurationOverrides(scenes: ""),
        environment: [:],
        message: "--scenes: bad value for 'scenes': expected a directory path, got \"\""
    ),
    BadOverrideCase(
        id: "missing-config-file",
        flags: ConfigurationOverrides(configFile: "/nonexistent/layoutd.toml"),
        environment: [:],
        message: "/nonexistent/layoutd.toml: cannot read configuration file: no such file or directory"
    ),
    BadOverrideCase(
        id: "missing-config-file-from-environment",
        flags: ConfigurationOverrides(),
        environment: ["LAYOUTD_CONFIG": "/nonexistent/env.toml"],
        message: "/nonexistent/env.toml: cannot read configuration file: no such file or directory"
    ),
]

@Suite struct ConfigurationErrorTests {
    /// Syntax errors come from TOMLKit or Foundation, whose wording may change: only the
    /// position and our prefix are checked for them (cases whose message ends in ": ").
    @Test(arguments: badFiles)
    func badFileIsReportedWithFileKeyAndLine(_ bad: BadFileCase) {
        let error = #expect(throws: ConfigurationError.self) {
            try ConfigurationLoader.apply(fileContents: bad.contents, path: bad.path)
        }
        if bad.message.hasSuffix(": ") {
            #expect(error?.description.hasPrefix(bad.message) == true, "\(error?.description ?? "no error")")
            #expect((error?.description.count ?? 0) > bad.message.count)
        } else {
            #expect(error?.description == bad.message)
        }
    }

    @Test(arguments: badOverrides)
    func badOverrideIsReportedWithItsOrigin(_ bad: BadOverrideCase) {
        let error = #expect(throws: ConfigurationError.self) {
            try ConfigurationLoader.load(flags: bad.flags, environment: bad.environment)
        }
        #expect(error?.description == bad.message)
    }
}
