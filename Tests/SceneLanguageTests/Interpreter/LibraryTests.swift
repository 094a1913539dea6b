import Foundation
import LayoutEngine
@testable import SceneLanguage
import Testing

/// The interpreter's standard library, entry by entry: what the compiler gets for a name
/// and labels, and what the closure it gets does. (LayoutSubview and LayoutSubviews exist
/// only during a layout pass: their members are tested with the compiler.)
struct LibraryTests {
    // MARK: Helpers

    func get(_ name: String, _ value: Value) throws -> Value? {
        let getter = try #require(Library.property(named: name))
        return try getter(value)
    }

    func set(_ name: String, _ value: Value, to newValue: Value) throws -> Value {
        var value = value
        let setter = try #require(Library.setter(named: name))
        #expect(try setter(&value, newValue))
        return value
    }

    func call(_ name: String, _ labels: [String?] = [], on receiver: Value, _ arguments: Value...) throws -> Value? {
        var receiver = receiver
        return try #require(Library.method(named: name, labels: labels)).call(&receiver, arguments)
    }

    /// Calls a mutating method and returns the changed receiver and the result.
    func mutate(_ name: String, _ labels: [String?] = [], on receiver: Value, _ arguments: Value...) throws -> (receiver: Value, result: Value?) {
        var receiver = receiver
        let result = try #require(Library.method(named: name, labels: labels)).call(&receiver, arguments)
        return (receiver, result)
    }

    func free(_ name: String, _ labels: [String?], _ arguments: Value...) throws -> Value {
        try #require(Library.function(named: name, labels: labels)).call(arguments)
    }

    func make(_ type: BuiltinType, _ labels: [String?], _ arguments: Value...) throws -> Value {
        try #require(Library.initializer(of: type, labels: labels)).call(arguments)
    }

    func closure(_ body: @escaping ([Value]) throws -> Value) -> Value {
        .function(Callable(name: "closure") { arguments in try body(arguments) })
    }

    func ints(_ values: Int...) -> Value { .array(values.map(Value.int)) }

    /// The message of the trap `body` throws.
    func trap(_ body: () throws -> Any?) -> String? {
        #expect(throws: Trap.self) { _ = try body() }?.message
    }

    let plus = Value.function(Callable(name: "+") { arguments in
        .int(try Library.int(arguments[0]) + Library.int(arguments[1]))
    })
    let isLess = Value.function(Callable(name: "<") { arguments in
        .bool(try Library.less(arguments[0], arguments[1]))
    })

    // MARK: Lookup

    @Test func unknownNamesAreNil() {
        #expect(Library.property(named: "wibble") == nil)
        #expect(Library.method(named: "map", labels: ["over"]) == nil)
        #expect(Library.function(named: "frobnicate", labels: [nil]) == nil)
        #expect(Library.initializer(of: .size, labels: ["w", "h"]) == nil)
    }

    @Test func sharedPropertyNameDispatchesOnTheValue() throws {
        #expect(try get("width", .size(CGSize(width: 3, height: 4))) == .double(3))
        #expect(try get("width", .rect(CGRect(x: 0, y: 0, width: 5, height: 6))) == .double(5))
        #expect(try get("width", .proposal(ProposedViewSize(width: 7, height: nil)))! == .double(7))
    }

    @Test func propertyOfATypeWithoutItIsNil() throws {
        #expect(try get("width", .int(3)) == nil)
    }

    @Test func methodOfATypeWithoutItIsNil() throws {
        #expect(try call("insetBy", ["dx", "dy"], on: .int(3), .int(1), .int(1)) == nil)
    }

    @Test func conflictingParameterTypesOfSharedMethodsAreUnknown() throws {
        let union = try #require(Library.method(named: "union", labels: [nil]))
        #expect(union.parameterTypes.map(\.name) == ["_"])
    }

    @Test func everyValueHasADescription() throws {
        #expect(try get("description", .double(2.5)) == .string("2.5"))
        #expect(try get("description", ints(1, 2)) == .string("[1, 2]"))
    }

    @Test func namesForSuggestionsListBaseNames() {
        #expect(Library.propertyNames.contains("minX"))
        #expect(Library.methodNames.contains("place"))
        #expect(Library.functionNames.contains("stride"))
        #expect(!Library.methodNames.contains { $0.contains("(") })
    }

    @Test func initializerDeclaresItsParameterAndReturnTypes() throws {
        let entry = try #require(Library.initializer(of: .size, labels: ["width", "height"]))
        #expect(entry.parameterTypes.map(\.name) == ["CGFloat", "CGFloat"])
        #expect(entry.returnType.name == "CGSize")
    }

    // MARK: Numbers

    @Test func roundedOnACGFloatReturnsACGFloat() throws {
        #expect(try call("rounded", on: .double(2.5)) == .double(3))
        if case .double = try #require(try call("rounded", on: .double(2.5))) {} else { Issue.record("not a CGFloat") }
    }

    @Test func roundedTakesARuleAsAnImplicitMember() throws {
        #expect(try call("rounded", [nil], on: .double(2.1), .implicitMember("up")) == .double(3))
        #expect(try call("rounded", [nil], on: .double(-2.7), .implicitMember("towardZero")) == .double(-2))
    }

