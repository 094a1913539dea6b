import Foundation

/// How long `body` took, in nanoseconds of the monotonic clock: what every probe times
/// with, so their figures compare.
public func nanoseconds(_ body: () -> Void) -> UInt64 {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return DispatchTime.now().uptimeNanoseconds - start
}

/// The middle sample (the upper one of an even count), or 0 for none: a machine's noise
/// only ever adds time, so the median and the minimum are reported, never the mean.
public func median(_ samples: [UInt64]) -> Double {
    let sorted = samples.sorted()
    return sorted.isEmpty ? 0 : Double(sorted[sorted.count / 2])
}
