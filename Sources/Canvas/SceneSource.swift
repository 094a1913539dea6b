import Foundation

/// Reads a scene's source for the inspector, only from under the watched directory.
///
/// The relative path is already free of `..` (``ScenePathRequest``); what remains is a
/// symbolic link inside the tree pointing out of it, so the file's real path must lie
/// under the root's real path, and only scene files (`.swift`, `.scene.json`) are served.
struct SceneSource {
    /// The watched directory, resolved (no links).
    let root: String

    init(root: String) {
        self.root = Self.realPath(root) ?? root
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
        guard let real = Self.realPath(path) else { return .failure(.notFound) }
        guard real.hasPrefix(root + "/") else { return .failure(.forbidden) }
        var status = stat()
        guard stat(real, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return .failure(.notFound) }
        guard let data = FileManager.default.contents(atPath: real) else { return .failure(.notFound) }
        return .success(String(decoding: data, as: UTF8.self))
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
