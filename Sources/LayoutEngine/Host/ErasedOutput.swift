/// What an ``AnyView`` produced last pass, kept on the first node it produced: the view
/// value (its box), the inputs it was resolved with, and how many sibling nodes it gave.
///
/// The same box at the same position with the same inputs produces the same nodes, so the
/// next pass takes them as they are, with everything they remember, instead of resolving
/// the view again. A node loses its record whenever anything else produces it.
final class ErasedOutput {
    let source: AnyViewStorage
    let path: Int
    let environment: EnvironmentValues
    let stackOrientation: Axis?
    /// How many consecutive sibling nodes, from the one holding the record, `source` gave.
    let count: Int

    init(source: AnyViewStorage, inputs: _ViewInputs, count: Int) {
        self.source = source
        path = inputs.path
        environment = inputs.environment
        stackOrientation = inputs.stackOrientation
        self.count = count
    }

    /// Whether `source` resolved with `inputs` is the view value and inputs recorded.
    @inline(__always)
    func matches(_ source: AnyViewStorage, _ inputs: _ViewInputs) -> Bool {
        self.source === source && path == inputs.path && stackOrientation == inputs.stackOrientation && environment == inputs.environment
    }
}
