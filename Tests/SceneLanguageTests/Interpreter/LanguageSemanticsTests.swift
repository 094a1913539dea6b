import Foundation
import Testing

/// The Swift a scene's layout code may use behaves as Swift does.
@Suite struct LanguageSemanticsTests {
    @Test func copyingAStructCopiesItsValue() throws {
        let width = try computedWidth("""
            var a = Box(width: 1)
            var b = a
            b.width = 5
            a.width += 1
            return CGSize(width: a.width * 10 + b.width, height: 0)
        """, declarations: "struct Box { var width: CGFloat }")
        #expect(width == 25)
    }

    @Test func copyingAnArrayCopiesItsElements() throws {
        let width = try computedWidth("""
            var a: [CGFloat] = [1, 2]
            let b = a
            a.append(3)
            return CGSize(width: CGFloat(a.count * 10 + b.count), height: 0)
        """)
        #expect(width == 32)
    }

    @Test func assignmentThroughAPathChangesTheNestedValue() throws {
        let width = try computedWidth("""
            var cache = Rows(rows: [Row(width: 1), Row(width: 2)])
            cache.rows[1].width += 40
            return CGSize(width: cache.rows[1].width, height: 0)
        """, declarations: "struct Row { var width: CGFloat }\nstruct Rows { var rows: [Row] }")
        #expect(width == 42)
    }

    @Test func readingAFieldsElementLeavesTheVariableIntact() throws {
        let width = try computedWidth("""
            var cache = Rows(rows: [Row(width: 1), Row(width: 2)], gap: 3)
            var copy = cache.rows[0]
            copy.width = 50
            let first = cache.rows[0].width, gap = cache.gap
            cache.rows[0].width = 7
            return CGSize(width: first * 1000 + cache.rows[0].width * 100 + copy.width + gap, height: 0)
        """, declarations: "struct Row { var width: CGFloat }\nstruct Rows { var rows: [Row]; var gap: CGFloat }")
        #expect(width == 1753)
    }

    @Test func aSubscriptsIndexIsEvaluatedBeforeItsBaseIsRead() throws {
        let width = try computedWidth("""
            var values: [CGFloat] = [1, 2, 3]
            func next() -> Int {
                values[1] = 20
                return 1
            }
            return CGSize(width: values[next()], height: 0)
        """)
        #expect(width == 20)
    }

    @Test func aGeometryMemberOfAFieldsElementIsTheElementsMember() throws {
        let width = try computedWidth("""
            var cache = Sizes(sizes: [CGSize(width: 3, height: 4), CGSize(width: 7, height: 1)])
            var total: CGFloat = 0
            for index in cache.sizes.indices {
                total += cache.sizes[index].width * 10 + cache.sizes[index].height
            }
            let frames = [CGRect(x: 1, y: 2, width: 30, height: 40)]
            let position = 0
            return CGSize(width: total + frames[position].maxX + frames[position].minY, height: 0)
        """, declarations: "struct Sizes { var sizes: [CGSize] }")
        #expect(width == 138)
    }

    @Test func aFieldNamedLikeAGeometryMemberIsTheStructsField() throws {
        let width = try computedWidth("""
            let store = Store(boxes: [Box(width: 6, height: 0)])
            let index = 0
            let box = store.boxes[index]
            return CGSize(width: store.boxes[index].width + box.width, height: 0)
        """, declarations: "struct Box { var width: CGFloat; var height: CGFloat }\nstruct Store { var boxes: [Box] }")
        #expect(width == 12)
    }

    @Test func anUnspecifiedWidthOfAProposalInAVariableIsNil() throws {
        let width = try computedWidth("""
            let unspecified = ProposedViewSize(width: nil, height: 5)
            let given = ProposedViewSize(width: 4, height: nil)
            return CGSize(width: (unspecified.width ?? 9) + (given.width ?? 100) + (proposal.width ?? 50), height: 0)
        """)
        #expect(width == 63)
    }

    @Test func inoutParametersWriteBack() throws {
        let width = try computedWidth("""
            var total: CGFloat = 1
            grow(&total, by: 6)
            return CGSize(width: total, height: 0)
        """, declarations: "func grow(_ value: inout CGFloat, by amount: CGFloat) { value *= amount }")
        #expect(width == 6)
    }

    @Test func mutatingMethodsChangeTheirReceiver() throws {
        let width = try computedWidth("""
            var counter = Counter()
            counter.add(4)
            counter.add(5)
            return CGSize(width: counter.total, height: 0)
        """, declarations: "struct Counter { var total: CGFloat = 0\n mutating func add(_ x: CGFloat) { total += x } }")
        #expect(width == 9)
    }

