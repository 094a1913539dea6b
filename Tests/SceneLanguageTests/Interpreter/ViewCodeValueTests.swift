import Foundation
@testable import SceneLanguage
import SwiftParser
import SwiftSyntax
import Testing

/// View code (a `ForEach` content closure compiled by `Compiler`) computes with the view
/// builder's own values, carried in `Value.scene`, and its element is a slot of one frame
/// written per element.
@Suite struct ViewCodeValueTests {
    @Test func aViewBuildersValueComesBackAsItWent() {
        let member = SceneValue.member(SceneMember(type: "Color", name: "red"))
        guard case .member(let back) = Value.scene(member).sceneValue else {
            Issue.record("expected the member back")
            return
        }
        #expect(back.type == "Color" && back.name == "red")
    }

    @Test func plainValuesTakeTheViewBuildersForms() {
        guard case .number(let int) = Value.int(3).sceneValue, case .number(let double) = Value.double(2.5).sceneValue else {
            Issue.record("expected numbers")
            return
        }
        #expect(int == .int(3))
        #expect(double == .double(2.5))
        guard case .bool(true) = Value.bool(true).sceneValue, case .string("a") = Value.string("a").sceneValue else {
            Issue.record("expected a bool and a string")
            return
        }
    }

    /// Not nil, which would be a value the scene never computed: the interpreter's value,
    /// passed on for whoever takes it (a layout's argument) or reports it.
    @Test func aValueWithNoViewBuilderFormIsPassedOnAsTheInterpreters() {
        guard case .interpreted(.size(let size)) = Value.size(CGSize(width: 1, height: 2)).sceneValue else {
            Issue.record("expected the interpreter's size")
            return
        }
        #expect(size == CGSize(width: 1, height: 2))
        guard case .null = Value.none.sceneValue else {
            Issue.record("expected nil for nil")
            return
        }
    }

    @Test func aTupleTakesTheViewBuildersForm() {
        let tuple = Value.tuple(Tuple(labels: [SymbolTable.intern("offset"), nil], elements: [.int(0), .string("a")]))
        guard case .tuple(let back) = tuple.sceneValue else {
            Issue.record("expected a tuple")
            return
        }
        #expect(back.labels == ["offset", nil])
        guard case .number(.int(0))? = back.element("offset"), case .string("a")? = back.element("1") else {
            Issue.record("expected its elements")
            return
        }
    }

    /// An element whose type is decided is held typed, as layout code holds it; an integer
    /// literal's type is decided by what it meets, so it stays the view builder's.
    @Test func anElementIsHeldTypedOnceItsTypeIsDecided() {
        #expect(Value(viewValue: .number(.int(3))) == .int(3))
        #expect(Value(viewValue: .number(.double(1.5))) == .double(1.5))
        #expect(Value(viewValue: .string("a")) == .string("a"))
        guard case .scene(.number(let literal)) = Value(viewValue: .number(.literal(3))), literal.kind == .literal else {
            Issue.record("expected the literal left untyped")
            return
        }
    }

    @Test func aViewBuildersValueIsNamedByItsKind() {
        #expect(Value.scene(.keyPath("width")).typeName == "a key path")
    }

    /// A content closure compiled once and called for two elements reads each from its slot.
    @Test func compiledContentReadsEachElementFromItsSlot() throws {
        let tree = Parser.parse(source: #"_ = { i in Text("\(i)") }"#)
        let syntax = try #require(tree.statements.first.flatMap { $0.item.as(SequenceExprSyntax.self)?.elements.last?.as(ClosureExprSyntax.self) })
        let sink = DiagnosticSink()
        let evaluator = Evaluator(sink: sink)
        let scope = Scope(parent: evaluator.globals)
        let content = try #require(evaluator.compiledContents.content(of: SceneClosure(syntax: syntax, scope: scope), with: evaluator))
        var nodes: [SceneNode] = []
        #expect(content.appendViews(for: .number(.int(4)), in: scope, to: &nodes))
        #expect(content.appendViews(for: .number(.int(7)), in: scope, to: &nodes))
        let texts = nodes.map { node -> String? in
            guard case .string(let text)? = node.arguments.first?.value else { return nil }
            return text
        }
        #expect(texts == ["4", "7"])
        #expect(sink.pending.isEmpty)
    }

    /// A run inside a run of the same content (a view that shows itself) leaves the outer
    /// element in the slot when it ends.
    @Test func aRunInsideARunGivesTheOuterElementBack() {
        let run = ContentRun(parameter: "i", slotCount: 1, machine: Machine(stepBudget: 1))
        let scope = Scope(parent: nil)
        let outer = run.enter(.number(.int(1)), in: scope)
        let inner = run.enter(.number(.int(2)), in: scope)
        guard case .number(let number) = run.frame[0].sceneValue, number == .int(2) else {
            Issue.record("expected the inner element")
            return
        }
        run.leave(inner)
        guard case .number(let back) = run.frame[0].sceneValue, back == .int(1) else {
            Issue.record("expected the outer element back")
            return
        }
        run.leave(outer)
    }
}
