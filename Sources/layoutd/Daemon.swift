import ArgumentParser
import Canvas
import Foundation
import LayoutDaemon
import Logging
import ServiceLifecycle

/// `layoutd daemon`: the background service, for systemd.
struct Daemon: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Watch the configured scenes directory as a service.",
        discussion: """
        Logs to standard error (with syslog priorities under journald), speaks systemd's notify \
        protocol when NOTIFY_SOCKET is set (READY, STATUS, RELOADING, STOPPING, WATCHDOG), reloads \
        its configuration on SIGHUP and stops cleanly on SIGTERM. See config/layoutd.service.
        """
    )

    @OptionGroup var options: ConfigurationOptions

    @Option(name: .long, help: ArgumentHelp("The scenes directory; overrides LAYOUTD_SCENES and the configuration.", valueName: "dir"))
    var scenes: String?

    @Option(name: .long, help: ArgumentHelp("trace, debug, info, notice, warning, error or critical; overrides LAYOUTD_LOG_LEVEL.", valueName: "level"))
    var logLevel: String?

    func run() async throws {
        let configuration = try options.load(scenes: scenes, logLevel: logLevel)
        let style = JournalLogHandler.style(environment: ProcessInfo.processInfo.environment, standardError: JournalLogHandler.standardErrorIdentity())
        let level = configuration.logLevel
        LoggingSystem.bootstrap { label in JournalLogHandler(label: label, style: style, logLevel: level) }
        let logger = Logger(label: "layoutd")
        let options = self.options
        let scenes = self.scenes
        let logLevel = self.logLevel
        var canvas: CanvasServer.Running?
        if let address = configuration.serve {
            do {
                canvas = try await CanvasServer(hub: CanvasHub(), address: address, root: configuration.scenes).start()
            } catch {
                logger.critical("\(error)")
                throw ExitCode.validationFailure
            }
            logger.info("canvas at \(canvas!.url)")
        }
        defer { canvas?.stop() }
        var observer: (@Sendable ([SceneReport]) -> Void)?
        if let hub = canvas?.hub {
            observer = { reports in hub.publish(reports) }
        }
        let service = DaemonService(configuration: configuration, reload: { () throws(ConfigurationError) -> Configuration in
            try options.load(scenes: scenes, logLevel: logLevel)
        }, logger: logger, observer: observer)
        let group = ServiceGroup(configuration: ServiceGroupConfiguration(
            services: [.init(service: service)],
            gracefulShutdownSignals: [.sigterm, .sigint],
            logger: logger
        ))
        // A missing scenes directory is thrown from here and reported by ExitStatus.
        try await group.run()
    }
}
