import Foundation
import Testing
import TrellisSolver

/// Seeded random sequences of add / remove / edit / suggest / constant-update operations.
///
/// After every operation: the debug self-checks (tableau consistency, feasibility, optimality)
/// found nothing, every required constraint holds, and a failed operation left the solver
/// exactly as it was (same dump). After every sequence: the per-level objective equals that of a
/// solver built from scratch with the surviving constraints, constants and suggestions.
///
/// `swift test` runs 4,000 operations per test (1,000 per shard, every sequence length at least
/// once); the long run (`LongRunTests`) runs the same seeds to 40,000, and
/// `TRELLIS_FUZZ_OPERATIONS=100000 swift test --filter RandomizedSequence` any number by hand.
@Suite("Randomized operation sequences")
struct RandomizedSequenceTests {
    static var operationBudget: Int {
        ProcessInfo.processInfo.environment["TRELLIS_FUZZ_OPERATIONS"].flatMap(Int.init) ?? 4_000
    }

    @Test("random sequences keep the tableau consistent and optimal", arguments: 0..<4)
    func sequences(shard: Int) throws {
        try run(shard: shard, dummyColumnLimit: nil)
    }

    /// The same with required equalities frozen after one row, so removals and constant changes
    /// of frozen constraints (the rebuild path) happen all the time.
    @Test("random sequences with every crowded marker frozen", arguments: 0..<2)
    func frozenSequences(shard: Int) throws {
        try run(shard: shard + 100, dummyColumnLimit: 1)
    }

    /// Many variables and mostly two-term required equalities (chains, aliases, offsets): most
    /// constraints become definitions, re-rooted definitions and lowered rows, and removals and
    /// constant changes ripple through them. The reference solver keeps everything in its
    /// tableau, so the two solve the same systems by different routes.
    @Test("random chains of definitions match a solver without them", arguments: 0..<3)
    func definitionSequences(shard: Int) throws {
        try run(shard: shard + 200, dummyColumnLimit: nil, wide: true)
    }

    /// Constants moved several at a time (`updateConstants(_:)`), plain systems, chains of
    /// definitions, and chains with constants defined and intrinsic-like rows: a run that holds
    /// a conflict is undone and made again one by one, and what survives must equal a fresh
    /// solve of the model.
    @Test("random sequences with constants moved together", arguments: 0..<4)
    func groupedUpdateSequences(shard: Int) throws {
        try runGrouped(shard: shard)
    }

    /// The grouped-update families by shard: plain systems, chains of definitions, chains with
    /// constants defined, plain systems with every crowded marker frozen.
    func runGrouped(shard: Int, everyStep: Bool = false, budget: Int = operationBudget) throws {
        try run(
            shard: shard + 400, dummyColumnLimit: shard == 3 ? 1 : nil, wide: shard == 1 || shard == 2,
            constants: shard == 2, everyStep: everyStep, groupsUpdates: true, budget: budget)
    }

    /// A sequence the long run found: a definition's constant moves while a re-rooted definition
    /// depends on it, so both are installed again, and what came back must be re-optimised.
    @Test("regression: a constant moved under a re-rooted definition leaves the tableau optimal")
    func movedUnderReroot() throws {
        var stats = Stats()
        var fuzzer = Fuzzer(seed: UInt64(200 * 1_000_003 + 22), dummyColumnLimit: nil, wide: true)
        try fuzzer.run(operations: 60 * (1 + 22 % 5), stats: &stats)
    }

    /// The same chains with single-variable equalities, defined as constants (as a layout
    /// engine's solver does): constants fold into the definitions that mention them.
    @Test("random chains with constants defined match a solver without definitions", arguments: 0..<2)
    func constantSequences(shard: Int) throws {
        try run(shard: shard + 300, dummyColumnLimit: nil, wide: true, constants: true)
    }

    /// A sequence compared with a fresh solve after every step: removing a required equality
    /// left a level-500 reduced cost of 4·10⁻¹³ on a slack, which barred levels 250 and 1 from
    /// moving it (312.5 and 215 instead of the optimum's 111.67 and 0, checked with HiGHS).
    @Test("regression: rounding residue in a higher level does not stop a lower level's optimisation")
    func residueRegression() throws {
        var stats = Stats()
        var fuzzer = Fuzzer(seed: UInt64(1 * 1_000_003 + 8), dummyColumnLimit: nil)
        fuzzer.comparesEveryStep = true
        try fuzzer.run(operations: 60 * (1 + 8 % 5), stats: &stats)
    }

