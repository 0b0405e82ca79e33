import Testing

@testable import TrellisSolver

/// Required equalities kept out of the tableau as definitions (see `Internal/Definitions.swift`).
@Suite("Definitions")
struct DefinitionTests {
    /// The number of cells in the tableau's rows, and the longest row.
    func shape(_ solver: Solver) -> (cells: Int, longest: Int) {
        var cells = 0, longest = 0
        for basic in 0..<solver.tableau.symbolCount where solver.tableau.symbolInfo[basic].isBasic {
            let count = solver.tableau.rows[basic].cells.keys.count
            cells += count
            longest = max(longest, count)
        }
        return (cells, longest)
    }

    @Test("a chain of required equalities needs no tableau row")
    func chain() throws {
        // x0 = 0, x[i] = x[i−1] + 10: x[999] = 9990. x0 = 0 fixes a variable to a constant and
        // stays in the tableau (one row, x0 = 0 + its marker); every link is a definition.
        let solver = Solver()
        let x = (0..<1000).map { Variable("x\($0)") }
        try solver.addConstraint(x[0] + 0 == 0)
        for i in 1..<1000 { try solver.addConstraint(LinearExpression(x[i]) == x[i - 1] + 10) }
        #expect(solver.definitions.entries.count == 999)
        #expect(shape(solver).cells == 1)
        #expect(solver.value(of: x[999]) == 9990)
        #expect(solver.value(of: x[500]) == 5000)
        expectConsistent(solver)
    }

    @Test(
        "an alias chain resolves to its root the first time a constraint is lowered through its end, deep or shallow",
        arguments: [20, 100])
    func aliasChainResolvesOnce(length: Int) throws {
        // x[i] = x[i−1] + 1 are definitions, unresolved until `x[last] == 50 @500` is lowered
        // through the last one: x[last] = x0 + (length − 1). Resolving walks the chain from its
        // end, 19 definitions deep (by recursion) or 99 (deeper than the recursion goes, the
        // explicit stack finishes). With x0 ≥ 0: at 20, x0 = 50 − 19 = 31 and x19 = 50; at
        // 100, x0 = 0 and x99 = 99 (the optional constraint misses by 49).
        let solver = Solver()
        let x = (0..<length).map { Variable("x\($0)") }
        try solver.addConstraint(x[0] + 0 >= 0)
        for i in 1..<length { try solver.addConstraint(LinearExpression(x[i]) == x[i - 1] + 1) }
        let before = solver.definitions.work
        try solver.addConstraint((x[length - 1] + 0 == 50).priority(500))
        // One use of the last definition stands for the whole chain.
        #expect(solver.definitions.work.definitionsExpanded - before.definitionsExpanded == 1)
        let expectedRoot = length - 1 <= 50 ? Double(50 - (length - 1)) : 0
        #expect(solver.value(of: x[0]) == expectedRoot)
        #expect(solver.value(of: x[length - 1]) == expectedRoot + Double(length - 1))
        #expect(solver.value(of: x[length / 2]) == expectedRoot + Double(length / 2))
        // Every link is resolved to the same root, at its own distance from it.
        for slot in solver.definitions.resolutions.indices {
            guard let alias = solver.definitions.resolutions[slot].alias else {
                Issue.record("definition \(slot) is not resolved to an alias")
                continue
            }
            #expect(alias.rootID == ObjectIdentifier(x[0]))
            #expect(alias.factor == 1)
        }
        expectConsistent(solver)
    }

    /// The shape of a vertical stack: each row's top is first tied to its items (`row = a`,
    /// `a = b`, defined child-first), then placed below the previous row. The placement re-roots
    /// onto `b`, so the tableau keeps only the heights' own rows.
    func stack(_ count: Int) throws -> (Solver, rows: [Variable], leaves: [Variable], heights: [Variable], spacings: [LinearConstraint]) {
        let solver = Solver()
        var rows: [Variable] = [], leaves: [Variable] = [], heights: [Variable] = [], spacings: [LinearConstraint] = []
        for i in 0..<count {
            let row = Variable("row\(i)"), a = Variable("a\(i)"), b = Variable("b\(i)"), h = Variable("h\(i)")
            try solver.addConstraint(LinearExpression(a) == LinearExpression(b))
            try solver.addConstraint(LinearExpression(row) == LinearExpression(a))
            try solver.addConstraint(h + 0 >= 20)
            try solver.addConstraint((h + 0 == 0).priority(750))
            rows.append(row)
            leaves.append(b)
            heights.append(h)
        }
        try solver.addConstraint(rows[0] + 0 == 0)
        for i in 1..<count {
            let spacing = LinearExpression(rows[i]) == rows[i - 1] + heights[i - 1] + 8
            try solver.addConstraint(spacing)
            spacings.append(spacing)
        }
        return (solver, rows, leaves, heights, spacings)
    }

