import SystemPackage

/// Why an output was not written or removed. The old file, if any, is untouched.
public struct AtomicWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What the writer was asked to do.
    public enum Operation: String, Equatable, Sendable {
        /// ``AtomicWriter/write(_:to:)``: the output was being replaced.
        case write
        /// ``AtomicWriter/remove(_:)``: the scene was deleted, so its output was.
        case remove
    }

    /// Why it refused or failed.
    public enum Reason: Equatable, Sendable {
        /// The target's directory, links resolved, is not inside the root.
        case outsideRoot(directory: String, root: String)
        /// The target is a symbolic link: writing through it could reach anywhere.
        case symbolicLink
        /// The target is a directory, socket or other non-file.
        case notRegularFile
        /// The path names no file (`""`, `.`, `..`, or ends in `/`).
        case invalidPath
        /// A system call failed.
        case system(call: String, errno: Errno)
    }

    /// Write or remove.
    public var operation: Operation
    /// The target path as the caller gave it.
    public var path: String
    /// Why.
    public var reason: Reason

    /// Creates an error; ``AtomicWriter`` is the only producer outside tests.
    public init(_ operation: Operation, path: String, reason: Reason) {
        self.operation = operation
        self.path = path
        self.reason = reason
    }

    /// `refusing to write scenes/a.placement.json: it is a symbolic link`, or
    /// `cannot write …: renameat: permission denied`.
    public var description: String {
        switch reason {
        case .outsideRoot(let directory, let root):
            "refusing to \(operation) \(path): its directory \(directory) is outside the output root \(root)"
        case .symbolicLink:
            "refusing to \(operation) \(path): it is a symbolic link"
        case .notRegularFile:
            "refusing to \(operation) \(path): it is not a regular file"
        case .invalidPath:
            "cannot \(operation) \(path): not a file path"
        case .system(let call, let errno):
            "cannot \(operation) \(path): \(call): \(errno.message)"
        }
    }
}
