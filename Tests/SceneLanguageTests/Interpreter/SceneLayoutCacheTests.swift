import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// A scene layout's cache lives as SwiftUI keeps it: made once, updated when its subviews
/// change, made anew when the layout's own code changes.
@Suite struct SceneLayoutCacheTests {
    private func scene(spacing: Int, label: String) -> String {
        """
        struct Tally: Layout {
            struct Cache { var widths: [CGFloat] = [] }
            func makeCache(subviews: Subviews) -> Cache {
                Cache(widths: subviews.map { $0.sizeThatFits(.unspecified).width })
            }
            func updateCache(_ cache: inout Cache, subviews: Subviews) {
                cache.widths = subviews.map { $0.sizeThatFits(.unspecified).width }
            }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
                CGSize(width: cache.widths.reduce(0, +) + \(spacing), height: 20)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
                var x = bounds.minX
                for (index, subview) in subviews.enumerated() {
                    subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                    x += cache.widths[index]
                }
            }
        }
        #Preview(traits: .sizeThatFitsLayout) { Tally { Text("\(label)"); Text("b") } }
        """
    }

    private func place(_ source: String, on host: LayoutHost, parseCache: SceneParseCache? = nil) throws -> Placement {
        let (placement, diagnostics) = try interpretedPlacement(source, host: host, parseCache: parseCache)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return placement
    }

    @Test func firstPassMakesTheCache() throws {
        let placement = try place(scene(spacing: 0, label: "a"), on: LayoutHost())
        #expect(placement.stats.makeCacheCalls == 1)
        #expect(placement.stats.updateCacheCalls == 0)
    }

    @Test func editingTheViewsUnderTheLayoutUpdatesItsCache() throws {
        let host = LayoutHost()
        _ = try place(scene(spacing: 0, label: "a"), on: host)
        let edited = try place(scene(spacing: 0, label: "a longer label"), on: host)
        #expect(edited.stats.makeCacheCalls == 0)
        #expect(edited.stats.updateCacheCalls == 1)
        #expect(edited.root.frame.width > 20)
    }

    @Test func editingTheLayoutsCodeMakesANewCache() throws {
        let host = LayoutHost()
        _ = try place(scene(spacing: 0, label: "a"), on: host)
        let edited = try place(scene(spacing: 5, label: "a"), on: host)
        #expect(edited.stats.makeCacheCalls == 1)
        #expect(edited.stats.updateCacheCalls == 0)
    }

    @Test func editingANumberInTheLayoutsCodeMakesANewCacheWhenTheProgramIsKept() throws {
        let host = LayoutHost(), parseCache = SceneParseCache()
        _ = try place(scene(spacing: 0, label: "a"), on: host, parseCache: parseCache)
        for spacing in [5, 50, 7] {
            let edited = try place(scene(spacing: spacing, label: "a"), on: host, parseCache: parseCache)
            #expect(edited.stats.makeCacheCalls == 1)
            #expect(edited.stats.updateCacheCalls == 0)
        }
    }

    @Test func editingANumberInOneLayoutKeepsAnotherLayoutsCache() throws {
        func twoLayouts(_ gap: Int) -> String {
            scene(spacing: 0, label: "a").replacingOccurrences(of: "#Preview", with: """
            struct Gap: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: \(gap), height: 1)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            #Preview
            """).replacingOccurrences(of: "Tally { Text(\"a\"); Text(\"b\") }", with: "VStack { Tally { Text(\"a\"); Text(\"b\") }; Gap { Text(\"c\") } }")
        }
        let host = LayoutHost(), parseCache = SceneParseCache()
        _ = try place(twoLayouts(3), on: host, parseCache: parseCache)
        let edited = try place(twoLayouts(40), on: host, parseCache: parseCache)
        // Gap's cache is `()`, made anew; Tally's is kept and updated.
        #expect(edited.stats.makeCacheCalls == 1)
        #expect(edited.stats.updateCacheCalls == 1)
        #expect(edited.root.frame.width == 40)
    }
}
