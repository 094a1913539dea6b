import Foundation
import LayoutCodeShapes
import LayoutEngine
import SceneLanguage

// Lays the caching FlowLayout over 1,000 views out cold, compiled or interpreted, for
// callgrind (instructions per pass) and quick timing:
//
//   swift run -c release LayoutCodeProbe interpreted --passes 200 --time
//   valgrind --tool=callgrind --toggle-collect='*probePass*' .build/release/LayoutCodeProbe interpreted --passes 20
//
// `statements --iterations N` lays out instead a scene layout whose `sizeThatFits` loops N
// times over `statementsPerIteration` ordinary statements: callgrind at two counts gives
// instructions per interpreted statement (scripts/bench-statements.sh).
let arguments = CommandLine.arguments.dropFirst()

// `--load FILE`: times loading a scene (parse, compile, build views), the rest of a save's pass.
if let index = arguments.firstIndex(of: "--load") {
    let path = arguments[index + 1]
    let source = try! String(contentsOfFile: path, encoding: .utf8)
    let count = arguments.firstIndex(of: "--passes").map { Int(arguments[$0 + 1])! } ?? 100
    var times: [Double] = []
    for _ in 0..<count {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = SceneInterpreter.load(source: source, path: path)
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        precondition(result.scene != nil, "\(result.diagnostics)")
    }
    times.sort()
    print(String(format: "load: median %.3f ms, min %.3f ms over %d loads", times[times.count / 2], times[0], count))
    exit(0)
}
let mode = arguments.first ?? "interpreted"
let passes = arguments.firstIndex(of: "--passes").map { Int(arguments[$0 + 1])! } ?? 1
let views = arguments.firstIndex(of: "--views").map { Int(arguments[$0 + 1])! } ?? 1000
let timed = arguments.contains("--time")

let iterations = arguments.firstIndex(of: "--iterations").map { Int(arguments[$0 + 1])! } ?? 100_000
let (view, runtime): (AnyView, SceneRuntime?)
switch mode {
case "compiled": (view, runtime) = (compiledCachingFlow(views: views), nil)
case "statements": (view, runtime) = interpretedStatementLoop(iterations: iterations)
default: (view, runtime) = interpretedCachingFlow(views: views)
}

@MainActor @inline(never)
func probePass() -> Placement {
    runtime?.beginPass()
    return LayoutHost().place(view, proposal: cachingFlowProposal)
}

var times: [Double] = []
var placement: Placement?
for _ in 0..<passes {
    let start = DispatchTime.now().uptimeNanoseconds
    placement = probePass()
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
}
if let failure = runtime?.failure { print("failed: \(failure.message)") }
if let placement {
    print("\(mode): \(placement.stats.nodes) nodes, \(placement.stats.sizeThatFitsCalls) sizeThatFits, \(placement.stats.placeSubviewsCalls) placeSubviews")
}
if timed {
    times.sort()
    print(String(format: "median %.3f ms, min %.3f ms over %d passes", times[times.count / 2], times[0], times.count))
}
