import Testing
@testable import LayoutDaemon

/// A path cut at its last slash, as the writer, the renderer and the filter need it.
@Suite struct PathSplitTests {
    @Test(arguments: [("a/b/flow.swift", "flow.swift"), ("flow.swift", "flow.swift"), ("/tmp/ünï/çà.swift", "çà.swift")])
    func nameIsTheLastComponentOfThePath(path: String, name: String) {
        #expect(PathSplit(path).name == name)
    }

    @Test(arguments: [("a/b/flow.swift", "a/b"), ("/flow.swift", "/"), ("/tmp/ünï/çà.swift", "/tmp/ünï"), ("a/", "a")] as [(String, String?)])
    func directoryIsWhatPrecedesTheLastSlash(path: String, directory: String?) {
        #expect(PathSplit(path).directory == directory)
    }

    @Test func pathWithoutASlashHasNoDirectory() {
        #expect(PathSplit("flow.swift").directory == nil)
    }
}
