import SystemCalls
import SystemPackage

/// One libinotifytools instance (`inotifytools_initialize` … `inotifytools_cleanup`)
/// with its wake file and its ``WatchRegistry``. Used only on the thread that
/// owns it.
///
/// libinotifytools blocks in `select()` on its own inotify descriptor, which it
/// does not expose, so a pipe cannot be added to that `select()`. The owning
/// thread is woken through inotify itself instead: a private temporary file is
/// created, watched for `IN_MODIFY | IN_ACCESS` and unlinked at once (the watch
/// lives as long as the open descriptor, and the name is gone, so nothing else
/// can touch it). Any thread writes one byte to it to wake the owner; the owner
/// reads one byte from it to put a marker in the queue when it shuts down.
/// While idle the thread sleeps in `select()` and uses no CPU.
final class InotifyInstance {
    /// The watch descriptor of the wake file.
    let wakeWd: Int32
    /// The wake file, open read-write; writing to it wakes the owning thread.
    let wake: FileDescriptor
    /// The watches of all trees served by this instance.
    let registry: WatchRegistry

    private init(wakeWd: Int32, wake: FileDescriptor) {
        self.wakeWd = wakeWd
        self.wake = wake
        self.registry = WatchRegistry(lastWd: wakeWd)
    }

    /// Initializes libinotifytools and sets up the wake file.
    static func open() -> Result<InotifyInstance, FileWatchError> {
        if case .failure(let errno) = system_inotifytools_initialize() {
            return .failure(FileWatchError("inotify_init", errno: errno))
        }
        let directory = system_temporaryDirectory()
        let file: FileDescriptor
        let path: FilePath
        switch system_mkstemp(in: directory, prefix: "filewatching-wake") {
        case .success(let created): (file, path) = created
        case .failure(let errno):
            system_inotifytools_cleanup()
            return .failure(FileWatchError("mkstemp", path: directory, errno: errno))
        }
        defer { _ = system_unlink(path) }
        func fail(_ error: FileWatchError) -> Result<InotifyInstance, FileWatchError> {
            system_inotifytools_cleanup()
            system_close(file)
            return .failure(error)
        }
        // One byte, so that the shutdown marker has something to read.
        if case .failure(let errno) = system_pwriteByte(file) {
            return fail(FileWatchError("pwrite", path: path, errno: errno))
        }
        if case .failure(let errno) = system_inotifytools_watch_file(path, [.modify, .access]) {
            return fail(FileWatchError("inotify_add_watch", path: path, errno: errno))
        }
        // A fresh instance numbers its watches from 1.
        guard system_inotifytools_has_watch(1) else {
            return fail(FileWatchError("inotify_add_watch", path: path, errno: .ioError))
        }
        return .success(InotifyInstance(wakeWd: 1, wake: file))
    }

    /// Wakes the thread blocked in ``nextEvent()``; callable from any thread while
    /// the instance is open.
    static func wake(_ file: FileDescriptor) {
        _ = system_pwriteByte(file)
    }

    /// Blocks until an event is queued and returns it.
    func nextEvent() -> Result<RawEvent?, Errno> {
        retryOnInterrupt { system_inotifytools_next_event(timeoutSeconds: 0) }
    }

    /// Reads and discards what is still queued, then closes the instance.
    ///
    /// libinotifytools keeps unread events in a static buffer that survives
    /// `inotifytools_cleanup`, and the next instance would return them with watch
    /// descriptors that mean something else by then. So: every tree watch has
    /// been removed already; a marker (`IN_ACCESS` on the wake file) is queued
    /// behind everything else, and events are read up to it. Only the waker's
    /// `IN_MODIFY` could follow it, and that one is harmless in any instance.
    func close() {
        let wake = self.wake
        func mark() { _ = system_preadByte(wake) }
        mark()
        while true {
            // A bounded wait: if the marker were lost, one second of silence also
            // means the queue is empty.
            guard case .success(let event?) = system_inotifytools_next_event(timeoutSeconds: 1) else { break }
            if event.wd == wakeWd && event.mask.contains(.access) { break }
            if event.mask.contains(.queueOverflow) { mark() }
        }
        system_inotifytools_cleanup()
        system_close(wake)
    }
}
