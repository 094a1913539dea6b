// LayoutProbe: lays out one benchmark shape, for profilers and quick measurements.
//
//   LayoutProbe SHAPE SIZE [--relayout]          one layout pass, for callgrind
//   LayoutProbe SHAPE SIZE [--relayout] --time   the pass repeated and timed (median, min)
//   LayoutProbe SHAPE SIZE --time --drop         cold passes whose placement goes with its host
//   LayoutProbe table [--quick]                  every standard workload timed, as markdown
//
// SHAPE is fixed, mixed, nested, erased, flow, lazygrid, grid or erasedgrid (see LayoutShapes); SIZE is N, or the fan-out for
// nested. Without --relayout the pass is a cold layout (a fresh tree on a new LayoutHost);
// with it, the host first lays out the tree, and the measured pass lays out the same tree
// with one leaf 10 points wider.
//
// The one measured call is `probeMeasuredPlace`, never inlined, so that
// `valgrind --tool=callgrind --toggle-collect='*probeMeasuredPlace*'` counts exactly the
// instructions of one `LayoutHost.place` (scripts/bench-callgrind.sh does that). Before it,
// the same shape is laid out at a tiny size on another host, so one-time process costs
// (type metadata, protocol conformance caches, the allocator's first pages) are paid outside
// the measurement, as they are in a long-running daemon.
import Foundation
import LayoutEngine
import LayoutShapes

/// The measured pass: exactly one `LayoutHost.place`. Its name is what callgrind toggles on.
@inline(never)
func probeMeasuredPlace(_ layout: PreparedLayout, on host: LayoutHost) -> Placement {
    layout.place(on: host)
}

/// Lays out the shape at a tiny size, cold and re-laid-out, so that first-use costs of the
/// types involved are not charged to the measured pass.
func warmUp(_ shape: TreeShape) {
    let tiny = Workload(shape, size: shape.isNested ? 2 : 8)
    let pair = RelayoutPair(tiny)
    let host = LayoutHost()
    _ = pair.original.place(on: host)
    _ = pair.edited.place(on: host)
    _ = pair.original.place(on: host)
}

/// Timings of repeated passes, in nanoseconds, and the placement of the last one.
struct Timing {
    var samples: [UInt64] = []
    /// The same passes in the thread's CPU time (``threadCPUNanoseconds()``).
    var cpuSamples: [UInt64] = []
    var placement: Placement?

    var median: Double { LayoutShapes.median(samples) }

    var minimum: Double { Double(samples.min() ?? 0) }

    var cpuMedian: Double { LayoutShapes.median(cpuSamples) }
    /// Minor page faults over all the timed passes, clock running (``minorPageFaults()``).
    var minorFaults = 0
}

/// The process's minor page faults so far: a page the process touches for the first time
/// since the allocator took it from the system, which the kernel zeroes on the spot.
func minorPageFaults() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_minflt)
}

/// Repeats cold layouts of `workload` (a new host each time) for about `budget` seconds.
/// Hosts and placements are released after the clock stops, never inside a measurement.
///
/// With `dropsPlacements`, each pass's placement is let go with its host before the next
/// pass, as PeerComparison (and a caller that keeps no placement) does; otherwise the last
/// placement is kept until the next pass has run. That decides the allocator's behaviour:
/// with nothing of the last pass left on top of the heap, glibc returns the freed pages to
/// the system (its trim threshold is a few MB) and the next pass faults them in again, page
/// by page, which `minorFaults` counts. The sample arrays are sized before the loop for the
/// same reason: grown during it, a new buffer could land on top of the heap and keep the
/// pages below it from being returned.
func timeCold(_ workload: Workload, budget: Double, minimumRuns: Int = 5, maximumRuns: Int = 2_000, dropsPlacements: Bool = false) -> Timing {
    let layout = workload.prepare()
    var timing = Timing()
    timing.samples.reserveCapacity(maximumRuns)
    timing.cpuSamples.reserveCapacity(maximumRuns)
    var spent: UInt64 = 0
    while timing.samples.count < minimumRuns || (Double(spent) < budget * 1e9 && timing.samples.count < maximumRuns) {
        let host = LayoutHost()
        var placement: Placement?
        let cpuStart = threadCPUNanoseconds()
        let faultsStart = minorPageFaults()
        let elapsed = nanoseconds { placement = probeMeasuredPlace(layout, on: host) }
        timing.minorFaults += minorPageFaults() - faultsStart
        timing.samples.append(elapsed)
        timing.cpuSamples.append(threadCPUNanoseconds() - cpuStart)
        spent += elapsed
        if dropsPlacements {
            withExtendedLifetime((host, placement)) {}
        } else {
            timing.placement = placement
            withExtendedLifetime(host) {}
        }
    }
    // Nothing of a timed pass is kept: the placement shown is one more pass's, untimed.
    if dropsPlacements { timing.placement = layout.place(on: LayoutHost()) }
    return timing
}

/// Repeats one-leaf re-layouts of `workload` on one host for about `budget` seconds,
/// alternating between the two versions of the tree.
func timeRelayout(_ workload: Workload, budget: Double, minimumRuns: Int = 5, maximumRuns: Int = 20_000) -> Timing {
    let pair = RelayoutPair(workload)
    let host = LayoutHost()
    var timing = Timing()
    var previous: Placement? = pair.original.place(on: host)
    var spent: UInt64 = 0
    var useEdited = true
    while timing.samples.count < minimumRuns || (Double(spent) < budget * 1e9 && timing.samples.count < maximumRuns) {
        let layout = useEdited ? pair.edited : pair.original
        // A caller that lets each placement go before the next pass (as the benchmark
        // suite's loop does) lets the host rewrite its snapshot lists in place: the last
        // placement is released here, before the clock starts.
        previous = nil
        var placement: Placement?
        let cpuStart = threadCPUNanoseconds()
        let elapsed = nanoseconds { placement = probeMeasuredPlace(layout, on: host) }
        timing.samples.append(elapsed)
        timing.cpuSamples.append(threadCPUNanoseconds() - cpuStart)
        spent += elapsed
        previous = placement!
        useEdited.toggle()
    }
    timing.placement = previous
    return timing
}

