import Foundation

/// A scene value as a tag or selection compares it (`.tag(1)`, `.tag(Tab.home)`,
/// `selection: $tab`): the value a `@State` property or `.constant(…)` binding holds, and
/// an enum case by its name, whether written `Tab.home` or `.home`, as Swift would compare
/// values of one enum. Values that cannot be compared so (instances of declared structs,
/// arrays, closures) have no tag, and a selection of one picks the first tab.
enum SceneTag: Hashable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case enumCase(String)

    init?(_ value: SceneValue) {
        switch value {
        case .string(let text): self = .string(text)
        case .number(let number): self = .number(number.value)
        case .bool(let flag): self = .bool(flag)
        case .member(let member) where member.base == nil && member.arguments == nil:
            self = .enumCase(member.name)
        case .member(let member) where member.base == nil && member.name == "constant" && member.arguments?.count == 1:
            // `Binding.constant(value)` holds `value`.
            guard let held = member.arguments?.first?.value else { return nil }
            self.init(held)
        default: return nil
        }
    }
}
