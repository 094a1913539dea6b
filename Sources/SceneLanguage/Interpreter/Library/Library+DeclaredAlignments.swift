import Foundation
import LayoutEngine

/// `HorizontalAlignment(X.self)` and `VerticalAlignment(X.self)` for a type the scene
/// declares conforming to `AlignmentID`: the guide is a ``DeclaredAlignment`` whose default
/// value runs the type's `static func defaultValue(in:)` through the interpreter, so a
/// scene's custom guide aligns stacks, frames and overlays as a compiled one does.
extension Library {
    static let alignmentInitializers: [BuiltinType: [String: FunctionEntry]] = [
        .horizontalAlignment: [
            "init(_:)": function([.unknown], returns: .builtin(.horizontalAlignment)) { arguments in
                .horizontalAlignment(HorizontalAlignment(try declaredAlignment(arguments[0])))
            },
        ],
        .verticalAlignment: [
            "init(_:)": function([.unknown], returns: .builtin(.verticalAlignment)) { arguments in
                .verticalAlignment(VerticalAlignment(try declaredAlignment(arguments[0])))
            },
        ],
    ]

    /// The guide `X.self` names: one per declared type, so every use of the type is the
    /// same guide, and the same one in every compile of the scene that has a table.
    static func declaredAlignment(_ value: Value) throws -> DeclaredAlignment {
        guard case .type(let typeRef) = value else {
            throw Trap("expected an AlignmentID type such as 'MyGuide.self', got \(value.typeName)", at: nil)
        }
        let type: UserType
        switch typeRef {
        case .structType(let structType): type = structType
        case .enumType(let enumType): type = enumType
        default: throw Trap("'\(typeRef.name)' is not an AlignmentID type the scene declares", at: nil)
        }
        if let guide = type.declaredAlignment { return guide }
        if let problem = AlignmentIDChecker.problem(with: type) { throw Trap(problem, at: type.offset) }
        let function = AlignmentIDChecker.defaultValue(of: type)!
        // The function is held (a view keeps the guide after the load's program is gone);
        // the machine is the scene runtime's, which lives as long as the scene is laid out.
        let defaultValue: (ViewDimensions) -> CGFloat = { [weak machine = type.machine] dimensions in
            guard let machine else { return 0 }
            var receiver = Value.void
            var arguments: [Value] = [.dimensions(dimensions)]
            switch machine.runForEngine(function, receiver: &receiver, arguments: &arguments) {
            case .double(let number)?: return CGFloat(number)
            case .int(let number)?: return CGFloat(number)
            case nil: return 0
            case let other?:
                machine.fail(Trap("'defaultValue(in:)' returned \(other.typeName), not a CGFloat", at: function.offset))
                return 0
            }
        }
        // A scene compiled again takes the guides its last compile made (see
        // ``DeclaredGuideTable``); without a table (a one-off load) the guide is new.
        let guide = type.machine.declaredGuides?.guide(for: type, defaultValue: defaultValue)
            ?? DeclaredAlignment(name: type.name, defaultValue: defaultValue)
        type.declaredAlignment = guide
        return guide
    }
}

/// Checks that a scene type conforms to `AlignmentID` as the compiler would: it says so and
/// has `static func defaultValue(in:)`.
enum AlignmentIDChecker {
    static func defaultValue(of type: UserType) -> Function? {
        type.staticMethod("defaultValue", labels: ["in"])
    }

    /// What keeps `type` from being an `AlignmentID`, or nil when nothing does.
    static func problem(with type: UserType) -> String? {
        guard type.conformances.contains("AlignmentID") else {
            return "'\(type.name)' does not conform to protocol 'AlignmentID'; declare it as 'struct \(type.name): AlignmentID'"
        }
        guard defaultValue(of: type) != nil else {
            return "type '\(type.name)' does not conform to protocol 'AlignmentID': it has no 'static func defaultValue(in:)'"
        }
        return nil
    }
}
