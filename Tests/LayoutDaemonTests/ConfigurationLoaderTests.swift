import Foundation
import Logging
import Testing
@testable import LayoutDaemon

/// Reads files from a dictionary, so precedence tests need no file system.
private func files(_ contents: [String: String]) -> (String) throws(ConfigurationError) -> String {
    { path throws(ConfigurationError) in
        guard let text = contents[path] else { throw ConfigurationError(.unreadable("no such file or directory"), at: .file(path: path)) }
        return text
    }
}

@Suite struct ConfigurationLoaderTests {
    @Test func noFileNoEnvironmentNoFlagsGivesTheDefaults() throws {
        let configuration = try ConfigurationLoader.load(environment: [:], readFile: files([:]))
        #expect(configuration == .default)
        #expect(configuration.scenes == "scenes")
        #expect(configuration.outputs == [.placement, .preview])
        #expect(configuration.scale == 5)
        #expect(configuration.canvas == CGSize(width: 400, height: 300))
        #expect(configuration.logLevel == .info)
    }

    @Test func tomlFileSetsEveryKey() throws {
        let toml = """
        scenes = "/srv/scenes"
        outputs = ["svg"]
        scale = 2.5
        canvas = { width = 120, height = 200 }
        log_level = "debug"
        """
        let configuration = try ConfigurationLoader.apply(fileContents: toml, path: "layoutd.toml")
        #expect(configuration == Configuration(
            scenes: "/srv/scenes", outputs: [.svg], scale: 2.5,
            canvas: CGSize(width: 120, height: 200), logLevel: .debug
        ))
    }

    @Test func tomlCanvasMayBeAStandardTable() throws {
        let toml = """
        scale = 4

        [canvas]
        width = 320
        height = 480
        """
        let configuration = try ConfigurationLoader.apply(fileContents: toml, path: "layoutd.toml")
        #expect(configuration.canvas == CGSize(width: 320, height: 480))
    }

    @Test func canvasKeyLeftOutKeepsItsDefault() throws {
        let configuration = try ConfigurationLoader.apply(fileContents: "canvas = { width = 200 }", path: "c.toml")
        #expect(configuration.canvas == CGSize(width: 200, height: 300))
    }

    @Test func jsonFileSetsEveryKey() throws {
        let json = """
        {
          "scenes": "/srv/scenes",
          "outputs": ["placement", "svg"],
          "scale": 3,
          "canvas": {"width": 100, "height": 50.5},
          "log_level": "warning"
        }
        """
        let configuration = try ConfigurationLoader.apply(fileContents: json, path: "layoutd.json")
        #expect(configuration == Configuration(
            scenes: "/srv/scenes", outputs: [.placement, .svg], scale: 3,
            canvas: CGSize(width: 100, height: 50.5), logLevel: .warning
        ))
    }

    @Test func yamlFileSetsEveryKey() throws {
        let yaml = """
        # layoutd's configuration
        scenes: /srv/scenes
        outputs:
          - preview
          - svg
        scale: 2.5
        canvas:
          width: 120
          height: 200
        log_level: error
        """
        let configuration = try ConfigurationLoader.apply(fileContents: yaml, path: "layoutd.yaml")
        #expect(configuration == Configuration(
            scenes: "/srv/scenes", outputs: [.preview, .svg], scale: 2.5,
            canvas: CGSize(width: 120, height: 200), logLevel: .error
        ))
    }

    @Test func ymlFileWithFlowCollectionsIsYAMLToo() throws {
        let yaml = "outputs: [placement]\ncanvas: {width: 90, height: 60}\n"
        let configuration = try ConfigurationLoader.apply(fileContents: yaml, path: "layoutd.yml")
        #expect(configuration.outputs == [.placement])
        #expect(configuration.canvas == CGSize(width: 90, height: 60))
    }

    @Test func emptyYAMLFileGivesTheDefaults() throws {
        let configuration = try ConfigurationLoader.apply(fileContents: "# nothing set yet\n", path: "layoutd.yaml")
        #expect(configuration == .default)
    }

    @Test func relativeScenesInAFileIsRelativeToTheFilesDirectory() throws {
        let configuration = try ConfigurationLoader.apply(fileContents: #"scenes = "examples""#, path: "config/layoutd.toml")
        #expect(configuration.scenes == "config/examples")
    }

    @Test func absoluteScenesInAFileIsKept() throws {
        let configuration = try ConfigurationLoader.apply(fileContents: #"scenes = "/srv/scenes""#, path: "/etc/layoutd/layoutd.toml")
        #expect(configuration.scenes == "/srv/scenes")
    }

    @Test func environmentNamesTheConfigurationFile() throws {
        let configuration = try ConfigurationLoader.load(
            environment: ["LAYOUTD_CONFIG": "/etc/l.toml"],
            readFile: files(["/etc/l.toml": "scale = 7"])
        )
        #expect(configuration.scale == 7)
    }

    @Test func configFlagWinsOverEnvironmentConfigFile() throws {
        let configuration = try ConfigurationLoader.load(
            flags: ConfigurationOverrides(configFile: "/flag.toml"),
            environment: ["LAYOUTD_CONFIG": "/env.toml"],
            readFile: files(["/flag.toml": "scale = 1", "/env.toml": "scale = 2"])
        )
        #expect(configuration.scale == 1)
    }

    @Test func environmentWinsOverFile() throws {
        let configuration = try ConfigurationLoader.load(
            environment: ["LAYOUTD_CONFIG": "/l.toml", "LAYOUTD_SCENES": "/env/scenes", "LAYOUTD_LOG_LEVEL": "error"],
            readFile: files(["/l.toml": "scenes = \"/file/scenes\"\nlog_level = \"debug\""])
        )
        #expect(configuration.scenes == "/env/scenes")
        #expect(configuration.logLevel == .error)
    }

    @Test func flagWinsOverEnvironment() throws {
        let configuration = try ConfigurationLoader.load(
            flags: ConfigurationOverrides(scenes: "/flag/scenes", logLevel: "trace"),
            environment: ["LAYOUTD_SCENES": "/env/scenes", "LAYOUTD_LOG_LEVEL": "error"],
            readFile: files([:])
        )
        #expect(configuration.scenes == "/flag/scenes")
        #expect(configuration.logLevel == .trace)
    }

    @Test func scaleFlagWinsOverTheFile() throws {
        let configuration = try ConfigurationLoader.load(
            flags: ConfigurationOverrides(configFile: "/l.toml", scale: 8),
            environment: [:],
            readFile: files(["/l.toml": "scale = 3"])
        )
        #expect(configuration.scale == 8)
    }

    /// Start-up and every reload load through here, so a reload refuses what start-up does.
    @Test(arguments: [0, -3, Double.infinity, Double.nan])
    func scaleFlagThatIsNotAPositiveNumberIsAnErrorNamingTheFlag(scale: Double) throws {
        #expect {
            try ConfigurationLoader.load(flags: ConfigurationOverrides(scale: scale), environment: [:], readFile: files([:]))
        } throws: { error in
            "\(error)".hasPrefix("--scale: bad value for 'scale': expected a positive number")
        }
    }

    @Test func fileKeysNotOverriddenSurviveTheMerge() throws {
        let configuration = try ConfigurationLoader.load(
            flags: ConfigurationOverrides(configFile: "/l.toml", logLevel: "debug"),
            environment: ["LAYOUTD_SCENES": "/env"],
            readFile: files(["/l.toml": "scale = 9\noutputs = [\"svg\"]"])
        )
        #expect(configuration == Configuration(scenes: "/env", outputs: [.svg], scale: 9, canvas: CGSize(width: 400, height: 300), logLevel: .debug))
    }

    @Test func emptyEnvironmentVariablesAreIgnored() throws {
        let configuration = try ConfigurationLoader.load(
            environment: ["LAYOUTD_CONFIG": "", "LAYOUTD_SCENES": "", "LAYOUTD_LOG_LEVEL": ""],
            readFile: files([:])
        )
        #expect(configuration == .default)
    }

    @Test func readFileReadsARealFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("scale = 3\n", to: "layoutd.toml")
        let configuration = try ConfigurationLoader.load(flags: ConfigurationOverrides(configFile: path), environment: [:])
        #expect(configuration.scale == 3)
    }

    @Test func shippedExampleConfigurationLoads() throws {
        let path = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("config/layoutd.toml").path
        let configuration = try ConfigurationLoader.load(flags: ConfigurationOverrides(configFile: path), environment: [:])
        var expected = Configuration.default
        expected.scenes = "/var/lib/layoutd/scenes"
        #expect(configuration == expected)
    }
}