    @Test func roundMutatesTheReceiver() throws {
        let (receiver, _) = try mutate("round", on: .double(1.6))
        #expect(receiver == .double(2))
    }

    @Test func intOfADoubleTruncatesTowardZero() throws {
        #expect(try make(.int, [nil], .double(2.7)) == .int(2))
        #expect(try make(.int, [nil], .double(-2.7)) == .int(-2))
    }

    @Test func intOfNaNTraps() {
        #expect(trap { try make(.int, [nil], .double(.nan)) } == "Double value cannot be converted to Int because it is either infinite or NaN")
    }

    @Test func intOfATooLargeDoubleTraps() {
        #expect(trap { try make(.int, [nil], .double(1e19)) } == "Double value cannot be converted to Int because the result would be greater than Int.max")
    }

    @Test func intOfAStringIsOptional() throws {
        #expect(try make(.int, [nil], .string("42")) == .int(42))
        #expect(try make(.int, [nil], .string("x")) == .none)
    }

    @Test func cgFloatOfAnIntIsACGFloat() throws {
        let value = try make(.double, [nil], .int(3))
        guard case .double(3) = value else { Issue.record("got \(value)"); return }
    }

    @Test func truncatingRemainderKeepsTheDividendsSign() throws {
        #expect(try call("truncatingRemainder", ["dividingBy"], on: .double(-7), .int(3)) == .double(-1))
    }

    @Test func isMultipleOfWorksOnInts() throws {
        #expect(try call("isMultiple", ["of"], on: .int(9), .int(3)) == .bool(true))
        #expect(try call("isMultiple", ["of"], on: .int(9), .int(4)) == .bool(false))
    }

    @Test func quotientAndRemainderRoundsTowardZero() throws {
        let result = try #require(try call("quotientAndRemainder", ["dividingBy"], on: .int(-7), .int(2)))
        #expect(try get("quotient", result) == .int(-3))
        #expect(try get("remainder", result) == .int(-1))
    }

    @Test func quotientAndRemainderByZeroTraps() {
        #expect(trap { try call("quotientAndRemainder", ["dividingBy"], on: .int(1), .int(0)) } == "Division by zero")
    }

    @Test func magnitudeKeepsTheNumbersKind() throws {
        #expect(try get("magnitude", .int(-4)) == .int(4))
        #expect(try get("magnitude", .double(-4.5)) == .double(4.5))
    }

    @Test func floatingPointStaticMembers() {
        #expect(Library.staticMember(of: .double, named: "infinity") == .double(.infinity))
        #expect(Library.staticMember(of: .double, named: "pi") == .double(.pi))
        #expect(Library.staticMember(of: .int, named: "max") == .int(.max))
    }

    // MARK: Free functions

    @Test func minOfTwoIntsIsAnInt() throws {
        let value = try free("min", [nil, nil], .int(3), .int(2))
        guard case .int(2) = value else { Issue.record("got \(value)"); return }
    }

    @Test func minOfAnIntAndACGFloatIsACGFloat() throws {
        let value = try free("min", [nil, nil], .int(1), .double(2.5))
        guard case .double(1) = value else { Issue.record("got \(value)"); return }
    }

    @Test func maxTakesMoreThanTwoArguments() throws {
        #expect(try free("max", [nil, nil, nil, nil], .int(1), .int(7), .int(3), .int(5)) == .int(7))
    }

    @Test func maxKeepsTheFirstArgumentWhenTheSecondIsNaN() throws {
        #expect(try free("max", [nil, nil], .double(1), .double(.nan)) == .double(1))
    }

    @Test func absOfIntMinTraps() {
        #expect(trap { try free("abs", [nil], .int(.min)) } != nil)
    }

    @Test func mathFunctionsTakeIntArguments() throws {
        #expect(try free("sqrt", [nil], .int(9)) == .double(3))
        #expect(try free("atan2", [nil, nil], .int(0), .int(1)) == .double(0))
        #expect(try free("floor", [nil], .double(-1.5)) == .double(-2))
    }

    @Test func strideToExcludesTheEnd() throws {
        #expect(try free("stride", ["from", "to", "by"], .int(0), .int(10), .int(3)) == ints(0, 3, 6, 9))
    }

    @Test func strideThroughIncludesTheEnd() throws {
        let values = try free("stride", ["from", "through", "by"], .double(0), .double(1), .double(0.25))
        #expect(values == .array([.double(0), .double(0.25), .double(0.5), .double(0.75), .double(1)]))
    }

    @Test func strideWithAZeroStepTraps() {
        #expect(trap { try free("stride", ["from", "to", "by"], .int(0), .int(10), .int(0)) } == "Stride size must not be zero")
    }

    @Test func zipPairsUpToTheShorterCollection() throws {
        let pairs = try free("zip", [nil, nil], ints(1, 2, 3), .range(10..<12))
        guard case .array(let values) = pairs, values.count == 2, case .tuple(let first) = values[0] else {
            Issue.record("got \(pairs)")
            return
        }
        #expect(first.elements == [.int(1), .int(10)])
        #expect(first.labels == [nil, nil])
    }

