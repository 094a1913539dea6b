import FileWatching
import Foundation
import LayoutEngine
import Logging
import Rendering
import SceneLanguage
import SystemPackage

/// The scenes under one directory and everything the daemon remembers about them.
///
/// Every entry point takes a batch and acts once per scene: `renderAll` at start-up and
/// after a queue overflow, `apply(_:)` for a burst of file events. A scene's failure is
/// state (its report and diagnostics file), never an error thrown out of here; outputs are
/// written atomically, only when their bytes change, and never outside the root.
public final class Workspace {
    /// The watched directory, resolved (no symbolic links, absolute).
    public let root: String
    public private(set) var configuration: Configuration
    let filter: PathFilter
    private let writer: AtomicWriter
    private let logger: Logger
    private var scenes: [String: SceneState] = [:]
    /// The scenes whose layout hosts are kept (see ``RecentScenes``).
    private var recent = RecentScenes(limit: Workspace.scenesWithLiveHosts)
    /// How many of the most recently laid-out scenes keep their layout hosts between passes.
    public static let scenesWithLiveHosts = 16
    /// Scenes found missing, with when: editors that save by renaming (vim, JetBrains)
    /// leave a scene's name empty for an instant, so a removal waits for ``settleRemovals(after:)``.
    private var pendingRemovals: [String: UInt64] = [:]
    /// Whether diagnostics are formatted with ANSI colours.
    public var coloredDiagnostics = false
    /// Whether every view records the line and column it is written at
    /// (``PlacedNode/sourcePosition``), and every placement the proposal and activity of
    /// each view (``LayoutHost/recordsNodeDetails``), for the canvas's inspector; off unless
    /// a canvas is served, since it costs a little per view.
    public var recordsSourcePositions = false

    /// The suffix of the file holding a scene's diagnostics, next to it.
    public static let diagnosticsSuffix = ".diagnostics.txt"

    /// A workspace over `root`; fails when the directory does not exist.
    ///
    /// With `keepsSpareOutputs` (a process that stays, like the daemon), the old contents of
    /// each replaced output are kept in a hidden directory at the root and the output's next
    /// version is written over them, which is cheaper than a new file (see `SpareFiles`);
    /// ``removeSpareOutputs()`` deletes them.
    public convenience init(root: String, configuration: Configuration, logger: Logger = Logger(label: "layoutd"), keepsSpareOutputs: Bool = false) throws(WorkspaceError) {
        guard let resolved = Workspace.resolve(root) else { throw WorkspaceError.missingDirectory(root) }
        self.init(resolvedRoot: resolved, configuration: configuration, logger: logger, spares: keepsSpareOutputs ? SpareFiles(root: resolved) : nil)
    }

    /// A workspace over the same root with the same configuration, logger and colouring
    /// but no scene state and no spare outputs, for another thread to lay scenes out in
    /// once (see ``SceneBatch``).
    public func sibling() -> Workspace {
        let sibling = Workspace(resolvedRoot: root, configuration: configuration, logger: logger, spares: nil)
        sibling.coloredDiagnostics = coloredDiagnostics
        return sibling
    }

    private init(resolvedRoot: String, configuration: Configuration, logger: Logger, spares: SpareFiles?) {
        self.root = resolvedRoot
        self.configuration = configuration
        self.filter = PathFilter(root: resolvedRoot)
        self.writer = AtomicWriter(root: resolvedRoot, spares: spares)
        self.logger = logger
    }

    /// Deletes the spare outputs and their directory (when the process stops). Later
    /// writes make them again.
    public func removeSpareOutputs() {
        writer.spares?.removeAll()
    }

    /// The number of scenes known.
    public var sceneCount: Int { scenes.count }

    /// Takes a new configuration; scenes are laid out again with it by the next pass.
    public func reconfigure(_ configuration: Configuration) {
        self.configuration = configuration
    }

