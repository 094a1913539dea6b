import Foundation
import LayoutEngine

/// The guides a scene's `AlignmentID` types make, kept from one compile of the scene to the
/// next, so that recompiling a scene reuses its guides instead of making new ones.
///
/// A ``DeclaredAlignment`` lives for the rest of the process (views and frames hold it
/// unretained), so a daemon that recompiled a watched scene on every save would otherwise
/// gain one guide per declared type per save, for as long as it runs. A scene's
/// ``SceneParseCache`` holds the table: each compile takes the guides the last one made,
/// matched by type name (and, for two types of one name, by declaration order), and gives
/// them the new compile's `defaultValue(in:)`.
final class DeclaredGuideTable {
    private var guides: [String: DeclaredAlignment] = [:]
    /// The types that took a guide in the current compile, by name, in the order they did.
    private var claimants: [String: [ObjectIdentifier]] = [:]

    /// How many guides the table has made: as many as the scene has ever declared types,
    /// however often it was compiled.
    private(set) var madeGuides = 0

    /// Starts a new compile: its types take the guides afresh.
    func beginCompile() {
        claimants.removeAll(keepingCapacity: true)
    }

    /// The guide for `type`, whose default value is now `defaultValue`.
    func guide(for type: UserType, defaultValue: @escaping (ViewDimensions) -> CGFloat) -> DeclaredAlignment {
        let identity = ObjectIdentifier(type)
        var claimed = claimants[type.name] ?? []
        if !claimed.contains(identity) { claimed.append(identity) }
        claimants[type.name] = claimed
        let key = "\(type.name)#\(claimed.firstIndex(of: identity)!)"
        if let guide = guides[key] {
            guide.rebind(defaultValue: defaultValue)
            return guide
        }
        let guide = DeclaredAlignment(name: type.name, defaultValue: defaultValue)
        guides[key] = guide
        madeGuides += 1
        return guide
    }
}