    @Test func arrayRepeatingCount() throws {
        #expect(try free("Array", ["repeating", "count"], .int(0), .int(3)) == ints(0, 0, 0))
    }

    @Test func arrayOfARangeListsItsElements() throws {
        #expect(try free("Array", [nil], .range(2..<5)) == ints(2, 3, 4))
    }

    @Test func stringOfANumberIsHowItPrints() throws {
        #expect(try free("String", [nil], .double(2)) == .string("2.0"))
        #expect(try free("String", ["describing"], .int(2)) == .string("2"))
    }

    @Test func stringOfCharactersJoinsThem() throws {
        let reversed = try #require(try call("reversed", on: .string("abc")))
        #expect(try free("String", [nil], reversed) == .string("cba"))
    }

    // MARK: Collections

    @Test func mapOverARangeCallsTheClosurePerElement() throws {
        var calls = 0
        let double = closure { arguments in
            calls += 1
            return .int(try Library.int(arguments[0]) * 2)
        }
        #expect(try call("map", [nil], on: .range(1..<4), double) == ints(2, 4, 6))
        #expect(calls == 3)
    }

    @Test func mapOnNilIsNilAsOptionalMap() throws {
        let increment = closure { .int(try Library.int($0[0]) + 1) }
        #expect(try call("map", [nil], on: .none, increment) == Value.none)
        #expect(try call("map", [nil], on: .int(1), increment) == .int(2))
    }

    @Test func compactMapDropsNil() throws {
        let evenOnly = closure { arguments in try Library.int(arguments[0]) % 2 == 0 ? arguments[0] : .none }
        #expect(try call("compactMap", [nil], on: ints(1, 2, 3, 4), evenOnly) == ints(2, 4))
    }

    @Test func flatMapConcatenatesTheResults() throws {
        let twice = closure { .array([$0[0], $0[0]]) }
        #expect(try call("flatMap", [nil], on: ints(1, 2), twice) == ints(1, 1, 2, 2))
    }

    @Test func filterOnAStringKeepsAString() throws {
        let notB = closure { .bool($0[0] != .string("b")) }
        #expect(try call("filter", [nil], on: .string("abcb"), notB) == .string("ac"))
    }

    @Test func reduceCombinesWithAnOperatorFunction() throws {
        #expect(try call("reduce", [nil, nil], on: .range(1..<5), .int(0), plus) == .int(10))
    }

    @Test func reduceTakesAnUntypedImplicitMemberInTheElementsType() throws {
        let first = closure { $0[0] }
        let sizes = Value.array([.size(CGSize(width: 1, height: 2))])
        let result = try #require(try call("reduce", [nil, nil], on: sizes, .implicitMember("zero"), first))
        guard case .size(.zero) = result else { Issue.record("got \(result)"); return }
    }

    @Test func reduceIntoPassesTheAccumulatorInout() throws {
        let appendTwice = Value.function(Callable(name: "closure") { arguments in
            guard case .array(var values) = arguments[0] else { return .void }
            values.append(arguments[1])
            values.append(arguments[1])
            arguments[0] = .array(values)
            return .void
        })
        #expect(try call("reduce", ["into", nil], on: ints(1, 2), .array([]), appendTwice) == ints(1, 1, 2, 2))
    }

    @Test func sortedOrdersMixedNumbers() throws {
        #expect(try call("sorted", on: .array([.int(3), .double(1.5), .int(2)])) == .array([.double(1.5), .int(2), .int(3)]))
    }

    @Test func sortedByIsStable() throws {
        let pairs: Value = .array([.array([.int(1), .string("a")]), .array([.int(0), .string("b")]), .array([.int(1), .string("c")])])
        let byFirst = closure { arguments in
            guard case .array(let a) = arguments[0], case .array(let b) = arguments[1] else { return .bool(false) }
            return .bool(try Library.less(a[0], b[0]))
        }
        let sorted = try call("sorted", ["by"], on: pairs, byFirst)
        #expect(sorted == .array([.array([.int(0), .string("b")]), .array([.int(1), .string("a")]), .array([.int(1), .string("c")])]))
    }

    @Test func sortedOfUncomparableValuesTraps() {
        #expect(trap { try call("sorted", on: .array([.bool(true), .bool(false)])) } != nil)
    }

    @Test func minOnAnEmptyArrayIsNil() throws {
        #expect(try call("min", on: .array([])) == Value.none)
    }

    @Test func maxOfARangeIsItsLastElement() throws {
        #expect(try call("max", on: .range(3..<8)) == .int(7))
    }

    @Test func minByUsesTheClosure() throws {
        let greater = closure { .bool(try Library.less($0[1], $0[0])) }
        #expect(try call("min", ["by"], on: ints(2, 9, 4), greater) == .int(9))
    }

    @Test func firstWhereFindsTheFirstMatch() throws {
        let big = closure { .bool(try Library.int($0[0]) > 2) }
        #expect(try call("first", ["where"], on: ints(1, 3, 5), big) == .int(3))
        #expect(try call("first", ["where"], on: ints(1), big) == Value.none)
    }

