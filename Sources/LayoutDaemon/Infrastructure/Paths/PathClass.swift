/// What a path under the scenes directory is to the daemon.
///
/// Only ``scene(_:)`` starts work. Everything else is named rather than lumped together
/// so that the debug log can say why an event was dropped.
public enum PathClass: Hashable, Sendable {
    /// A file the daemon lays out.
    case scene(SceneFormat)
    /// A file the daemon writes; its events must never trigger work, or it would loop.
    case output(OutputKind)
    /// A temporary file of ``AtomicWriter``, renamed over an output a moment later.
    case ownTemporary
    /// Anything else: editors' noise, hidden files, unrelated files.
    case ignored(IgnoreReason)

    /// How a scene is written.
    public enum SceneFormat: Hashable, Sendable {
        /// `NAME.swift`: SwiftUI syntax, interpreted.
        case swift
        /// `NAME.scene.json`: the same view tree as JSON, for programs that write scenes.
        case json

        /// The suffix that names the format, removed to get the scene's name.
        public var fileSuffix: String {
            switch self {
            case .swift: ".swift"
            case .json: ".scene.json"
            }
        }
    }

    /// Why a path is ignored.
    public enum IgnoreReason: Hashable, Sendable {
        /// A swap, lock, probe or safe-write file of vim, emacs, JetBrains, VS Code, Kate.
        case editorTemporary
        /// A backup copy (`NAME~`): the scene itself is saved under its own name.
        case editorBackup
        /// A dot-file: by Unix convention not part of the content.
        case hidden
        /// Inside a dot-directory such as `.git`: a checkout writes thousands of files there.
        case hiddenDirectory
        /// Neither a scene nor ours, such as a README.
        case unrelated
    }

    /// Whether an event on this path should lead to laying out a scene.
    public var isScene: Bool {
        if case .scene = self { true } else { false }
    }
}
