import SystemPackage

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Runs `body` again while it fails with `EINTR`, and returns what it returns then: the
/// one place in the project that loops on it.
///
/// A signal delivered to a thread blocked in a system call (SIGHUP asking for a reload,
/// SIGWINCH when a terminal is resized, SIGIO breaking a lease) makes the call fail with
/// `EINTR` unless the handler was installed with `SA_RESTART`; the call did nothing, so it
/// is made again. swift-system's `FileDescriptor` methods retry on their own (their
/// `retryOnInterrupt:` argument defaults to true); every call made straight to the C
/// library goes through here, as `retryOnInterrupt { valueOrErrno(call(…)) }`.
package func retryOnInterrupt<Value>(_ body: () -> Result<Value, Errno>) -> Result<Value, Errno> {
    while true {
        let result = body()
        if case .failure(.interrupted) = result { continue }
        return result
    }
}

/// A C call's return value, or the `errno` it set when it returned -1 (read at once,
/// before anything else can change it).
package func valueOrErrno<Value: FixedWidthInteger>(_ value: Value) -> Result<Value, Errno> {
    value == -1 ? .failure(Errno(rawValue: errno)) : .success(value)
}
