import Testing

@testable import TrellisSolver

/// Confined variables (a layout item's, ``Variable/isConfined``): the first plan to give one a
/// node, and the first tableau to give one a symbol, keep its hint for good and no table entry;
/// every other plan and tableau, and every copy of one, still finds exactly what it holds.
@Suite("Claimed hints: nodes, symbols, definition slots, lowerings, tableau records")
struct ClaimedHintTests {
    /// A layout item's variable, as the engine makes them.
    static func confined(_ name: String) -> Variable { Variable(name, part: .minX) }

    /// The node `plan` holds for `variable`, found by scanning its nodes (−1: none).
    static func scannedNode(of variable: Variable, in plan: EvaluationPlan) -> Int32 {
        plan.nodes.firstIndex { $0.variable == ObjectIdentifier(variable) }.map(Int32.init) ?? -1
    }

    /// Whether every variable of `pool` is found at the node `definitions` holds for it, by the
    /// variable and by its identity.
    static func findsExactly(_ pool: [Variable], in definitions: Definitions) -> Bool {
        pool.allSatisfy { variable in
            let expected = scannedNode(of: variable, in: definitions.plan)
            return definitions.node(ofVariable: variable) == expected
                && definitions.node(ofVariable: ObjectIdentifier(variable)) == expected
        }
    }

    /// Whether each of `constraints` is found at the slot of `definitions` that holds it (by
    /// scanning), or at none.
    static func findsExactly(_ constraints: [LinearConstraint], in definitions: Definitions) -> Bool {
        constraints.allSatisfy { constraint in
            definitions.definitionSlot(of: constraint) == definitions.entries.firstIndex { $0.constraint === constraint }
        }
    }

    /// Whether each of `constraints` is found at the place of `definitions`' lowerings that
    /// holds its lowering (by scanning), or at none.
    static func findsLoweringsExactly(_ constraints: [LinearConstraint], in definitions: Definitions) -> Bool {
        constraints.allSatisfy { constraint in
            definitions.loweringIndex(of: constraint) == definitions.lowerings.values.firstIndex { $0.constraint === constraint }
        }
    }

    /// Whether every record of `tableau` is found at its place through its constraint (and
    /// through its identity alone, as the tableau asks about owners), and each of
    /// `constraints` at the place that holds its record (by scanning), or at none.
    static func findsRecordsExactly(_ constraints: [LinearConstraint], in tableau: Tableau) -> Bool {
        let records = tableau.records.values
        let own = records.indices.allSatisfy { index in
            tableau.records.index(of: records[index].constraint) == index
                && tableau.records.index(ofLive: ObjectIdentifier(records[index].constraint)) == index
        }
        return own
            && constraints.allSatisfy { constraint in
                tableau.records.index(of: constraint) == records.firstIndex { $0.constraint === constraint }
            }
    }

    /// The external symbol `tableau` holds for `variable`, found by scanning its symbols.
    static func scannedSymbol(of variable: Variable, in tableau: Tableau) -> Int32? {
        tableau.owners.indices.first {
            tableau.owners[$0] == ObjectIdentifier(variable) && tableau.symbolInfo[$0].kind == .external
        }.map(Int32.init)
    }

    /// Whether every variable of `pool` is found at the symbol `tableau` holds for it.
    static func findsExactly(_ pool: [Variable], in tableau: Tableau) -> Bool {
        pool.allSatisfy { variable in
            let expected = scannedSymbol(of: variable, in: tableau)
            return tableau.symbol(of: variable) == expected && tableau.symbol(of: ObjectIdentifier(variable)) == expected
        }
    }

    @Test("a confined variable is found through its hint alone; a shared one is in the table too")
    func confinedVariablesTakeNoEntry() throws {
        let solver = Solver()
        let a = Self.confined("a"), b = Self.confined("b"), c = Self.confined("c")
        try solver.addConstraint(LinearExpression(a) == b + 1)
        try solver.addConstraint(LinearExpression(b) == c + 2)
        try solver.addConstraint(c + 0 == 3)
        #expect(solver.definitions.plan.nodeOf.count == 0)
        #expect(Self.findsExactly([a, b, c], in: solver.definitions))
        // 3 + 2 + 1, as written.
        #expect(solver.value(of: a) == 6)
        // In the tableau too (an inequality and an optional equality are rows).
        let d = Self.confined("d")
        try solver.addConstraint(LinearExpression(d) >= a + 1)
        try solver.addConstraint((d + 0 == 20).priority(500))
        #expect(solver.tableau.symbolOfVariable.count == 0)
        #expect(Self.findsExactly([a, b, c, d], in: solver.tableau))
        #expect(solver.value(of: d) == 20)

        let shared = Solver()
        let x = Variable("x"), y = Variable("y")
        try shared.addConstraint(LinearExpression(x) == y + 1)
        #expect(shared.definitions.plan.nodeOf.count == 2)
        #expect(Self.findsExactly([x, y], in: shared.definitions))
        try shared.addConstraint(y + 0 >= 2)
        #expect(shared.tableau.symbolOfVariable.count == 1)
        #expect(Self.findsExactly([x, y], in: shared.tableau))
    }