    @Test func firstIndexInARangeIsTheElement() throws {
        #expect(try call("firstIndex", ["of"], on: .range(10..<20), .int(12)) == .int(12))
    }

    @Test func lastIndexOfFindsTheLastOccurrence() throws {
        #expect(try call("lastIndex", ["of"], on: ints(1, 2, 1), .int(1)) == .int(2))
    }

    @Test func containsOnARangeChecksBounds() throws {
        #expect(try call("contains", [nil], on: .range(0..<3), .int(2)) == .bool(true))
        #expect(try call("contains", [nil], on: .range(0..<3), .int(3)) == .bool(false))
    }

    @Test func containsWhereAndAllSatisfy() throws {
        let positive = closure { .bool(try Library.int($0[0]) > 0) }
        #expect(try call("contains", ["where"], on: ints(-1, 2), positive) == .bool(true))
        #expect(try call("allSatisfy", [nil], on: ints(-1, 2), positive) == .bool(false))
    }

    @Test func forEachVisitsEveryElementInOrder() throws {
        var seen: [Value] = []
        let record = closure { seen.append($0[0]); return .void }
        _ = try call("forEach", [nil], on: ints(4, 5), record)
        #expect(seen == [.int(4), .int(5)])
    }

    @Test func enumeratedLabelsOffsetAndElement() throws {
        let value = try #require(try call("enumerated", on: .array([.string("a")])))
        guard case .array(let pairs) = value, case .tuple(let pair) = pairs[0] else { Issue.record("got \(value)"); return }
        #expect(pair.elements == [.int(0), .string("a")])
        #expect(pair.labels == [SymbolTable.intern("offset"), SymbolTable.intern("element")])
    }

    @Test func enumeratedElementsReadTheirLabelsAsProperties() throws {
        let value = try #require(try call("enumerated", on: .array([.string("a")])))
        guard case .array(let pairs) = value else { Issue.record("got \(value)"); return }
        #expect(try get("offset", pairs[0]) == .int(0))
        #expect(try get("element", pairs[0]) == .string("a"))
        #expect(try get("offset", .tuple(Tuple(labels: [nil], elements: [.int(1)]))) == nil)
    }

    @Test func prefixOfARangeIsARange() throws {
        #expect(try call("prefix", [nil], on: .range(5..<10), .int(2)) == .range(5..<7))
    }

    @Test func dropFirstOfARangeKeepsItsIndices() throws {
        #expect(try call("dropFirst", on: .range(5..<10)) == .range(6..<10))
    }

    @Test func dropLastOfAnArrayDropsElements() throws {
        #expect(try call("dropLast", [nil], on: ints(1, 2, 3), .int(2)) == ints(1))
        #expect(try call("dropLast", [nil], on: ints(1, 2, 3), .int(9)) == ints())
    }

    @Test func suffixOfAStringIsAString() throws {
        #expect(try call("suffix", [nil], on: .string("hello"), .int(3)) == .string("llo"))
    }

    @Test func prefixWithANegativeLengthTraps() {
        #expect(trap { try call("prefix", [nil], on: ints(1), .int(-1)) } == "Can't take a prefix of negative length from a collection")
    }

    @Test func joinedWithSeparatorJoinsStrings() throws {
        #expect(try call("joined", ["separator"], on: .array([.string("a"), .string("b")]), .string(", ")) == .string("a, b"))
    }

    @Test func joinedFlattensArrays() throws {
        #expect(try call("joined", on: .array([ints(1), ints(2, 3)])) == ints(1, 2, 3))
    }

    @Test func countFirstAndLastOfAnArray() throws {
        #expect(try get("count", ints(4, 5)) == .int(2))
        #expect(try get("first", ints(4, 5)) == .int(4))
        #expect(try get("last", ints()) == Value.none)
        #expect(try get("isEmpty", ints()) == .bool(true))
    }

    @Test func indicesOfAnArrayIsARange() throws {
        #expect(try get("indices", ints(7, 8, 9)) == .range(0..<3))
    }

    @Test func countOfAStringCountsCharacters() throws {
        #expect(try get("count", .string("héllo")) == .int(5))
    }

    // MARK: Mutating collection methods

    @Test func mutatingMethodsSayTheyMutate() throws {
        #expect(try #require(Library.method(named: "append", labels: [nil])).isMutating)
        #expect(try #require(Library.method(named: "formUnion", labels: [nil])).isMutating)
        #expect(try #require(Library.method(named: "map", labels: [nil])).isMutating == false)
    }

    @Test func appendAddsToTheReceiver() throws {
        #expect(try mutate("append", [nil], on: ints(1), .int(2)).receiver == ints(1, 2))
    }

    @Test func appendToAStringConcatenates() throws {
        #expect(try mutate("append", [nil], on: .string("ab"), .string("c")).receiver == .string("abc"))
    }

    @Test func appendContentsOfARange() throws {
        #expect(try mutate("append", ["contentsOf"], on: ints(0), .range(1..<3)).receiver == ints(0, 1, 2))
    }

