import LayoutEngine

/// The view the factory built of a ``SceneNode``, kept with the node: a node an
/// ``EvaluationCache`` hands to a later load of the same file is not built again. Set only
/// when building the node reported nothing, so a reused view never hides a diagnostic.
final class ViewMemo {
    var view: AnyView?
    /// Where the node was written when ``view`` was built, when the view records its source
    /// location: a node an edit above moved is built again, so its location stays true.
    var builtAt: Int?
}