    @Test func closuresCaptureAndChangeLocals() throws {
        let width = try computedWidth("""
            var sum: CGFloat = 0
            let add = { (x: CGFloat) in sum += x }
            add(3)
            add(4)
            return CGSize(width: sum, height: 0)
        """)
        #expect(width == 7)
    }

    @Test func integerLiteralsTakeTheFloatingPointTypeTheyMeet() throws {
        let width = try computedWidth("""
            let half: CGFloat = 10 / 4
            return CGSize(width: half * 2, height: 0)
        """)
        #expect(width == 5)
    }

    @Test func integerDivisionTruncates() throws {
        let width = try computedWidth("""
            let steps = 7 / 2
            return CGSize(width: CGFloat(steps), height: 0)
        """)
        #expect(width == 3)
    }

    @Test func forInOverSubviewsIndicesAndEnumerated() throws {
        let width = try computedWidth("""
            var total = 0
            for index in subviews.indices { total += index }
            for (offset, _) in subviews.enumerated() { total += offset * 10 }
            return CGSize(width: CGFloat(total), height: 0)
        """)
        #expect(width == 33)
    }

    @Test func whileRepeatBreakAndContinue() throws {
        let width = try computedWidth("""
            var n = 0
            var total = 0
            while true {
                n += 1
                if n % 2 == 0 { continue }
                if n > 7 { break }
                total += n
            }
            repeat { total += 100 } while total < 300
            return CGSize(width: CGFloat(total), height: 0)
        """)
        #expect(width == 316)
    }

    @Test func switchMatchesCasesTuplesRangesAndWhere() throws {
        let width = try computedWidth("""
            var total = 0
            for shape in [Shape.circle(radius: 2), .square(3), .none] {
                switch shape {
                case .circle(let r) where r > 5: total += 1000
                case .circle(let r): total += r
                case .square(let side): total += side * 10
                case .none: total += 100
                }
            }
            switch (2, 7) {
            case (0, _): total += 1
            case (_, 5...9): total += 1000
            default: break
            }
            return CGSize(width: CGFloat(total), height: 0)
        """, declarations: "enum Shape { case circle(radius: Int), square(Int), none }")
        #expect(width == 1132)
    }

    @Test func optionalsUnwrapChainAndCoalesce() throws {
        let width = try computedWidth("""
            let widths: [CGFloat] = [4, 9]
            guard let first = widths.first else { return .zero }
            var total = first
            if let last = widths.last, last > 5 { total += last }
            let missing: CGFloat? = nil
            total += missing ?? 100
            total += proposal.width ?? 1000
            return CGSize(width: total, height: 0)
        """)
        #expect(width == 1113)
    }

    @Test func higherOrderFunctionsOverSubviews() throws {
        let width = try computedWidth("""
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            let widest = sizes.map(\\.width).max() ?? 0
            let total = sizes.reduce(0) { $0 + $1.width }
            let tall = sizes.filter { $0.height > 10 }.count
            let sorted = sizes.sorted { $0.width > $1.width }
            return CGSize(width: widest + total * 0 + CGFloat(tall) * 1000 + sorted[0].width * 0, height: 0)
        """)
        // The widest is 30; two views (the 20-pt colour and the text) are taller than 10.
        #expect(width == 2030)
    }

    @Test func staticMembersComputedPropertiesAndTopLevelConstants() throws {
        let width = try computedWidth("""
            return CGSize(width: Metrics.gutter + Metrics().double + base, height: 0)
        """, declarations: "let base: CGFloat = 100\nstruct Metrics { static let gutter: CGFloat = 8\n var single: CGFloat = 2\n var double: CGFloat { single * 2 } }")
        #expect(width == 112)
    }

    @Test func ternaryAndStringInterpolation() throws {
        let width = try computedWidth("""
            let label = "n=\\(subviews.count)"
            return CGSize(width: label == "n=3" ? 1 : 2, height: 0)
        """)
        #expect(width == 1)
    }

    @Test func trigonometryAndAffineTransforms() throws {
        let width = try computedWidth("""
            let point = CGPoint(x: 0, y: -10).applying(CGAffineTransform(rotationAngle: .pi / 2))
            return CGSize(width: (point.x * 1000).rounded() / 1000 + cos(0), height: 0)
        """)
        #expect(width == 11)
    }

    @Test func dictionariesDefaultSubscriptsCountValues() throws {
        let width = try computedWidth("""
            var counts: [Int: Int] = [:]
            for index in [1, 1, 2] { counts[index, default: 0] += 1 }
            return CGSize(width: CGFloat(counts[1]! * 10 + (counts[3] ?? 5)), height: 0)
        """)
        #expect(width == 25)
    }

    @Test func strideAndZip() throws {
        let width = try computedWidth("""
            var total: CGFloat = 0
            for x in stride(from: 0, to: 10, by: 3) { total += CGFloat(x) }
            for (a, b) in zip([1, 2], [10, 20]) { total += CGFloat(a * b) }
            return CGSize(width: total, height: 0)
        """)
        #expect(width == 68)
    }