    @Test("a stack's chain is re-rooted onto its items and stays out of the tableau")
    func rerootedChain() throws {
        try rerootedChain(rows: 100)
    }

    /// Heights settle at 20 (required ≥ 20, pulled to 0 at 750), so row i is at 28·i. One row
    /// per height (h ≥ 20 with its slack, then h's pull at 750): nothing grows with the chain.
    /// Without definitions, row i's position would be a row of i cells, so a row longer than 4
    /// shows at 100 rows as it would at 1,000 (the long run).
    func rerootedChain(rows count: Int) throws {
        let (solver, rows, leaves, _, _) = try stack(count)
        expectClose(solver.value(of: rows[count - 1]), 28 * Double(count - 1))
        expectClose(solver.value(of: leaves[count - 1]), 28 * Double(count - 1))
        expectClose(solver.value(of: rows[1]), 28)
        #expect(shape(solver).longest <= 4)
        expectLevels(solver, [(750, 20 * Double(count))])
        expectConsistent(solver)
    }

    @Test("collapsing one row of a long stack rewrites the links around it, not the chain")
    func collapseInChain() throws {
        try collapseInChain(rows: 100)
    }

    /// Removing the links into and out of the middle row m and linking m − 1 to m + 1 directly
    /// moves every later row up by one row and gap (28): the last row from 28·(n − 1) to
    /// 28·(n − 2) (27972 → 27944 for 1,000 rows).
    func collapseInChain(rows count: Int) throws {
        var (solver, rows, _, heights, spacings) = try stack(count)
        let middle = count / 2
        try solver.removeConstraints([spacings[middle - 1], spacings[middle]])
        try solver.addConstraint(LinearExpression(rows[middle + 1]) == rows[middle - 1] + heights[middle - 1] + 8)
        expectClose(solver.value(of: rows[count - 1]), 28 * Double(count - 2))
        expectClose(solver.value(of: rows[middle + 1]), Double(middle - 1) * 28 + 28)
        expectClose(solver.value(of: rows[middle - 1]), Double(middle - 1) * 28)
        #expect(shape(solver).longest <= 4)
        spacings.removeAll()
        expectConsistent(solver)
    }

