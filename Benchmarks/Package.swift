// swift-tools-version: 6.1
//
// Benchmarks for LayoutEngine, kept out of the main package so `swift test` stays fast.
//
//   cd Benchmarks
//   swift package --disable-sandbox benchmark --path stdout                   # every benchmark
//   swift package --disable-sandbox benchmark --path stdout --filter '.*nested.*' # a subset (a regex matching whole names)
//   swift run -c release LayoutProbe nested 22 --time          # one shape, timed without the harness
//   swift run -c release RenderProbe                           # JSON and ASCII outputs of a laid-out scene, timed
//   ../scripts/bench-callgrind.sh                              # instructions per node, under callgrind
//   swift run -c release SceneProbe                            # a 1,000-view scene's parse and load, timed
//   swift run -c release PeerComparison --quick                # ratios to Taffy (pip install stretchable)
//
// See README.md in this directory for what each benchmark measures. The main package is
// named explicitly because a path dependency's identity is its directory's name, which
// differs between checkouts.
import PackageDescription

let package = Package(
    name: "LayoutEngineBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "layoutd", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        // The main package's own parser, pinned alike, so SceneProbe can time parsing alone.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        // The view trees every benchmark lays out, shared by the benchmark suite and the probe.
        .target(
            name: "LayoutShapes",
            dependencies: [.product(name: "LayoutEngine", package: "layoutd")],
            path: "Sources/LayoutShapes"
        ),
        // The generated 1,000-view scene the scene benchmarks and SceneProbe share.
        .target(name: "SceneShapes", path: "Sources/SceneShapes"),
        // The ordo-one/benchmark suite: wall clock and mallocs for cold layout and one-leaf re-layout.
        .executableTarget(
            name: "LayoutEngineBenchmarks",
            dependencies: [
                "LayoutShapes",
                .product(name: "LayoutEngine", package: "layoutd"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/LayoutEngineBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Scenes end to end: read, parse, lay out and write both outputs of a 1,000-view scene,
        // and the whole scenes/ folder, through the daemon's Workspace.
        .executableTarget(
            name: "SceneBenchmarks",
            dependencies: [
                "SceneShapes",
                .product(name: "LayoutDaemon", package: "layoutd"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/SceneBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // LayoutEngine against Taffy (../shared/bench/taffy_shapes.py), shape by shape, as ratios.
        .executableTarget(
            name: "PeerComparison",
            dependencies: ["LayoutShapes", .product(name: "LayoutEngine", package: "layoutd")],
            path: "Sources/PeerComparison"
        ),
        // Lays out one shape once (or times it), for callgrind and quick experiments.
        .executableTarget(
            name: "LayoutProbe",
            dependencies: ["LayoutShapes", .product(name: "LayoutEngine", package: "layoutd")],
            path: "Sources/LayoutProbe"
        ),
        // Times PlacementJSON and ASCIIPreview on a laid-out 100- and 1,000-view scene.
        .executableTarget(
            name: "RenderProbe",
            dependencies: [
                .product(name: "LayoutEngine", package: "layoutd"),
                .product(name: "Rendering", package: "layoutd"),
            ],
            path: "Sources/RenderProbe"
        ),
        // The seed's caching FlowLayout, compiled and as a scene's own layout, from one text.
        .target(
            name: "LayoutCodeShapes",
            dependencies: [
                .product(name: "LayoutEngine", package: "layoutd"),
                .product(name: "SceneLanguage", package: "layoutd"),
            ],
            path: "Sources/LayoutCodeShapes"
        ),
        // A cold pass of that layout over 1,000 views, compiled and interpreted.
        .executableTarget(
            name: "LayoutCodeBenchmarks",
            dependencies: [
                "LayoutCodeShapes",
                .product(name: "LayoutEngine", package: "layoutd"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/LayoutCodeBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The same passes without the harness, for callgrind.
        .executableTarget(
            name: "LayoutCodeProbe",
            dependencies: [
                "LayoutCodeShapes",
                .product(name: "LayoutEngine", package: "layoutd"),
                .product(name: "SceneLanguage", package: "layoutd"),
            ],
            path: "Sources/LayoutCodeProbe"
        ),
        // Loads a generated Swift scene (or times its parse and load), for perf and quick experiments.
        .executableTarget(
            name: "SceneProbe",
            dependencies: [
                "SceneShapes",
                .product(name: "LayoutDaemon", package: "layoutd"),
                .product(name: "LayoutEngine", package: "layoutd"),
                .product(name: "SceneLanguage", package: "layoutd"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            path: "Sources/SceneProbe"
        ),
    ]
)