    @Test("a second solver finds confined variables the first one claimed through its table")
    func secondSolverUsesItsTable() throws {
        let first = Solver(), second = Solver()
        let a = Self.confined("a"), b = Self.confined("b"), c = Self.confined("c")
        try first.addConstraint(LinearExpression(a) == b + 1)
        // In `second`, c takes node 0, where a's hint points: a must not be taken for c.
        try second.addConstraint(LinearExpression(c) == b + 10)
        try second.addConstraint(LinearExpression(a) == c + 100)
        try second.addConstraint(b + 0 == 1)
        try first.addConstraint(b + 0 == 2)
        #expect(first.definitions.plan.nodeOf.count == 0)
        // b and a were claimed by `first`; c by `second`.
        #expect(second.definitions.plan.nodeOf.count == 2)
        // Symbols: b is in both tableaus (pinned by a row of its own), claimed by `second`,
        // which pinned it first.
        #expect(Self.findsExactly([a, b, c], in: first.tableau))
        #expect(Self.findsExactly([a, b, c], in: second.tableau))
        #expect(Self.findsExactly([a, b, c], in: first.definitions))
        #expect(Self.findsExactly([a, b, c], in: second.definitions))
        #expect(first.value(of: a) == 3)
        #expect(second.value(of: c) == 11)
        #expect(second.value(of: a) == 111)
        expectConsistent(first)
        expectConsistent(second)
    }

    @Test("a confined variable whose node was freed and given away is found through the table")
    func freedNodeGoesToTheTable() throws {
        let solver = Solver()
        let a = Self.confined("a"), b = Self.confined("b"), c = Self.confined("c"), d = Self.confined("d")
        let first = LinearExpression(a) == b + 2
        try solver.addConstraint(first)
        let hintOfA = a.nodeHint
        try solver.removeConstraint(first)
        // a's node is free and goes to c; a keeps its hint, which no longer checks out.
        try solver.addConstraint(LinearExpression(c) == d + 3)
        #expect(a.nodeHint == hintOfA)
        #expect(solver.definitions.node(ofVariable: a) == -1)
        try solver.addConstraint(d + 0 == 1)
        try solver.addConstraint(LinearExpression(a) == c + 10)
        #expect(solver.definitions.plan.nodeOf.count == 1)
        #expect(Self.findsExactly([a, b, c, d], in: solver.definitions))
        #expect(solver.value(of: c) == 4)
        #expect(solver.value(of: a) == 14)
        expectConsistent(solver)
    }

    @Test("a confined constraint's definition is found through its slot hint, also after a removal moves it")
    func definitionSlots() throws {
        let solver = Solver()
        let v = (0..<4).map { Self.confined("v\($0)") }
        let made = (1..<4).map { LinearConstraint(confined: LinearExpression(v[$0]) - v[0] - Double($0), .equal, priority: .required) }
        for constraint in made { try solver.addConstraint(constraint) }
        #expect(solver.definitions.slotOfConstraint.count == 0)
        #expect(Self.findsExactly(made, in: solver.definitions))
        let before = solver.definitions
        // The first definition goes: the last moves into its slot, away from its hint.
        try solver.removeConstraint(made[0])
        #expect(solver.definitions.slotOfConstraint.count == 1)
        #expect(Self.findsExactly(made, in: solver.definitions))
        #expect(Self.findsExactly(made, in: before))
        try solver.addConstraint(v[0] + 0 == 10)
        #expect(solver.value(of: v[3]) == 13)
        #expect(solver.value(of: v[2]) == 12)
        expectConsistent(solver)
    }