    @Test("moving a definition's constant moves the constraints lowered through it")
    func definitionConstant() throws {
        // z = 0 (in the tableau), x = z + 10 (a definition); y ≥ x + 5 is lowered to
        // y ≥ z + 15; y pulled to 0 → y = 15. Moving x's constant to 20 → y = 25.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let ground = z + 0 == 0
        try solver.addConstraint(ground)
        let pin = LinearExpression(x) == z + 10
        try solver.addConstraint(pin)
        #expect(solver.definitions.definition(for: pin) != nil)
        let below = LinearExpression(y) >= x + 5
        try solver.addConstraint(below)
        try solver.addConstraint((y + 0 == 0).priority(750))
        expectClose(solver.value(of: y), 15)
        try solver.updateConstant(of: pin, to: -20)
        expectClose(solver.value(of: x), 20)
        expectClose(solver.value(of: y), 25)
        #expect(solver.constant(of: pin) == -20)
        #expect(solver.constant(of: below) == -5)
        // y ≤ 30 is required too: x = z + 40 would need y ≥ 45 (or z ≤ −15). Refused, nothing
        // changes, and the conflict names z = 0 and both constraints through which it conflicts.
        let cap = y + 0 <= 30
        try solver.addConstraint(cap)
        let before = solver.dump()
        #expect(throws: SolverError.self) { try solver.updateConstant(of: pin, to: -40) }
        do {
            try solver.updateConstant(of: pin, to: -40)
        } catch {
            guard case .unsatisfiable(let conflict) = error else { throw error }
            #expect(conflict.constraint === pin)
            #expect(
                Set(conflict.conflicting.map(ObjectIdentifier.init))
                    == [ObjectIdentifier(ground), ObjectIdentifier(below), ObjectIdentifier(cap)])
        }
        #expect(solver.dump() == before)
        expectClose(solver.value(of: y), 25)
        expectConsistent(solver)
    }

    @Test("removing a definition lowers again what went through it")
    func removeDefinition() throws {
        // a = b + 5, b = 0, c ≥ a, c pulled to 0 (@750): c = 5. Without a = b + 5, a is free,
        // so c reaches 0.
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let link = LinearExpression(a) == b + 5
        try solver.addConstraint(link)
        try solver.addConstraint(b + 0 == 0)
        let above = LinearExpression(c) >= LinearExpression(a)
        try solver.addConstraint(above)
        try solver.addConstraint((c + 0 == 0).priority(750))
        expectClose(solver.value(of: c), 5)
        try solver.removeConstraint(link)
        #expect(!solver.hasConstraint(link))
        #expect(solver.hasConstraint(above))
        expectClose(solver.value(of: c), 0)
        #expect(solver.value(of: a) <= 1e-9)
        expectConsistent(solver)
    }

    @Test("removing an alias re-roots the definition that went through it")
    func removeAlias() throws {
        // r = a, a = b; p is pulled to 0 (so the tableau knows it); r = p + 8 then re-roots onto
        // b. Removing a = b leaves r = a with a free, so r = p + 8 re-roots onto a: r is still 8
        // and b, no longer tied to it, follows its own pull to 100.
        let solver = Solver()
        let r = Variable("r"), a = Variable("a"), b = Variable("b"), p = Variable("p")
        let alias = LinearExpression(a) == LinearExpression(b)
        try solver.addConstraint(alias)
        try solver.addConstraint(LinearExpression(r) == LinearExpression(a))
        try solver.addConstraint((p + 0 == 0).priority(750))
        let place = LinearExpression(r) == p + 8
        try solver.addConstraint(place)
        try solver.addConstraint((b + 0 == 100).priority(1))
        #expect(solver.definitions.definition(for: place)?.variable === b)
        expectClose(solver.value(of: r), 8)
        expectClose(solver.value(of: b), 8)
        try solver.removeConstraint(alias)
        #expect(solver.definitions.definition(for: place)?.variable === a)
        expectClose(solver.value(of: r), 8)
        expectClose(solver.value(of: b), 100)
        expectConsistent(solver)
    }

    @Test("moving the constant under a re-rooted definition installs both again at the new constant")
    func moveUnderReroot() throws {
        // x = y − 25; z is pulled to 0 at 750 (the tableau knows it), so x + z + 65 = 0 re-roots
        // onto y (y = −z − 40). y is pulled to 0 at 250, so y = −40 and level 250 misses by 40. Moving x = y − 25 to x = y + 5
        // removes both definitions and installs them again (y = −z − 70); the pull on y is
        // lowered again with them: the level-250 miss becomes 70.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let pin = LinearExpression(x) == y - 25
        try solver.addConstraint(pin)
        try solver.addConstraint((z + 0 == 0).priority(750))
        let place = x + z + 65 == 0
        try solver.addConstraint(place)
        #expect(solver.definitions.definition(for: place)?.variable === y)
        try solver.addConstraint((y + 0 == 0).priority(250))
        try solver.addConstraint((x + 0 == 0).priority(100))
        expectClose(solver.value(of: y), -40)
        try solver.updateConstant(of: pin, to: -5)
        expectClose(solver.value(of: x), -65)
        expectClose(solver.value(of: y), -70)
        expectClose(solver.value(of: z), 0)
        #expect(levels(solver).map(\.1) == [0, 70, 65])
        expectConsistent(solver)
    }

    @Test("an edit variable that is defined is lowered through its definition")
    func editDefined() throws {
        // x = y + 3; suggesting x = 10 gives y = 7.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(LinearExpression(x) == y + 3)
        try solver.addEditVariable(x, priority: 900)
        try solver.suggestValue(10, for: x)
        expectClose(solver.value(of: x), 10)
        expectClose(solver.value(of: y), 7)
        try solver.suggestValue(-4, for: x)
        expectClose(solver.value(of: y), -7)
        expectConsistent(solver)
    }

    @Test("constraints list definitions in insertion order with the others")
    func listing() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let first = x + 0 >= 1, second = LinearExpression(y) == x + 1, third = (x + 0 == 0).priority(5)
        for constraint in [first, second, third] { try solver.addConstraint(constraint) }
        #expect(solver.constraints.map(ObjectIdentifier.init) == [first, second, third].map(ObjectIdentifier.init))
        #expect(solver.definitions.definition(for: second) != nil)
    }

    @Test("constraints lowered before and after the first listing are listed as the user added them")
    func listingLowered() throws {
        // The map from lowered constraints to the user's is built the first time something
        // asks (here, the listing) and kept up to date from then on.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let define = LinearExpression(y) == x + 1
        let early = y + 0 >= 5
        try solver.addConstraint(define)
        try solver.addConstraint(early)
        #expect(solver.definitions.lowering(of: early)?.lowered != nil)
        #expect(solver.constraints.map(ObjectIdentifier.init) == [define, early].map(ObjectIdentifier.init))
        let late = y + 0 <= LinearExpression(z)
        try solver.addConstraint(late)
        #expect(solver.definitions.lowering(of: late)?.lowered != nil)
        #expect(solver.constraints.map(ObjectIdentifier.init) == [define, early, late].map(ObjectIdentifier.init))
        try solver.removeConstraint(early)
        #expect(solver.constraints.map(ObjectIdentifier.init) == [define, late].map(ObjectIdentifier.init))
        expectConsistent(solver)
    }

    @Test("lowered through an alias, the root merges with its own term, goes when they cancel, else comes last")
    func aliasRootMerging() throws {
        // y = x + 5 is a definition (an alias of x). Lowered through it, the inequalities read
        //   y + x + z ≥ 10  →  2·x + z ≥ 5   (the root merges where x stood; y's place is gone)
        //   y − x + z ≥ 10  →  z ≥ 5         (the root cancels: no x term left, not even 0·x)
        //   y + z ≥ 10      →  z + x ≥ 5     (no x before: the root comes last)
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.addConstraint(LinearExpression(y) == x + 5)
        let merged = y + x + z >= 10, cancelled = y - x + z >= 10, appended = y + z >= 10
        for constraint in [merged, cancelled, appended] { try solver.addConstraint(constraint) }
        func lowered(_ constraint: LinearConstraint) -> [(Variable, Double)] {
            let terms = solver.definitions.lowering(of: constraint)?.lowered?.expression.terms ?? []
            return terms.map { ($0.variable, $0.coefficient) }
        }
        func same(_ terms: [(Variable, Double)], _ expected: [(Variable, Double)]) -> Bool {
            terms.count == expected.count && zip(terms, expected).allSatisfy { $0.0 === $1.0 && $0.1 == $1.1 }
        }
        #expect(same(lowered(merged), [(x, 2), (z, 1)]))
        #expect(same(lowered(cancelled), [(z, 1)]))
        #expect(same(lowered(appended), [(z, 1), (x, 1)]))
        #expect(solver.definitions.lowering(of: cancelled)?.offset == 5)
        expectConsistent(solver)
    }

    @Test("values are swept in dependency order, not slot order")
    func sweepOrder() throws {
        // a = 10 stays in the tableau; b = a + 1 and c = b + 1 are definitions. Removing b's
        // definition moves c's into slot 0; b = a + 5 then takes slot 1, yet c reads it:
        // b = 15, c = 16. A sweep in slot order would compute c from a stale b.
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.addConstraint(a + 0 == 10)
        let first = LinearExpression(b) == a + 1
        try solver.addConstraint(first)
        try solver.addConstraint(LinearExpression(c) == b + 1)
        #expect(solver.value(of: c) == 12)
        try solver.removeConstraint(first)
        let second = LinearExpression(b) == a + 5
        try solver.addConstraint(second)
        #expect(solver.definitions.entries.map(\.variable.name) == ["c", "b"])
        #expect(solver.value(of: b) == 15)
        #expect(solver.value(of: c) == 16)
        // A constant move changes values, not structure: b − a − 7 = 0 gives b = 17, c = 18.
        try solver.updateConstant(of: second, to: -7)
        #expect(solver.value(of: b) == 17)
        #expect(solver.value(of: c) == 18)
        expectConsistent(solver)
    }

    @Test("a variable that leaves every definition keeps its order for when one mentions it again")
    func parkedOrder() throws {
        // What definitions know about a variable lives on its evaluation-plan node, which is
        // freed when no definition mentions the variable any more. Its first-seen order must
        // survive that, as it did when orders had a table of their own: `x = y + 1` orders y 1
        // and x 2; once it is removed, `x = z + 3` finds x at 2 again and orders z just below
        // it (1). Forgotten, x would have been new and ordered above z (z 3, x 4).
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        func order(_ variable: Variable) -> Int32? {
            let id = ObjectIdentifier(variable)
            return solver.definitions.plan.order(of: id, node: solver.definitions.node(ofVariable: id))
        }
        let first = LinearExpression(x) == y + 1
        try solver.addConstraint(first)
        #expect(order(y) == 1)
        #expect(order(x) == 2)
        try solver.removeConstraint(first)
        #expect(solver.definitions.node(ofVariable: ObjectIdentifier(x)) == -1)
        #expect(order(x) == 2)
        try solver.addConstraint(LinearExpression(x) == z + 3)
        #expect(solver.definitions.node(ofVariable: ObjectIdentifier(x)) >= 0)
        #expect(order(x) == 2)
        #expect(order(z) == 1)
        #expect(solver.value(of: x) == 3)
        expectConsistent(solver)
    }
}
