import Foundation
import LayoutDaemon

/// Reads a scene's source for the inspector, only from under the watched directory.
///
/// The relative path is already free of `..` (``ScenePathRequest``); what remains is a
/// symbolic link inside the tree pointing out of it, so the file's real path must lie
/// under the root's real path, and only scene files (`.swift`, `.scene.json`) are served.
struct SceneSource {
    /// The watched directory, resolved (no links).
    let root: String

    init(root: String) {
        self.root = (try? Syscalls.realpath(root).get()) ?? root
    }

    enum Failure: Error, Equatable {
        /// No such scene file under the root.
        case notFound
        /// It resolves to somewhere outside the root, or is not a scene file.
        case forbidden
    }

    /// The text of the scene at `relative`.
    func read(_ relative: String) -> Result<String, Failure> {
        guard relative.hasSuffix(".swift") || relative.hasSuffix(".scene.json") else { return .failure(.forbidden) }
        let path = root + "/" + relative
        guard case .success(let real) = Syscalls.realpath(path) else { return .failure(.notFound) }
        guard real.hasPrefix(root + "/") else { return .failure(.forbidden) }
        guard case .success(let status) = Syscalls.stat(real), (status.st_mode & S_IFMT) == S_IFREG else { return .failure(.notFound) }
        guard let data = FileManager.default.contents(atPath: real) else { return .failure(.notFound) }
        return .success(String(decoding: data, as: UTF8.self))
    }
}