    @Test func aMethodsDefaultArgumentMayBeLeftOut() throws {
        let width = try computedWidth("""
            var counter = Counter()
            counter.bump()
            counter.bump(by: 10)
            return CGSize(width: CGFloat(counter.value), height: 0)
        """, declarations: "struct Counter { var value = 0; mutating func bump(by amount: Int = 1) { value += amount } }")
        #expect(width == 11)
    }

    @Test func aLeftOutArgumentTakesItsDeclaredDefault() throws {
        let width = try computedWidth("""
            return CGSize(width: Pad().padded(1), height: 0)
        """, declarations: "struct Pad { func padded(_ x: CGFloat, by extra: CGFloat = 7) -> CGFloat { x + extra } }")
        #expect(width == 8)
    }

    @Test func aForLoopsWhereClauseReadsItsVariable() throws {
        let width = try computedWidth("""
            var total = 0
            for k in 0..<10 where k % 3 == 0 { total += k }
            return CGSize(width: CGFloat(total), height: 0)
        """)
        #expect(width == 18)
    }

    @Test func anExtensionOfTheLayoutAddsItsMethodsWithoutAWarning() throws {
        let width = try computedWidth("""
            return CGSize(width: twice(4), height: 0)
        """, declarations: "extension Probe { func twice(_ x: CGFloat) -> CGFloat { x * 2 } }")
        #expect(width == 8)
    }

    @Test func aOneSidedRangeSlicesAnArrayFromEitherEnd() throws {
        let width = try computedWidth("""
            let values: [CGFloat] = [1, 2, 3, 4]
            return CGSize(width: values[2...].reduce(0, +) * 100 + values[..<1].reduce(0, +) * 10 + CGFloat(values[...1].count), height: 0)
        """)
        #expect(width == 712)
    }

    @Test func aOneSidedRangeSlicesSubviewsKeepingTheirIndices() throws {
        let width = try computedWidth("""
            let rest = subviews[1...]
            return CGSize(width: CGFloat(rest.count * 100 + rest.startIndex * 10) + rest.first!.sizeThatFits(.unspecified).width / 10, height: 0)
        """)
        #expect(width == 213)
    }

    @Test func aOneSidedSlicePastTheEndTraps() throws {
        let source = """
            struct Probe: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let values = [1, 2]
                    return CGSize(width: CGFloat(values[3...].count), height: 0)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            #Preview { Probe { Text("a") } }
            """
        let (_, diagnostics) = try interpretedPlacement(source)
        #expect(diagnostics.contains("test.swift:4:44: error: Index out of range"), "\(diagnostics)")
    }

    @Test func aCaseMatchesAOneSidedRange() throws {
        let width = try computedWidth("""
            func kind(_ x: CGFloat) -> Int {
                switch x {
                case ..<10: return 1
                case ...20: return 2
                case 30...: return 3
                default: return 4
                }
            }
            var count = 0
            switch count { case ...0: count = 5; default: count = 9 }
            return CGSize(width: CGFloat(kind(5) * 1000 + kind(20) * 100 + kind(25) * 10 + kind(30) + count * 10000), height: 0)
        """)
        #expect(width == 51243)
    }

    @Test func anEmptyDictionaryIsMadeFromItsType() throws {
        let width = try computedWidth("""
            var widths = [String: CGFloat]()
            widths["a"] = 4
            return CGSize(width: CGFloat(widths.count * 10) + widths["a"]!, height: 0)
        """)
        #expect(width == 14)
    }

    @Test func reduceIntoMutatesItsAnonymousAccumulator() throws {
        let width = try computedWidth("""
            let counts = [1, 1, 2].reduce(into: [Int: Int]()) { $0[$1, default: 0] += 1 }
            return CGSize(width: CGFloat(counts[1]! * 10 + counts[2]!), height: 0)
        """)
        #expect(width == 21)
    }

    @Test func aTrailingClosureTakesTheClosureOverload() throws {
        let width = try computedWidth("""
            let values = [5, 1, 1]
            return CGSize(width: values.contains { $0 > 4 } ? 1 : 0, height: 0)
        """)
        #expect(width == 1)
    }

    @Test func aValueStoredInATypedDictionaryTakesItsValueType() throws {
        let width = try computedWidth("""
            var widths: [String: CGFloat] = [:]
            widths["a"] = 3
            return CGSize(width: widths["a"]! / 2, height: 0)
        """)
        #expect(width == 1.5)
    }

