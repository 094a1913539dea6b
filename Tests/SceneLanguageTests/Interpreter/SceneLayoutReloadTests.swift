import Foundation
import LayoutEngine
@testable import SceneLanguage
import Testing

/// A scene that declares a layout is loaded again and again through one parse cache, as the
/// daemon does on every save.
@Suite struct SceneLayoutReloadTests {
    private func scene(gap: Int) -> String {
        """
        struct Gapped: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: CGFloat(subviews.count * \(gap)), height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        #Preview(traits: .sizeThatFitsLayout) { Gapped { Text("a"); Text("b") } }
        """
    }

    @Test func aNumberEditedInTheLayoutsCodeIsReadOnTheNextLoad() throws {
        let cache = SceneParseCache()
        for gap in [3, 4, 7, 9] {
            let result = SceneInterpreter.load(source: scene(gap: gap), path: "gapped.swift", parseCache: cache)
            let preview = try #require(result.scene?.previews.first)
            let placement = LayoutHost().place(preview.view, proposal: preview.proposal ?? .unspecified)
            #expect(placement.root.frame.width == CGFloat(2 * gap))
        }
    }

    @Test func aNumberEditedInTheLayoutsCodeKeepsTheCompiledProgram() throws {
        let cache = SceneParseCache()
        _ = SceneInterpreter.load(source: scene(gap: 3), path: "gapped.swift", parseCache: cache)
        let compiled = try #require(cache.compiledProgram)
        for gap in [4, 12, 5, 1_000] {
            let result = SceneInterpreter.load(source: scene(gap: gap), path: "gapped.swift", parseCache: cache)
            #expect(cache.compiledProgram === compiled)
            let preview = try #require(result.scene?.previews.first)
            #expect(LayoutHost().place(preview.view, proposal: .unspecified).root.frame.width == CGFloat(2 * gap))
        }
    }

    @Test func numbersEditedInTwoMethodsAtOnceKeepTheCompiledProgram() throws {
        func scene(_ gap: String) -> String {
            """
            struct Spaced: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let gap: CGFloat = \(gap)
                    return CGSize(width: gap * CGFloat(subviews.count), height: 1.5)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    let gap: CGFloat = \(gap)
                    for (index, subview) in subviews.enumerated() {
                        subview.place(at: CGPoint(x: bounds.minX + gap * CGFloat(index), y: bounds.minY), proposal: .unspecified)
                    }
                }
            }
            #Preview(traits: .sizeThatFitsLayout) { Spaced { Color.red.frame(width: 1, height: 1); Color.blue.frame(width: 1, height: 1) } }
            """
        }
        let cache = SceneParseCache()
        _ = SceneInterpreter.load(source: scene("3"), path: "spaced.swift", parseCache: cache)
        let compiled = try #require(cache.compiledProgram)
        for gap in ["12", "4.5", "1_000", "7e1"] {
            let result = SceneInterpreter.load(source: scene(gap), path: "spaced.swift", parseCache: cache)
            #expect(cache.compiledProgram === compiled)
            let preview = try #require(result.scene?.previews.first)
            let placement = LayoutHost().place(preview.view, proposal: .unspecified)
            let value = try #require(Double(gap.replacingOccurrences(of: "_", with: "")))
            #expect(placement.root.frame.width == CGFloat(2 * value))
            #expect(placement.root.children[1].frame.minX == CGFloat(value))
        }
    }

    @Test func aNumberThatBecomesAFractionCompilesTheProgramAgain() throws {
        let cache = SceneParseCache()
        let source = scene(gap: 3)
        _ = SceneInterpreter.load(source: source, path: "gapped.swift", parseCache: cache)
        let compiled = try #require(cache.compiledProgram)
        let edited = source.replacingOccurrences(of: "CGFloat(subviews.count * 3)", with: "CGFloat(subviews.count) * 3.5")
        let result = SceneInterpreter.load(source: edited, path: "gapped.swift", parseCache: cache)
        #expect(cache.compiledProgram !== compiled)
        let preview = try #require(result.scene?.previews.first)
        #expect(LayoutHost().place(preview.view, proposal: .unspecified).root.frame.width == 7)
    }

    @Test func codeEditedInTheLayoutReparsesOnlyAroundTheEdit() throws {
        let cache = SceneParseCache()
        _ = SceneInterpreter.load(source: scene(gap: 3), path: "gapped.swift", parseCache: cache)
        #expect(cache.programParse.lastParse == .full)
        for extra in ["+ 1", "+ 2 * 2", "- 1"] {
            let edited = scene(gap: 3).replacingOccurrences(of: "subviews.count * 3", with: "subviews.count * 3 \(extra)")
            _ = SceneInterpreter.load(source: edited, path: "gapped.swift", parseCache: cache)
            #expect(cache.programParse.lastParse == .incremental)
        }
    }

    @Test func aRunTimeErrorAfterANumberChangedLengthPointsWhereAFreshLoadPoints() throws {
        func scene(_ count: Int) -> String {
            """
            struct Picky: Layout {
                let limit = \(count)
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let widths: [CGFloat] = [1, 2]
                    return CGSize(width: widths[limit], height: 1)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    print("placed", limit)
                }
            }
            #Preview(traits: .sizeThatFitsLayout) { Picky { Text("a") } }
            """
        }
        func failure(_ source: String, _ cache: SceneParseCache?) throws -> String {
            let scene = try #require(SceneInterpreter.load(source: source, path: "picky.swift", parseCache: cache).scene)
            scene.runtime?.beginPass()
            _ = LayoutHost().place(scene.previews[0].view, proposal: .unspecified)
            let failure = try #require(scene.runtime?.failure)
            return SceneDiagnostic.render([failure], source: source, path: "picky.swift")
        }
        let cache = SceneParseCache()
        _ = SceneInterpreter.load(source: scene(0), path: "picky.swift", parseCache: cache)
        let compiled = try #require(cache.compiledProgram)
        for count in [10, 2, 12_345] {
            let reused = try failure(scene(count), cache)
            #expect(cache.compiledProgram === compiled)
            #expect(reused == (try failure(scene(count), nil)))
            #expect(reused.contains("picky.swift:5:"))
        }
    }

    @Test func aGlobalTheLayoutChangesStartsAgainOnEveryLoad() throws {
        func scene(_ label: String) -> String {
            """
            var passes = 0
            struct Counting: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    passes += 1
                    return CGSize(width: CGFloat(passes), height: 1)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            #Preview(traits: .sizeThatFitsLayout) { Counting { Text("\(label)") } }
            """
        }
        let cache = SceneParseCache()
        for label in ["a", "b", "c"] {
            let scene = try #require(SceneInterpreter.load(source: scene(label), path: "counting.swift", parseCache: cache).scene)
            #expect(cache.compiledProgram != nil)
            #expect(LayoutHost().place(scene.previews[0].view, proposal: .unspecified).root.frame.width == 1)
        }
    }
}
