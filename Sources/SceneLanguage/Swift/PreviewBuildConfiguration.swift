import SwiftIfConfig
import SwiftSyntax

/// The build a scene's `#if` conditions are judged in: Xcode's preview of an iOS 17 app, a
/// debug build for the simulator on an Apple silicon Mac, which is what a scene is laid out
/// as. `#if os(iOS)`, `#if DEBUG` and `#if canImport(UIKit)` hold; `#if os(macOS)` and
/// `#if canImport(AppKit)` do not, so their `#else` is what runs, as in that preview.
struct PreviewBuildConfiguration: BuildConfiguration {
    /// Never changed once made.
    nonisolated(unsafe) static let shared = PreviewBuildConfiguration()

    /// The modules an iOS app can import; `canImport` of any other is false.
    private static let modules: Set<String> = [
        "Swift", "SwiftUI", "UIKit", "Foundation", "CoreGraphics", "CoreFoundation", "Combine", "Observation",
        "Darwin", "QuartzCore", "CoreText", "OSLog", "os", "Charts", "MapKit", "WidgetKit", "SwiftData", "CoreData",
    ]

    private let fixed = StaticBuildConfiguration(
        customConditions: ["DEBUG"],
        targetOSs: ["iOS"],
        targetArchitectures: ["arm64"],
        targetEnvironments: ["simulator"],
        targetRuntimes: ["_ObjC", "_multithreaded"],
        targetPointerAuthenticationSchemes: [],
        targetObjectFileFormats: ["MachO"],
        targetPointerBitWidth: 64,
        targetAtomicBitWidths: [8, 16, 32, 64, 128],
        endianness: .little,
        languageVersion: VersionTuple(5, 10),
        compilerVersion: VersionTuple(6, 0)
    )

    func isCustomConditionSet(name: String) -> Bool { fixed.isCustomConditionSet(name: name) }
    func hasFeature(name: String) -> Bool { fixed.hasFeature(name: name) }
    func hasAttribute(name: String) -> Bool { true }
    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        importPath.first.map { Self.modules.contains($0.1) } ?? false
    }
    func isActiveTargetOS(name: String) -> Bool { fixed.isActiveTargetOS(name: name) }
    func isActiveTargetArchitecture(name: String) -> Bool { fixed.isActiveTargetArchitecture(name: name) }
    func isActiveTargetEnvironment(name: String) -> Bool { fixed.isActiveTargetEnvironment(name: name) }
    func isActiveTargetRuntime(name: String) -> Bool { fixed.isActiveTargetRuntime(name: name) }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { fixed.isActiveTargetPointerAuthentication(name: name) }
    func isActiveTargetObjectFormat(name: String) -> Bool { fixed.isActiveTargetObjectFormat(name: name) }
    var targetPointerBitWidth: Int { fixed.targetPointerBitWidth }
    var targetAtomicBitWidths: [Int] { fixed.targetAtomicBitWidths }
    var endianness: Endianness { fixed.endianness }
    var languageVersion: VersionTuple { fixed.languageVersion }
    var compilerVersion: VersionTuple { fixed.compilerVersion }

    /// The statements of the clause of `ifConfig` this build compiles; empty when none is.
    static func activeStatements(of ifConfig: IfConfigDeclSyntax) -> CodeBlockItemListSyntax {
        guard case .statements(let statements)? = ifConfig.activeClause(in: shared).clause?.elements else { return [] }
        return statements
    }
}
