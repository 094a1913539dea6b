import Foundation
import Glibc
import Synchronization
import SystemCalls
import SystemPackage
import Testing
@testable import LayoutDaemon

/// A C library call that a signal interrupts (`EINTR`) is made again, and only then.
@Suite struct RetryOnInterruptTests {
    @Test func anInterruptedCallIsMadeAgainUntilItSucceeds() throws {
        var calls = 0
        let result = retryOnInterrupt { () -> Result<Int, Errno> in
            calls += 1
            return calls < 4 ? .failure(.interrupted) : .success(7)
        }
        #expect(try result.get() == 7)
        #expect(calls == 4)
    }

    @Test func anyOtherFailureIsReturnedWithoutAnotherCall() {
        var calls = 0
        let result = retryOnInterrupt { () -> Result<Int, Errno> in
            calls += 1
            return .failure(.permissionDenied)
        }
        #expect(result == .failure(.permissionDenied))
        #expect(calls == 1)
    }

    @Test func minusOneFromACallIsTheErrnoItSet() {
        let failed = valueOrErrno({ () -> Int32 in
            errno = EBADF
            return -1
        }())
        #expect(failed == .failure(.badFileDescriptor))
        #expect(valueOrErrno(Int32(3)) == .success(3))
    }

    /// A real signal, delivered while the daemon's `read` is blocked on an empty pipe, with a
    /// handler installed without `SA_RESTART` (so the kernel ends the read with `EINTR`): the
    /// read is made again and returns the byte written after the signals.
    @Test func aReadInterruptedByASignalGoesOnToReadTheData() throws {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in signalsHandled.add(1, ordering: .relaxed) }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        try #require(sigaction(SIGUSR2, &action, nil) == 0)

        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { _ = close(ends[0]); _ = close(ends[1]) }
        let reader = BlockedReader(descriptor: ends[0])
        reader.start()
        let thread = try #require(reader.waitUntilReading())
        // The reader is about to block, or blocked: some of these land while it waits.
        let before = signalsHandled.load(ordering: .relaxed)
        for _ in 0..<5 {
            usleep(20_000)
            try #require(pthread_kill(thread, SIGUSR2) == 0)
        }
        var byte: UInt8 = 42
        #expect(write(ends[1], &byte, 1) == 1)
        let result = try #require(reader.waitForResult())
        // Signals sent while one is pending merge into one: at least one was handled.
        #expect(signalsHandled.load(ordering: .relaxed) > before)
        #expect(result == .success(42))
    }
}

/// How many SIGUSR2s the test's handler has run for (a C handler captures nothing).
private let signalsHandled = Atomic<Int>(0)

/// A thread that reads one byte from `descriptor` through the daemon's `Syscalls.read`.
private final class BlockedReader: Sendable {
    private let descriptor: Int32
    private let thread = Mutex<pthread_t?>(nil)
    private let result = Mutex<Result<UInt8, Errno>?>(nil)

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    func start() {
        Thread { [self] in
            // A new thread inherits its creator's signal mask, and the test runner's threads
            // block most signals.
            var usr2 = sigset_t()
            sigemptyset(&usr2)
            sigaddset(&usr2, SIGUSR2)
            pthread_sigmask(SIG_UNBLOCK, &usr2, nil)
            thread.withLock { $0 = pthread_self() }
            var byte: UInt8 = 0
            let read = withUnsafeMutableBytes(of: &byte) { Syscalls.read(descriptor, into: $0) }
            let outcome = read.map { _ in byte }
            result.withLock { $0 = outcome }
        }.start()
    }

    /// The reading thread, once it is about to call `read`; nil after 10 s.
    func waitUntilReading() -> pthread_t? {
        poll { thread.withLock { $0 } }
    }

    /// What the read returned; nil after 10 s.
    func waitForResult() -> Result<UInt8, Errno>? {
        poll { result.withLock { $0 } }
    }

    private func poll<Value>(_ value: () -> Value?) -> Value? {
        for _ in 0..<10_000 {
            if let value = value() { return value }
            usleep(1_000)
        }
        return nil
    }
}
