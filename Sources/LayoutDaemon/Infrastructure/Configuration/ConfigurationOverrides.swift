/// Values given on the command line, before they are validated.
///
/// Kept as the user typed them so that a bad `--log-level` or `--scale` is reported by the
/// same code, with the same wording, as a bad `log_level` or `scale` in a file, at start-up
/// and on every reload alike.
public struct ConfigurationOverrides: Equatable, Sendable {
    /// `--config FILE`: the configuration file; wins over `LAYOUTD_CONFIG`.
    public var configFile: String?
    /// `--scenes DIR`: the scenes directory; wins over `LAYOUTD_SCENES` and the file.
    public var scenes: String?
    /// `--log-level LEVEL`: wins over `LAYOUTD_LOG_LEVEL` and the file.
    public var logLevel: String?
    /// `--scale POINTS`: points per character cell of the ASCII preview; wins over the file.
    public var scale: Double?

    /// Creates overrides; `nil` means "not given", so a lower layer decides.
    public init(configFile: String? = nil, scenes: String? = nil, logLevel: String? = nil, scale: Double? = nil) {
        self.configFile = configFile
        self.scenes = scenes
        self.logLevel = logLevel
        self.scale = scale
    }
}