    @Test("a confined constraint's lowering is found through its hint, also after a removal moves it")
    func loweringSlots() throws {
        let solver = Solver()
        let v = (0..<3).map { Self.confined("v\($0)") }
        // v1 = v0 + 1 and v2 = v0 + 2 are definitions: the inequalities over v1 and v2 are
        // lowered to rows over v0.
        try solver.addConstraint(LinearExpression(v[1]) == v[0] + 1)
        try solver.addConstraint(LinearExpression(v[2]) == v[0] + 2)
        let lowered = (1...3).map {
            LinearConstraint(confined: v[1] + v[2] - Double(4 * $0), .greaterThanOrEqual, priority: .required)
        }
        for constraint in lowered { try solver.addConstraint(constraint) }
        #expect(solver.definitions.lowerings.count == 3)
        #expect(solver.definitions.lowerings.slots.count == 0)
        // Checked outside `#expect`, whose message would print every definition.
        var found = Self.findsLoweringsExactly(lowered, in: solver.definitions)
        #expect(found)
        let before = solver.definitions
        // The first lowering goes: the last moves into its place, away from its hint.
        try solver.removeConstraint(lowered[0])
        #expect(solver.definitions.lowerings.slots.count == 1)
        found = Self.findsLoweringsExactly(lowered, in: solver.definitions)
        #expect(found)
        found = Self.findsLoweringsExactly(lowered, in: before)
        #expect(found, "the copy from before")
        // Removing v2's definition lowers the two left again (they used it), each found from
        // the definition's list of dependents through its hint: now over v0 and v2.
        let definitionOfV2 = try #require(solver.definitions.entries.first { $0.variable === v[2] }?.constraint)
        try solver.removeConstraint(definitionOfV2)
        let usesV2 = solver.definitions.lowerings.values.contains { $0.uses.contains { $0.variable == ObjectIdentifier(v[2]) } }
        #expect(!usesV2)
        found = Self.findsLoweringsExactly(lowered, in: solver.definitions)
        #expect(found)
        try solver.addConstraint(v[0] + 0 == 4)
        try solver.addConstraint(v[2] + 0 == 7)
        // v1 = v0 + 1 = 5 and v2 = 7: both inequalities left (≥ 8, ≥ 12) hold.
        #expect(solver.value(of: v[1]) == 5)
        #expect(solver.value(of: v[2]) == 7)
        expectConsistent(solver)
    }

    @Test("a confined constraint's record is found through its hint, also after a removal moves it, and twins claim theirs")
    func recordSlots() throws {
        let solver = Solver()
        let v = (0..<4).map { Self.confined("v\($0)") }
        // Inequalities between variables no definition mentions: rows of their own, as the
        // library makes them (confined).
        let rows = (1...3).map {
            LinearConstraint(confined: LinearExpression(v[$0]) - v[0] - Double($0), .greaterThanOrEqual, priority: .required)
        }
        for row in rows { try solver.addConstraint(row) }
        // Two identical optional constraints: one row, the second its twin.
        let twins = (0..<2).map { _ in
            LinearConstraint(confined: LinearExpression(v[3]) - v[1] - 5, .equal, priority: Priority(500))
        }
        for twin in twins { try solver.addConstraint(twin) }
        let all = rows + twins
        #expect(solver.tableau.records.count == 5)
        #expect(solver.tableau.records.values.filter { $0.weight == 0 }.count == 1)
        #expect(solver.tableau.records.indexedCount == 0)
        // Checked outside `#expect`, whose message would print the tableau.
        var found = Self.findsRecordsExactly(all, in: solver.tableau)
        #expect(found)
        let before = solver.tableau
        // The first row goes: the last record moves into its place, away from its hint.
        try solver.removeConstraint(rows[0])
        #expect(solver.tableau.records.indexedCount == 1)
        found = Self.findsRecordsExactly(all, in: solver.tableau)
        #expect(found)
        found = Self.findsRecordsExactly(all, in: before)
        #expect(found, "the copy from before")
        // The group's first constraint goes: its twin takes over the row.
        try solver.removeConstraint(twins[0])
        #expect(solver.tableau.records.values.allSatisfy { $0.weight == 1 })
        found = Self.findsRecordsExactly(all, in: solver.tableau)
        #expect(found)
        try solver.addConstraint(v[0] + 0 == 10)
        try solver.addConstraint(v[1] + 0 == 20)
        // v2 ≥ v0 + 2 and v3 ≥ v0 + 3 hold at their lowest; v3 = v1 + 5 at 500.
        #expect(solver.value(of: v[3]) == 25)
        expectConsistent(solver)
    }

