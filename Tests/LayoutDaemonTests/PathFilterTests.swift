import FileWatching
import Testing
@testable import LayoutDaemon

/// A path under the root `/srv/scenes` and what it must be classified as.
struct PathCase: CustomTestStringConvertible, Sendable {
    let id: String
    let path: String
    let expected: PathClass
    var testDescription: String { id }
}

@Suite struct PathFilterTests {
    static let cases: [PathCase] = [
        // Scenes
        PathCase(id: "swift-scene", path: "/srv/scenes/flow.swift", expected: .scene(.swift)),
        PathCase(id: "json-scene", path: "/srv/scenes/cards/card.scene.json", expected: .scene(.json)),
        PathCase(id: "scene-in-subdirectory", path: "/srv/scenes/a/b/c/circle.swift", expected: .scene(.swift)),
        PathCase(id: "scene-with-dots-in-name", path: "/srv/scenes/flow.v2.swift", expected: .scene(.swift)),
        // Our outputs and temporaries
        PathCase(id: "placement-output", path: "/srv/scenes/flow.placement.json", expected: .output(.placement)),
        PathCase(id: "preview-output", path: "/srv/scenes/flow.preview.txt", expected: .output(.preview)),
        PathCase(id: "svg-output", path: "/srv/scenes/flow.preview.svg", expected: .output(.svg)),
        PathCase(id: "own-temporary", path: "/srv/scenes/.flow.placement.json.layoutd-tmp-1f3a9c", expected: .ownTemporary),
        // vim
        PathCase(id: "vim-swap-swp", path: "/srv/scenes/.flow.swift.swp", expected: .ignored(.editorTemporary)),
        PathCase(id: "vim-swap-swo", path: "/srv/scenes/.flow.swift.swo", expected: .ignored(.editorTemporary)),
        PathCase(id: "vim-swap-swx", path: "/srv/scenes/.flow.swift.swx", expected: .ignored(.editorTemporary)),
        PathCase(id: "vim-swap-svz", path: "/srv/scenes/.flow.swift.svz", expected: .ignored(.editorTemporary)),
        PathCase(id: "vim-backup", path: "/srv/scenes/flow.swift~", expected: .ignored(.editorBackup)),
        PathCase(id: "vim-probe-4913", path: "/srv/scenes/4913", expected: .ignored(.editorTemporary)),
        PathCase(id: "vim-probe-next", path: "/srv/scenes/127913", expected: .ignored(.editorTemporary)),
        // JetBrains safe write
        PathCase(id: "jetbrains-tmp", path: "/srv/scenes/flow.swift___jb_tmp___", expected: .ignored(.editorTemporary)),
        PathCase(id: "jetbrains-old", path: "/srv/scenes/flow.swift___jb_old___", expected: .ignored(.editorTemporary)),
        // VS Code, Kate
        PathCase(id: "vscode-tmp", path: "/srv/scenes/flow.swift.vsctmp", expected: .ignored(.editorTemporary)),
        PathCase(id: "kate-swap", path: "/srv/scenes/flow.swift.kate-swp", expected: .ignored(.editorTemporary)),
        // emacs
        PathCase(id: "emacs-lock", path: "/srv/scenes/.#flow.swift", expected: .ignored(.editorTemporary)),
        PathCase(id: "emacs-autosave", path: "/srv/scenes/#flow.swift#", expected: .ignored(.editorTemporary)),
        PathCase(id: "emacs-backup", path: "/srv/scenes/flow.scene.json~", expected: .ignored(.editorBackup)),
        // Hidden files and directories
        PathCase(id: "hidden-file", path: "/srv/scenes/.DS_Store", expected: .ignored(.hidden)),
        PathCase(id: "hidden-swift-file", path: "/srv/scenes/.draft.swift", expected: .ignored(.hidden)),
        PathCase(id: "bare-extension", path: "/srv/scenes/.swift", expected: .ignored(.hidden)),
        PathCase(id: "git-directory", path: "/srv/scenes/.git/objects/ab/cdef", expected: .ignored(.hiddenDirectory)),
        PathCase(id: "scene-in-hidden-directory", path: "/srv/scenes/.build/x.swift", expected: .ignored(.hiddenDirectory)),
        PathCase(id: "relative-path-in-hidden-directory", path: "scenes/.git/HEAD", expected: .ignored(.hiddenDirectory)),
        PathCase(id: "spare-output", path: "/srv/scenes/.layoutd-spares/4021.7", expected: .ignored(.hiddenDirectory)),
        PathCase(id: "dot-dot-out-of-a-hidden-directory", path: "/srv/scenes/.git/../flow.swift", expected: .scene(.swift)),
        PathCase(id: "dot-dot-into-a-hidden-directory", path: "/srv/scenes/a/../.git/flow.swift", expected: .ignored(.hiddenDirectory)),
        PathCase(id: "dot-and-double-slash", path: "/srv/scenes/./a//flow.swift", expected: .scene(.swift)),
        // Unrelated
        PathCase(id: "readme", path: "/srv/scenes/README.md", expected: .ignored(.unrelated)),
        PathCase(id: "plain-json", path: "/srv/scenes/data.json", expected: .ignored(.unrelated)),
        PathCase(id: "suffix-without-name", path: "/srv/scenes/scene.json", expected: .ignored(.unrelated)),
        PathCase(id: "any-all-digit-name", path: "/srv/scenes/2024", expected: .ignored(.editorTemporary)),
        PathCase(id: "digits-and-letters", path: "/srv/scenes/4913a", expected: .ignored(.unrelated)),
        PathCase(id: "root-itself", path: "/srv/scenes", expected: .ignored(.unrelated)),
    ]

