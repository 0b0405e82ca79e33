// Read-only views of a solver: what it holds and how well each priority level is satisfied.

/// The total violation at one priority level.
public struct LevelObjective: Sendable, Equatable, CustomStringConvertible {
    /// The level's priority; ``Priority/required`` for the level of broken required constraints.
    public let priority: Priority
    /// Whether this is the level of required constraints kept broken in recovery mode.
    public let isBrokenRequired: Bool
    /// The sum of absolute violations of the level's constraints (and edit suggestions).
    public let value: Double

    /// Reads like `@750: 12.5`.
    public var description: String {
        "\(isBrokenRequired ? "broken required" : "@\(priority)"): \(formatted(value))"
    }
}

extension Solver {
    /// The constraints added so far (edit variables' constraints excluded), in insertion order.
    public var constraints: [LinearConstraint] {
        // Inside a batch, constraints waiting since a removal are installed first (their rows
        // may still be those lowered through a removed definition).
        if needsOptimization { try? optimizeNow() }
        let edits = Set(tableau.edits.values.map { ObjectIdentifier($0.constraint) })
        let inTableau = tableau.records.values.map { (definitions.userConstraint(for: $0.constraint), $0.sequence) }
        let defined = definitions.entries.map { ($0.constraint, $0.sequence) }
        return (inTableau + defined)
            .filter { !edits.contains(ObjectIdentifier($0.0)) }
            .sorted { $0.1 < $1.1 }
            .map(\.0)
    }

    /// The objective, one entry per priority level present, highest first.
    ///
    /// A level whose total is zero within rounding (relative to the magnitudes it was summed
    /// from; see "Solver internals" for the tolerances) reports exactly 0.
    public var objective: [LevelObjective] {
        if needsOptimization { try? optimizeNow() }
        tableau.settleObjective()
        var levels = tableau.levels.map { level in
            (key: level.key, value: Tolerance.isZero(level.row) ? 0 : level.row.constant)
        }
        // An optional equality kept as a definition always holds: its level is present, at 0
        // unless tableau rows share it.
        if !definitions.optionalLevels.isEmpty {
            let keys = Set(definitions.optionalLevels.values).subtracting(levels.map(\.key))
            levels = (levels + keys.map { (key: $0, value: 0) }).sorted { $0.key > $1.key }
        }
        return levels.map { level in
            let broken = level.key == brokenLevelKey
            return LevelObjective(
                priority: broken ? .required : Priority(Float(level.key)), isBrokenRequired: broken, value: level.value)
        }
    }

    /// How far `constraint` is from holding at the current solution: `|e|` for `==`, the excess
    /// for `<=`/`>=` (0 when it holds), or `nil` for a constraint not in the solver.
    public func violation(of constraint: LinearConstraint) -> Double? {
        guard let constant = constant(of: constraint) else { return nil }
        let value = constraint.expression.terms.reduce(constant) { $0 + $1.coefficient * self.value(of: $1.variable) }
        switch constraint.relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    /// Runs `body` with optimisation deferred until it returns, then optimises once.
    ///
    /// Adding many constraints inside one batch re-optimises once instead of after every add (as
    /// Apple's engine does while "automatic optimisation" is disabled). Suggestions and constant
    /// updates inside the batch first finish the pending optimisation. Batches nest.
    ///
    /// ```swift
    /// try solver.batch {
    ///     for constraint in constraints { try solver.addConstraint(constraint) }
    /// }
    /// ```
    public func batch<Result>(_ body: () throws -> Result) throws -> Result {
        // Into a tableau with no optional constraint (a first layout), the batch's adds leave
        // the objective to be built once, at the end (`Tableau+DeferredObjective.swift`).
        if batchDepth == 0 { tableau.deferObjectiveIfEmpty() }
        batchDepth += 1
        let result: Result
        do {
            result = try body()
        } catch {
            batchDepth -= 1
            if batchDepth == 0 { tableau.settleObjective() }
            if batchDepth == 0, needsOptimization { try optimizeNow() }
            finishOperation()
            throw error
        }
        batchDepth -= 1
        if batchDepth == 0 { tableau.settleObjective() }
        if batchDepth == 0, needsOptimization { try optimizeNow() }
        finishOperation(endingBatch: batchDepth == 0)
        return result
    }
}

extension Solver {
    /// How much work the definitions have done so far; tests pin down how a change's cost grows
    /// with it instead of timing anything.
    package var definitionWork: DefinitionWork { definitions.work }
}

extension Solver {
    /// Whether a required equality of one variable (`x == 10`) defines that variable as a
    /// constant instead of entering the tableau (default `false`).
    ///
    /// A layout engine fixes many positions to constants (an item at its stack's leading edge is
    /// at 0 in the stack's bounds); as definitions they fold into the definitions that mention
    /// them, which keeps a nested item's width an alias of its container's. A constraint whose
    /// constant will move often should be declared with ``expectConstantChanges(of:)`` first:
    /// it then stays in the tableau, where a move is one shift.
    package var definesConstants: Bool {
        get { definitions.definesConstants }
        set { definitions.definesConstants = newValue }
    }
}

extension Solver {
    /// Whether identical optional constraints share one row (default `true`; see "Solver
    /// internals"). Reference solvers in tests switch it off to check the sharing.
    package var sharesIdenticalRows: Bool {
        get { tableau.mergesTwins }
        set { tableau.mergesTwins = newValue }
    }
}
