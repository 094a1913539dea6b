import Foundation
import Glibc

/// A fresh directory under the system's temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    let path: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.path
        path = (base as NSString).appendingPathComponent("layoutd-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// `path/relative`.
    func child(_ relative: String) -> String {
        (path as NSString).appendingPathComponent(relative)
    }

    /// Writes `text` at `relative`, creating directories on the way.
    @discardableResult
    func write(_ text: String, to relative: String) throws -> String {
        let file = child(relative)
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: false, encoding: .utf8)
        return file
    }

    /// The names in `relative` (default: the directory itself), sorted.
    func contents(of relative: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: relative.isEmpty ? path : child(relative)).sorted()
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// The inode number of the file at `path` (links not followed), or nil when there is none.
func inode(_ path: String) -> ino_t? {
    var status = stat()
    return lstat(path, &status) == 0 ? status.st_ino : nil
}

/// The UTF-8 text of the file at `path`, or nil when it cannot be read.
func readText(_ path: String) -> String? {
    try? String(contentsOfFile: path, encoding: .utf8)
}
