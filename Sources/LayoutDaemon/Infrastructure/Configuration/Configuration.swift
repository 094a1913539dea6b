import Foundation
import LayoutEngine
import Logging
import Rendering

/// Everything the daemon reads from its configuration, merged and validated.
///
/// A value of this type is always usable: ``ConfigurationLoader`` either returns one
/// or throws a ``ConfigurationError``, so the reload path can keep the old value when
/// a new file is bad. Paths are kept as the user wrote them, except that a relative
/// `scenes` path from a file is made relative to that file's directory.
public struct Configuration: Equatable, Sendable {
    /// The directory watched for scenes (`scenes` key, `--scenes`, `LAYOUTD_SCENES`).
    ///
    /// Default `scenes`, relative to the working directory, which matches the layout
    /// of the repository so `layoutd daemon` works from a checkout with no flags.
    public var scenes: String

    /// Which files are written next to each scene (`outputs` key).
    ///
    /// Default placement and preview: the two files a person reads after saving. SVG is
    /// opt-in because it doubles the writes for a picture most users never open.
    public var outputs: Set<OutputKind>

    /// Points per character cell of the ASCII preview (`scale` key).
    ///
    /// Default 5: the default 400-point canvas is then 80 columns, the classic terminal
    /// width, and a body-size label still fits inside the box drawn around it.
    public var scale: Double

    /// The canvas a `#Preview` without `.fixedLayout` traits is laid out on (`canvas` key).
    ///
    /// Default 400 × 300 points: wide enough for a phone-width layout, small enough for
    /// its ASCII preview to fit a terminal at the default ``scale``.
    public var canvas: CGSize

    /// The least severe message that reaches the log (`log_level`, `--log-level`,
    /// `LAYOUTD_LOG_LEVEL`).
    ///
    /// Default `info`: one line per rendered scene and per problem, which journald keeps
    /// cheaply; `debug` adds file events and timings.
    public var logLevel: Logger.Level

    /// How many steps (loop iterations and calls) a scene's own layout code may take in one
    /// call from the layout engine before it is stopped as endless (`step_budget` key).
    ///
    /// Default 2,000,000: a 10,000-subview layout takes some 50,000 a call, and an endless
    /// loop stops within a fraction of a second.
    public var stepBudget: Int

    /// Where `layoutd daemon` serves the live canvas (`serve` key: `"[ADDR:]PORT"` or a
    /// port number).
    ///
    /// Default none: a service opens no port unless asked to, and then only on 127.0.0.1
    /// unless an address is named.
    public var serve: ServeAddress?

    /// The size in points of each named image a scene shows (`Image("hero")`), by name
    /// (`images` key): Linux has no asset catalogue to read it from.
    ///
    /// Default empty: a scene naming an image the table lacks is an error that says so,
    /// rather than a picture of a guessed size.
    public var imageSizes: [String: CGSize] = [:]

    /// The device a preview without `.fixedLayout` is laid out on (`device` key, a name
    /// such as `"iPhone 15"`): its screen instead of ``canvas``, with its safe area, as
    /// Xcode's canvas shows a preview on the selected device. A preview's own
    /// `.previewDevice(…)` wins.
    ///
    /// Default none: the plain ``canvas`` with no safe area, so a scene's frames do not
    /// move when layoutd learns a new device.
    public var device: DeviceScreen?

    /// The direction every scene is laid out in (`layout_direction` key, `"leftToRight"` or
    /// `"rightToLeft"`), as Xcode's canvas lays a preview out for a right-to-left language
    /// when its device settings ask for one: the whole scene as if under
    /// `.environment(\.layoutDirection, .rightToLeft)`, so a scene's own `.leftToRight`
    /// below still turns its subtree back.
    ///
    /// Default `.leftToRight`, as SwiftUI's environment starts.
    public var layoutDirection = LayoutDirection.leftToRight

    /// The configuration used when nothing overrides it: see each property for why.
    public static let `default` = Configuration(
        scenes: "scenes",
        outputs: [.placement, .preview],
        scale: Double(ASCIIPreview.defaultScale),
        canvas: CGSize(width: 400, height: 300),
        logLevel: .info
    )

    /// Creates a configuration from already validated values.
    public init(
        scenes: String,
        outputs: Set<OutputKind>,
        scale: Double,
        canvas: CGSize,
        logLevel: Logger.Level,
        stepBudget: Int = 2_000_000
    ) {
        self.stepBudget = stepBudget
        self.scenes = scenes
        self.outputs = outputs
        self.scale = scale
        self.canvas = canvas
        self.logLevel = logLevel
    }
}