    /// Runs sequences seeded by `shard` until a quarter of `budget` operations have run. Seeds do
    /// not depend on the budget, so a smaller budget runs a prefix of a larger one.
    func run(
        shard: Int, dummyColumnLimit: Int?, wide: Bool = false, constants: Bool = false, everyStep: Bool = false,
        groupsUpdates: Bool = false, budget: Int = operationBudget
    ) throws {
        // Sequence lengths cycle through 60…300 operations, so some systems grow large.
        var stats = Stats()
        var sequence = 0
        while stats.operations < budget / 4 {
            var fuzzer = Fuzzer(
                seed: UInt64(shard * 1_000_003 + sequence), dummyColumnLimit: dummyColumnLimit, wide: wide,
                constants: constants)
            fuzzer.comparesEveryStep = everyStep
            fuzzer.groupsUpdates = groupsUpdates
            try fuzzer.run(operations: 60 * (1 + sequence % 5), stats: &stats)
            sequence += 1
        }
        print("shard \(shard): \(stats)")
    }
}

struct Stats: CustomStringConvertible {
    var operations = 0, rejected = 0, sequences = 0
    var description: String { "\(sequences) sequences, \(operations) operations, \(rejected) rejected as conflicts" }
}

/// One random sequence against one solver, with a model of what should survive.
struct Fuzzer {
    var random: SplitMix
    let solver: Solver
    let variables: [Variable]
    /// Chain-like systems over many variables (see `definitionSequences`).
    let wide: Bool
    /// Surviving constraints with their current constants, in insertion order.
    var live: [(constraint: LinearConstraint, constant: Double)] = []
    var edits: [Variable: (priority: Priority, value: Double)] = [:]

    /// Whether single-variable equalities are made too and define their variable as a constant.
    let constants: Bool

    /// Whether to compare the objective with a fresh solve after every operation, not only at
    /// the end of the sequence (a fresh solve per operation: the long run and regressions).
    var comparesEveryStep = false

    /// Whether half of the constant updates move several constants in one batch
    /// (`Solver.updateConstants(_:)`) instead of one. Off, the random sequences (and the
    /// regressions pinned to their seeds) are those of before it existed.
    var groupsUpdates = false

    init(seed: UInt64, dummyColumnLimit: Int? = nil, wide: Bool = false, constants: Bool = false) {
        random = SplitMix(seed: seed)
        solver = dummyColumnLimit.map { Solver(dummyColumnLimit: $0) } ?? Solver()
        solver.definesConstants = constants
        self.constants = constants
        self.wide = wide
        variables = (0..<(wide ? 40 : 7)).map { Variable("v\($0)") }
    }
    var log: [String] = []
    /// The solver's dump from before the current operation, when it can be rejected.
    var dumpBeforeStep = ""

