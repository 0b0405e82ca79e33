import TrellisSolver

// Ambiguity: which item variables are not determined by the constraints.
//
// Method (public solver API only). The solver holds an optimal solution S: every priority level,
// strongest first, is as satisfied as it can be. A variable v is *free* when another solution S′,
// exactly as good at every level, gives v another value. To find out, a scratch solver is built
// from the live one's constraints (with their current constants) and, one variable at a time,
// a probe `v == S(v) ± 10⁶` is added at a priority ε below every priority in use. Lexicographic
// priorities mean the probe cannot make any real level worse; it only chooses, among the optimal
// solutions, one that pulls v up (then down). If v — or any other variable — ends up away from
// its value in S while every real level's objective is unchanged, it is free. Each probe is
// removed again. Variables seen moving in one probe are not probed themselves.
//
// Cost: one rebuild of the system in the scratch solver (a full solve, like a first layout),
// then at most three incremental steps per undetermined-so-far variable (add the probe, move its
// constant from up to down, remove it): 12 per item at most.
// The live solver is never touched, so frames stay exactly as they were.

/// The pins that hold an exercised ambiguous layout (``Window/exerciseAmbiguity()``).
struct AmbiguityExercise {
    /// The free variables and their values before the first exercise.
    var original: [(variable: Variable, value: Double)] = []
    /// The free variables and their values in the alternative solution.
    var alternative: [(variable: Variable, value: Double)] = []
    /// The lowest-priority constraints currently holding one of the two.
    var pins: [LinearConstraint] = []
    /// Whether the pins hold the alternative (else the original).
    var showsAlternative = false
}

/// What probing found: each free variable and the direction that moved it.
struct ProbeResult {
    /// Free variables by identity, with a value of another valid solution.
    var moved: [ObjectIdentifier: Double] = [:]

    func isFree(_ variable: Variable) -> Bool { moved[ObjectIdentifier(variable)] != nil }
}

extension LayoutEngine {
    /// The pull a probe exerts: far enough to reach any bound a layout has.
    private static let probeDistance = 1e6
    /// How far an exercise pulls each free unknown: a visible move, not a jump to infinity.
    private static let exerciseDistance = 100.0
    /// How far a value or objective must change to count (solver arithmetic is exact to ~1e-12).
    private static let tolerance = 1e-7

    /// Probes `variables` (in order) in a scratch copy of the solver.
    func probe(_ variables: [Variable]) throws(SolverError) -> ProbeResult {
        let scratch = try scratchSolver()
        let epsilon = probePriority(scratch)
        let baseline = scratch.objective
        // The copy normally settles on a solution as good as the live one at every level. Should
        // it not (a different constraint broken), its own solution is the reference instead, so
        // that every comparison is between two solutions of one system.
        let live =
            Self.sameLevels(baseline, solver.objective, above: epsilon)
            ? variables.map { solver.value(of: $0) } : variables.map { scratch.value(of: $0) }
        var result = ProbeResult()
        for (index, variable) in variables.enumerated() where !result.isFree(variable) {
            // One probe constraint per unknown: added pulling up, moved to pull down (a constant
            // update is one incremental step), removed.
            let up = live[index] + Self.probeDistance
            let pull = LinearConstraint(LinearExpression(terms: [(variable, 1)], constant: -up), .equal,
                                        priority: epsilon)
            try scratch.addConstraint(pull)
            record(scratch, variables, live: live, baseline: baseline, epsilon: epsilon, into: &result)
            if !result.isFree(variable) {
                try scratch.updateConstant(of: pull, to: -(live[index] - Self.probeDistance))
                record(scratch, variables, live: live, baseline: baseline, epsilon: epsilon, into: &result)
            }
            try scratch.removeConstraint(pull)
        }
        return result
    }

    /// Marks every unknown the current probe moved away from the reference solution, provided
    /// every real level is still as well satisfied.
    private func record(
        _ scratch: Solver, _ variables: [Variable], live: [Double], baseline: [LevelObjective], epsilon: Priority,
        into result: inout ProbeResult
    ) {
        guard Self.sameLevels(scratch.objective, baseline, above: epsilon) else { return }
        for (index, other) in variables.enumerated() where !result.isFree(other) {
            let value = scratch.value(of: other)
            if abs(value - live[index]) > Self.tolerance { result.moved[ObjectIdentifier(other)] = value }
        }
    }

    /// A new solver holding the live constraints (current constants, exercise pins left out),
    /// added in the same order and with the same recovery, so the same ones end up broken.
    private func scratchSolver() throws(SolverError) -> Solver {
        let scratch = Solver()
        let pins = Set(exercise.pins.map(ObjectIdentifier.init))
        do {
            // One batch: the copy is optimised once, as a layout is, not after every constraint.
            try scratch.batch {
                for constraint in solver.constraints where !pins.contains(ObjectIdentifier(constraint)) {
                    var expression = constraint.expression
                    expression.constant = solver.constant(of: constraint) ?? expression.constant
                    _ = try scratch.addConstraint(constraint.withExpression(expression), onConflict: .breakConstraint)
                }
            }
        } catch let error as SolverError {
            throw error
        } catch {
            throw .internalFailure("\(error)")
        }
        return scratch
    }

