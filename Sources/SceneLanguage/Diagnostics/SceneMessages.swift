import Foundation
import SwiftDiagnostics

/// One kind of problem: its identifier, text and severity. Every message the module
/// reports is a constructor below.
struct SceneMessage: Hashable {
    var id: String
    var text: String
    var severity: DiagnosticSeverity

    static func error(_ id: String, _ text: String) -> SceneMessage { SceneMessage(id: id, text: text, severity: .error) }
    static func warning(_ id: String, _ text: String) -> SceneMessage { SceneMessage(id: id, text: text, severity: .warning) }
    static func note(_ id: String, _ text: String) -> SceneMessage { SceneMessage(id: id, text: text, severity: .note) }
}

// MARK: - Messages

extension SceneMessage {
    // Scene structure
    static let noPreview = error("no-preview", "no #Preview and no ContentView")
    static func noPreview(showing view: String) -> SceneMessage {
        error("no-preview", "no #Preview and no ContentView; add a #Preview that shows '\(view)', or name it 'ContentView'")
    }
    static func ignoredDeclaration(_ what: String) -> SceneMessage { warning("ignored-declaration", "\(what) is ignored") }
    static func ignoredDeclarationUsed(_ what: String) -> SceneMessage { error("ignored-declaration", "\(what) is ignored and cannot be used") }
    static func declaredHere(_ name: String) -> SceneMessage { note("declared-here", "'\(name)' declared here") }
    static func unknownMacro(_ name: String) -> SceneMessage { warning("unknown-macro", "macro '#\(name)' is ignored") }
    static func unknownPreviewTrait(_ spelled: String) -> SceneMessage { warning("preview-trait", "unknown preview trait '\(spelled)' is ignored") }
    static func unknownDevice(_ name: String) -> SceneMessage { error("preview-device", "unknown device '\(name)'") }
    static func expectedDeviceName(_ got: String) -> SceneMessage {
        error("preview-device", "expected a device name such as \"iPhone 15\" or PreviewDevice(rawValue: \"iPhone 15\"), got \(got)")
    }
    static let previewNeedsContent = error("preview-content", "#Preview needs a closure with the views to show")
    static func expectedPreviewName(_ got: String) -> SceneMessage { error("preview-name", "expected a string for the preview name, got \(got)") }
    static func missingBody(_ name: String) -> SceneMessage { error("missing-body", "view '\(name)' has no 'body'") }
    static func recursiveView(_ name: String) -> SceneMessage { error("recursion", "'\(name)' is nested too deeply; does it contain itself?") }
    static func recursiveGlobal(_ name: String) -> SceneMessage { error("recursion", "'\(name)' refers to itself") }
    /// Stored properties whose initial values read each other in a circle, as Swift says it.
    static let circularReference = error("circular-reference", "circular reference")
    static let throughReference = note("circular-reference", "through reference here")
    static func numberOutOfRange(_ number: String, _ type: String) -> SceneMessage { error("number-range", "\(number) is out of range for '\(type)'") }
    static func notFinite(_ parameter: String, _ number: String) -> SceneMessage {
        error("number-range", "expected a finite number for \(parameter), got \(number)")
    }
    static func invalidFrameDimension(_ parameter: String, _ number: String) -> SceneMessage {
        error("number-range", "invalid frame dimension \(number) for \(parameter); a fixed width or height must be finite (use 'maxWidth: .infinity' to fill the proposal)")
    }
    static func negativeFrameDimension(_ parameter: String, _ number: String) -> SceneMessage {
        error("number-range", "invalid frame dimension \(number) for \(parameter); a frame's lengths are 0 or more (leave it out, or pass nil, for the view's own)")
    }
    static func lengthTooLarge(_ parameter: String, _ number: String, _ limit: String) -> SceneMessage {
        error("number-range", "\(number) is too large for \(parameter); a length is at most \(limit) pt either way")
    }