    mutating func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }

    mutating func randomConstraint() -> LinearConstraint {
        if wide { return randomLink() }
        var expression = LinearExpression(constant: Double(Int(random.next() % 41) - 20) * 5)
        for _ in 0..<(1 + Int(random.next() % 3)) {
            expression.add(pick(variables), pick([-2, -1, -0.5, 0.5, 1, 2, 3]))
        }
        let relation = pick([LinearConstraint.Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
        let priority = pick([Priority.required, .required, .required, 999, 750, 500, 250, 1])
        return LinearConstraint(expression, relation, priority: priority)
    }

    /// `v[i] = c·v[j] + k` (mostly `c = ±1`, `j` near `i`), sometimes with a third term, mostly
    /// required equalities: the shapes a layout's positions and sizes take.
    mutating func randomLink() -> LinearConstraint {
        let i = Int(random.next() % UInt64(variables.count))
        let j = (i + variables.count + Int(random.next() % 7) - 3) % variables.count
        var expression = LinearExpression(constant: Double(Int(random.next() % 41) - 20) * 5)
        expression.add(variables[i], 1)
        // A position pinned to a constant (`label.minX == 0`), the shape a layout's defined
        // constants take.
        if constants, random.next() % 5 == 0 { return LinearConstraint(expression, .equal) }
        // A twin of a live optional constraint (a stack pins its spanning guide to every item's
        // leading edge, one variable once substituted): the same row, shared.
        if constants, random.next() % 6 == 0,
            let model = live.map(\.constraint).filter({ !$0.priority.isRequired }).randomElement(using: &random)
        {
            if let below = model.belowPriority {
                return LinearConstraint(model.expression, abovePriority: model.priority, belowPriority: below)
            }
            return LinearConstraint(model.expression, model.relation, priority: model.priority)
        }
        // An intrinsic size: overshooting and falling short weigh differently, in one row.
        if constants, random.next() % 5 == 0 {
            return LinearConstraint(expression, abovePriority: pick([250, 750, 999]), belowPriority: pick([250, 750, 1]))
        }
        expression.add(variables[j], -pick([1, 1, 1, 0.5, 2, -1]))
        if random.next() % 3 == 0 { expression.add(pick(variables), pick([-1, 1, 0.5])) }
        let relation = pick([LinearConstraint.Relation.equal, .equal, .equal, .lessThanOrEqual, .greaterThanOrEqual])
        let priority = pick([Priority.required, .required, .required, .required, 750, 250])
        return LinearConstraint(expression, relation, priority: priority)
    }

    mutating func run(operations: Int, stats: inout Stats) throws {
        stats.sequences += 1
        let logging = ProcessInfo.processInfo.environment["TRELLIS_FUZZ_LOG"] != nil
        for _ in 0..<operations {
            // Only additions and constant updates can be rejected, so only they need the dump
            // to compare with (`step` takes it); the log prints it before every operation.
            dumpBeforeStep = logging ? solver.dump() : ""
            let countBefore = log.count
            if try !step() {
                stats.rejected += 1
                #expect(solver.dump() == dumpBeforeStep, "a failed operation changed the solver")
            }
            let before = dumpBeforeStep
            stats.operations += 1
            if comparesEveryStep {
                let matches = try matchesFreshSolver()
                #expect(matches, "the objective differs from a fresh solve's after \(log.suffix(1))")
                if !matches, logging {
                    print("DIVERGED after \(log.suffix(8))\nBEFORE\n\(before)\nAFTER\n\(solver.dump())")
                    return
                }
            }
            // The batch read runs first, so it is the one that finishes any pending work.
            #expect(solver.values(of: variables) == variables.map { solver.value(of: $0) })
            let violations = solver.invariantViolations
            #expect(violations == [])
            if !violations.isEmpty, logging {
                print("INVARIANT after \(log.suffix(12)):\nBEFORE\n\(before)\nAFTER\n\(solver.dump())\n\(violations)")
                return
            }
            for (constraint, _) in live where constraint.priority.isRequired {
                let ok = (solver.violation(of: constraint) ?? .infinity) <= 1e-6
                #expect(ok, "\(constraint)")
                if !ok, logging {
                    print("after \(log[countBefore...]):\nBEFORE\n\(before)\nAFTER\n\(solver.dump())")
                    return
                }
            }
        }
        try compareWithFreshSolver()
    }

    /// Performs one random operation; returns `false` when it was rejected as a conflict.
    mutating func step() throws -> Bool {
        switch random.next() % 10 {
        case 0...3:
            let constraint = randomConstraint()
            log.append("add \(constraint)")
            if dumpBeforeStep.isEmpty { dumpBeforeStep = solver.dump() }
            guard try accepted({ () throws(SolverError) in try solver.addConstraint(constraint) }) else { return false }
            live.append((constraint, constraint.expression.constant))
        case 4, 5:
            guard !live.isEmpty else { return true }
            let index = Int(random.next() % UInt64(live.count))
            log.append("remove \(live[index].constraint)")
            try solver.removeConstraint(live.remove(at: index).constraint)
        case 6:
            guard !live.isEmpty else { return true }
            if groupsUpdates, random.next() % 2 == 0 { return try updateTogether() }
            let index = Int(random.next() % UInt64(live.count))
            let constant = Double(Int(random.next() % 41) - 20) * 5
            let constraint = live[index].constraint
            log.append("update \(constraint) to \(constant)")
            if dumpBeforeStep.isEmpty { dumpBeforeStep = solver.dump() }
            guard try accepted({ () throws(SolverError) in try solver.updateConstant(of: constraint, to: constant) }) else { return false }
            live[index].constant = constant
        case 7:
            let variable = pick(variables)
            if edits[variable] == nil {
                let priority = pick([Priority(999), 750, 300])
                try solver.addEditVariable(variable, priority: priority)
                edits[variable] = (priority, 0)
            } else {
                try solver.removeEditVariable(variable)
                edits[variable] = nil
            }
        default:
            guard let variable = edits.keys.sorted(by: { $0.name < $1.name }).first(where: { _ in random.next() % 2 == 0 })
            else { return true }
            let value = Double(Int(random.next() % 401) - 200)
            try solver.suggestValue(value, for: variable)
            edits[variable]?.value = value
        }
        return true
    }

    /// Moves the constants of up to six distinct live constraints in one batch. When one
    /// conflicts, the moves before it stay and it and the ones after it do not
    /// (`Solver.updateConstants(_:)`); the model follows, and the checks after the step and
    /// the fresh solve at the end hold the solver to it.
    mutating func updateTogether() throws -> Bool {
        var indices: [Int] = []
        for _ in 0..<(2 + Int(random.next() % 5)) {
            let index = Int(random.next() % UInt64(live.count))
            if !indices.contains(index) { indices.append(index) }
        }
        var updates: [(constraint: LinearConstraint, constant: Double)] = []
        for index in indices { updates.append((live[index].constraint, Double(Int(random.next() % 41) - 20) * 5)) }
        log.append("update together \(updates.map { "\($0.constraint) to \($0.constant)" })")
        var applied = updates.count
        do {
            try solver.batch { try solver.updateConstants(updates) }
        } catch {
            guard case .unsatisfiable(let conflict)? = error as? SolverError,
                let failed = updates.firstIndex(where: { $0.constraint === conflict.constraint })
            else { throw error }
            applied = failed
        }
        for position in 0..<applied { live[indices[position]].constant = updates[position].constant }
        return true
    }

    /// Runs `operation`; `false` when it was rejected as a conflict, rethrowing anything else.
    func accepted(_ operation: () throws(SolverError) -> Void) throws -> Bool {
        do {
            try operation()
            return true
        } catch {
            if case .unsatisfiable = error { return false }
            throw error
        }
    }

    /// The incremental solver's objective equals that of a solver built from scratch, one that
    /// keeps every constraint in its tableau (no definitions) and every row to itself.
    func compareWithFreshSolver() throws {
        let a = levels(solver), b = try referenceLevels()
        #expect(a.map(\.0) == b.map(\.0))
        for (x, y) in zip(a, b) { #expect(abs(x.1 - y.1) <= 1e-6 * max(1, abs(y.1)), "level \(x.0): \(x.1) vs \(y.1)") }
    }

    /// Whether the objective equals a fresh solve's right now (see ``compareWithFreshSolver()``).
    func matchesFreshSolver() throws -> Bool {
        let a = levels(solver), b = try referenceLevels()
        return a.map(\.0) == b.map(\.0) && zip(a, b).allSatisfy { abs($0.1 - $1.1) <= 1e-6 * max(1, abs($1.1)) }
    }

    /// The per-level objective of a fresh solver without definitions or shared rows, holding
    /// the surviving constraints (a row weighted differently on each side as its two
    /// inequalities) and suggestions.
    func referenceLevels() throws -> [(Float, Double)] {
        let fresh = Solver(usesDefinitions: false)
        fresh.sharesIdenticalRows = false
        for (constraint, constant) in live {
            var expression = constraint.expression
            expression.constant = constant
            if let below = constraint.belowPriority {
                try fresh.addConstraint(LinearConstraint(expression, .lessThanOrEqual, priority: constraint.priority))
                try fresh.addConstraint(LinearConstraint(expression, .greaterThanOrEqual, priority: below))
            } else {
                try fresh.addConstraint(LinearConstraint(expression, constraint.relation, priority: constraint.priority))
            }
        }
        for (variable, edit) in edits.sorted(by: { $0.key.name < $1.key.name }) {
            try fresh.addEditVariable(variable, priority: edit.priority)
            try fresh.suggestValue(edit.value, for: variable)
        }
        return levels(fresh)
    }
}