    @Test func deferRunsWhenItsScopeEndsLastDeclaredFirst() throws {
        let width = try computedWidth("""
            var log: [Int] = []
            func run() -> Int {
                var value = 1
                defer { log.append(value) }
                defer { value = 7; log.append(2) }
                return value
            }
            var i = 0
            while i < 3 {
                defer { i += 1 }
                if i == 1 { continue }
                log.append(10 + i)
            }
            let returned = run()
            // The loop logs 10 and 12; run() returns 1, then logs 2 and the changed 7.
            return CGSize(width: CGFloat(returned * 100000 + log[0] * 1000 + log[1] * 10 + log[2] + log[3] * 0 + (log[3] == 7 ? 1 : 0) * 50000), height: 0)
        """)
        #expect(width == 160122)
    }

    @Test func aKeyPathSubscriptReadsThePropertyItNames() throws {
        let width = try computedWidth("""
            let keyPath = \\CGSize.height
            let size = CGSize(width: 3, height: 40)
            return CGSize(width: size[keyPath: keyPath] + size[keyPath: \\.width], height: 0)
        """)
        #expect(width == 43)
    }

    @Test func aLazyMapReadsAsTheMapItStandsFor() throws {
        let width = try computedWidth("""
            let widths: [CGFloat] = [3, 9, 4]
            let widest = widths.lazy.map { $0 * 2 }.max() ?? 0
            return CGSize(width: widest, height: 0)
        """)
        #expect(width == 18)
    }

    @Test func stringFormatLabelsANumber() throws {
        let width = try computedWidth("""
            let label = String(format: "%.2f", 1.0 / 3.0)
            return CGSize(width: CGFloat(label.count * 100) + (label == "0.33" ? 1 : 0), height: 0)
        """)
        #expect(width == 401)
    }

    @Test func anExtensionOfALibraryTypeReadsItsMembersWithoutSelf() throws {
        let width = try computedWidth("""
            let point = CGPoint(x: 3, y: 4).scaled(by: 10)
            let rect = CGRect(x: 0, y: 0, width: 5, height: 5).shifted()
            return CGSize(width: point.x + point.y + rect.minX, height: 0)
        """, declarations: """
        extension CGPoint { func scaled(by factor: CGFloat) -> CGPoint { CGPoint(x: x * factor, y: y * factor) } }
        extension CGRect { func shifted() -> CGRect { offsetBy(dx: width * 100, dy: 0) } }
        """)
        #expect(width == 570)
    }

    @Test func anOperatorDeclaredInAnExtensionOfALibraryTypeApplies() throws {
        let width = try computedWidth("""
            var point = CGPoint(x: 1, y: 2) + CGPoint(x: 10, y: 20)
            point += CGPoint(x: 100, y: 0)
            return CGSize(width: point.x + point.y, height: 0)
        """, declarations: "extension CGPoint { static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) } }")
        #expect(width == 133)
    }

    @Test func anOperatorDeclaredByASceneTypeAndAtTopLevelApplies() throws {
        let width = try computedWidth("""
            let v = Vector(dx: 2, dy: 3) * 10
            let size = CGSize(width: 1, height: 1) * 4
            return CGSize(width: v.dx + v.dy + size.width, height: 0)
        """, declarations: """
        struct Vector { var dx: CGFloat; var dy: CGFloat
            static func * (v: Vector, k: CGFloat) -> Vector { Vector(dx: v.dx * k, dy: v.dy * k) } }
        func * (size: CGSize, k: CGFloat) -> CGSize { CGSize(width: size.width * k, height: size.height * k) }
        """)
        #expect(width == 54)
    }

    @Test func numbersKeepTheLibrarysOperatorBesideAnOverload() throws {
        let width = try computedWidth("""
            return CGSize(width: 2 * 3 + CGFloat(4) * 5, height: 0)
        """, declarations: "extension CGSize { static func * (s: CGSize, k: CGFloat) -> CGSize { s } }")
        #expect(width == 26)
    }

    @Test func aMutatingMethodOfAnExtendedLibraryTypeAssignsItsMembers() throws {
        let width = try computedWidth("""
            var point = CGPoint(x: 1, y: 2)
            point.nudge(by: 10)
            return CGSize(width: point.x * 100 + point.y, height: 0)
        """, declarations: "extension CGPoint { mutating func nudge(by amount: CGFloat) { x += amount; y = y * 2 } }")
        #expect(width == 1104)
    }

    @Test func aPrefixOperatorDeclaredInAnExtensionApplies() throws {
        let width = try computedWidth("""
            let flipped = -CGPoint(x: 3, y: 4)
            return CGSize(width: -(flipped.x * 10 + flipped.y) + CGFloat(-2), height: 0)
        """, declarations: "extension CGPoint { static prefix func - (p: CGPoint) -> CGPoint { CGPoint(x: -p.x, y: -p.y) } }")
        #expect(width == 32)
    }
}