    @Test func insertAtTheEndIsAllowed() throws {
        #expect(try mutate("insert", [nil, "at"], on: ints(1), .int(2), .int(1)).receiver == ints(1, 2))
    }

    @Test func insertPastTheEndTraps() {
        #expect(trap { try mutate("insert", [nil, "at"], on: ints(1), .int(2), .int(2)) } == "Array index is out of range")
    }

    @Test func removeAtReturnsTheElement() throws {
        let (receiver, result) = try mutate("remove", ["at"], on: ints(1, 2, 3), .int(1))
        #expect(result == .int(2))
        #expect(receiver == ints(1, 3))
    }

    @Test func removeAtOutOfRangeTraps() {
        #expect(trap { try mutate("remove", ["at"], on: ints(1), .int(1)) } == "Index out of range")
    }

    @Test func aTrappingMutationLeavesTheReceiverUnchanged() throws {
        var receiver = ints(1, 2)
        let remove = try #require(Library.method(named: "remove", labels: ["at"]))
        #expect(throws: Trap.self) { _ = try remove.call(&receiver, [.int(5)]) }
        #expect(receiver == ints(1, 2))
    }

    @Test func removeFirstOnAnEmptyArrayTraps() {
        #expect(trap { try mutate("removeFirst", on: ints()) } == "Can't remove first element from an empty collection")
    }

    @Test func removeLastOnAnEmptyArrayTraps() {
        #expect(trap { try mutate("removeLast", on: ints()) } == "Can't remove last element from an empty collection")
    }

    @Test func popLastOnAnEmptyArrayIsNil() throws {
        #expect(try mutate("popLast", on: ints()).result == Value.none)
    }

    @Test func removeAllWhereRemovesMatches() throws {
        let odd = closure { .bool(try Library.int($0[0]) % 2 != 0) }
        #expect(try mutate("removeAll", ["where"], on: ints(1, 2, 3, 4), odd).receiver == ints(2, 4))
    }

    @Test func removeAllKeepingCapacityEmptiesTheArray() throws {
        #expect(try mutate("removeAll", ["keepingCapacity"], on: ints(1, 2, 3), .bool(true)).receiver == ints())
    }

    @Test func swapAtOutOfRangeTraps() {
        #expect(trap { try mutate("swapAt", [nil, nil], on: ints(1, 2), .int(0), .int(2)) } == "Index out of range")
    }

    @Test func sortByMutatesInPlace() throws {
        let greater = closure { .bool(try Library.less($0[1], $0[0])) }
        #expect(try mutate("sort", ["by"], on: ints(2, 3, 1), greater).receiver == ints(3, 2, 1))
    }

    // MARK: Dictionaries

    let counts: Value = .dictionary([.string("a"): .int(1)])

    @Test func dictionarySubscriptOfAMissingKeyIsNil() throws {
        let subscriptGetter = try #require(Library.subscriptGetter(labels: [nil]))
        #expect(try subscriptGetter(counts, [.string("z")]) == Value.none)
        #expect(try subscriptGetter(counts, [.string("a")]) == .int(1))
    }

    @Test func dictionarySubscriptWithADefault() throws {
        let subscriptGetter = try #require(Library.subscriptGetter(labels: [nil, "default"]))
        #expect(try subscriptGetter(counts, [.string("z"), .int(0)]) == .int(0))
    }

    @Test func assigningThroughADefaultSubscriptStoresTheValue() throws {
        var dictionary = counts
        let setter = try #require(Library.subscriptSetter(labels: [nil, "default"]))
        try setter(&dictionary, [.string("b"), .int(0)], .int(5))
        #expect(dictionary == .dictionary([.string("a"): .int(1), .string("b"): .int(5)]))
    }

    @Test func assigningNilThroughASubscriptRemovesTheKey() throws {
        var dictionary = counts
        let setter = try #require(Library.subscriptSetter(labels: [nil]))
        try setter(&dictionary, [.string("a")], .none)
        #expect(dictionary == .dictionary([:]))
    }

    @Test func updateValueReturnsTheOldValue() throws {
        let (receiver, result) = try mutate("updateValue", [nil, "forKey"], on: counts, .int(9), .string("a"))
        #expect(result == .int(1))
        #expect(receiver == .dictionary([.string("a"): .int(9)]))
    }

    @Test func removeValueForAMissingKeyIsNil() throws {
        #expect(try mutate("removeValue", ["forKey"], on: counts, .string("z")).result == Value.none)
    }

    @Test func keysAndValuesAreArrays() throws {
        #expect(try get("keys", counts) == .array([.string("a")]))
        #expect(try get("values", counts) == ints(1))
    }

    @Test func filterOnADictionaryKeepsADictionary() throws {
        let all = closure { _ in .bool(true) }
        #expect(try call("filter", [nil], on: counts, all) == counts)
    }

    @Test func mapOverADictionaryPassesKeyValueTuples() throws {
        let key = closure { arguments in
            guard case .tuple(let pair) = arguments[0] else { return .void }
            #expect(pair.labels == [SymbolTable.intern("key"), SymbolTable.intern("value")])
            return pair.elements[0]
        }
        #expect(try call("map", [nil], on: counts, key) == .array([.string("a")]))
    }

