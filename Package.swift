// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "layoutd",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "SceneLanguage", targets: ["SceneLanguage"]),
        .library(name: "Rendering", targets: ["Rendering"]),
        .library(name: "FileWatching", targets: ["FileWatching"]),
        .library(name: "LayoutDaemon", targets: ["LayoutDaemon"]),
        .executable(name: "layoutd", targets: ["layoutd"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        .systemLibrary(name: "CInotifyTools", path: "Sources/CInotifyTools"),
        .target(
            name: "LayoutEngine",
            swiftSettings: [
                // The layout pass is hot: specialise generics across modules and skip dynamic
                // exclusivity checks (the engine is single-threaded per host) in release builds.
                .unsafeFlags(["-cross-module-optimization", "-enforce-exclusivity=unchecked"], .when(configuration: .release)),
                .swiftLanguageMode(.v6),
            ]
        ),
        .target(
            name: "SceneLanguage",
            dependencies: [
                "LayoutEngine",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(name: "Rendering", dependencies: ["LayoutEngine"], swiftSettings: [.swiftLanguageMode(.v6)]),
        // What every call to the C library shares: the retry on EINTR, errno as an `Errno`.
        .target(
            name: "SystemCalls",
            dependencies: [.product(name: "SystemPackage", package: "swift-system")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "FileWatching",
            dependencies: [
                "CInotifyTools", "SystemCalls",
                .product(name: "SystemPackage", package: "swift-system"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "LayoutDaemon",
            dependencies: [
                "LayoutEngine", "SceneLanguage", "Rendering", "FileWatching", "SystemCalls",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "TOMLKit", package: "TOMLKit"),
                .product(name: "Yams", package: "Yams"),
                .product(name: "SystemPackage", package: "swift-system"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "Canvas",
            dependencies: [
                "LayoutDaemon", "LayoutEngine", "SceneLanguage", "Rendering",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "layoutd",
            dependencies: [
                "Canvas", "LayoutDaemon", "SceneLanguage", "Rendering", "LayoutEngine", "FileWatching",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)],
            linkerSettings: [
                // The service binary, as operators build it (release): lld packs its ~116,000
                // relative relocations into a 21 KB table (DT_RELR, glibc 2.36+) instead of a
                // 2.8 MB one the loader reads at every start, and the executable exports no
                // dynamic symbols (nothing loads code into it). Both keep pages from ever
                // becoming resident: ~3.5 MB less RSS for a daemon watching 1,000 scenes.
                .unsafeFlags(
                    ["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs", "-Xlinker", "--no-export-dynamic"],
                    .when(platforms: [.linux], configuration: .release)
                ),
            ],
            plugins: ["BuildCommit"]
        ),
        // `layoutd --version` names the commit it was built from.
        .plugin(name: "BuildCommit", capability: .buildTool()),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"], exclude: ["Cases"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(name: "SeedListingTests", dependencies: ["LayoutEngine", "SceneLanguage"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(
            name: "SceneLanguageTests",
            dependencies: [
                "SceneLanguage", "LayoutEngine",
                // The reference the interpreter's own operator folding is checked against.
                .product(name: "SwiftOperators", package: "swift-syntax"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "LayoutEngine"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(name: "FileWatchingTests", dependencies: ["FileWatching"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(name: "LayoutDaemonTests", dependencies: ["LayoutDaemon", "SystemCalls"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(
            name: "CanvasTests",
            dependencies: [
                "Canvas", "LayoutDaemon",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(name: "EndToEndTests", dependencies: ["layoutd"], swiftSettings: [.swiftLanguageMode(.v6)]),
    ],
    // Every target above says it is in the Swift 6 language mode, as a new one should.
    swiftLanguageModes: [.v5]
)
