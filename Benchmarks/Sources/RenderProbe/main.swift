// RenderProbe: times the two text renderers the daemon runs on every save, on a laid-out
// scene, without the benchmark harness.
//
//   RenderProbe [VIEWS…] [--seconds S] [--only json|ascii] [--grid]
//
// For each VIEWS (default 100 and 1000) it lays out, once, the scene SceneBenchmarks
// generates (a VStack of rows, each an HStack of a Text, a Spacer and a 20×10 Color, padded,
// on a 390×844 canvas: VIEWS / 4 rows, about 1.25 placed nodes per view), then repeats
// `PlacementJSON.encode` and `ASCIIPreview().render` for about S seconds each (default 1)
// and prints the median and minimum per call, the median per layout node, and the size and
// an FNV-1a hash of each output, so that two builds can be checked to write the same bytes.
// `--grid` renders instead the daemon benchmark's 100 × 100 grid (`grid_scene(40)` in
// scripts/bench-daemon.py: 10,000 8×4 Colors in frames, 20,101 nodes) on its 800×600 canvas.
// `--only` times one renderer, for profilers: `valgrind --tool=callgrind
// --toggle-collect='*probeMeasured*'` then counts only the renderer's instructions.
import Foundation
import LayoutEngine
import Rendering

/// The scene SceneBenchmarks writes as source, of `4 × rows` views, built directly.
struct GeneratedScene: View {
    var rows: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(0..<rows) { row in
                HStack {
                    Text("Row \(row)").font(.body)
                    Spacer()
                    Color.blue.frame(width: 20, height: 10)
                }
            }
        }
        .padding()
    }
}

/// The daemon benchmark's grid scene, `rows` HStacks of `columns` framed Colors, built directly.
struct GridScene: View {
    var rows: Int
    var columns: Int

    var body: some View {
        VStack(spacing: 1) {
            ForEach(0..<rows) { _ in
                HStack(spacing: 1) {
                    ForEach(0..<columns) { _ in
                        Color.red.frame(width: 8, height: 4)
                    }
                }
            }
        }
    }
}

/// The one measured call, never inlined, so profilers can single it out.
@inline(never)
func probeMeasured(_ body: () -> String) -> String {
    body()
}

/// Median and minimum of repeated calls of `body`, in nanoseconds, and its last result.
func time(seconds: Double, _ body: () -> String) -> (median: Double, minimum: Double, runs: Int, output: String) {
    var samples: [UInt64] = []
    var spent: UInt64 = 0
    var output = probeMeasured(body)
    while samples.count < 5 || (Double(spent) < seconds * 1e9 && samples.count < 100_000) {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = probeMeasured(body)
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        samples.append(elapsed)
        spent += elapsed
        output = result
    }
    samples.sort()
    return (Double(samples[samples.count / 2]), Double(samples[0]), samples.count, output)
}

/// FNV-1a over the UTF-8 bytes: enough to see that two builds wrote the same text.
func fingerprint(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return String(hash, radix: 16)
}

func format(_ value: Double, _ digits: Int = 1) -> String {
    String(format: "%.\(digits)f", value)
}

func usage() -> Never {
    FileHandle.standardError.write(Data("usage: RenderProbe [VIEWS…] [--seconds S] [--only json|ascii] [--grid]\n".utf8))
    exit(64)
}

/// Removes `--name VALUE` from `arguments` and returns the value.
func option(_ name: String, in arguments: inout [String]) -> String? {
    guard let index = arguments.firstIndex(of: name) else { return nil }
    guard index + 1 < arguments.count else { usage() }
    defer { arguments.removeSubrange(index...(index + 1)) }
    return arguments[index + 1]
}

var arguments = Array(CommandLine.arguments.dropFirst())
var seconds = 1.0
if let text = option("--seconds", in: &arguments) {
    guard let value = Double(text) else { usage() }
    seconds = value
}
let only = option("--only", in: &arguments)
let grid = arguments.contains("--grid")
arguments.removeAll { $0 == "--grid" }
guard only == nil || only == "json" || only == "ascii" else { usage() }
// VIEWS / 4 rows are laid out, so at least one row.
let sizes = grid ? [10_000] : arguments.isEmpty ? [100, 1000] : arguments.compactMap { Int($0) }.filter { $0 >= 4 }
guard arguments.isEmpty || sizes.count == arguments.count else { usage() }

print("| views | nodes | renderer | median | min | ns/node (median) | runs | bytes | fnv1a |")
print("|---:|---:|---|---:|---:|---:|---:|---:|---|")
for views in sizes {
    let proposal = grid ? ProposedViewSize(width: 800, height: 600) : ProposedViewSize(width: 390, height: 844)
    let placement = grid
        ? LayoutHost().place(GridScene(rows: 100, columns: 100), proposal: proposal)
        : LayoutHost().place(GeneratedScene(rows: views / 4), proposal: proposal)
    let previews = [RenderedPreview(name: grid ? "Canvas" : "Tall", proposal: proposal, placement: placement)]
    let nodes = Double(placement.stats.nodes)
    let renderers: [(String, String, () -> String)] = [
        ("json", "PlacementJSON.encode", { PlacementJSON.encode(source: "big.swift", previews: previews) }),
        ("ascii", "ASCIIPreview.render", { ASCIIPreview().render(previews) }),
    ]
    for (key, name, render) in renderers where only == nil || only == key {
        let timing = time(seconds: seconds, render)
        print("| \(views) | \(Int(nodes)) | \(name) | \(format(timing.median / 1e3)) µs | \(format(timing.minimum / 1e3)) µs | \(format(timing.median / nodes)) | \(timing.runs) | \(timing.output.utf8.count) | \(fingerprint(timing.output)) |")
    }
}
