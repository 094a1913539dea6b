import Benchmark
import Foundation
import LayoutEngine
import LayoutShapes

// Benchmarks of LayoutEngine's layout pass, `LayoutHost.place(_:proposal:)`, on the four
// tree shapes of LayoutShapes at several sizes:
//
//   (a) fixed   HStack of N fixed 10×10 leaves                     N = 1k, 10k, 100k
//   (b) mixed   HStack of N leaves, half fixed, half flexible      N = 1k, 10k, 100k
//   (c) nested  HStack/VStack/HStack, fan-out 10 and 22            ≈1.1k and ≈11k views
//   (d) flow    FlowLayout of N 10×10 leaves, 1000 points wide     N = 1k, 10k, 100k
//
// Each shape is measured twice:
//
// - "cold": a freshly built tree on a new LayoutHost, as when a scene is opened. Everything
//   is created, measured and placed; this is the cost per node of the engine.
// - "relayout": a host that already laid the tree out is given the same tree with one leaf
//   (in the middle of the tree) 10 points wider or narrower, as when a user edits a scene in
//   the daemon. This is what the host's reconciliation and caches exist for; it should cost
//   far less than a cold layout and grow with the depth of the edit, not the size of the tree.
//
// Only `place` is timed: view values are built in setup, and hosts and placements are
// released after the measurement stops. Besides wall clock and mallocs, each benchmark
// reports two custom metrics: `nodes` (`placement.stats.nodes`: every view and modifier
// node of the laid-out tree) and `ns/node` (the pass's time divided by that count), the
// figure the performance targets are stated in.

/// Every view and modifier node of the placed tree, from the engine's own statistics.
let nodesMetric = BenchmarkMetric.custom("nodes", polarity: .prefersSmaller, useScalingFactor: false)
/// Nanoseconds of the measured `place` per node of the placed tree.
let nanosecondsPerNodeMetric = BenchmarkMetric.custom("ns/node", polarity: .prefersSmaller, useScalingFactor: false)

/// Runs `place` on `host` between the harness's start and stop of measurement, and records
/// the custom metrics. The placement and host outlive the measurement, so tearing down a
/// tree is never counted.
@inline(__always)
func measuredPlace(_ benchmark: Benchmark, _ layout: PreparedLayout, on host: LayoutHost) -> Placement {
    benchmark.startMeasurement()
    let start = DispatchTime.now().uptimeNanoseconds
    let placement = layout.place(on: host)
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    benchmark.stopMeasurement()
    let nodes = max(placement.stats.nodes, 1)
    benchmark.measurement(nodesMetric, nodes)
    benchmark.measurement(nanosecondsPerNodeMetric, Int(elapsed) / nodes)
    return placement
}

/// The re-layout state: one host and the two versions of the tree it alternates between.
final class RelayoutState: @unchecked Sendable {
    let host = LayoutHost()
    let pair: RelayoutPair
    /// Which version the next pass lays out; the host holds the other one.
    var nextIsEdited = true

    init(_ workload: Workload) {
        pair = RelayoutPair(workload)
        // The first, cold layout happens here, in setup, and is not measured.
        _ = pair.original.place(on: host)
    }

    /// The version the host does not hold, so that laying it out is a one-leaf edit.
    func next() -> PreparedLayout {
        defer { nextIsEdited.toggle() }
        return nextIsEdited ? pair.edited : pair.original
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, nodesMetric, nanosecondsPerNodeMetric],
        timeUnits: .microseconds,
        warmupIterations: 3,
        maxDuration: .seconds(2),
        maxIterations: 10_000
    )

    for workload in Workload.standard {
        // Cold layout: a fresh tree on a new host. The view value is built once in setup
        // (it is immutable, and building it is not layout); the host is new every iteration.
        Benchmark("cold \(workload)") { benchmark, layout in
            let host = LayoutHost()
            let placement = measuredPlace(benchmark, layout, on: host)
            blackHole(placement)
            blackHole(host)
        } setup: {
            workload.prepare()
        }

        // Re-layout after a one-leaf width change: the host laid out one version of the
        // tree (in setup, then in the previous iteration) and is given the other.
        Benchmark("relayout \(workload)") { benchmark, state in
            let layout = state.next()
            let placement = measuredPlace(benchmark, layout, on: state.host)
            blackHole(placement)
        } setup: {
            RelayoutState(workload)
        }
    }
}
