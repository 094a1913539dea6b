import SwiftSyntax

/// Static members a scene declares in extensions of library types, as design systems do:
/// `extension Color { static let brand = Color(red: 0.1, green: 0.4, blue: 0.8) }`, `extension
/// CGFloat { static let gutter: CGFloat = 12 }`, read as `Color.brand` or, where the type is
/// implied, `.brand`. Each is worked out once per load, like a scene type's static member.
extension Evaluator {
    /// `Type.name` when the scene's extension of `type` declares `name`; `.none` when not.
    func libraryStatic(_ name: String, of type: String, origin: SceneOrigin) -> SceneValue?? {
        guard let model = libraryExtensions[type], model.declaresStatic(name) else { return .none }
        sceneExtensionsUsed += 1
        return .some(staticMember(name, of: model, origin: origin))
    }

    /// `.name`, its type left implied: the value of the one extension of a library type that
    /// declares `name`, as the argument's type would pick it in Swift; else the member as
    /// named, for the argument's type to decide among the library's own members.
    func implicitMember(_ name: String, origin: SceneOrigin) -> SceneValue? {
        guard !libraryExtensions.isEmpty else { return .member(SceneMember(name: name)) }
        let declaring = libraryExtensions.values.filter { $0.declaresStatic(name) }
        guard declaring.count == 1, case .some(let value) = libraryStatic(name, of: declaring[0].name, origin: origin) else {
            return .member(SceneMember(name: name))
        }
        return value
    }
}

extension TypeModel {
    /// Whether a `static let`, `static var` or static computed property is named `name`.
    func declaresStatic(_ name: String) -> Bool {
        staticProperties[name] != nil || staticComputed[name] != nil
    }
}