    // MARK: Strings

    @Test func stringCaseConversions() throws {
        #expect(try call("uppercased", on: .string("aB")) == .string("AB"))
        #expect(try call("lowercased", on: .string("aB")) == .string("ab"))
    }

    @Test func stringHasPrefixAndSuffix() throws {
        #expect(try call("hasPrefix", [nil], on: .string("layout"), .string("lay")) == .bool(true))
        #expect(try call("hasSuffix", [nil], on: .string("layout"), .string("lay")) == .bool(false))
    }

    @Test func stringContainsASubstring() throws {
        #expect(try call("contains", [nil], on: .string("layout"), .string("you")) == .bool(true))
    }

    // MARK: Subscripts

    @Test func arraySubscriptOutOfRangeTraps() throws {
        let subscriptGetter = try #require(Library.subscriptGetter(labels: [nil]))
        #expect(trap { try subscriptGetter(ints(1), [.int(1)]) } == "Index out of range")
    }

    @Test func arraySubscriptWithARangeSlicesFromZero() throws {
        let subscriptGetter = try #require(Library.subscriptGetter(labels: [nil]))
        #expect(try subscriptGetter(ints(1, 2, 3), [.range(1..<3)]) == ints(2, 3))
    }

    @Test func subscriptSetterAssignsAnElement() throws {
        var array = ints(1, 2)
        let setter = try #require(Library.subscriptSetter(labels: [nil]))
        try setter(&array, [.int(1)], .int(7))
        #expect(array == ints(1, 7))
    }

    @Test func subscriptSetterOutOfRangeTraps() throws {
        var array = ints(1)
        let setter = try #require(Library.subscriptSetter(labels: [nil]))
        #expect(trap { try setter(&array, [.int(-1)], .int(7)) } == "Index out of range")
    }

    @Test func layoutValueKeySubscriptCallsTheReader() throws {
        // No subview exists outside a layout pass: a non-subview base is refused.
        let subscriptGetter = try #require(Library.subscriptGetter(labels: [nil]))
        #expect(trap { try subscriptGetter(.int(1), [.type(.structType(StructType(name: "Key", offset: nil)))]) } != nil)
    }

    // MARK: Geometry

    let rect = Value.rect(CGRect(x: 10, y: 20, width: 30, height: 40))

    @Test func rectEdgesAndMidpoints() throws {
        #expect(try get("minX", rect) == .double(10))
        #expect(try get("midX", rect) == .double(25))
        #expect(try get("maxY", rect) == .double(60))
    }

    @Test func settingAPointCoordinateToAnIntMakesItACGFloat() throws {
        #expect(try set("x", .point(.zero), to: .int(3)) == .point(CGPoint(x: 3, y: 0)))
    }

    @Test func settingTheOriginOfARect() throws {
        #expect(try set("origin", rect, to: .point(.zero)) == .rect(CGRect(x: 0, y: 0, width: 30, height: 40)))
    }

    @Test func rectSizeWidthIsSetThroughItsSize() throws {
        let size = try #require(try get("size", rect))
        let wider = try set("width", size, to: .int(50))
        #expect(try set("size", rect, to: wider) == .rect(CGRect(x: 10, y: 20, width: 50, height: 40)))
    }

    @Test func rectOriginTakesAnImplicitMember() throws {
        #expect(try set("origin", rect, to: .implicitMember("zero")) == .rect(CGRect(x: 0, y: 0, width: 30, height: 40)))
    }

    @Test func rectMethods() throws {
        #expect(try call("insetBy", ["dx", "dy"], on: rect, .int(5), .int(10)) == .rect(CGRect(x: 15, y: 30, width: 20, height: 20)))
        #expect(try call("offsetBy", ["dx", "dy"], on: rect, .int(1), .int(2)) == .rect(CGRect(x: 11, y: 22, width: 30, height: 40)))
        #expect(try call("contains", [nil], on: rect, .point(CGPoint(x: 15, y: 25))) == .bool(true))
        #expect(try call("intersects", [nil], on: rect, .rect(.zero)) == .bool(false))
    }

    @Test func pointApplyingATranslation() throws {
        let translation = try make(.transform, ["translationX", "y"], .int(5), .int(6))
        #expect(try call("applying", [nil], on: .point(CGPoint(x: 1, y: 1)), translation) == .point(CGPoint(x: 6, y: 7)))
    }

    @Test func transformFieldsReadAndWrite() throws {
        let identity = try #require(Library.staticMember(of: .transform, named: "identity"))
        #expect(try get("isIdentity", identity) == .bool(true))
        #expect(try get("tx", try set("tx", identity, to: .int(4))) == .double(4))
    }

    @Test func angleDegreesAndRadians() throws {
        let half = try make(.angle, ["degrees"], .int(180))
        #expect(try get("radians", half) == .double(.pi))
        let quarter = try #require(Library.staticFunction(of: .angle, named: "radians", labels: [nil])).call([.double(.pi / 2)])
        #expect(try get("degrees", quarter) == .double(90))
    }

