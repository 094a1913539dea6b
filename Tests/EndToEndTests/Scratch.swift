import Foundation
import Glibc

/// A fresh directory under the system's temporary directory, with the file operations
/// editors use spelled as system calls, so a test reads as the editor's sequence.
struct Scratch {
    let path: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.resolvingSymlinksInPath().path
        path = (base as NSString).appendingPathComponent("layoutd-e2e-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// `path/relative`.
    func child(_ relative: String) -> String {
        relative.isEmpty ? path : path + "/" + relative
    }

    /// Writes `text` at `relative` in place (open, write, close), making directories on the way.
    func write(_ text: String, _ relative: String) throws {
        let file = child(relative)
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let descriptor = open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno)!) }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno)!) }
            written += count
        }
    }

    func read(_ relative: String) -> String? {
        try? String(contentsOfFile: child(relative), encoding: .utf8)
    }

    func exists(_ relative: String) -> Bool {
        var info = stat()
        return lstat(child(relative), &info) == 0
    }

    func rename(_ from: String, _ to: String) throws {
        guard Glibc.rename(child(from), child(to)) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno)!) }
    }

    func delete(_ relative: String) throws {
        try FileManager.default.removeItem(atPath: child(relative))
    }

    func makeDirectories(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: child(relative), withIntermediateDirectories: true)
    }

    func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: child(relative), withDestinationPath: destination)
    }

    /// Every file under `relative`, as paths relative to it, sorted.
    func files(_ relative: String = "") -> [String] {
        let base = child(relative)
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
        var found: [String] = []
        while let name = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: base + "/" + name, isDirectory: &isDirectory), !isDirectory.boolValue {
                found.append(name)
            }
        }
        return found.sorted()
    }

    /// What identifies one version of a file: inode, size and modification time.
    func stamp(_ relative: String) -> FileStamp? {
        var info = stat()
        guard lstat(child(relative), &info) == 0 else { return nil }
        return FileStamp(inode: UInt64(info.st_ino), size: Int64(info.st_size), seconds: Int64(info.st_mtim.tv_sec), nanoseconds: Int64(info.st_mtim.tv_nsec))
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

struct FileStamp: Equatable {
    var inode: UInt64
    var size: Int64
    var seconds: Int64
    var nanoseconds: Int64
}

/// Scenes for the tests.
enum Scenes {
    /// A small valid scene whose placement contains `"word"`.
    static func named(_ word: String, width: Int = 200) -> String {
        """
        struct ContentView: View {
            var body: some View {
                FlowLayout(spacing: 8) {
                    Text("\(word)").font(.title)
                    Text("two")
                    Color.red.frame(width: 30, height: 20)
                }
                .padding(4)
            }
        }

        #Preview("Fits", traits: .fixedLayout(width: \(width), height: 100)) { ContentView() }
        """
    }

    /// A scene with an unknown view on line 3, column 9.
    static let broken = """
        struct ContentView: View {
            var body: some View {
                Txt("oops")
            }
        }
        """
}
