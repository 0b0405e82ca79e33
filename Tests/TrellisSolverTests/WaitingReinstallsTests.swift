import Testing
import TrellisSolver

/// `Solver.reinstallsWait`: inside a batch, what a removal takes out (constraints rewritten
/// through a removed definition) is installed again once the batch's new constraints are in.
/// The result must be that of installing them at once: the same constraints broken, the same
/// optimum; a conflict only the waiting constraint reveals breaks the newer constraint, as it
/// would have when that one was added.
@Suite("Constraints taken out by a removal wait for the batch")
struct WaitingReinstallsTests {
    /// `x == y` (a definition), then `x + y >= 20`, rewritten through it.
    private func linked(waits: Bool) throws -> (Solver, link: LinearConstraint, floor: LinearConstraint, Variable, Variable) {
        let solver = Solver()
        solver.reinstallsWait = waits
        solver.fewestWaitingReinstalls = 1
        let x = Variable("x"), y = Variable("y")
        let link = x - y == 0
        let floor = x + y >= 20
        try solver.addConstraint(link)
        try solver.addConstraint(floor)
        return (solver, link, floor, x, y)
    }

    @Test("a constraint the batch adds breaks when it conflicts with one waiting since a removal")
    func newerConstraintBreaks() throws {
        for waits in [true, false] {
            let (solver, link, floor, x, y) = try linked(waits: waits)
            let ceiling = x + y <= 10
            var returned: Conflict?
            let reinstalledBefore = solver.work.constraintsReinstalled
            try solver.batch {
                try solver.removeConstraint(link)
                returned = try solver.addConstraint(ceiling, onConflict: .breakConstraint)
            }
            // `floor` was rewritten through `link`, so the removal took it out.
            #expect(solver.work.constraintsReinstalled == reinstalledBefore + 1)
            let late = solver.takeLateConflicts()
            // Waiting, the conflict shows only when `floor` comes back, after the batch's adds;
            // installed at once, the add returns it. Either way it is `ceiling`'s, with `floor`.
            let conflict = waits ? late.first : returned
            #expect((waits ? returned : late.first) == nil)
            #expect(conflict?.constraint === ceiling)
            #expect(conflict?.conflicting.count == 1 && conflict?.conflicting.first === floor)
            #expect(solver.isBroken(ceiling) && !solver.isBroken(floor))
            // `floor` holds; broken `ceiling` is violated as little as it allows: x + y = 20.
            #expect(abs(solver.value(of: x) + solver.value(of: y) - 20) < 1e-9)
        }
    }

    @Test("of two added constraints, the newer one in the conflict breaks")
    func newestOfTheConflictBreaks() throws {
        for waits in [true, false] {
            let (solver, link, floor, x, y) = try linked(waits: waits)
            // With `floor`, x ≤ 5 and y ≤ 5 cannot both hold: added in this order, `y <= 5` is the
            // one that breaks. Then x = 5, and y = 15 is as close to 5 as `floor` allows.
            let capX = x + 0 <= 5, capY = y + 0 <= 5
            var returned: [Conflict] = []
            try solver.batch {
                try solver.removeConstraint(link)
                for cap in [capX, capY] {
                    if let conflict = try solver.addConstraint(cap, onConflict: .breakConstraint) { returned.append(conflict) }
                }
            }
            let conflicts = returned + solver.takeLateConflicts()
            #expect(conflicts.count == 1 && conflicts.first?.constraint === capY)
            #expect(Set(conflicts.first?.conflicting.map(ObjectIdentifier.init) ?? []) == [ObjectIdentifier(floor), ObjectIdentifier(capX)])
            #expect(!solver.isBroken(floor) && !solver.isBroken(capX) && solver.isBroken(capY))
            #expect(abs(solver.value(of: x) - 5) < 1e-9 && abs(solver.value(of: y) - 15) < 1e-9)
        }
    }

    @Test("a waiting constraint reads as installed: present, its constant, no duplicate")
    func waitingReadsAsInstalled() throws {
        let (solver, link, floor, x, y) = try linked(waits: true)
        try solver.batch {
            try solver.removeConstraint(link)
            #expect(solver.hasConstraint(floor))
            #expect(solver.constant(of: floor) == -20)
            #expect(throws: SolverError.self) { try solver.addConstraint(floor) }
            // A read installs it first (and finishes the pending optimisation).
            #expect(solver.value(of: x) + solver.value(of: y) >= 20 - 1e-9)
            try solver.updateConstant(of: floor, to: -30)
        }
        #expect(abs(solver.value(of: x) + solver.value(of: y) - 30) < 1e-9)
        try solver.removeConstraint(floor)
        #expect(!solver.hasConstraint(floor))
    }

    /// Waiting, `floor`'s row stays in the tableau as it was lowered through `link`
    /// (`2y >= 20`). When the batch makes `link` again, `floor` lowers to the same row and keeps
    /// it: nothing is installed again. With `y == 0 @250` the optimum is x = y = 10.
    @Test("a row that lowers again to the same row stays in the tableau")
    func sameRowIsKept() throws {
        for waits in [true, false] {
            let (solver, link, floor, x, y) = try linked(waits: waits)
            try solver.addConstraint(LinearConstraint(y + 0, .equal, priority: 250))
            let before = solver.work
            try solver.batch {
                try solver.removeConstraint(link)
                try solver.addConstraint(x - y == 0)
            }
            let work = solver.work - before
            #expect(work.rowsKept == (waits ? 1 : 0))
            #expect(work.constraintsReinstalled == (waits ? 0 : 1))
            #expect(solver.hasConstraint(floor) && solver.constraints.contains { $0 === floor })
            #expect(abs(solver.value(of: x) - 10) < 1e-9 && abs(solver.value(of: y) - 10) < 1e-9)
        }
    }