    @Test func unitPointStaticMembers() {
        #expect(Library.staticMember(of: .unitPoint, named: "bottomTrailing") == .unitPoint(.bottomTrailing))
        #expect(Library.staticMember(of: .unitPoint, named: "zero") == .unitPoint(UnitPoint(x: 0, y: 0)))
    }

    @Test func alignmentHasItsGuides() throws {
        let alignment = try #require(Library.staticMember(of: .alignment, named: "bottomLeading"))
        #expect(try get("horizontal", alignment) == .horizontalAlignment(.leading))
        #expect(try get("vertical", alignment) == .verticalAlignment(.bottom))
    }

    @Test func edgeSetContainsAnImplicitEdge() throws {
        #expect(try call("contains", [nil], on: .edgeSet(.horizontal), .implicitMember("leading")) == .bool(true))
        #expect(try call("contains", [nil], on: .edgeSet(.horizontal), .implicitMember("top")) == .bool(false))
    }

    // MARK: Layout API

    @Test func proposalWidthReadsNilAsNone() throws {
        #expect(try get("width", .proposal(.unspecified)) == Value.none)
    }

    @Test func proposalWidthCanBeSetToNil() throws {
        #expect(try set("width", .proposal(.zero), to: .none) == .proposal(ProposedViewSize(width: nil, height: 0)))
    }

    @Test func proposalInitializerTakesNil() throws {
        #expect(try make(.proposal, ["width", "height"], .none, .int(5)) == .proposal(ProposedViewSize(width: nil, height: 5)))
    }

    @Test func replacingUnspecifiedDimensionsDefaultsToTen() throws {
        let proposal = Value.proposal(ProposedViewSize(width: 30, height: nil))
        #expect(try call("replacingUnspecifiedDimensions", on: proposal) == .size(CGSize(width: 30, height: 10)))
    }

    @Test func placeAndSizeThatFitsDeclareTheirParameterTypes() throws {
        let place = try #require(Library.method(named: "place", labels: ["at", "anchor", "proposal"]))
        #expect(place.parameterTypes.map(\.name) == ["CGPoint", "UnitPoint", "ProposedViewSize"])
        let sizeThatFits = try #require(Library.method(named: "sizeThatFits", labels: [nil]))
        #expect(sizeThatFits.parameterTypes.map(\.name) == ["ProposedViewSize"])
    }

    @Test func viewSpacingDistanceTakesAnImplicitAxis() throws {
        let spacing = Value.viewSpacing(ViewSpacing())
        #expect(try call("distance", ["to", "along"], on: spacing, spacing, .implicitMember("horizontal")) == .double(8))
    }

    @Test func formUnionKeepsTheLargerSpacing() throws {
        let (receiver, _) = try mutate("formUnion", [nil], on: .viewSpacing(.zero), .viewSpacing(ViewSpacing()))
        #expect(receiver == .viewSpacing(ViewSpacing()))
    }

    @Test func unionOnlyOnTheGivenEdges() throws {
        let merged = try #require(try call("union", [nil, "edges"], on: .viewSpacing(.zero), .viewSpacing(ViewSpacing()), .implicitMember("top")))
        #expect(try call("distance", ["to", "along"], on: merged, merged, .axis(.vertical)) == .double(8))
        #expect(try call("distance", ["to", "along"], on: merged, merged, .axis(.horizontal)) == .double(0))
    }

    @Test func stackOrientationReadsAndWrites() throws {
        let properties = Value.layoutProperties(LayoutProperties())
        #expect(try get("stackOrientation", properties) == Value.none)
        let horizontal = try set("stackOrientation", properties, to: .implicitMember("horizontal"))
        #expect(try get("stackOrientation", horizontal) == .axis(.horizontal))
    }

    // MARK: Simple Layout Engine

    func sleLayout(width: CGFloat = 100) throws -> Value {
        try make(.sleLayout, ["parentFrame", "direction"], .rect(CGRect(x: 0, y: 0, width: width, height: 20)), .sleDirection(.row))
    }

    @Test func addItemReturnsTheItemWithItsFrame() throws {
        let layout = try sleLayout()
        let item = try #require(try call("add", ["item"], on: layout, .sleItem(.width(30))))
        #expect(try call("frame", on: item) == .rect(CGRect(x: 0, y: 0, width: 30, height: 20)))
    }

    @Test func addItemOutOfSpaceThrowsACatchableError() throws {
        let layout = try sleLayout(width: 10)
        let error = #expect(throws: Thrown.self) { _ = try call("add", ["item"], on: layout, .sleItem(.width(30))) }
        #expect(error?.value == .error(SLEError.outOfSpace.description))
    }

    @Test func frameOfAnItemNotAddedThrows() throws {
        let error = #expect(throws: Thrown.self) { _ = try call("frame", on: .sleItem(.flexible)) }
        #expect(error?.value == .error(SLEError.itemIncomplete.description))
    }

    @Test func flexibleIsANewItemEachTime() throws {
        guard case .sleItem(let first) = Library.staticMember(of: .sleItem, named: "flexible"),
              case .sleItem(let second) = ImplicitMembers.resolve("flexible", in: .builtin(.sleItem))
        else { Issue.record("no item"); return }
        #expect(first !== second)
    }

