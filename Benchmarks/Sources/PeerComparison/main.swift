// PeerComparison: LayoutEngine against Taffy, the peer headless layout engine, shape by
// shape in one run, as a ratio of median times.
//
//   swift run -c release PeerComparison [--quick] [--taffy PATH]
//
// For each shape it times our pass the way a library user makes it, a typed view value
// built and laid out by `LayoutHost().place(_:proposal:)` (for the re-layout, the edited
// value placed on the host that laid out the original), then runs
// `python3 taffy_shapes.py SHAPE N` (../shared/bench; needs `pip install stretchable`)
// right after it, so both are measured on the same machine in the same minute, and prints a
// markdown table with the ratio ours / Taffy's (below 1: we are faster). Taffy's figure is
// its layout call alone, tree build excluded, which favours it. `--quick` leaves out the
// 100,000-leaf rows. Absolute times drift on a shared machine; the ratio much less.
// `--keep-freed-memory` first tells glibc to keep what a pass frees (the policy the daemon
// sets): each pass frees its host, and with glibc's defaults the next one faults the freed
// heap in again a page at a time, which is most of our time on the 10k rows (see
// Benchmarks/README.md, "The 10k rows' time is the allocator's"). The README's figures are
// without it.
import Foundation
import LayoutEngine
import LayoutShapes

/// One row of the comparison: our workload, in which mode, and Taffy's name for the shape.
struct Comparison {
    var workload: Workload
    var relayout: Bool
    var taffyShape: String

    var label: String {
        let name: String
        switch (workload.shape, relayout) {
        case (.fixed, _): name = "flat row of fixed children"
        case (.mixed, _): name = "half fixed, half flexible"
        case (.flow, _): name = "wrapping FlowLayout in 1000 pt"
        case (_, false): name = "nested rows/columns"
        case (_, true): name = "one leaf changed, typed root value"
        }
        return name
    }
}

/// The view of `workload` with its edited leaf `width` wide, built and laid out on `host`:
/// what a library user's call costs, tree build included. Never inlined, so profiles name it.
@inline(never)
func buildAndPlace(_ workload: Workload, editedWidth width: CGFloat, on host: LayoutHost) -> Placement {
    let leaf = workload.editedLeaf, proposal = workload.proposal
    switch workload.shape {
    case .fixed: return host.place(FixedRow(count: workload.size, editedLeaf: leaf, editedWidth: width), proposal: proposal)
    case .mixed: return host.place(MixedRow(count: workload.size, editedLeaf: leaf, editedWidth: width), proposal: proposal)
    case .flow: return host.place(FlowOfLeaves(count: workload.size, editedLeaf: leaf, editedWidth: width), proposal: proposal)
    case .lazygrid: return host.place(AdaptiveGridOfLeaves(count: workload.size, editedLeaf: leaf, editedWidth: width), proposal: proposal)
    case .grid, .erasedgrid: return host.place(GridOfLeaves(count: workload.size, editedLeaf: leaf, editedWidth: width), proposal: proposal)
    case .nested, .erased: return host.place(NestedStacks(fanOut: workload.size, editedLeaf: leaf, editedWidth: width), proposal: proposal)
    }
}

/// Our median time in microseconds: about `budget` seconds of passes, at least 5.
func ours(_ comparison: Comparison, budget: Double = 1.5) -> Double {
    var samples: [UInt64] = []
    var spent: UInt64 = 0
    let workload = comparison.workload
    if comparison.relayout {
        let host = LayoutHost()
        var kept = buildAndPlace(workload, editedWidth: leafSide, on: host)
        var edited = true
        while samples.count < 5 || (Double(spent) < budget * 1e9 && samples.count < 20_000) {
            var placement: Placement?
            let elapsed = nanoseconds { placement = buildAndPlace(workload, editedWidth: edited ? 2 * leafSide : leafSide, on: host) }
            samples.append(elapsed)
            spent += elapsed
            kept = placement!
            edited.toggle()
        }
        withExtendedLifetime(kept) {}
    } else {
        while samples.count < 5 || (Double(spent) < budget * 1e9 && samples.count < 2_000) {
            let host = LayoutHost()
            var placement: Placement?
            let elapsed = nanoseconds { placement = buildAndPlace(workload, editedWidth: leafSide, on: host) }
            samples.append(elapsed)
            spent += elapsed
            withExtendedLifetime((host, placement)) {}
        }
    }
    return median(samples) / 1e3
}