    @Test(arguments: cases)
    func pathIsClassifiedByName(_ testCase: PathCase) {
        #expect(PathFilter(root: "/srv/scenes").classify(testCase.path) == testCase.expected)
    }

    @Test func rootInsideAHiddenDirectoryStillFindsScenes() {
        let filter = PathFilter(root: "/home/me/.config/layoutd/scenes")
        #expect(filter.classify("/home/me/.config/layoutd/scenes/flow.swift") == .scene(.swift))
    }

    @Test func onlyScenesCountAsScenes() {
        #expect(PathClass.scene(.json).isScene)
        #expect(!PathClass.output(.placement).isScene)
        #expect(!PathClass.ownTemporary.isScene)
    }

    @Test func hiddenDirectoriesAreNotDescendedInto() {
        let filter = PathFilter(root: "/srv/scenes")
        #expect(!filter.shouldDescend(into: "/srv/scenes/.git"))
        #expect(!filter.shouldDescend(into: "/srv/scenes/.git/objects"))
        #expect(filter.shouldDescend(into: "/srv/scenes/cards"))
        #expect(filter.shouldDescend(into: "/srv/scenes"))
    }

    @Test func writersTemporaryNameIsOurs() {
        #expect(PathFilter.classify(fileName: AtomicWriter.temporaryName(for: "flow.placement.json")) == .ownTemporary)
    }

    @Test func outputPathReplacesTheScenesSuffix() {
        #expect(PathFilter.outputPath(forScene: "scenes/flow.swift", kind: .placement) == "scenes/flow.placement.json")
        #expect(PathFilter.outputPath(forScene: "scenes/card.scene.json", kind: .preview) == "scenes/card.preview.txt")
        #expect(PathFilter.outputPath(forScene: "flow.swift", kind: .svg) == "flow.preview.svg")
    }

    @Test func outputPathOfANonSceneIsNil() {
        #expect(PathFilter.outputPath(forScene: "scenes/README.md", kind: .placement) == nil)
        #expect(PathFilter.outputPath(forScene: "scenes/flow.placement.json", kind: .preview) == nil)
    }

    @Test(arguments: [
        (FileEvent(.modified, "/srv/scenes/flow.swift"), true),
        (FileEvent(.movedTo, "/srv/scenes/flow.placement.json"), false),
        (FileEvent(.movedFrom, "/srv/scenes/.layoutd-spares/4021.7"), false),
        (FileEvent(.created, "/srv/scenes/.flow.swift.swp"), false),
        (FileEvent(.created, "/srv/scenes/new", isDirectory: true), true),
        (FileEvent(.removed, "/srv/scenes/.git", isDirectory: true), true),
        (FileEvent(.overflow, "/srv/scenes"), true),
    ])
    func onlyEventsTheWorkspaceActsOnReachTheLoop(event: FileEvent, matters: Bool) {
        #expect(Workspace.matters(event, filter: PathFilter(root: "/srv/scenes")) == matters)
    }
}
