import Foundation

/// How long `body` took, in nanoseconds of the monotonic clock: what every probe times
/// with, so their figures compare.
public func nanoseconds(_ body: () -> Void) -> UInt64 {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return DispatchTime.now().uptimeNanoseconds - start
}

/// The calling thread's CPU time in nanoseconds: unlike the monotonic clock it stops while
/// the thread waits for a core, so on a machine shared with other work it measures what the
/// pass itself cost (cache misses caused by the neighbours still count).
public func threadCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The middle sample (the upper one of an even count), or 0 for none: a machine's noise
/// only ever adds time, so the median and the minimum are reported, never the mean.
public func median(_ samples: [UInt64]) -> Double {
    let sorted = samples.sorted()
    return sorted.isEmpty ? 0 : Double(sorted[sorted.count / 2])
}