/// Taffy's median time in microseconds, as `taffy_shapes.py` prints it.
func taffy(_ comparison: Comparison, script: String) throws -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script, comparison.taffyShape, String(comparison.workload.size)]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard process.terminationStatus == 0, let value = Double(text) else {
        throw PeerError(message: "taffy_shapes.py \(comparison.taffyShape) \(comparison.workload.size) failed (status \(process.terminationStatus)); is `stretchable` installed (pip install stretchable)?")
    }
    return value
}

/// glibc's `mallopt(M_TRIM_THRESHOLD, 1 GiB)` and `mallopt(M_MMAP_THRESHOLD, 1 GiB)`, looked
/// up at run time as the daemon does (Swift's Glibc module leaves `malloc.h` out).
func keepFreedMemory() {
    typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    guard let symbol = dlsym(nil, "mallopt") else { return }
    let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
    _ = mallopt(-1, 1 << 30)
    _ = mallopt(-3, 1 << 30)
}

struct PeerError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

var arguments = Array(CommandLine.arguments.dropFirst())
let quick = arguments.contains("--quick")
var script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../../../shared/bench/taffy_shapes.py").standardized.path
if let index = arguments.firstIndex(of: "--taffy"), index + 1 < arguments.count { script = arguments[index + 1] }
guard FileManager.default.fileExists(atPath: script) else {
    FileHandle.standardError.write(Data("PeerComparison: no taffy_shapes.py at \(script); pass --taffy PATH\n".utf8))
    exit(64)
}

if arguments.contains("--keep-freed-memory") { keepFreedMemory() }

let rowSizes = quick ? [1_000, 10_000] : [1_000, 10_000, 100_000]
var comparisons: [Comparison] = []
for size in rowSizes { comparisons.append(Comparison(workload: Workload(.fixed, size: size), relayout: false, taffyShape: "flat")) }
for size in rowSizes { comparisons.append(Comparison(workload: Workload(.mixed, size: size), relayout: false, taffyShape: "halfflex")) }
for size in rowSizes { comparisons.append(Comparison(workload: Workload(.flow, size: size), relayout: false, taffyShape: "wrap")) }
for fanOut in [10, 22] { comparisons.append(Comparison(workload: Workload(.nested, size: fanOut), relayout: false, taffyShape: "nested")) }
for fanOut in [10, 22] { comparisons.append(Comparison(workload: Workload(.nested, size: fanOut), relayout: true, taffyShape: "nested-incr")) }

// One small pass first, so one-time costs (type metadata, conformance caches) are paid
// before anything is timed, as a long-running daemon paid them long ago.
_ = buildAndPlace(Workload(.nested, size: 3), editedWidth: leafSide, on: LayoutHost())

print("| shape | N / fan-out | ours (µs) | Taffy (µs) | ours / Taffy |")
print("|---|---:|---:|---:|---:|")
do {
    for comparison in comparisons {
        let ourTime = ours(comparison)
        let theirTime = try taffy(comparison, script: script)
        print("| \(comparison.label) | \(comparison.workload.size) | \(String(format: "%.1f", ourTime)) | \(String(format: "%.1f", theirTime)) | \(String(format: "%.2fx", ourTime / theirTime)) |")
    }
} catch {
    FileHandle.standardError.write(Data("PeerComparison: \(error)\n".utf8))
    exit(1)
}
