import Foundation
import LayoutEngine

/// Overload resolution: which signature a call's arguments fit, and the message when none
/// does (the closest overload's: a wrong type before a missing argument before an unknown
/// label).
extension ViewFactory {
    enum Mismatch {
        case type(argument: Int, parameter: Int)
        case content(given: Bool)
        case missing(parameter: Int)
        case extra(argument: Int)
        case unknownLabel(argument: Int)

        /// Lower is closer to what was meant: its message is the one reported.
        var rank: Int {
            switch self {
            case .type: return 0
            case .content: return 1
            case .missing: return 2
            case .extra: return 3
            case .unknownLabel: return 4
            }
        }
    }

    /// The overload `arguments` fit and the arguments converted for it; nil, with the
    /// mismatch of the closest overload reported, when none fits.
    func resolve<Build>(_ callee: String, _ overloads: [Overload<Build>], _ arguments: [SceneArgument], hasContent: Bool, origin: SceneOrigin) -> (Overload<Build>, Arguments)? {
        let site = SiteChoice.site(of: overloads, origin: origin)
        if let site, let choice = choices.recalled(site, arguments, hasContent: hasContent) {
            let overload = overloads[choice.index]
            let fits = choice.assignment.withUnsafeBufferPointer { typeMismatch(overload, arguments, $0) == nil }
            if fits {
                return choice.assignment.withUnsafeBufferPointer { assignment in
                    converted(overload, arguments, assignment, callee: callee).map { (overload, $0) }
                }
            }
        }
        var best: (overload: Overload<Build>, mismatch: Mismatch)?
        // Whether every overload so far failed for the call's shape alone (labels, count,
        // content), which the site's next call shares: then the site's choice is remembered.
        var shapeDecided = true
        for (index, overload) in overloads.enumerated() {
            // The assignment lives on the stack: resolving runs for every view and modifier,
            // and a heap array of `Int` costs a metadata lookup in the runtime each time.
            let outcome: Outcome = withUnsafeTemporaryAllocation(of: Int.self, capacity: overload.parameters.count) { assignment in
                if let mismatch = match(overload, arguments, hasContent: hasContent, into: assignment) { return .mismatch(mismatch) }
                if shapeDecided, let site {
                    choices.remember(SiteChoice(site: site, overloads: overloads, labels: arguments.map(\.label), hasContent: hasContent, index: index, assignment: Array(assignment)))
                }
                return .matched(converted(overload, arguments, UnsafeBufferPointer(assignment), callee: callee))
            }
            switch outcome {
            case .matched(let arguments?): return (overload, arguments)
            case .matched(nil): return nil
            case .mismatch(let mismatch):
                if case .type = mismatch { shapeDecided = false }
                if best == nil || mismatch.rank < best!.mismatch.rank { best = (overload, mismatch) }
            }
        }
        if let best { report(best.mismatch, best.overload, callee, overloads, arguments, origin) }
        return nil
    }

    /// The arguments converted for `overload`'s parameters as `assignment` gives them to
    /// each; nil when converting one failed (reported).
    private func converted<Build>(_ overload: Overload<Build>, _ arguments: [SceneArgument], _ assignment: UnsafeBufferPointer<Int>, callee: String) -> Arguments? {
        var converted = true
        // Arguments and parameters read in place: copying each (labels, values) costs
        // retains and releases for every view and modifier.
        let values = overload.parameters.indices.map { index -> TypedValue? in
            let argumentIndex = assignment[index]
            guard argumentIndex >= 0 else { return nil }
            let value = convert(arguments[argumentIndex].value, to: overload.parameters[index].type, origin: arguments[argumentIndex].valueOrigin,
                                parameter: self.describe(overload.parameters[index], argument: argumentIndex, callee: callee), dryRun: false)
            if value == nil { converted = false }
            return value
        }
        return converted ? Arguments(values: values) : nil
    }

    /// What matching one overload gave: its converted arguments (nil when converting one
    /// failed, already reported), or the first way the call does not fit it.
    private enum Outcome {
        case matched(Arguments?)
        case mismatch(Mismatch)
    }

