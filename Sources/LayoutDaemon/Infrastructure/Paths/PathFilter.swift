/// Tells scenes from the daemon's own outputs and from editors' temporary files.
///
/// Saving in an editor produces a burst of events on swap files, backups and probes
/// (vim's `4913`, JetBrains' `___jb_tmp___`, …), and every output the daemon writes
/// produces events too. Only scenes may start work, or the daemon does useless layouts,
/// reads half-written files, or loops on its own writes. The decision uses names only,
/// never `stat`, because emacs' `.#NAME` lock is a dangling link.
public struct PathFilter: Sendable {
    /// The watched directory: only components below it are checked for dot-directories,
    /// so a scenes directory inside `~/.config` still works.
    public let root: String

    /// ``root``'s components, split once: every event is classified.
    private let rootComponents: [Substring]

    /// Creates a filter for paths under `root`.
    public init(root: String) {
        self.root = root
        self.rootComponents = Self.normalizedComponents(root[...])
    }

    /// Classifies `path` by its name and the directories between ``root`` and it.
    ///
    /// Spell `path` as the watcher does, with ``root`` as its prefix; a path not under
    /// ``root`` has all of its directories checked for dots.
    public func classify(_ path: String) -> PathClass {
        let components = relativeComponents(of: path)
        guard let name = components.last else { return .ignored(.unrelated) }
        if components.dropLast().contains(where: Self.isHidden) { return .ignored(.hiddenDirectory) }
        return Self.classify(fileName: String(name))
    }

    /// Whether to watch and scan `directory`: not when it, or a directory between
    /// ``root`` and it, is hidden (`.git`, `.build`, `.idea`).
    public func shouldDescend(into directory: String) -> Bool {
        !relativeComponents(of: directory).contains(where: Self.isHidden)
    }

    /// Classifies a file by its name alone.
    public static func classify(fileName name: String) -> PathClass {
        if name.hasPrefix("."), contains(name.utf8, AtomicWriter.temporaryMarker.utf8) { return .ownTemporary }
        if isEditorTemporary(name) { return .ignored(.editorTemporary) }
        if name.hasSuffix("~") { return .ignored(.editorBackup) }
        if name.hasPrefix(".") { return .ignored(.hidden) }
        for kind in OutputKind.allCases where hasStem(name, suffix: kind.fileSuffix) {
            return .output(kind)
        }
        for format in [PathClass.SceneFormat.json, .swift] where hasStem(name, suffix: format.fileSuffix) {
            return .scene(format)
        }
        return .ignored(.unrelated)
    }

    /// The path of a scene's output: `a/flow.swift` → `a/flow.placement.json`.
    /// Nil when `scene` is not a scene's path.
    public static func outputPath(forScene scene: String, kind: OutputKind) -> String? {
        guard let format = sceneFormat(of: scene) else { return nil }
        return stem(of: scene, format: format) + kind.fileSuffix
    }

    /// The format of the scene at `path`, told by its name; nil when it is not a scene's.
    static func sceneFormat(of path: String) -> PathClass.SceneFormat? {
        guard case .scene(let format) = classify(fileName: PathSplit(path).name) else { return nil }
        return format
    }

    /// `path` without its scene suffix: `a/flow.swift` → `a/flow`. The suffixes are ASCII,
    /// so their bytes are dropped (dropping characters walked the whole path).
    static func stem(of path: String, format: PathClass.SceneFormat) -> String {
        String(Substring(path.utf8.dropLast(format.fileSuffix.utf8.count)))
    }

    // MARK: - Rules

    private static func isEditorTemporary(_ name: String) -> Bool {
        // emacs: `.#NAME` lock (a dangling symlink) and `#NAME#` auto-save.
        if name.hasPrefix(".#") || (name.count > 1 && name.hasPrefix("#") && name.hasSuffix("#")) { return true }
        // vim: `.NAME.swp`, then .swo, .swn, … .swa, .svz, … as names are taken; .swx probes.
        if name.hasPrefix("."), let dot = name.lastIndex(of: "."), dot != name.startIndex {
            let ext = name[name.index(after: dot)...]
            if ext.count == 3, ext.hasPrefix("sw") || ext.hasPrefix("sv"), let last = ext.last, last.isASCII, last.isLowercase {
                return true
            }
        }
        // vim's write probe `4913` (then 4913 + 123k), and any all-digit name.
        if !name.isEmpty, name.allSatisfy({ $0.isASCII && $0.isNumber }) { return true }
        // JetBrains safe write, VS Code's and Kate's temporaries.
        return name.hasSuffix("___jb_tmp___") || name.hasSuffix("___jb_old___")
            || name.hasSuffix(".vsctmp") || name.hasSuffix(".kate-swp")
    }

    /// Whether `bytes` holds `part`, compared byte by byte (Foundation's `contains` goes
    /// through `CFStringFind`).
    private static func contains(_ bytes: some Collection<UInt8>, _ part: some Collection<UInt8>) -> Bool {
        guard let first = part.first else { return true }
        var rest = bytes[...]
        while let start = rest.firstIndex(of: first) {
            if rest[start...].starts(with: part) { return true }
            rest = rest[rest.index(after: start)...]
        }
        return false
    }

    private static func isHidden(_ component: Substring) -> Bool {
        component.hasPrefix(".") && component != "." && component != ".."
    }

    /// True when `name` is a non-empty stem followed by `suffix`.
    private static func hasStem(_ name: String, suffix: String) -> Bool {
        name.hasSuffix(suffix) && name.count > suffix.count
    }

    /// `path`'s components after ``root``'s, lexically normalized. Plain string splitting:
    /// this runs for every event of a flood, so it must cost next to nothing.
    private func relativeComponents(of path: String) -> [Substring] {
        // The watcher's spelling, the root then a slash, with no `..` after it: only the rest
        // is split (every event of a flood is classified).
        let utf8 = path.utf8
        if utf8.count > root.utf8.count + 1, utf8.starts(with: root.utf8),
           utf8[utf8.index(utf8.startIndex, offsetBy: root.utf8.count)] == UInt8(ascii: "/") {
            let rest = Substring(utf8.dropFirst(root.utf8.count + 1))
            if !Self.contains(rest.utf8, "..".utf8) { return Self.normalizedComponents(rest) }
        }
        let full = Self.normalizedComponents(path[...])
        guard !rootComponents.isEmpty, full.starts(with: rootComponents) else { return full }
        return Array(full.dropFirst(rootComponents.count))
    }

    /// `/a/./b//c/../d` → `["a", "b", "d"]`; a `..` with nothing before it is kept. Split on
    /// the UTF-8 bytes (a `/` is never part of another character), not on characters.
    private static func normalizedComponents(_ path: Substring) -> [Substring] {
        var components: [Substring] = []
        for bytes in path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            let component = Substring(bytes)
            if component == "." { continue }
            if component == "..", let last = components.last, last != ".." {
                components.removeLast()
            } else {
                components.append(component)
            }
        }
        return components
    }
}
