import FileWatching
import SystemPackage
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension FileWatcherTests {
    /// Each editor's way of saving `scene.swift`, step by step as the editor
    /// does it, on an existing file. Whatever the temporary names, the final
    /// `scene.swift` must surface as created, modified or moved-to.
    @Suite struct EditorSavePatterns {
        static let surfacing: [FileEvent.Kind] = [.created, .modified, .movedTo]

        @Test func vimSaveSurfacesFinalFile() async throws {
            try await withWatchedDirectory(prepare: { tmp in
                Files.write(tmp("scene.swift"), "old")
            }) { dir in
                Files.write(dir(".scene.swift.swp"), "swap")           // on open
                Files.write(dir("4913"), "")                           // can-I-write probe
                Files.unlink(dir("4913"))
                Files.rename(dir("scene.swift"), dir("scene.swift~"))  // backup by rename
                Files.write(dir("scene.swift"), "new")                 // the new file
                Files.unlink(dir("scene.swift~"))                      // backup dropped
                Files.write(dir(".scene.swift.swp"), "swap")
                #expect(await dir.waitForAny(Self.surfacing, "scene.swift"))
                #expect(await dir.waitFor(.removed, "scene.swift~"))
                #expect(await dir.waitFor(.removed, "4913"))
            }
        }

        @Test func jetBrainsSafeWriteSurfacesFinalFile() async throws {
            try await withWatchedDirectory(prepare: { tmp in
                Files.write(tmp("scene.swift"), "old")
            }) { dir in
                Files.write(dir("scene.swift___jb_tmp___"), "new")
                Files.rename(dir("scene.swift"), dir("scene.swift___jb_old___"))
                Files.rename(dir("scene.swift___jb_tmp___"), dir("scene.swift"))
                Files.unlink(dir("scene.swift___jb_old___"))
                #expect(await dir.waitFor(.movedTo, "scene.swift"))
                #expect(await dir.waitFor(.removed, "scene.swift___jb_old___"))
            }
        }

        @Test func vsCodeTruncateThenWriteSurfacesFinalFile() async throws {
            try await withWatchedDirectory(prepare: { tmp in
                Files.write(tmp("scene.swift"), "old")
            }) { dir in
                Files.truncate(dir("scene.swift"))
                let fd = Files.openForWriting(dir("scene.swift"))
                Files.writeAll(fd, "new")
                close(fd)
                // Two closes after writing; the kernel merges the second into the
                // first if it is still queued, so at least one is reported, and it
                // is read after both.
                #expect(await dir.waitFor(.modified, "scene.swift"))
            }
        }

        @Test func vsCodeTemporaryRenameSurfacesFinalFile() async throws {
            try await withWatchedDirectory(prepare: { tmp in
                Files.write(tmp("scene.swift"), "old")
            }) { dir in
                Files.write(dir("scene.swift.vsctmp"), "new")
                Files.rename(dir("scene.swift.vsctmp"), dir("scene.swift"))
                #expect(await dir.waitFor(.movedTo, "scene.swift"))
                #expect(await dir.waitFor(.movedFrom, "scene.swift.vsctmp"))
            }
        }

        @Test func emacsSaveSurfacesFinalFile() async throws {
            try await withWatchedDirectory(prepare: { tmp in
                Files.write(tmp("scene.swift"), "old")
            }) { dir in
                // The lock: a dangling symlink, never to be stat'ed as a file.
                Files.symlink("user@host.4242:1700000000", at: dir(".#scene.swift"))
                Files.write(dir("#scene.swift#"), "autosave")
                Files.rename(dir("scene.swift"), dir("scene.swift~"))
                Files.write(dir("scene.swift"), "new")
                Files.unlink(dir("#scene.swift#"))
                Files.unlink(dir(".#scene.swift"))
                #expect(await dir.waitForAny(Self.surfacing, "scene.swift"))
                // The link may be gone before the watcher looks at it, so only
                // its removal is sure to be reported (see
                // danglingSymlinkIsReportedAsCreated for a link that stays).
                #expect(await dir.waitFor(.removed, ".#scene.swift"))
                #expect(await dir.waitFor(.movedTo, "scene.swift~"))
            }
        }
    }
}
