import Foundation
import Glibc
import Testing
@testable import LayoutDaemon

@Suite struct AtomicWriterTests {
    @Test func writesANewFile() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let wrote = try AtomicWriter(root: root.path).write("hello\n", to: root.child("a.preview.txt"))
        #expect(wrote)
        #expect(readText(root.child("a.preview.txt")) == "hello\n")
    }

    @Test func emptyTextEmptiesTheFile() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let writer = AtomicWriter(root: root.path)
        try writer.write("something", to: root.child("a.preview.txt"))
        #expect(try writer.write("", to: root.child("a.preview.txt")))
        #expect(readText(root.child("a.preview.txt")) == "")
        #expect(try !writer.write("", to: root.child("a.preview.txt")))
    }

    @Test func nonASCIITextIsWrittenAsUTF8() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        try AtomicWriter(root: root.path).write("Привет, 世界 ✓\n", to: root.child("a.preview.txt"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: root.child("a.preview.txt"))) == Data("Привет, 世界 ✓\n".utf8))
    }

    private func temporaries(in directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.contains(AtomicWriter.temporaryMarker) }
    }

    @Test func deferredCleanupDeletesTheReplacedContentsOnlyWhenRun() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let writer = AtomicWriter(root: root.path)
        try writer.write(Array("old".utf8), to: root.child("a.placement.json"))
        let cleanup = DeferredCleanup()
        try writer.write(Array("new".utf8), to: root.child("a.placement.json"), cleanup: cleanup)
        #expect(readText(root.child("a.placement.json")) == "new")
        #expect(temporaries(in: root.path).count == 1)
        cleanup.run()
        #expect(temporaries(in: root.path).isEmpty)
    }

    @Test func releasedCleanupDeletesWhatWasNotRun() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let writer = AtomicWriter(root: root.path)
        try writer.write(Array("old".utf8), to: root.child("a.placement.json"))
        do {
            let cleanup = DeferredCleanup()
            try writer.write(Array("new".utf8), to: root.child("a.placement.json"), cleanup: cleanup)
        }
        #expect(temporaries(in: root.path).isEmpty)
        #expect(readText(root.child("a.placement.json")) == "new")
    }

    @Test func identicalBytesAreNotWrittenAgain() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let writer = AtomicWriter(root: root.path)
        try writer.write("same", to: root.child("a.placement.json"))
        let before = inode(root.child("a.placement.json"))
        let wrote = try writer.write("same", to: root.child("a.placement.json"))
        #expect(!wrote)
        #expect(inode(root.child("a.placement.json")) == before)
    }

    @Test func changedBytesReplaceTheFileByRename() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let writer = AtomicWriter(root: root.path)
        try writer.write("old", to: root.child("a.placement.json"))
        let before = inode(root.child("a.placement.json"))
        #expect(try writer.write("new", to: root.child("a.placement.json")))
        #expect(readText(root.child("a.placement.json")) == "new")
        #expect(inode(root.child("a.placement.json")) != before)
    }

    /// The old file is swapped out whole, never written into: a reader that opened it
    /// before the write reads the old bytes to the end.
    @Test func readerOfTheOldFileKeepsReadingTheOldBytes() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let writer = AtomicWriter(root: root.path)
        try writer.write("old bytes", to: root.child("a.placement.json"))
        let reader = try FileHandle(forReadingFrom: URL(fileURLWithPath: root.child("a.placement.json")))
        defer { try? reader.close() }
        try writer.write("new bytes", to: root.child("a.placement.json"))
        #expect(String(decoding: try reader.readToEnd() ?? Data(), as: UTF8.self) == "old bytes")
        #expect(readText(root.child("a.placement.json")) == "new bytes")
        #expect(try root.contents() == ["a.placement.json"])
    }

    /// Outputs run to megabytes and are compared a chunk at a time: equal ones are left
    /// alone, and a difference in the very last byte is still seen.
    @Test func largeOutputIsComparedToItsLastByte() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let writer = AtomicWriter(root: root.path)
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 300_000)
        try writer.write(bytes, to: root.child("a.placement.json"))
        let before = inode(root.child("a.placement.json"))
        #expect(try !writer.write(bytes, to: root.child("a.placement.json")))
        #expect(inode(root.child("a.placement.json")) == before)
        bytes[bytes.count - 1] = UInt8(ascii: "b")
        #expect(try writer.write(bytes, to: root.child("a.placement.json")))
        #expect(readText(root.child("a.placement.json"))?.hasSuffix("ab") == true)
    }

    /// The comparison reads 4 KiB, then 8, 16, …: a difference on either side of each
    /// chunk's edge is seen.
    @Test(arguments: [0, 4_095, 4_096, 12_287, 12_288, 28_671, 28_672, 61_440, 126_975, 126_976])
    func differenceAtAChunkEdgeIsSeen(offset: Int) throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let writer = AtomicWriter(root: root.path)
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 200_000)
        try writer.write(bytes, to: root.child("a.placement.json"))
        bytes[offset] = UInt8(ascii: "b")
        #expect(try writer.write(bytes, to: root.child("a.placement.json")))
        #expect(try Data(contentsOf: URL(fileURLWithPath: root.child("a.placement.json"))) == Data(bytes))
    }

    @Test func samePrefixButLongerFileIsRewritten() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        try root.write("abcdef", to: "a.preview.txt")
        #expect(try AtomicWriter(root: root.path).write("abc", to: root.child("a.preview.txt")))
        #expect(readText(root.child("a.preview.txt")) == "abc")
    }

    @Test func noTemporaryFileIsLeftBehind() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let writer = AtomicWriter(root: root.path)
        for round in 0 ..< 5 { try writer.write("round \(round)", to: root.child("a.preview.txt")) }
        #expect(try root.contents() == ["a.preview.txt"])
    }

    @Test func temporaryFileIsHiddenAndNamedAfterTheTarget() {
        #expect(AtomicWriter.temporaryName(for: "flow.placement.json").hasPrefix(".flow.placement.json.layoutd-tmp-"))
    }

    /// The replacement is created with the old file's mode; 0o777 has bits a usual umask
    /// (022) takes from a new file, which are then set explicitly.
    @Test(arguments: [0o600, 0o644, 0o777] as [mode_t])
    func existingFileKeepsItsPermissions(mode: mode_t) throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let path = try root.write("old", to: "a.preview.txt")
        chmod(path, mode)
        try AtomicWriter(root: root.path).write("new", to: path)
        var status = stat()
        stat(path, &status)
        #expect(status.st_mode & 0o777 == mode)
    }

    @Test func writesIntoASubdirectory() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        try FileManager.default.createDirectory(atPath: root.child("cards/deep"), withIntermediateDirectories: true)
        #expect(try AtomicWriter(root: root.path).write("x", to: root.child("cards/deep/a.preview.txt")))
    }

    @Test func targetThatIsASymlinkIsRefused() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let victim = try root.write("precious", to: "victim.txt")
        try FileManager.default.createDirectory(atPath: root.child("scenes"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.child("scenes/a.placement.json"), withDestinationPath: victim)
        let error = #expect(throws: AtomicWriteError.self) {
            try AtomicWriter(root: root.child("scenes")).write("evil", to: root.child("scenes/a.placement.json"))
        }
        #expect(error?.reason == .symbolicLink)
        #expect(error?.description == "refusing to write \(root.child("scenes/a.placement.json")): it is a symbolic link")
        #expect(readText(victim) == "precious")
    }

    @Test func directoryLinkLeadingOutOfTheRootIsRefused() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        try FileManager.default.createDirectory(atPath: root.child("scenes"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root.child("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.child("scenes/link"), withDestinationPath: root.child("elsewhere"))
        let error = #expect(throws: AtomicWriteError.self) {
            try AtomicWriter(root: root.child("scenes")).write("x", to: root.child("scenes/link/a.preview.txt"))
        }
        guard case .outsideRoot = error?.reason else { Issue.record("expected outsideRoot, got \(String(describing: error))"); return }
        #expect(try root.contents(of: "elsewhere").isEmpty)
    }

    @Test func directoryLinkStayingInsideTheRootIsFollowed() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        try FileManager.default.createDirectory(atPath: root.child("scenes/real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.child("scenes/alias"), withDestinationPath: root.child("scenes/real"))
        #expect(try AtomicWriter(root: root.child("scenes")).write("x", to: root.child("scenes/alias/a.preview.txt")))
        #expect(readText(root.child("scenes/real/a.preview.txt")) == "x")
    }

    @Test func dotDotOutOfTheRootIsRefused() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        try FileManager.default.createDirectory(atPath: root.child("scenes"), withIntermediateDirectories: true)
        let error = #expect(throws: AtomicWriteError.self) {
            try AtomicWriter(root: root.child("scenes")).write("x", to: root.child("scenes/../escape.txt"))
        }
        guard case .outsideRoot = error?.reason else { Issue.record("expected outsideRoot, got \(String(describing: error))"); return }
        #expect(!FileManager.default.fileExists(atPath: root.child("escape.txt")))
    }

    @Test(arguments: [("/a/b", "/a/b", true), ("/a/b/c", "/a/b", true), ("/a/bc", "/a/b", false), ("/a", "/a/b", false), ("/x/y", "/", true)])
    func directoryIsInsideTheRootComponentByComponent(directory: String, root: String, inside: Bool) {
        #expect(AtomicWriter.isInside(directory, root) == inside)
    }

    @Test func siblingWithTheRootAsPrefixIsOutside() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        try FileManager.default.createDirectory(atPath: root.child("scenes"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root.child("scenes-other"), withIntermediateDirectories: true)
        #expect(throws: AtomicWriteError.self) {
            try AtomicWriter(root: root.child("scenes")).write("x", to: root.child("scenes-other/a.preview.txt"))
        }
    }

    @Test func directoryAtTheTargetIsRefused() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        try FileManager.default.createDirectory(atPath: root.child("a.preview.txt"), withIntermediateDirectories: true)
        let error = #expect(throws: AtomicWriteError.self) {
            try AtomicWriter(root: root.path).write("x", to: root.child("a.preview.txt"))
        }
        #expect(error?.reason == .notRegularFile)
        #expect(try root.contents() == ["a.preview.txt"])
    }

    @Test func missingDirectoryIsAnErrorNamingTheCall() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let path = root.child("gone/a.preview.txt")
        let error = #expect(throws: AtomicWriteError.self) { try AtomicWriter(root: root.path).write("x", to: path) }
        #expect(error?.description == "cannot write \(path): realpath(\(root.child("gone"))): no such file or directory")
    }

    @Test func pathWithoutAFileNameIsRefused() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let error = #expect(throws: AtomicWriteError.self) { try AtomicWriter(root: root.path).write("x", to: root.path + "/") }
        #expect(error?.reason == .invalidPath)
    }

    @Test func removeDeletesAnOutput() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let path = try root.write("x", to: "a.preview.txt")
        #expect(try AtomicWriter(root: root.path).remove(path))
        #expect(try root.contents().isEmpty)
    }

    @Test func removeOfAMissingFileReturnsFalse() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        #expect(try !AtomicWriter(root: root.path).remove(root.child("a.preview.txt")))
    }

    @Test func removeRefusesASymlink() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let victim = try root.write("precious", to: "victim.txt")
        try FileManager.default.createSymbolicLink(atPath: root.child("a.preview.txt"), withDestinationPath: victim)
        let error = #expect(throws: AtomicWriteError.self) { try AtomicWriter(root: root.path).remove(root.child("a.preview.txt")) }
        #expect(error?.description == "refusing to remove \(root.child("a.preview.txt")): it is a symbolic link")
        #expect(inode(root.child("a.preview.txt")) != nil)
    }

    @Test func removeRefusesOutsideTheRoot() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        try FileManager.default.createDirectory(atPath: root.child("scenes"), withIntermediateDirectories: true)
        let outside = try root.write("keep", to: "a.preview.txt")
        #expect(throws: AtomicWriteError.self) { try AtomicWriter(root: root.child("scenes")).remove(outside) }
        #expect(readText(outside) == "keep")
    }

    @Test func durableWriteAlsoWrites() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        #expect(try AtomicWriter(root: root.path, durable: true).write("x", to: root.child("a.preview.txt")))
        #expect(readText(root.child("a.preview.txt")) == "x")
    }
}
