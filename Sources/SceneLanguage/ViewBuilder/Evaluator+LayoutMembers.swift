import SwiftSyntax

/// The static members of the scene's own layouts, as view code names them
/// (`Radial.small { … }`, `AnyLayout(Radial.make(radius: 8))`): the view builder sees such a
/// layout as a view it names, so what its static members compute is the interpreter's
/// (``Program/staticMember(_:ofLayout:arguments:)``), passed on as a view of that layout.
extension Evaluator {
    /// Whether `name` is a layout the scene declares.
    func isSceneLayout(_ name: String) -> Bool {
        program?.declaresLayout(name) ?? false
    }

    /// `Layout.name` or `Layout.name(arguments)`: the member's value, a layout the scene
    /// declares as a view of that layout with no content yet; nil when it reported why.
    func layoutMember(_ name: String, of type: String, arguments: [SceneArgument]?, origin: SceneOrigin) -> SceneValue? {
        guard let program else { return nil }
        let value: Value?
        do {
            value = try program.staticMember(name, ofLayout: type, arguments: arguments)
        } catch let trap as Trap {
            sink.emit(.error("layout-static", trap.message), at: trap.offset.map { SceneOrigin(offset: $0) } ?? origin)
            return nil
        } catch {
            sink.emit(.error("layout-static", "\(error)"), at: origin)
            return nil
        }
        guard let value else {
            let members = (program.type(named: type)?.memberNames ?? []).filter { $0 != "init" }
            sink.emit(.noMember(name, on: "'\(type)'"), at: origin, suggesting: name, from: members)
            return nil
        }
        if case .record(let record) = value, isSceneLayout(record.type.name) {
            let argument = SceneArgument(label: nil, value: .interpreted(value), origin: origin, valueOrigin: origin)
            return .node(SceneNode(name: record.type.name, arguments: [argument], origin: origin))
        }
        return value.sceneValue
    }
}