    @Test func addingAnItemTwiceAddsACopy() throws {
        let layout = try sleLayout()
        let item = Value.sleItem(.flexible)
        _ = try call("add", ["item"], on: layout, item)
        _ = try call("add", ["item"], on: layout, item)
        #expect(try call("frame", ["at"], on: layout, .int(0)) == .rect(CGRect(x: 0, y: 0, width: 50, height: 20)))
        #expect(try call("frame", ["at"], on: layout, .int(1)) == .rect(CGRect(x: 50, y: 0, width: 50, height: 20)))
    }

    @Test func sleItemStaticFunctionsFixLengths() throws {
        let item = try #require(Library.staticFunction(of: .sleItem, named: "height", labels: [nil])).call([.int(12)])
        #expect(try get("originalHeight", item) == .double(12))
        #expect(try get("originalWidth", item) == Value.none)
    }

    // MARK: Implicit members

    @Test func implicitMemberResolvesInALibraryType() {
        #expect(ImplicitMembers.resolve("center", in: .builtin(.unitPoint)) == .unitPoint(.center))
        #expect(ImplicitMembers.resolve("center", in: .builtin(.horizontalAlignment)) == .horizontalAlignment(.center))
        #expect(ImplicitMembers.resolve("unspecified", in: .builtin(.proposal)) == .proposal(.unspecified))
    }

    @Test func implicitMemberLooksThroughOptionals() {
        #expect(ImplicitMembers.resolve("infinity", in: .optional(.builtin(.double))) == .double(.infinity))
    }

    @Test func implicitMemberOfAUserEnumIsItsCase() throws {
        let rank = EnumType(name: "Rank", offset: nil)
        rank.addCase(EnumType.Case(name: "low", payloadLabels: [], payloadTypes: [], rawValue: nil))
        rank.addCase(EnumType.Case(name: "high", payloadLabels: [], payloadTypes: [], rawValue: nil))
        rank.addCase(EnumType.Case(name: "custom", payloadLabels: [nil], payloadTypes: [.builtin(.int)], rawValue: nil))
        guard case .enumCase(let high) = ImplicitMembers.resolve("high", in: .enumType(rank)) else { Issue.record("not a case"); return }
        #expect(high.index == 1)
        #expect(ImplicitMembers.resolve("custom", in: .enumType(rank)) == nil)
    }

    @Test func implicitMemberOfAUserStructIsLeftToTheCompiler() {
        #expect(ImplicitMembers.resolve("zero", in: .structType(StructType(name: "Thing", offset: nil))) == nil)
    }

    @Test func implicitMemberEqualsTheValueItNames() {
        #expect(Value.implicitMember("center") == .unitPoint(.center))
        #expect(Value.implicitMember("top") != .unitPoint(.center))
        #expect(ImplicitMembers.resolve("vertical", like: .axis(.horizontal)) == .axis(.vertical))
    }

    @Test func implicitMemberNamesOfLibraryTypesAreKnown() {
        #expect(ImplicitMembers.isKnown("topLeading"))
        #expect(ImplicitMembers.isKnown("flexible"))
        #expect(ImplicitMembers.isKnown("up"))
        #expect(!ImplicitMembers.isKnown("wibble"))
    }

    @Test func conformTurnsAnImplicitMemberIntoALibraryValue() {
        #expect(Library.conform(.implicitMember("topLeading"), to: .builtin(.unitPoint)) == .unitPoint(.topLeading))
    }

    // MARK: String(format:)

    @Test func stringFormatFormatsEachConversionWithItsArgument() throws {
        let text = try make(.string, ["format", nil, nil, nil, nil], .string("%.1f pt, %d views, %05.2f, %@ %%"), .double(12.345), .int(7), .double(3.14159), .string("ok"))
        #expect(text == .string("12.3 pt, 7 views, 03.14, ok %"))
    }

    @Test func stringFormatTakesHexadecimalAndWidths() throws {
        #expect(try make(.string, ["format", nil, nil], .string("%x|%4d"), .int(255), .int(42)) == .string("ff|  42"))
    }

    @Test func stringFormatOfAFloatingPointNumberAsAnIntegerTraps() {
        #expect(trap { try make(.string, ["format", nil], .string("%d"), .double(2.5)) } == "'%d' formats an integer, got CGFloat: use %f, or convert with Int(…)")
    }

    @Test func stringFormatWithTooFewArgumentsTraps() {
        #expect(trap { try make(.string, ["format", nil], .string("%d and %d"), .int(1)) } == "the format '%d and %d' has more conversions than the 1 argument given")
    }

    @Test func stringFormatIgnoresArgumentsBeyondItsConversionsAsFoundationDoes() throws {
        #expect(try make(.string, ["format", nil, nil], .string("%d"), .int(1), .int(2)) == .string("1"))
    }

    @Test func lazyGivesTheSameElements() throws {
        #expect(try get("lazy", ints(3, 1, 2)) == ints(3, 1, 2))
        #expect(try get("lazy", .range(0..<3)) == .range(0..<3))
    }
}