    // Views, layouts and modifiers
    static func unknownView(_ name: String) -> SceneMessage { error("unknown-view", "unknown view '\(name)'") }
    /// A name SwiftUI has (`kind` is "view" or "modifier") that layoutd cannot lay out:
    /// said as it is, so it is never mistaken for a typo.
    static func notLaidOutInScenes(_ name: String, kind: String = "view") -> SceneMessage {
        error("not-in-scenes", "'\(name)' is a SwiftUI \(kind) layoutd does not lay out yet")
    }
    static func closureNotLaidOut(_ callee: String, _ label: String) -> SceneMessage {
        error("not-in-scenes", "the '\(label)' closure of '\(callee)' is SwiftUI's, but layoutd does not lay it out yet")
    }
    static func notAView(_ name: String) -> SceneMessage { error("not-a-view", "'\(name)' is not a view") }
    static let modifierTakesOneModifier = error("view-modifier", "'modifier' takes one value of a 'ViewModifier' the scene declares, as in '.modifier(Card())'")
    static func notAViewModifier(_ got: String) -> SceneMessage {
        error("view-modifier", "'modifier' takes a 'ViewModifier', not \(got); declare one as 'struct Name: ViewModifier { func body(content: Content) -> some View { … } }'")
    }
    static func missingModifierBody(_ name: String) -> SceneMessage {
        error("missing-body", "view modifier '\(name)' has no 'body(content:)'")
    }
    static let readerNeedsContent = error("reader-content", "'GeometryReader' needs its content as a closure of the proxy, as in 'GeometryReader { proxy in … }'")
    static let readerNeedsSwift = error("reader-json", "'GeometryReader' needs a closure of its proxy, which only a Swift scene can hold; write it in NAME.swift")
    static let proxyCoordinateSpace = error("proxy-space", "'frame(in:)' takes '.local' or '.global' here: a scene names no coordinate spaces of its own")
    static func layoutNeedsContent(_ name: String) -> SceneMessage {
        error("layout-content", "'\(name)' is a layout; give it content, as in '\(name) { … }'")
    }
    static func unknownModifier(_ name: String) -> SceneMessage { error("unknown-modifier", "unknown modifier '\(name)'") }
    static func modifierOnNonView(_ name: String, _ got: String) -> SceneMessage {
        error("modifier-receiver", "'\(name)' applies to a view, not \(got)")
    }
    static func shapeModifierOnNonShape(_ name: String, _ view: String) -> SceneMessage {
        error("modifier-receiver", "'\(name)' applies to a shape, not '\(view)'")
    }
    static func imageMethodOnView(_ name: String, _ view: String) -> SceneMessage {
        error("modifier-receiver", "'\(name)' applies to an Image, not to '\(view)'\(view == "Image" ? " after a view modifier" : "")")
    }
    static func missingImageSize(_ name: String) -> SceneMessage {
        error("image-size", "no size for image '\(name)'; give it one in the configuration's image table: [images] \(name) = { width = 320, height = 200 }")
    }
    static func didYouMean(_ spelled: String) -> SceneMessage { note("did-you-mean", "did you mean \(spelled)?") }

    // Arguments
    static func noSuchArgument(_ callee: String, _ label: String) -> SceneMessage { error("argument-label", "'\(callee)' has no argument '\(label)'") }
    static func conflictingArguments(_ callee: String, _ first: String, _ second: String) -> SceneMessage {
        error("argument-label", "'\(callee)' cannot take '\(first)' together with '\(second)'")
    }
    static func extraArgument(_ callee: String) -> SceneMessage { error("extra-argument", "extra argument in call to '\(callee)'") }
    static func missingArgument(_ callee: String, _ parameter: String) -> SceneMessage {
        error("missing-argument", "missing argument for parameter \(parameter) in call to '\(callee)'")
    }
    static func unexpectedContent(_ callee: String) -> SceneMessage { error("content", "'\(callee)' takes no content closure") }
    static func missingContent(_ callee: String) -> SceneMessage { error("content", "missing content closure for '\(callee)'") }
    static func wrongType(expected: String, for parameter: String, got: String) -> SceneMessage {
        error("argument-type", "expected \(expected) for \(parameter), got \(got)")
    }

