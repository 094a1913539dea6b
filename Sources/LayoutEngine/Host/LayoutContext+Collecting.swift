import Foundation

extension LayoutContext {
    /// Runs `body` with `collector` open as the innermost of `stack`, for the views `body`
    /// resolves to report to (a navigation stack's bar, a tab view's items). Type-erased
    /// views are resolved again meanwhile rather than taken from the last pass whole: a
    /// taken subtree would report nothing.
    func collecting<Collector>(_ collector: Collector, in stack: ReferenceWritableKeyPath<LayoutContext, [Collector]>, _ body: () -> Void) {
        let resolvedErasedViewsAgain = resolvesErasedViewsAgain
        self[keyPath: stack].append(collector)
        resolvesErasedViewsAgain = true
        body()
        resolvesErasedViewsAgain = resolvedErasedViewsAgain
        self[keyPath: stack].removeLast()
    }
}
