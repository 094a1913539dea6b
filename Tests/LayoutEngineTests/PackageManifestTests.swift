import Foundation
import Testing

/// The package can be a versioned dependency of another package, as the library is meant
/// to be used.
struct PackageManifestTests {
    private static let manifest: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
    }()

    /// SwiftPM refuses a dependency by version whose targets set compiler flags
    /// (`unsafeFlags`: "contains unsafe build flags") unless its tools version is 6.2 or later.
    @Test func aManifestWithCompilerFlagsDeclaresToolsVersion62OrLater() throws {
        let manifest = Self.manifest
        #expect(!manifest.isEmpty)
        guard manifest.contains(".unsafeFlags(") else { return }
        let firstLine = try #require(manifest.split(separator: "\n").first)
        let version = try #require(firstLine.split(separator: ":").last).trimmingCharacters(in: .whitespaces)
        let parts = version.split(separator: ".").compactMap { Int($0) }
        #expect(parts.lexicographicallyPrecedes([6, 2]) == false, "swift-tools-version \(version)")
    }
}
