import Foundation
import LayoutEngine
import Rendering
import SceneLanguage

/// A checked-in output that does not match what the scene lays out to now.
public struct StaleOutput: Sendable {
    /// The scene's path relative to the root, which the output belongs to.
    public var scene: String
    /// Which output it is.
    public var kind: OutputKind
    /// The output's path relative to the root.
    public var path: String
    /// What the output should hold.
    public var expected: String
    /// What it holds, or nil when it is missing.
    public var actual: String?
}

extension Workspace {
    /// Lays `scenes` (paths under the root; every scene under it when nil) out afresh, in
    /// memory, and lists the outputs on disk that differ (for CI). Placement files are
    /// compared without their `stats`, which describe how a pass went (a daemon's
    /// incremental pass reuses caches) rather than the layout. A scene that cannot be read
    /// fails, as it does in a render: CI must not pass over a scene it could not check.
    public func check(scenes: [String]? = nil) -> (stale: [StaleOutput], failed: [SceneReport]) {
        var stale: [StaleOutput] = []
        var failed: [SceneReport] = []
        for path in scenes ?? scan() {
            guard case .scene(let format) = PathFilter(root: root).classify(path) else { continue }
            let relative = relativePath(path)
            func fail(_ diagnostics: String) {
                failed.append(SceneReport(scene: relative, outcome: .failed, diagnostics: diagnostics, previews: [], changedOutputs: [], warnings: [], microseconds: 0))
            }
            let source: String
            switch Workspace.readScene(path) {
            case .success(let text):
                source = text
            case .failure(let errno):
                fail(Self.unreadableScene(relative, errno))
                continue
            }
            let result = SceneRenderer(configuration: configuration).render(source: source, path: path, displayPath: relative, format: format, colored: coloredDiagnostics) { _ in LayoutHost() }
            if result.hasErrors {
                fail(result.diagnosticsText)
                continue
            }
            for (kind, bytes) in result.outputs {
                let expected = String(decoding: bytes, as: UTF8.self)
                guard let output = PathFilter.outputPath(forScene: path, kind: kind) else { continue }
                let actual = try? String(contentsOfFile: output, encoding: .utf8)
                let same = kind == .placement ? actual.map { Self.samePlacement($0, expected) } ?? false : actual == expected
                if !same { stale.append(StaleOutput(scene: relative, kind: kind, path: relativePath(output), expected: expected, actual: actual)) }
            }
        }
        return (stale, failed)
    }

    /// Whether two placement files describe the same layout, ignoring `stats`.
    static func samePlacement(_ lhs: String, _ rhs: String) -> Bool {
        func withoutStats(_ text: String) -> [String: Any]? {
            guard var object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] else { return nil }
            if let previews = object["previews"] as? [[String: Any]] {
                object["previews"] = previews.map { preview in preview.filter { $0.key != "stats" } }
            }
            return object
        }
        guard let left = withoutStats(lhs), let right = withoutStats(rhs) else { return false }
        return sameJSON(left, right)
    }

    /// Whether two values `JSONSerialization` made are the same JSON, compared in Swift.
    /// Not by bridging to `NSDictionary` and `isEqual`: in a binary linked with
    /// `--static-swift-stdlib` (how the service is built) that says false for nested Swift
    /// collections that are equal, and `check` called every placement stale.
    static func sameJSON(_ lhs: Any, _ rhs: Any) -> Bool {
        switch (lhs, rhs) {
        case let (lhs as [String: Any], rhs as [String: Any]):
            return lhs.count == rhs.count && lhs.allSatisfy { key, value in rhs[key].map { sameJSON(value, $0) } ?? false }
        case let (lhs as [Any], rhs as [Any]):
            return lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { sameJSON($0, $1) }
        case let (lhs as String, rhs as String):
            return lhs == rhs
        case let (lhs as NSNumber, rhs as NSNumber):
            return lhs == rhs
        case (is NSNull, is NSNull):
            return true
        default:
            return false
        }
    }
}