    // Expressions
    static func cannotFind(_ name: String) -> SceneMessage { error("unknown-name", "cannot find '\(name)' in scope") }
    static func unsupportedExpression(_ text: String) -> SceneMessage { error("unsupported-expression", "unsupported expression '\(text)'") }
    static func unsupportedStatement(_ text: String) -> SceneMessage { error("unsupported-statement", "unsupported statement '\(text)'") }
    static func expectedView(got: String) -> SceneMessage { error("expected-view", "expected a view, got \(got)") }
    static func badOperands(_ op: String, _ lhs: String, _ rhs: String) -> SceneMessage {
        error("operator", "cannot apply '\(op)' to \(lhs) and \(rhs)")
    }
    static func badOperand(_ op: String, _ value: String) -> SceneMessage { error("operator", "cannot apply '\(op)' to \(value)") }
    static let divisionByZero = error("division-by-zero", "division by zero")
    /// An operator or a library call that traps in Swift (an `Int` overflowing, `%` of a
    /// `CGFloat`), with the interpreter's message for it.
    static func arithmeticFailed(_ failure: any Error) -> SceneMessage {
        error("arithmetic", (failure as? Trap)?.message ?? "\(failure)")
    }
    static func expectedCondition(got: String) -> SceneMessage { error("condition", "expected a boolean condition, got \(got)") }
    /// `ForEach(zip(a, b), id: \.0)`: Swift's message, and the fix Swift users reach for.
    static func notRandomAccess(_ callee: String, _ sequence: String, _ text: String) -> SceneMessage {
        error("for-each", "generic struct '\(callee)' requires that '\(sequence)' conform to 'RandomAccessCollection': use 'Array(\(text))'")
    }
    static func notIterable(_ got: String, for callee: String = "ForEach") -> SceneMessage {
        error("for-each", "expected a range or an array for '\(callee)', got \(got)")
    }
    static func noMember(_ name: String, on value: String) -> SceneMessage { error("unknown-member", "\(value) has no member '\(name)'") }
    static func notCallable(_ what: String) -> SceneMessage { error("not-callable", "\(what) cannot be called") }
    static func closureArity(expected: Int, got: Int) -> SceneMessage {
        error("closure-arity", "closure takes \(got) parameter\(got == 1 ? "" : "s") but \(expected) \(expected == 1 ? "is" : "are") given")
    }
    static func constantPropertyArgument(_ view: String, _ name: String) -> SceneMessage {
        error("argument-label", "'\(name)' is a 'let' with a default value; '\(view)' has no argument '\(name)'")
    }
    static func uninitializedProperty(_ view: String, _ name: String) -> SceneMessage {
        error("uninitialized-property", "'\(view)' does not initialize '\(name)'")
    }
    static func indexOutOfRange(_ index: Int, count: Int) -> SceneMessage { error("index", "index \(index) is out of range 0..<\(count)") }
    static func unknownPreviewArgument(_ label: String) -> SceneMessage { error("argument-label", "'#Preview' has no argument '\(label)'") }
    static let noMatchingSwitchCase = error("switch", "no 'switch' case matches")
    static func tooManyElements(_ count: Int) -> SceneMessage { error("too-many-elements", "\(count) elements are too many for a scene") }
    static let rangeBounds = error("range", "a range needs integer bounds, lower not above upper")
    static func rangeOrder(lower: String, upper: String) -> SceneMessage {
        error("range", "a range's lower bound \(lower) is above its upper bound \(upper); Swift's 'Range' requires lowerBound <= upperBound")
    }

    // scene.json
    static func jsonSyntax(_ text: String) -> SceneMessage { error("json-syntax", text) }
    static func jsonExpected(_ what: String, got: String) -> SceneMessage { error("json-schema", "expected \(what), got \(got)") }
    static func jsonMissingKey(_ key: String) -> SceneMessage { error("json-schema", "missing key '\(key)'") }
    static func jsonUnknownKey(_ key: String) -> SceneMessage { warning("json-schema", "unknown key '\(key)' is ignored") }
}
