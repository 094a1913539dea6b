/// One kind of file the daemon writes next to a scene.
///
/// The kind is what a user lists under `outputs` in the configuration, and the
/// file suffix is how the daemon recognises its own files so that writing them
/// never triggers another layout pass.
public enum OutputKind: String, CaseIterable, Hashable, Sendable, Comparable {
    /// `NAME.placement.json`: the frame of every view, byte-identical across machines.
    case placement
    /// `NAME.preview.txt`: an ASCII picture of each preview, for terminals and diffs.
    case preview
    /// `NAME.preview.svg`: a vector picture of each preview, for browsers.
    case svg

    /// The suffix that replaces the scene's extension, for example `.placement.json`.
    ///
    /// Shared with ``PathFilter`` so that the writer and the filter can never disagree
    /// about which files are ours.
    public var fileSuffix: String {
        switch self {
        case .placement: ".placement.json"
        case .preview: ".preview.txt"
        case .svg: ".preview.svg"
        }
    }

    /// Orders kinds as they are declared, so lists in messages and logs are stable.
    public static func < (lhs: OutputKind, rhs: OutputKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