    /// Fills `assignment` with the index of the argument that goes to each parameter (-1
    /// for none) and gives the first way the call does not fit, nil when it fits.
    func match<Build>(_ overload: Overload<Build>, _ arguments: [SceneArgument], hasContent: Bool, into assignment: UnsafeMutableBufferPointer<Int>) -> Mismatch? {
        // Arguments and parameters are read in place, by index (see `resolve`).
        let parameters = overload.parameters
        for index in parameters.indices { assignment[index] = -1 }
        var nextUnlabeled = 0
        for index in arguments.indices {
            if let label = arguments[index].label {
                guard let parameter = parameters.indices.first(where: { parameters[$0].label == label && assignment[$0] < 0 }) else {
                    return .unknownLabel(argument: index)
                }
                assignment[parameter] = index
            } else {
                while nextUnlabeled < parameters.count, parameters[nextUnlabeled].label != nil || assignment[nextUnlabeled] >= 0 {
                    nextUnlabeled += 1
                }
                guard nextUnlabeled < parameters.count else { return .extra(argument: index) }
                assignment[nextUnlabeled] = index
                nextUnlabeled += 1
            }
        }
        for index in parameters.indices where assignment[index] < 0 && !parameters[index].isDefaulted {
            return .missing(parameter: index)
        }
        switch (overload.content, hasContent) {
        case (.none, true): return .content(given: true)
        case (.required, false): return .content(given: false)
        default: break
        }
        return typeMismatch(overload, arguments, UnsafeBufferPointer(assignment))
    }

    /// The first argument `assignment` gives a parameter whose type it cannot have, checked
    /// without reporting; nil when every one can.
    private func typeMismatch<Build>(_ overload: Overload<Build>, _ arguments: [SceneArgument], _ assignment: UnsafeBufferPointer<Int>) -> Mismatch? {
        let parameters = overload.parameters
        for index in parameters.indices where assignment[index] >= 0 {
            let argumentIndex = assignment[index]
            if convert(arguments[argumentIndex].value, to: parameters[index].type, origin: arguments[argumentIndex].valueOrigin, parameter: "", dryRun: true) == nil {
                return .type(argument: argumentIndex, parameter: index)
            }
        }
        return nil
    }

    func report<Build>(_ mismatch: Mismatch, _ overload: Overload<Build>, _ callee: String, _ overloads: [Overload<Build>], _ arguments: [SceneArgument], _ origin: SceneOrigin) {
        switch mismatch {
        case .type(let argumentIndex, let parameterIndex):
            let argument = arguments[argumentIndex]
            let parameter = overload.parameters[parameterIndex]
            _ = convert(argument.value, to: parameter.type, origin: argument.valueOrigin, parameter: describe(parameter, argument: argumentIndex, callee: callee), dryRun: false)
        case .content(let given):
            sink.emit(given ? .unexpectedContent(callee) : .missingContent(callee), at: origin)
        case .missing(let parameterIndex):
            let parameter = overload.parameters[parameterIndex]
            let name = parameter.label.map { "'\($0)'" } ?? "#\(parameterIndex + 1)"
            sink.emit(.missingArgument(callee, name), at: origin)
        case .extra(let argumentIndex):
            sink.emit(.extraArgument(callee), at: arguments[argumentIndex].origin)
        case .unknownLabel(let argumentIndex):
            let argument = arguments[argumentIndex]
            let label = argument.label ?? ""
            let labels = overloads.flatMap { $0.parameters.compactMap(\.label) }
            guard labels.contains(label) else {
                sink.emit(.noSuchArgument(callee, label), at: argument.origin, suggesting: label, from: labels)
                return
            }
            let others = arguments.compactMap(\.label).filter { $0 != label }
            if let other = others.first(where: { other in
                !overloads.contains { overload in overload.parameters.contains { $0.label == label } && overload.parameters.contains { $0.label == other } }
            }) {
                sink.emit(.conflictingArguments(callee, other, label), at: argument.origin)
            } else {
                sink.emit(.extraArgument(callee), at: argument.origin)
            }
        }
    }

    func describe(_ parameter: Parameter, argument: Int, callee: String) -> String {
        parameter.label.map { "'\($0)'" } ?? "argument \(argument + 1) of '\(callee)'"
    }
}
