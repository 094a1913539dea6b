import FileWatching
import SystemPackage
import Testing

/// How failures read: the call, the path, the errno, and the fix for the two
/// kernel limits people hit.
struct FileWatchErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var id: String
        var error: FileWatchError
        var description: String
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(
            id: "watch-limit",
            error: FileWatchError("inotify_add_watch", path: "scenes/a", errno: .noSpace),
            description: "inotify_add_watch(scenes/a): no space left on device; raise fs.inotify.max_user_watches (sysctl fs.inotify.max_user_watches=524288)"
        ),
        Case(
            id: "instance-limit",
            error: FileWatchError("inotify_init", errno: .tooManyOpenFiles),
            description: "inotify_init: too many open files; raise fs.inotify.max_user_instances (sysctl fs.inotify.max_user_instances=1024) or the open file limit (ulimit -n)"
        ),
        Case(
            id: "missing",
            error: FileWatchError("inotify_add_watch", path: "/srv/scenes", errno: .noSuchFileOrDirectory),
            description: "inotify_add_watch(/srv/scenes): no such file or directory"
        ),
        Case(
            id: "permission",
            error: FileWatchError("opendir", path: "/srv/scenes/private", errno: .permissionDenied),
            description: "opendir(/srv/scenes/private): permission denied"
        ),
    ]

    @Test(arguments: cases)
    func descriptionNamesCallPathErrnoAndFix(_ testCase: Case) {
        #expect(testCase.error.description == testCase.description)
    }

    @Test func onlyKernelLimitsHaveAHint() {
        #expect(FileWatchError("inotify_add_watch", path: "a", errno: .permissionDenied).hint == nil)
        #expect(FileWatchError("opendir", path: "a", errno: .noSpace).hint == nil)
    }
}
