import Benchmark
import LayoutCodeShapes
import LayoutEngine

/// A cold layout pass (a new host, so `makeCache` runs) of the seed's caching FlowLayout
/// over 1,000 subviews: compiled, and interpreted from a scene. Only `place` is timed; the
/// scene is loaded once, before.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxDuration: .seconds(5), maxIterations: 2_000)

    Benchmark("caching FlowLayout 1000 views cold (compiled)") { benchmark in
        let view = compiledCachingFlow(views: 1000)
        for _ in benchmark.scaledIterations {
            let host = LayoutHost()
            benchmark.startMeasurement()
            blackHole(host.place(view, proposal: cachingFlowProposal))
            benchmark.stopMeasurement()
        }
    }

    Benchmark("caching FlowLayout 1000 views cold (interpreted)") { benchmark in
        let (view, runtime) = interpretedCachingFlow(views: 1000)
        for _ in benchmark.scaledIterations {
            let host = LayoutHost()
            runtime?.beginPass()
            benchmark.startMeasurement()
            blackHole(host.place(view, proposal: cachingFlowProposal))
            benchmark.stopMeasurement()
            precondition(runtime?.failure == nil)
        }
    }
}
