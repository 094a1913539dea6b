import Foundation
import Glibc
import Testing
@testable import LayoutDaemon

/// A writer with spares writes an output's next version over what the last replacement
/// retired, but never over a file someone else can see.
@Suite struct SpareFilesTests {
    private func spareNames(_ root: TemporaryDirectory) -> [String] {
        ((try? root.contents(of: SpareFiles.directoryName)) ?? []).filter { $0 != ".gitignore" }
    }

    /// A fresh directory, a writer with spares confined to it, and its `a.placement.json`.
    private func writerWithSpares() throws -> (root: TemporaryDirectory, writer: AtomicWriter, output: String) {
        let root = try TemporaryDirectory()
        return (root, AtomicWriter(root: root.path, spares: SpareFiles(root: root.path)), root.child("a.placement.json"))
    }

    /// Writes "version N" to `output` for each N of `versions`, in turn.
    private func writeVersions(_ versions: ClosedRange<Int>, to output: String, with writer: AtomicWriter) throws {
        for version in versions { try writer.write("version \(version)", to: output) }
    }

    @Test func nextVersionIsWrittenOverTheRetiredFile() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let spares = SpareFiles(root: root.path)
        let writer = AtomicWriter(root: root.path, spares: spares)
        let output = root.child("a.placement.json")
        try writer.write("version 1, the longest of them", to: output)
        let first = inode(output)
        try writer.write("version 2", to: output)
        #expect(spareNames(root).count == 1)
        try writer.write("version 3", to: output)
        #expect(inode(output) == first)
        #expect(readText(output) == "version 3")
        #expect(spareNames(root).count == 1)
        // Longer than the spare it is written over (version 2's file).
        try writer.write("version 4, longer than version 2", to: output)
        #expect(readText(output) == "version 4, longer than version 2")
        #expect(try root.contents() == [SpareFiles.directoryName, "a.placement.json"])
    }

    @Test func durableWriterMakesANewFileEveryTime() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let writer = AtomicWriter(root: root.path, durable: true, spares: SpareFiles(root: root.path))
        let output = root.child("a.placement.json")
        try writer.write("version 1", to: output)
        let first = inode(output)
        try writer.write("version 2", to: output)
        try writer.write("version 3", to: output)
        #expect(inode(output) != first)
        #expect(readText(output) == "version 3")
    }

    @Test func retiredFileOpenElsewhereIsNotWrittenOver() throws {
        let (root, writer, output) = try writerWithSpares()
        defer { root.remove() }
        try writeVersions(1...2, to: output, with: writer)
        let reader = try FileHandle(forReadingFrom: URL(fileURLWithPath: output))
        defer { try? reader.close() }
        let held = inode(output)
        try writer.write("version 3", to: output)
        try writer.write("version 4", to: output)
        #expect(String(decoding: try reader.readToEnd() ?? Data(), as: UTF8.self) == "version 2")
        #expect(readText(output) == "version 4")
        #expect(inode(output) != held)
    }

    @Test func retiredFileWithAnotherLinkIsNotWrittenOver() throws {
        let (root, writer, output) = try writerWithSpares()
        defer { root.remove() }
        try writer.write("version 1", to: output)
        #expect(link(output, root.child("kept.json")) == 0)
        try writer.write("version 2", to: output)
        try writer.write("version 3", to: output)
        #expect(readText(root.child("kept.json")) == "version 1")
        #expect(readText(output) == "version 3")
    }

    @Test func outputKeepsItsModeWhenWrittenOverASpare() throws {
        let (root, writer, output) = try writerWithSpares()
        defer { root.remove() }
        try writeVersions(1...2, to: output, with: writer)
        #expect(chmod(output, 0o600) == 0)
        try writer.write("version 3", to: output)
        var status = stat()
        #expect(stat(output, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o600)
    }

    @Test func deferredCleanupKeepsTheRetiredFileAsTheSpare() throws {
        let (root, writer, output) = try writerWithSpares()
        defer { root.remove() }
        try writer.write(Array("version 1".utf8), to: output)
        let first = inode(output)
        let cleanup = DeferredCleanup()
        try writer.write(Array("version 2".utf8), to: output, cleanup: cleanup)
        #expect(spareNames(root).isEmpty)
        cleanup.run()
        #expect(try root.contents() == [SpareFiles.directoryName, "a.placement.json"])
        try writer.write(Array("version 3".utf8), to: output)
        #expect(inode(output) == first)
    }

    @Test func directoryOfSparesIsIgnoredByGit() throws {
        let (root, writer, output) = try writerWithSpares()
        defer { root.remove() }
        try writeVersions(1...2, to: output, with: writer)
        let ignore = readText(root.child(SpareFiles.directoryName + "/.gitignore")) ?? ""
        #expect(ignore.split(separator: "\n").contains("*"))
    }

    @Test func removeAllDeletesTheSparesAndTheirDirectory() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let spares = SpareFiles(root: root.path)
        let writer = AtomicWriter(root: root.path, spares: spares)
        try writer.write("version 1", to: root.child("a.placement.json"))
        try writer.write("version 2", to: root.child("a.placement.json"))
        spares.removeAll()
        #expect(try root.contents() == ["a.placement.json"])
        try writer.write("version 3", to: root.child("a.placement.json"))
        #expect(readText(root.child("a.placement.json")) == "version 3")
    }

    @Test func removedOutputLosesItsSpare() throws {
        let (root, writer, output) = try writerWithSpares()
        defer { root.remove() }
        try writeVersions(1...2, to: output, with: writer)
        #expect(try writer.remove(output))
        #expect(spareNames(root).isEmpty)
    }

    @Test func sparesBeyondTheLimitAreDeleted() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let writer = AtomicWriter(root: root.path, spares: SpareFiles(root: root.path, limit: 2))
        for name in ["a", "b", "c"] {
            try writer.write("version 1", to: root.child("\(name).placement.json"))
            try writer.write("version 2", to: root.child("\(name).placement.json"))
        }
        #expect(spareNames(root).count == 2)
    }

    @Test func sparesOfAnEndedProcessAreDeletedAndOthersKept() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        try root.write("stale", to: SpareFiles.directoryName + "/2147483646.1")
        try root.write("another daemon's", to: SpareFiles.directoryName + "/1.7")
        let writer = AtomicWriter(root: root.path, spares: SpareFiles(root: root.path))
        try writer.write("version 1", to: root.child("a.placement.json"))
        try writer.write("version 2", to: root.child("a.placement.json"))
        let names = spareNames(root)
        #expect(!names.contains("2147483646.1"))
        #expect(names.contains("1.7"))
        #expect(names.count == 2)
    }

    @Test func spareDirectoryThatIsALinkIsNotUsed() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let outside = try TemporaryDirectory()
        defer { outside.remove() }
        #expect(symlink(outside.path, root.child(SpareFiles.directoryName)) == 0)
        let writer = AtomicWriter(root: root.path, spares: SpareFiles(root: root.path))
        try writer.write("version 1", to: root.child("a.placement.json"))
        try writer.write("version 2", to: root.child("a.placement.json"))
        try writer.write("version 3", to: root.child("a.placement.json"))
        #expect(try outside.contents().isEmpty)
        #expect(readText(root.child("a.placement.json")) == "version 3")
        #expect(try root.contents() == [SpareFiles.directoryName, "a.placement.json"])
    }
}