    /// The kept row `2y >= 20` says more than `floor` does once `link` is gone (x is free): a
    /// required `y <= 5` conflicts only with the kept row. The add must not break: the kept
    /// rows are taken out and it is tried again, and `floor` comes back as `x + y >= 20`, which
    /// `y <= 5` leaves room for. With `x == 0 @250` the optimum is x = 15, y = 5.
    @Test("a kept row never breaks a constraint the batch adds")
    func keptRowYieldsToAnAdd() throws {
        for waits in [true, false] {
            let (solver, link, floor, x, y) = try linked(waits: waits)
            try solver.addConstraint(LinearConstraint(x + 0, .equal, priority: 250))
            let cap = y + 0 <= 5
            var returned: Conflict?
            try solver.batch {
                try solver.removeConstraint(link)
                returned = try solver.addConstraint(cap, onConflict: .breakConstraint)
            }
            #expect(returned == nil && solver.takeLateConflicts().isEmpty)
            #expect(!solver.isBroken(cap) && !solver.isBroken(floor))
            #expect(abs(solver.value(of: x) - 15) < 1e-9 && abs(solver.value(of: y) - 5) < 1e-9)
        }
    }

    /// Seeded chains of required links, bounds and optional pulls over 24 variables: each round
    /// removes constraints and adds others in one batch, in both solvers. Broken sets and every
    /// level's objective must agree after every round, and some rounds must take the late path
    /// (both seeds do: one and three late conflicts in 200 rounds).
    @Test("random batches break the same constraints as installing at once", arguments: 0..<2)
    func matchesInstallingAtOnce(shard: Int) throws {
        var random = SplitMix(seed: 0x5EED_0000 + UInt64(shard))
        let variables = (0..<24).map { Variable("v\($0)") }
        let waiting = Solver(), atOnce = Solver()
        waiting.reinstallsWait = true
        waiting.fewestWaitingReinstalls = 1
        for solver in [waiting, atOnce] { solver.definesConstants = true }
        var live: [LinearConstraint] = []
        var lateConflicts = 0
        for round in 0..<200 {
            // Mostly a required equality out and a new one between the same variables in (a
            // regenerated constraint: its old definition's dependents are taken out and wait),
            // plus a random link or bound; more removals once the system is large.
            var removals: [LinearConstraint] = []
            var additions: [LinearConstraint] = []
            for _ in 0..<(1 + max(0, live.count - 30) / 4) where !live.isEmpty {
                let removed = live.remove(at: Int(random.next() % UInt64(live.count)))
                removals.append(removed)
                if removed.relation == .equal, removed.priority.isRequired, random.next() % 4 != 0 {
                    // Half the time the same equality (its dependents' rows can stay), else
                    // another constant.
                    var expression = removed.expression
                    if random.next() % 2 == 0 { expression.constant = Double(Int(random.next() % 21) - 10) * 5 }
                    additions.append(LinearConstraint(expression, .equal))
                }
            }
            additions += (0..<(1 + Int(random.next() % 2))).map { _ in Self.randomLink(variables, &random) }
            var broken: [[ObjectIdentifier]] = []
            for solver in [waiting, atOnce] {
                var conflicts: [Conflict] = []
                try solver.batch {
                    try solver.removeConstraints(removals)
                    for constraint in additions {
                        if let conflict = try solver.addConstraint(constraint, onConflict: .breakConstraint) {
                            conflicts.append(conflict)
                        }
                    }
                }
                let late = solver.takeLateConflicts()
                if solver === waiting { lateConflicts += late.count }
                broken.append((conflicts + late).map { ObjectIdentifier($0.constraint) }.sorted())
            }
            live += additions
            #expect(broken[0] == broken[1], "round \(round)")
            #expect(live.map(waiting.isBroken) == live.map(atOnce.isBroken), "round \(round)")
            let (a, b) = (waiting.objective, atOnce.objective)
            #expect(a.map(\.priority) == b.map(\.priority), "round \(round)")
            for (level, other) in zip(a, b) {
                #expect(abs(level.value - other.value) <= 1e-6 * (1 + abs(other.value)), "round \(round): \(a) \(b)")
            }
        }
        #expect(lateConflicts > 0)
        #expect(waiting.work.rowsKept > 0)
    }

    /// A chain link `v[i] − c·v[j] + k == 0` to a near variable (a definition when `v[i]` is new
    /// to the tableau, rewriting what mentions it), or a bound or optional pull on one variable.
    private static func randomLink(_ variables: [Variable], _ random: inout SplitMix) -> LinearConstraint {
        let count = variables.count
        let i = Int(random.next() % UInt64(count))
        var expression = LinearExpression(constant: Double(Int(random.next() % 21) - 10) * 5)
        expression.add(variables[i], 1)
        switch random.next() % 10 {
        case 0..<6:
            let j = (i + 1 + Int(random.next() % 3)) % count
            expression.add(variables[j], -[1, 1, 2, 0.5][Int(random.next() % 4)])
            return LinearConstraint(expression, random.next() % 4 == 0 ? .greaterThanOrEqual : .equal)
        case 6..<8:
            return LinearConstraint(expression, random.next() % 2 == 0 ? .lessThanOrEqual : .greaterThanOrEqual)
        default:
            return LinearConstraint(expression, .equal, priority: random.next() % 2 == 0 ? 750 : 250)
        }
    }
}
