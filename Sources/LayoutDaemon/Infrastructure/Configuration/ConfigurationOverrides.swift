/// Values given on the command line, before they are validated.
///
/// Kept as the strings the user typed so that a bad `--log-level` is reported by the
/// same code, with the same wording, as a bad `log_level` in a file.
public struct ConfigurationOverrides: Equatable, Sendable {
    /// `--config FILE`: the configuration file; wins over `LAYOUTD_CONFIG`.
    public var configFile: String?
    /// `--scenes DIR`: the scenes directory; wins over `LAYOUTD_SCENES` and the file.
    public var scenes: String?
    /// `--log-level LEVEL`: wins over `LAYOUTD_LOG_LEVEL` and the file.
    public var logLevel: String?

    /// Creates overrides; `nil` means "not given", so a lower layer decides.
    public init(configFile: String? = nil, scenes: String? = nil, logLevel: String? = nil) {
        self.configFile = configFile
        self.scenes = scenes
        self.logLevel = logLevel
    }
}
