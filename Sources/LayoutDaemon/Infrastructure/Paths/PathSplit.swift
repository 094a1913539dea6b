/// A path cut at its last `/`: the directory before it and the name after it.
///
/// Found in the UTF-8 bytes (a `/` is never part of another character) with no `NSString`
/// bridged and no `FilePath` parsed: the writer, the renderer and the filter each split a
/// path on every save, and parsing one was a tenth of a write's instructions.
struct PathSplit {
    /// What precedes the last `/` (`/` itself when that is the first byte), or nil when the
    /// path has no `/`.
    let directory: String?
    /// What follows the last `/`, or the whole path when it has none.
    let name: String

    init(_ path: String) {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else {
            directory = nil
            name = path
            return
        }
        directory = slash == path.utf8.startIndex ? "/" : String(path[..<slash])
        name = String(path[path.utf8.index(after: slash)...])
    }
}