    /// Every scene file under the root, sorted, skipping hidden directories and links.
    public func scan() -> [String] {
        scan(under: root)
    }

    /// Every scene file under `directory` (the root or a directory in it), sorted, skipping
    /// hidden directories and links; nothing when `directory` is itself hidden or a link.
    func scan(under directory: String) -> [String] {
        var found: [String] = []
        let manager = FileManager.default
        guard directory == root || (filter.shouldDescend(into: directory) && Self.isDirectory(directory)) else { return [] }
        var pending = [directory]
        while let directory = pending.popLast() {
            guard let names = try? manager.contentsOfDirectory(atPath: directory) else { continue }
            for name in names {
                let path = directory + "/" + name
                guard case .success(let info) = Syscalls.lstat(path) else { continue }
                if (info.st_mode & S_IFMT) == S_IFDIR {
                    if filter.shouldDescend(into: path) { pending.append(path) }
                } else if (info.st_mode & S_IFMT) == S_IFREG, PathFilter.classify(fileName: name).isScene {
                    // No directory walked is hidden (checked on the way down): the name decides.
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }

    /// Lays out every scene (start-up, `render`, after an overflow) and forgets scenes that
    /// are gone. The whole pass runs on a layout thread (see ``LayoutThread``), not one
    /// hand-off per preview.
    public func renderAll() -> [SceneReport] {
        LayoutThread.shared.run { [self] in
            let present = scan()
            var reports: [SceneReport] = []
            for gone in Set(scenes.keys).subtracting(present).sorted() {
                reports.append(remove(scene: gone))
            }
            for path in present { reports.append(render(scene: path)) }
            return reports
        }
    }

    /// Whether ``apply(_:deferRemovals:)`` would act on `event`: every event but one about a
    /// file that is not a scene (the daemon's own outputs and spares, editors' temporaries).
    /// Pure, so the watcher's thread can drop the rest before they wake the loop: each save
    /// swaps two outputs in, and their events woke the loop for nothing after every pass.
    static func matters(_ event: FileEvent, filter: PathFilter) -> Bool {
        switch event.kind {
        case .overflow, .watchFailed: return true
        case .created, .modified, .removed, .movedFrom, .movedTo:
            return event.isDirectory || filter.classify(event.path.string).isScene
        }
    }

    /// Acts on a burst of file events: each scene touched is laid out once (or removed, if
    /// it no longer exists), whatever sequence of saves, renames and deletions led there.
    ///
    /// With `deferRemovals`, a scene found missing is not removed at once but remembered for
    /// ``settleRemovals(after:)``: if it reappears first (a save by rename), it is simply
    /// laid out again, once, and its outputs never disappear.
    public func apply(_ events: [FileEvent], deferRemovals: Bool = false) -> [SceneReport] {
        var touched = Set<String>()
        /// Scenes whose last event says the file now at their path is complete: closed after
        /// writing, renamed or linked in, and not removed since.
        var complete = Set<String>()
        var appeared = Set<String>()
        var fullRescan = false
        for event in events {
            let path = event.path.string
            switch event.kind {
            case .overflow:
                fullRescan = true
            case .watchFailed(let error):
                logger.error("\(error)")
            case .removed, .movedFrom:
                if event.isDirectory {
                    let inside = scenes.keys.filter { $0.hasPrefix(path + "/") }
                    touched.formUnion(inside)
                    complete.subtract(inside)
                } else if filter.classify(path).isScene {
                    touched.insert(path)
                    complete.remove(path)
                }
            case .created, .modified, .movedTo:
                if event.isDirectory {
                    // A directory moved in arrives as one event: everything in it is new.
                    appeared.insert(path)
                } else if filter.classify(path).isScene {
                    touched.insert(path)
                    complete.insert(path)
                }
            }
        }
        if fullRescan { return renderAll() }
        // Each new directory is scanned once, not once per event: `mkdir -p` and a tree moved
        // in name every directory in it, and scanning the whole root for each made a burst of
        // new directories quadratic.
        for directory in appeared where !Self.hasAncestor(of: directory, in: appeared) {
            let found = scan(under: directory)
            touched.formUnion(found)
            complete.formUnion(found)
        }
        var reports: [SceneReport] = []
        for path in touched.sorted() {
            if Workspace.isRegularFile(path) {
                pendingRemovals[path] = nil
                // Removed, then made again (vim, delete-then-create) but with no event saying
                // it is complete: it may still be being written. Its close or rename is on its
                // way; reading it now would read it half-written.
                guard complete.contains(path) else { continue }
                let read = Workspace.readScene(path)
                // The watcher hands events over one by one, so a save's events may straddle
                // two batches and name the scene twice: the same bytes are laid out once.
                if case .success(let source) = read, isCurrent(scene: path, source: source) { continue }
                reports.append(render(scene: path, read: read))
            } else if deferRemovals {
                pendingRemovals[path] = pendingRemovals[path] ?? DispatchTime.now().uptimeNanoseconds
            } else {
                reports.append(remove(scene: path))
            }
        }
        return reports
    }

    /// Whether some removal waits to be settled.
    public var hasPendingRemovals: Bool { !pendingRemovals.isEmpty }

    /// Removes the scenes that have been missing for at least `seconds` and are still
    /// missing; a scene that came back in the meantime was laid out by `apply`.
    public func settleRemovals(after seconds: Double) -> [SceneReport] {
        let now = DispatchTime.now().uptimeNanoseconds
        var reports: [SceneReport] = []
        for (path, since) in pendingRemovals.sorted(by: { $0.key < $1.key }) where Double(now - since) / 1e9 >= seconds {
            pendingRemovals[path] = nil
            if Workspace.isRegularFile(path) {
                reports.append(render(scene: path))
            } else {
                reports.append(remove(scene: path))
            }
        }
        return reports
    }

    /// Lays out one scene and writes its outputs; on errors keeps the last good outputs and
    /// writes the diagnostics next to the scene.
    public func render(scene path: String) -> SceneReport {
        render(scene: path, read: Workspace.readScene(path))
    }

    /// Whether the last pass over `path` read exactly `source` under the current
    /// configuration and every configured output is still there: then a pass would change
    /// nothing.
    private func isCurrent(scene path: String, source: String) -> Bool {
        guard let state = scenes[path], state.lastSource == source, state.lastConfiguration == configuration else { return false }
        return configuration.outputs.allSatisfy { kind in
            PathFilter.outputPath(forScene: path, kind: kind).map { Workspace.isRegularFile($0) } ?? false
        }
    }

    private func render(scene path: String, read: Result<String, Errno>) -> SceneReport {
        let start = DispatchTime.now().uptimeNanoseconds
        let relative = relativePath(path)
        let state = scenes[path] ?? SceneState()
        scenes[path] = state
        state.lastSource = nil
        guard case .scene(let format) = filter.classify(path) else { return remove(scene: path) }
        var report = SceneReport(scene: relative, outcome: .rendered, diagnostics: "", previews: [], changedOutputs: [], warnings: [], microseconds: 0)
        let source: String
        switch read {
        case .success(let text):
            source = text
            state.lastSource = text
            state.lastConfiguration = configuration
        case .failure(let errno):
            report.outcome = .failed
            report.diagnostics = Self.unreadableScene(relative, errno)
            writeDiagnostics(report.diagnostics, for: path, state: state, report: &report)
            return finish(report, start)
        }
        let renderer = SceneRenderer(configuration: configuration)
        let result = renderer.render(source: source, path: path, displayPath: relative, format: format, colored: coloredDiagnostics, recordsSourcePositions: recordsSourcePositions, parseCache: state.parseCache, hostFor: state.host(for:))
        report.diagnostics = result.diagnosticsText
        report.sceneDiagnostics = result.diagnostics
        report.timings = result.timings
        report.printed = result.printed.map { "\(relative):\($0.line): \($0.text)" }
        let writeStart = DispatchTime.now().uptimeNanoseconds
        if result.hasErrors {
            // A layout that failed part way may have left its caches half made.
            if result.layoutFailed { state.keepHosts(named: []) }
            report.outcome = .failed
            writeDiagnostics(result.diagnosticsText, for: path, state: state, report: &report)
            return finish(report, start)
        }
        state.keepHosts(named: Set(result.previews.map(\.name)))
        if let evicted = recent.use(path), let evictedState = scenes[evicted] {
            evictedState.keepHosts(named: [])
            evictedState.parseCache = SceneParseCache()
        }
        report.previews = result.previews
        report.warnings = result.previews.flatMap(\.placement.warnings)
        // Every output in place before any replaced file is deleted.
        let cleanup = DeferredCleanup()
        defer { cleanup.run() }
        for (kind, bytes) in result.outputs {
            guard let output = PathFilter.outputPath(forScene: path, kind: kind) else { continue }
            write(bytes, to: output, cleanup: cleanup, report: &report)
            state.absentOutputs.remove(kind)
        }
        for kind in OutputKind.allCases where !configuration.outputs.contains(kind) && !state.absentOutputs.contains(kind) {
            if let output = PathFilter.outputPath(forScene: path, kind: kind) { delete(output, report: &report) }
            state.absentOutputs.insert(kind)
        }
        writeDiagnostics(result.diagnosticsText, for: path, state: state, report: &report)
        report.timings.write = Double(DispatchTime.now().uptimeNanoseconds - writeStart) / 1000
        // The outputs are written: what the pass before built can go, off this thread.
        RetiredPass.replace(&state.retiredPass, with: RetiredPass(scene: result.scene, discarded: state.takeDiscarded()))
        return finish(report, start)
    }

    /// Forgets a scene and deletes its outputs.
    public func remove(scene path: String) -> SceneReport {
        let start = DispatchTime.now().uptimeNanoseconds
        scenes[path] = nil
        recent.forget(path)
        var report = SceneReport(scene: relativePath(path), outcome: .removed, diagnostics: "", previews: [], changedOutputs: [], warnings: [], microseconds: 0)
        for kind in OutputKind.allCases {
            if let output = PathFilter.outputPath(forScene: path, kind: kind) { delete(output, report: &report) }
        }
        if let diagnostics = diagnosticsPath(for: path) { delete(diagnostics, report: &report) }
        return finish(report, start)
    }

    // MARK: - Writing

    private func write(_ bytes: RenderedBytes, to path: String, cleanup: DeferredCleanup? = nil, report: inout SceneReport) {
        do {
            let written = try bytes.withUnsafeBytes { bytes throws(AtomicWriteError) in try writer.write(bytes, to: path, cleanup: cleanup) }
            if written { report.changedOutputs.append(relativePath(path)) }
        } catch {
            logger.error("\(error)")
            report.warnings.append("\(error)")
            report.unwrittenOutputs.append(relativePath(path))
        }
    }

    private func delete(_ path: String, report: inout SceneReport) {
        do {
            if try writer.remove(path) {
                report.changedOutputs.append(relativePath(path))
                report.removedOutputs.append(relativePath(path))
            }
        } catch {
            logger.error("\(error)")
            report.warnings.append("\(error)")
            report.unwrittenOutputs.append(relativePath(path))
        }
    }

    private func writeDiagnostics(_ text: String, for scene: String, state: SceneState, report: inout SceneReport) {
        guard let path = diagnosticsPath(for: scene) else { return }
        if text.isEmpty {
            if state.hasDiagnosticsFile ?? FileManager.default.fileExists(atPath: path) { delete(path, report: &report) }
            state.hasDiagnosticsFile = false
        } else {
            write(RenderedBytes(copying: text.utf8), to: path, report: &report)
            state.hasDiagnosticsFile = true
        }
    }

    private func diagnosticsPath(for scene: String) -> String? {
        guard case .scene(let format) = filter.classify(scene) else { return nil }
        return PathFilter.stem(of: scene, format: format) + Workspace.diagnosticsSuffix
    }

    private func finish(_ report: SceneReport, _ start: UInt64) -> SceneReport {
        var report = report
        report.microseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1000
        return report
    }

    // MARK: - Paths

    /// `path` relative to the root, for messages and reports.
    public func relativePath(_ path: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    static func resolve(_ path: String) -> String? {
        guard case .success(let resolved) = Syscalls.realpath(path),
              case .success(let info) = Syscalls.stat(resolved), (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
        return resolved
    }

    /// Whether a directory above `path` is in `directories`.
    static func hasAncestor(of path: String, in directories: Set<String>) -> Bool {
        var parent = path
        while let slash = parent.lastIndex(of: "/"), slash != parent.startIndex {
            parent = String(parent[..<slash])
            if directories.contains(parent) { return true }
        }
        return false
    }

    /// The diagnostic for a scene at `relative` that cannot be read, in the compiler's form.
    static func unreadableScene(_ relative: String, _ errno: Errno) -> String {
        "\(relative): error: cannot read the scene: \(errno == .illegalByteSequence ? "not UTF-8 text" : errno.message)\n"
    }

    /// A scene's text, or why it cannot be read (EILSEQ when it is not UTF-8).
    ///
    /// Not `String(contentsOfFile:)`: on Linux, Foundation leaks a 4 KiB buffer each time it
    /// reads an empty file (`readDataFromFile` drops the zero-length result of its read loop
    /// without freeing it), and the daemon reads empty scenes often: in the instant between
    /// an editor's truncation and its write, and in every burst of saves.
    static func readScene(_ path: String) -> Result<String, Errno> {
        do {
            let descriptor = try FileDescriptor.open(FilePath(path), .readOnly, options: [.closeOnExec, .nonBlocking])
            defer { try? descriptor.close() }
            // Straight into an array sized by the file (a byte more, so that one read can
            // end it), with no buffer to clear and copy from: that was a tenth of a small
            // scene's pass. A file that grows while it is read is read to its end.
            let expected = (try? Syscalls.fstat(descriptor.rawValue).get()).map { Int($0.st_size) } ?? 0
            var ended = false
            var bytes = try [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, initialized in
                let raw = UnsafeMutableRawBufferPointer(buffer)
                while initialized < raw.count {
                    let count = try descriptor.read(into: UnsafeMutableRawBufferPointer(rebasing: raw[initialized...]))
                    if count == 0 { ended = true; break }
                    initialized += count
                }
            }
            while !ended {
                let more = try [UInt8](unsafeUninitializedCapacity: 1 << 16) { buffer, initialized in
                    initialized = try descriptor.read(into: UnsafeMutableRawBufferPointer(buffer))
                }
                ended = more.isEmpty
                bytes += more
            }
            guard let text = String(validating: bytes, as: UTF8.self) else { return .failure(.illegalByteSequence) }
            return .success(text)
        } catch {
            return .failure(error as? Errno ?? .ioError)
        }
    }

    static func isRegularFile(_ path: String) -> Bool {
        guard case .success(let info) = Syscalls.lstat(path) else { return false }
        return (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Whether `path` is a directory, not a link to one.
    static func isDirectory(_ path: String) -> Bool {
        guard case .success(let info) = Syscalls.lstat(path) else { return false }
        return (info.st_mode & S_IFMT) == S_IFDIR
    }
}

/// Why a workspace could not be opened.
public enum WorkspaceError: Error, CustomStringConvertible, Equatable {
    case missingDirectory(String)

    public var description: String {
        switch self {
        case .missingDirectory(let path): "scenes directory '\(path)' does not exist or is not a directory"
        }
    }
}
