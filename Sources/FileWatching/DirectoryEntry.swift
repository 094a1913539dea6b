import SystemPackage

/// One name read from a directory, with its kind when `readdir` knew it
/// (nil means "ask lstat").
struct DirectoryEntry: Hashable, Sendable {
    var name: FilePath.Component
    var kind: FileStatus.Kind?
}