func format(_ value: Double, _ digits: Int = 1) -> String {
    String(format: "%.\(digits)f", value)
}

func describe(_ stats: LayoutStatistics) -> String {
    "nodes=\(stats.nodes) created=\(stats.createdNodes) reused=\(stats.reusedSubtrees) sizeThatFits=\(stats.sizeThatFitsCalls) placeSubviews=\(stats.placeSubviewsCalls) makeCache=\(stats.makeCacheCalls) updateCache=\(stats.updateCacheCalls) recorded=\(stats.snapshotNodes) engine_us=\(format(stats.microseconds))"
}

/// `table`: every standard workload, cold and re-laid-out, as a markdown table.
func printTable(budget: Double) {
    print("| shape | N / fan-out | leaves | nodes | cold median | cold min | ns/node (median) | ns/leaf (median) | re-layout median | re-layout min | re-layout sizeThatFits / placeSubviews |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for shape in TreeShape.allCases {
        warmUp(shape)
        for size in shape.standardSizes {
            let workload = Workload(shape, size: size)
            let cold = timeCold(workload, budget: budget)
            let relayout = timeRelayout(workload, budget: budget)
            let nodes = Double(cold.placement!.stats.nodes)
            let stats = relayout.placement!.stats
            print("| \(shape.rawValue) | \(size) | \(workload.leaves) | \(Int(nodes)) | \(format(cold.median / 1e6, 2)) ms | \(format(cold.minimum / 1e6, 2)) ms | \(format(cold.median / nodes)) | \(format(cold.median / Double(workload.leaves))) | \(format(relayout.median / 1e3)) µs | \(format(relayout.minimum / 1e3)) µs | \(stats.sizeThatFitsCalls) / \(stats.placeSubviewsCalls) |")
        }
    }
}

func usage() -> Never {
    FileHandle.standardError.write(Data("""
    usage: LayoutProbe SHAPE SIZE [--relayout] [--time] [--drop]
           LayoutProbe table [--quick]
    SHAPE: \(TreeShape.allCases.map(\.rawValue).joined(separator: ", ")); SIZE: N, or the fan-out for nested

    """.utf8))
    exit(64)
}

/// Removes `name` from `arguments` and tells whether it was there.
func flag(_ name: String, in arguments: inout [String]) -> Bool {
    guard let index = arguments.firstIndex(of: name) else { return false }
    arguments.remove(at: index)
    return true
}
var arguments = Array(CommandLine.arguments.dropFirst())
let relayout = flag("--relayout", in: &arguments)
let time = flag("--time", in: &arguments)
let drop = flag("--drop", in: &arguments)
let quick = flag("--quick", in: &arguments)

if arguments == ["table"] {
    printTable(budget: quick ? 0.2 : 1.0)
    exit(0)
}
guard arguments.count == 2, let shape = TreeShape(rawValue: arguments[0]), let size = Int(arguments[1]), size >= 0 else { usage() }
let workload = Workload(shape, size: size)
warmUp(shape)

if time {
    let timing = relayout ? timeRelayout(workload, budget: 2) : timeCold(workload, budget: 2, dropsPlacements: drop)
    let nodes = Double(timing.placement!.stats.nodes)
    let faults = relayout ? "" : ", \(timing.minorFaults / max(timing.samples.count, 1)) minor page faults per pass\(drop ? " (placements dropped)" : "")"
    print("\(workload) \(relayout ? "re-layout" : "cold"): median \(format(timing.median / 1e3)) µs, min \(format(timing.minimum / 1e3)) µs over \(timing.samples.count) runs (CPU time median \(format(timing.cpuMedian / 1e3)) µs); \(format(timing.median / nodes)) ns/node, \(format(timing.median / Double(max(workload.leaves, 1)))) ns/leaf\(faults)")
    print("  last pass: \(describe(timing.placement!.stats))")
} else {
    // One pass, for callgrind: only probeMeasuredPlace is counted.
    let host = LayoutHost()
    let layout: PreparedLayout
    if relayout {
        let pair = RelayoutPair(workload)
        _ = pair.original.place(on: host)
        layout = pair.edited
    } else {
        layout = workload.prepare()
    }
    let placement = probeMeasuredPlace(layout, on: host)
    // The edited leaf's frame, to show that the measured pass laid out the intended tree.
    var edited: PlacedNode? = placement.root
    for index in workload.editedLeafPath {
        edited = edited.flatMap { index < $0.children.count ? $0.children[index] : nil }
    }
    let editedFrame = edited.map { "\($0.kind)@\(format($0.frame.minX, 0)),\(format($0.frame.minY, 0)) \(format($0.frame.width, 0))x\(format($0.frame.height, 0))" } ?? "none"
    print("shape=\(shape.rawValue) size=\(size) leaves=\(workload.leaves) mode=\(relayout ? "relayout" : "cold") \(describe(placement.stats)) edited_leaf=\(editedFrame)")
    withExtendedLifetime(host) {}
}