    /// A priority below every one in use (at most 0.001).
    private func probePriority(_ solver: Solver) -> Priority {
        let lowest = solver.constraints.map(\.lowestPriority.value).min() ?? 1
        return Priority(min(0.001, lowest / 2))
    }

    /// Whether two objectives agree at every level above `threshold` (probes and exercise pins
    /// sit at or below it).
    private static func sameLevels(
        _ lhs: [LevelObjective], _ rhs: [LevelObjective], above threshold: Priority
    ) -> Bool {
        let left = lhs.filter { $0.isBrokenRequired || $0.priority > threshold }
        let right = rhs.filter { $0.isBrokenRequired || $0.priority > threshold }
        guard left.count == right.count else { return false }
        return zip(left, right).allSatisfy { lhs, rhs in
            lhs.priority == rhs.priority && lhs.isBrokenRequired == rhs.isBrokenRequired
                && abs(lhs.value - rhs.value) <= Self.tolerance * max(1, abs(rhs.value))
        }
    }

    // MARK: Exercising

    /// Moves the free variables to another valid solution, or back to the original one when the
    /// alternative is showing. Returns whether anything was free.
    func exerciseAmbiguity(of variables: [Variable]) throws(SolverError) -> Bool {
        if exercise.pins.isEmpty {
            let found = try probe(variables)
            let free = variables.filter(found.isFree)
            guard !free.isEmpty else { return false }
            exercise.original = free.map { ($0, solver.value(of: $0)) }
            exercise.alternative = try alternative(for: free, moved: found)
            exercise.showsAlternative = false
        }
        let target = exercise.showsAlternative ? exercise.original : exercise.alternative
        let kept = exercise
        try removeExercisePins()
        exercise = kept
        exercise.pins = []
        let epsilon = probePriority(solver)
        for (variable, value) in target {
            let pin = LinearConstraint(LinearExpression(terms: [(variable, 1)], constant: -value), .equal,
                                       priority: epsilon)
            try solver.addConstraint(pin)
            exercise.pins.append(pin)
        }
        exercise.showsAlternative.toggle()
        return true
    }

    /// One solution, as good as the live one at every level, in which every free variable is
    /// pulled (all at once, by 100 pt) the way a probe moved it.
    private func alternative(
        for free: [Variable], moved: ProbeResult
    ) throws(SolverError) -> [(variable: Variable, value: Double)] {
        let scratch = try scratchSolver()
        let epsilon = probePriority(scratch)
        for variable in free {
            let live = solver.value(of: variable)
            let away = (moved.moved[ObjectIdentifier(variable)] ?? live) >= live ? 1.0 : -1.0
            let target = live + away * Self.exerciseDistance
            try scratch.addConstraint(LinearConstraint(
                LinearExpression(terms: [(variable, 1)], constant: -target), .equal, priority: epsilon))
        }
        return free.map { ($0, scratch.value(of: $0)) }
    }

    /// Drops the pins of an exercised layout (called at the start of every layout).
    func removeExercisePins() throws(SolverError) {
        for pin in exercise.pins where solver.hasConstraint(pin) { try solver.removeConstraint(pin) }
        exercise = AmbiguityExercise()
    }
}

// MARK: In the model's words

extension LayoutItem {
    /// The item's unknowns, in ``AmbiguousItem/Unknown`` order.
    var unknowns: [Variable] {
        [variables.minX, variables.minY, variables.width, variables.height]
    }
}

extension LayoutEngine {
    /// The items of `items` with free unknowns, in the order given.
    func ambiguity(of items: [LayoutItem]) throws(LayoutError) -> [AmbiguousItem] {
        let candidates = items.filter { $0 !== window }
        let found: ProbeResult
        do {
            found = try probe(candidates.flatMap(\.unknowns))
        } catch {
            throw .solverFailure(error.description)
        }
        return candidates.compactMap { item in
            let free = zip(AmbiguousItem.Unknown.allCases, item.unknowns).filter { found.isFree($0.1) }.map(\.0)
            return free.isEmpty ? nil : AmbiguousItem(item: item, unknowns: free)
        }
    }

    /// Moves the free items of `items` to another valid solution (or back); whether any was free.
    func exerciseAmbiguity(of items: [LayoutItem]) throws(LayoutError) -> Bool {
        do {
            return try exerciseAmbiguity(of: items.filter { $0 !== window }.flatMap(\.unknowns))
        } catch {
            throw .solverFailure(error.description)
        }
    }
}