    @Test("two solvers and kept copies of their definitions and tableaus each find exactly their own nodes, symbols and definition slots (model)")
    func model() throws {
        // Confined and shared variables, used by two solvers; definitions are added and removed
        // at random, and copies of the definitions are kept (as a failed change keeps one to
        // restore): after every step, the live definitions and every kept copy find each
        // variable at the node they hold for it, or at none.
        var random = SplitMix(seed: 35)
        let pool = (0..<12).map { Self.confined("c\($0)") } + (0..<4).map { Variable("s\($0)") }
        let solvers = [Solver(), Solver()]
        var installed: [[LinearConstraint]] = [[], []]
        var kept: [Definitions] = []
        var made: [LinearConstraint] = []
        var keptTableaus: [Tableau] = []
        for step in 0..<300 {
            let which = Int(random.next() % 2)
            let solver = solvers[which]
            if installed[which].count > 6 || (random.next() % 3 == 0 && !installed[which].isEmpty) {
                let index = Int(random.next() % UInt64(installed[which].count))
                try solver.removeConstraint(installed[which].remove(at: index))
            } else {
                let left = pool[Int(random.next() % UInt64(pool.count))]
                let right = pool[Int(random.next() % UInt64(pool.count))]
                guard left !== right else { continue }
                // Equalities become definitions; inequalities and optional equalities are rows.
                let offset = Double(step % 7)
                let constraint =
                    switch random.next() % 4 {
                    case 0: LinearExpression(left) == right + offset
                    // As a layout engine makes them (their definition slots claimed).
                    case 3: LinearConstraint(confined: LinearExpression(left) - right - offset, .equal, priority: .required)
                    // Lowered through the definitions, as a layout engine makes them (their
                    // lowerings' places claimed).
                    case 1 where step % 2 == 0:
                        LinearConstraint(confined: LinearExpression(left) - right - offset, .greaterThanOrEqual, priority: .required)
                    case 1: LinearExpression(left) >= right + offset
                    default: (LinearExpression(left) == right + offset).priority(Priority(Float(100 + step % 500)))
                    }
                // A cycle of definitions would be a conflict: such a constraint is left out.
                do {
                    try solver.addConstraint(constraint)
                    installed[which].append(constraint)
                    made.append(constraint)
                } catch {
                    continue
                }
                // Now and then the other solver takes the same constraint: one hint for one
                // solver's lowerings and the other's records.
                if step % 5 == 0, (try? solvers[1 - which].addConstraint(constraint)) != nil {
                    installed[1 - which].append(constraint)
                }
            }
            if random.next() % 5 == 0 {
                kept.append(solver.definitions)
                keptTableaus.append(solver.tableau)
            }
            if kept.count > 8 {
                kept.removeFirst()
                keptTableaus.removeFirst()
            }
            // Checked outside `#expect`, whose message would print every definition.
            for index in solvers.indices {
                let foundSlots = Self.findsExactly(made, in: solvers[index].definitions)
                #expect(foundSlots, "solver \(index)'s definition slots, step \(step)")
                let foundLowerings = Self.findsLoweringsExactly(made, in: solvers[index].definitions)
                #expect(foundLowerings, "solver \(index)'s lowerings, step \(step)")
                let found = Self.findsExactly(pool, in: solvers[index].definitions)
                let foundSymbols = Self.findsExactly(pool, in: solvers[index].tableau)
                #expect(found, "solver \(index), step \(step)")
                #expect(foundSymbols, "solver \(index)'s tableau, step \(step)")
                let foundRecords = Self.findsRecordsExactly(made, in: solvers[index].tableau)
                #expect(foundRecords, "solver \(index)'s records, step \(step)")
            }
            for index in kept.indices {
                let foundSlots = Self.findsExactly(made, in: kept[index])
                #expect(foundSlots, "kept copy \(index)'s definition slots, step \(step)")
                let foundLowerings = Self.findsLoweringsExactly(made, in: kept[index])
                #expect(foundLowerings, "kept copy \(index)'s lowerings, step \(step)")
                let found = Self.findsExactly(pool, in: kept[index])
                let foundSymbols = Self.findsExactly(pool, in: keptTableaus[index])
                #expect(found, "kept copy \(index), step \(step)")
                #expect(foundSymbols, "kept tableau \(index), step \(step)")
                let foundRecords = Self.findsRecordsExactly(made, in: keptTableaus[index])
                #expect(foundRecords, "kept tableau \(index)'s records, step \(step)")
            }
        }
        for solver in solvers { expectConsistent(solver) }
    }
}
