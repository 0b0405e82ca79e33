/// An incremental constraint solver with Auto Layout's strictly lexicographic priorities.
///
/// Add ``LinearConstraint``s, read each ``Variable``'s value. Required constraints (priority
/// 1000) always hold; optional ones are satisfied as well as possible, level by level from the
/// highest priority down, minimising the sum of absolute violations within a level. Every change
/// (adding or removing a constraint, updating a constant, suggesting a value for an edit
/// variable) re-solves incrementally from the current tableau.
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.addConstraint(left + 0 >= 10)
/// try solver.addConstraint(left + width <= 300)
/// try solver.addConstraint((width + 0 == 400).priority(750))
/// solver.value(of: left)   // 10
/// solver.value(of: width)  // 290: as close to 400 as the required constraints allow
/// ```
///
/// Every call that fails throws a ``SolverError`` and leaves the solver exactly as it was.
/// A solver is a plain class: use it from one task at a time.
public final class Solver {
    // Swift checks exclusive access to a class's stored properties at run time, on every
    // access. For the state every read goes through, that check cost more than the read itself
    // (after an equal-width stack's resize, 2,001 reads spent ≈ 125 instructions each in the
    // runtime's access set). Release builds switch it off for these properties; builds with the
    // self-checks (tests) keep it, so an overlapping access still fails loudly there.
    #if TRELLIS_INVARIANTS
        var tableau = Tableau()
        /// Required equalities kept out of the tableau (see `Internal/Definitions.swift`).
        var definitions = Definitions()
        var needsOptimization = false
    #else
        @exclusivity(unchecked) var tableau = Tableau()
        @exclusivity(unchecked) var definitions = Definitions()
        @exclusivity(unchecked) var needsOptimization = false
    #endif
    /// ``valueSerial``'s storage. Read from another module, a stored property is checked for
    /// exclusive access by the reader whatever its declaration says (measured: 60 instructions
    /// a frame read), so the other module reads it through the getter.
    #if TRELLIS_INVARIANTS
        var storedValueSerial: UInt64 = 0
    #else
        @exclusivity(unchecked) var storedValueSerial: UInt64 = 0
    #endif
    /// Called when ``valueSerial`` moves for the first time since the last
    /// ``takeValueChanges()`` (see `Solver+ValueChanges.swift`). It must not call back into the
    /// solver.
    #if TRELLIS_INVARIANTS
        package var onValuesMayMove: (() -> Void)? { didSet { hasToldValuesMayMove = false } }
    #else
        @exclusivity(unchecked) package var onValuesMayMove: (() -> Void)? {
            didSet { hasToldValuesMayMove = false }
        }
    #endif
    /// How the objects attached to variables (``Variable/observer``) are told that a value may
    /// have moved (see `Solver+ValueChanges.swift`); `nil` (the default) tells none. Kept in the
    /// value logs of the tableau and the definitions, which a reset or a rebuilt tableau
    /// replaces: ``applyValueObserver()`` puts it back.
    package var valueObserver: ValueObserver? { didSet { applyValueObserver() } }

    /// Whether ``onValuesMayMove`` was called since the last ``takeValueChanges()``.
    #if TRELLIS_INVARIANTS
        var hasToldValuesMayMove = false
    #else
        @exclusivity(unchecked) var hasToldValuesMayMove = false
    #endif
    var batchDepth = 0
    /// Constraints a removal in the current batch took out, to be installed again before its
    /// optimisation (see ``WaitingReinstalls``), and the conflicts that found.
    var waiting = WaitingReinstalls()
    var lateConflicts: [Conflict] = []

    /// Whether constraints a removal inside a ``batch(_:)`` takes out (those rewritten through a
    /// removed definition) wait to be installed again until the batch's optimisation (default
    /// `false`). A layout engine that regenerates constraints in one batch (a stack that lost
    /// its first row aligns every other row to the new first one) sets it: installed at once,
    /// they were rewritten through variables the regenerated constraints were about to define
    /// again, and each became its own tableau row. A constraint the batch adds may then be
    /// broken only when the waiting ones are installed; such an engine reads
    /// ``takeLateConflicts()`` after each batch.
    package var reinstallsWait = false
    /// How many constraints one removal must take out before they wait (with
    /// ``reinstallsWait``); tests lower it to exercise waiting on small systems. A hide in a
    /// feed cell takes out two, which cost more waiting (see `uninstall`).
    package var fewestWaitingReinstalls = 4
    /// The solver's share of ``work``: what it counts itself, and what tableaux and definitions
    /// since replaced had counted (see `Solver+Work.swift`). Release builds skip its run-time
    /// exclusivity check, as for the state above: every add counts.
    #if TRELLIS_INVARIANTS
        var countedWork = SolverWork()
    #else
        @exclusivity(unchecked) var countedWork = SolverWork()
    #endif

    /// Whether debug builds run the self-checks after every operation (default `true`). A test
    /// that builds many throwaway reference layouts (the model fuzzer's from-scratch copies)
    /// switches them off there, and keeps them on the solver under test.
    package var checksInvariants = true

    /// Broken invariants found by the debug-build self-checks (always empty in release builds).
    /// Reading it checks the current state first when operations since the last check went
    /// unchecked, so a test that reads it at the end always covers the final tableau.
    package var invariantViolations: [String] {
        if invariantSchedule.hasUnchecked { verify(force: true) }
        return recordedViolations + definitions.planViolations
    }
    private var recordedViolations: [String] = []
    /// When the debug-build self-checks run next.
    var invariantSchedule = InvariantSchedule()
    /// What the debug-build self-checks have done so far (tests count it; zero in release).
    package var invariantCheckWork: InvariantCheckWork { invariantSchedule.work }

    /// Creates an empty solver.
    public init() {}

    /// Creates a solver that freezes a required equality's marker once more than `limit` rows
    /// mention it (tests use tiny limits to exercise the rebuild path), sparing none.
    package init(dummyColumnLimit limit: Int) {
        tableau.dummyColumnLimit = max(0, limit)
        tableau.crowdedDummiesSpared = 0
    }

    /// Creates a solver that keeps every constraint in the tableau (no definitions), so tests
    /// can exercise the tableau's own paths with required equalities.
    /// A limit other than the default spares no crowded marker, as above.
    package init(dummyColumnLimit limit: Int = Tableau.defaultDummyColumnLimit, usesDefinitions: Bool) {
        tableau.dummyColumnLimit = max(0, limit)
        if limit != Tableau.defaultDummyColumnLimit { tableau.crowdedDummiesSpared = 0 }
        definitions.isEnabled = usesDefinitions
    }

    /// What to do when a required constraint cannot hold together with the others.
    public enum ConflictResolution: Sendable {
        /// Throw ``SolverError/unsatisfiable(_:)`` and leave the solver unchanged.
        case reject
        /// Auto Layout's recovery: keep the constraint, minimised at a level above every optional
        /// priority (Auto Layout's 1100), and return the conflict instead of throwing.
        case breakConstraint
    }

    /// Adds a constraint.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/invalidPriority(_:)``,
    ///   ``SolverError/nonFiniteValue(_:)``, or ``SolverError/unsatisfiable(_:)`` with a minimal
    ///   conflicting set when a required constraint cannot hold; the solver is then unchanged.
    /// - Complexity: proportional to the rows the new row's symbols touch, plus the pivots needed
    ///   to re-optimise; no scan of the whole tableau.
    public func addConstraint(_ constraint: LinearConstraint) throws(SolverError) {
        try addConstraint(constraint, onConflict: .reject)
    }

    /// Adds a constraint, choosing what happens when a required one conflicts.
    ///
    /// With ``ConflictResolution/breakConstraint`` a conflicting required constraint is kept
    /// (minimised above every optional priority, so it holds as nearly as the others allow and
    /// fully once they are removed), and its conflict is returned.
    ///
    /// - Returns: the conflict when the constraint had to be broken, else `nil`.
    @discardableResult
    public func addConstraint(
        _ constraint: LinearConstraint, onConflict resolution: ConflictResolution
    ) throws(SolverError) -> Conflict? {
        try validate(constraint)
        guard !isInstalledOrWaiting(constraint) else { throw .duplicateConstraint(constraint) }
        return try addValidated(constraint, onConflict: resolution)
    }

    /// ``addConstraint(_:onConflict:)`` for a constraint its caller has just created, so that
    /// no solver can hold it yet: without the duplicate check, two lookups in tables as large
    /// as the layout (a layout engine lowers every constraint it installs into a new one, and
    /// those lookups missed the cache: a few percent of a first layout's time).
    @discardableResult
    package func addNewConstraint(
        _ constraint: LinearConstraint, onConflict resolution: ConflictResolution
    ) throws(SolverError) -> Conflict? {
        try validate(constraint)
        #if TRELLIS_INVARIANTS
            assert(!Self.isInstalled(constraint, &definitions, &tableau), "a new constraint is already installed")
        #endif
        return try addValidated(constraint, onConflict: resolution)
    }

    /// Adds a validated constraint that is not installed.
    private func addValidated(
        _ constraint: LinearConstraint, onConflict resolution: ConflictResolution
    ) throws(SolverError) -> Conflict? {
        defer { finishOperation() }
        let constant = constraint.expression.constant
        let key: Double? = constraint.priority.isRequired ? nil : Double(constraint.priority.value)
        do {
            try install(constraint, constant: constant, levelKey: key, isBroken: false)
        } catch {
            switch error {
            case .internalFailure(let message): throw .internalFailure(message)
            case .unsatisfiable(let certificate):
                let conflict = Conflict(
                    constraint: constraint,
                    conflicting: Tableau.minimalConflict(
                        culprit: RequiredConstraint(constraint: constraint, constant: constant),
                        candidates: ordered(conflictSuspects(certificate) + definitionsUsed(by: constraint)),
                        everyRequired: everyRequired))
                guard resolution == .breakConstraint else { throw .unsatisfiable(conflict) }
                try installBroken(constraint, constant: constant)
                try optimizeUnlessBatching()
                try undoIfNonFinite(adding: constraint)
                countedWork.constraintsAdded += 1
                return conflict
            }
        }
        try optimizeUnlessBatching()
        try undoIfNonFinite(adding: constraint)
        countedWork.constraintsAdded += 1
        return nil
    }

    /// Whether `constraint` is installed, as a definition or in the tableau. The solver's state
    /// is `inout` and the two reads are inlined so that it is read in place: called on the
    /// stored `definitions`, each read was handed a copy of the whole struct (664 bytes).
    private static func isInstalled(
        _ constraint: LinearConstraint, _ definitions: inout Definitions, _ tableau: inout Tableau
    ) -> Bool {
        definitions.isDefinition(constraint) || tableau.records[definitions.tableauConstraint(for: constraint)] != nil
    }

    /// Whether `constraint` is installed, or waits to be installed again (see ``WaitingReinstalls``).
    private func isInstalledOrWaiting(_ constraint: LinearConstraint) -> Bool {
        waiting.contains(constraint) || Self.isInstalled(constraint, &definitions, &tableau)
    }

    /// Removes a constraint; the others are re-solved as if it had never been added.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``.
    public func removeConstraint(_ constraint: LinearConstraint) throws(SolverError) {
        try removeConstraints([constraint])
    }

    /// Removes several constraints at once; the others are re-solved as if these had never been
    /// added.
    ///
    /// The result is that of removing them one by one, but cheaper when some of them are
    /// *frozen* (required equalities whose marker reached many rows, see "Solver internals"):
    /// each of those costs a rebuild of the tableau when removed alone, and all of them share one
    /// rebuild here. A layout engine that drops many constraints in one pass should use this.
    ///
    /// ```swift
    /// try solver.removeConstraints([spacingBefore, spacingAfter])
    /// ```
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` for the first constraint that is not in
    ///   the solver (or listed twice); nothing is removed then.
    public func removeConstraints(_ constraints: [LinearConstraint]) throws(SolverError) {
        if let culprit = firstUnknownOrRepeated(constraints) { throw .unknownConstraint(culprit) }
        try removeCheckedConstraints(constraints)
    }

    /// ``removeConstraints(_:)`` for a caller that keeps its own record of what it installed
    /// (a layout engine removes only constraints it added, each once): without checking each
    /// one again against the solver's tables (a tenth of the solver's part of hiding a row).
    package func removeInstalledConstraints(_ constraints: [LinearConstraint]) throws(SolverError) {
        #if TRELLIS_INVARIANTS
            assert(firstUnknownOrRepeated(constraints) == nil, "an unknown or repeated constraint")
        #endif
        try removeCheckedConstraints(constraints)
    }

    /// Removes constraints known to be installed, each listed once.
    private func removeCheckedConstraints(_ constraints: [LinearConstraint]) throws(SolverError) {
        guard !constraints.isEmpty else { return }
        // Also installs what waits since an earlier removal in this batch: nothing removed
        // here is still waiting.
        if needsOptimization { try optimizeNow() }
        defer { finishOperation() }
        try uninstall(constraints, lettingThemWait: batchDepth > 0 && reinstallsWait)
        countedWork.constraintsRemoved += constraints.count
        for constraint in constraints { definitions.editable.remove(constraint) }
        try optimizeUnlessBatching()
    }

    /// Makes room for about `count` more constraints over about `variables` more variables, for
    /// a caller about to add a large batch (a layout engine's first layout): the solver's tables
    /// then do not grow step by step through it. Only a hint; the solver works the same without
    /// it.
    package func reserveCapacity(forConstraints count: Int, variables: Int = 0) {
        definitions.reserveCapacity(forConstraints: count, variables: variables)
        tableau.reserveCapacity(constraints: count, variables: variables)
    }

    /// The first of `constraints` that is not in the solver or repeats an earlier one.
    ///
    /// A layout change removes a handful of constraints: those are compared pairwise, without
    /// the table a `Set` seeds and hashes (a tenth of the solver's part of hiding a stack's row).
    private func firstUnknownOrRepeated(_ constraints: [LinearConstraint]) -> LinearConstraint? {
        if constraints.count <= 8 {
            for (index, constraint) in constraints.enumerated() {
                if !hasConstraint(constraint) || constraints[..<index].contains(where: { $0 === constraint }) {
                    return constraint
                }
            }
            return nil
        }
        var seen = IdentitySet()
        return constraints.first { !seen.insert($0) || !hasConstraint($0) }
    }

    /// Replaces the tableau by one rebuilt without the given constraints (removal never fails).
    func rebuild(removing constraints: Set<ObjectIdentifier>) throws(SolverError) {
        if needsOptimization { try optimizeNow() }
        do {
            let fresh = try tableau.rebuilt(removing: constraints, breakingConflicts: true)
            replaceTableau(by: fresh)
        } catch {
            throw .internalFailure("rebuilding after removing a frozen constraint failed")
        }
    }

    /// Whether `constraint` is in the solver.
    public func hasConstraint(_ constraint: LinearConstraint) -> Bool {
        if definitions.definition(for: constraint) != nil || waiting.contains(constraint) { return true }
        return record(of: constraint) != nil && !isEditConstraint(constraint)
    }

    /// Whether `constraint` was added in recovery mode and is currently kept broken.
    public func isBroken(_ constraint: LinearConstraint) -> Bool {
        record(of: constraint)?.isBroken ?? false
    }

    /// The solved value of `variable`; zero for a variable no constraint mentions.
    ///
    /// Inside a ``batch(_:)`` this first finishes the deferred optimisation, so values are always
    /// optimal.
    ///
    /// - Complexity: O(1) outside a batch, except that the first read of a variable solved by a
    ///   required equality after a change evaluates all such variables at once (a multiply-add
    ///   per term; see "Solver internals").
    public func value(of variable: Variable) -> Double {
        // The fast path (a cached value, no work pending) is kept small enough to stay free of
        // calls and copies: a layout reads thousands of values after each change.
        if !needsOptimization {
            let id = ObjectIdentifier(variable)
            // A variable is either known to the tableau or defined, never both (see
            // `Internal/Definitions.swift`), so the map holding more variables is asked first:
            // a miss in the other one is then the rare case.
            if definitions.count > tableau.variableCount {
                if let value = definitions.cachedValue(of: id) { return value }
            } else if let symbol = tableau.symbolInPlace(of: id) {
                return tableau.value(of: symbol)
            }
        }
        return valueAfterWork(of: variable)
    }

    /// The solved values of `variables`, in the same order: `values(of: vs)[i]` is
    /// `value(of: vs[i])`.
    ///
    /// Reading a whole layout this way is cheaper than a loop of ``value(of:)``: pending work is
    /// finished once up front, and a caller's loop over `Variable`s pays a retain and a release
    /// for each one around the call (measured: as many instructions as the read itself).
    ///
    /// ```swift
    /// let solved = solver.values(of: [left, width])  // [10, 290]
    /// ```
    ///
    /// - Complexity: O(`variables.count`), plus one evaluation of the definitions after a change
    ///   (see ``value(of:)``).
    public func values(of variables: [Variable]) -> [Double] {
        finishPendingWork()
        let preferDefinitions = definitions.count > tableau.variableCount
        return [Double](unsafeUninitializedCapacity: variables.count) { buffer, initialized in
            // Indexing (rather than iterating) lets the compiler read each variable's identity
            // without retaining it.
            for index in variables.indices {
                buffer[index] = settledValue(of: ObjectIdentifier(variables[index]), preferDefinitions: preferDefinitions)
            }
            initialized = variables.count
        }
    }

    /// Where a reader last found a variable's value: its node in the definitions' evaluation
    /// plan when it is defined, else its symbol in the tableau (−1: not known). A hint only:
    /// ``values(_:hints:)`` checks it on every use, so a hint left behind by a removal,
    /// a rollback or a rebuild costs one slower read, never a wrong value.
    package struct ValueHint {
        var node: Int32 = -1
        var symbol: Int32 = -1

        /// A hint that knows nothing yet.
        package init() {}

        init(node: Int32, symbol: Int32) {
            self.node = node
            self.symbol = symbol
        }
    }

    /// One ``ValueHint`` for each of four variables (an item's frame).
    package struct FourHints {
        var first = ValueHint()
        var second = ValueHint()
        var third = ValueHint()
        var fourth = ValueHint()

        /// Hints that know nothing yet.
        package init() {}
    }

    /// The values of four variables by identity (an item's frame, what a layout reads per
    /// item), finishing pending work first, through and into `hints`; an unknown identity
    /// reads 0. One call instead of five keeps a frame read at about 100 instructions.
    package func values(
        _ ids: (ObjectIdentifier, ObjectIdentifier, ObjectIdentifier, ObjectIdentifier), hints: inout FourHints
    ) -> (Double, Double, Double, Double) {
        settledValues(ids, hints: &hints)
    }

    /// ``values(_:hints:)``, or `nil` when the solver has seen a non-finite value (an overflow
    /// to recover from first; see ``hasSeenNonFiniteValue``): a frame read's one call, without
    /// a second call inside it (a tenth of a frame read).
    package func finiteValues(
        _ ids: (ObjectIdentifier, ObjectIdentifier, ObjectIdentifier, ObjectIdentifier), hints: inout FourHints
    ) -> (Double, Double, Double, Double)? {
        let result = settledValues(ids, hints: &hints)
        return tableau.sawNonFinite || definitions.sawNonFinite ? nil : result
    }

    /// The body of ``values(_:hints:)``.
    @inline(__always)
    private func settledValues(
        _ ids: (ObjectIdentifier, ObjectIdentifier, ObjectIdentifier, ObjectIdentifier), hints: inout FourHints
    ) -> (Double, Double, Double, Double) {
        finishPendingWork()
        if let values = Self.hintedValues(ids, &hints, &definitions, &tableau) { return values }
        return (
            settledValue(of: ids.0, hint: &hints.first), settledValue(of: ids.1, hint: &hints.second),
            settledValue(of: ids.2, hint: &hints.third), settledValue(of: ids.3, hint: &hints.fourth)
        )
    }

    /// The four values when every hint checks out, else `nil`. The solver's state is passed
    /// `inout` only so that it is read in place: read through the stored properties, each
    /// array access retained and released its buffer (about a third of a frame read).
    @inline(__always)
    private static func hintedValues(
        _ ids: (ObjectIdentifier, ObjectIdentifier, ObjectIdentifier, ObjectIdentifier), _ hints: inout FourHints,
        _ definitions: inout Definitions, _ tableau: inout Tableau
    ) -> (Double, Double, Double, Double)? {
        guard let a = hintedValue(ids.0, hints.first, &definitions, &tableau),
            let b = hintedValue(ids.1, hints.second, &definitions, &tableau),
            let c = hintedValue(ids.2, hints.third, &definitions, &tableau),
            let d = hintedValue(ids.3, hints.fourth, &definitions, &tableau)
        else { return nil }
        return (a, b, c, d)
    }

    /// The value of the variable with identity `id` through `hint`, or `nil` when the hint does
    /// not check out.
    @inline(__always)
    private static func hintedValue(
        _ id: ObjectIdentifier, _ hint: ValueHint, _ definitions: inout Definitions, _ tableau: inout Tableau
    ) -> Double? {
        if hint.node >= 0 {
            return definitions.isDefinedNode(hint.node, of: id) ? definitions.value(ofNode: hint.node) : nil
        }
        guard hint.symbol >= 0, tableau.isSymbol(hint.symbol, of: id) else { return nil }
        return tableau.value(of: hint.symbol)
    }

    /// The value of the variable with identity `id` once no work is pending (an unknown
    /// identity reads 0), found through `hint` and leaving in it where the value was found.
    ///
    /// A layout reads every item's frame after each change. Looked up by identity, each value
    /// cost two hash probes (the definitions', then the tableau's); through a hint it costs two
    /// array reads and a comparison.
    private func settledValue(of id: ObjectIdentifier, hint: inout ValueHint) -> Double {
        if hint.node >= 0, definitions.isDefinedNode(hint.node, of: id) { return definitions.value(ofNode: hint.node) }
        if hint.symbol >= 0, let value = Self.value(ofSymbol: hint.symbol, of: id, in: &tableau) { return value }
        return locatedValue(of: id, hint: &hint)
    }

    /// The value of `symbol` if it is the symbol of the variable with identity `id`. The
    /// tableau is `inout` only so that it is read in place: a method called on the stored
    /// property copies the whole struct (a `memcpy` and a retain per array, measured: 380
    /// instructions a read).
    @inline(__always)
    private static func value(ofSymbol symbol: Int32, of id: ObjectIdentifier, in tableau: inout Tableau) -> Double? {
        tableau.isSymbol(symbol, of: id) ? tableau.value(of: symbol) : nil
    }

    /// ``settledValue(of:hint:)`` when the hint does not check out: looks the variable up and
    /// renews the hint.
    @inline(never)
    private func locatedValue(of id: ObjectIdentifier, hint: inout ValueHint) -> Double {
        if let node = definitions.node(of: id) {
            hint = ValueHint(node: node, symbol: -1)
            return definitions.value(ofNode: node)
        }
        if let symbol = tableau.symbolInPlace(of: id) {
            hint = ValueHint(node: -1, symbol: symbol)
            return tableau.value(of: symbol)
        }
        return 0
    }

    /// Finishes a pending optimisation and evaluates the definitions if they are stale.
    @inline(__always)
    func finishPendingWork() {
        if needsOptimization { try? optimizeNow() }
        definitions.evaluateIfStale(tableau: &tableau)
    }

    /// The value of the variable with identity `id` once no work is pending; the map holding
    /// more variables is asked first (a variable is in one of them, or in neither and reads 0).
    @inline(__always)
    private func settledValue(of id: ObjectIdentifier, preferDefinitions: Bool) -> Double {
        preferDefinitions
            ? definitions.evaluatedValue(of: id) ?? tableau.value(of: id)
            : tableau.valueIfKnown(of: id) ?? definitions.evaluatedValue(of: id) ?? 0
    }

    /// ``value(of:)`` when the fast path does not apply: finishes a pending optimisation, then
    /// evaluates the definitions if they are stale.
    @inline(never)
    private func valueAfterWork(of variable: Variable) -> Double {
        if needsOptimization { try? optimizeNow() }
        if let value = definedValue(of: variable) { return value }
        return tableau.valueIfKnown(of: variable) ?? 0
    }

    /// The value of a defined variable (cached, or evaluated now); `nil` when it is not defined.
    @inline(__always)
    private func definedValue(of variable: Variable) -> Double? {
        switch definitions.lookup(variable) {
        case .notDefined: nil
        case .cached(let value): value
        case .stale(let slot): definitions.evaluate(slot, tableau: &tableau)
        }
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        countedWork = work
        let limit = tableau.dummyColumnLimit, spared = tableau.crowdedDummiesSpared
        let enabled = definitions.isEnabled, constants = definitions.definesConstants
        let twins = tableau.mergesTwins
        tableau = Tableau()
        tableau.dummyColumnLimit = limit
        tableau.crowdedDummiesSpared = spared
        tableau.mergesTwins = twins
        definitions = Definitions()
        waiting = WaitingReinstalls()
        lateConflicts = []
        definitions.isEnabled = enabled
        definitions.definesConstants = constants
        applyValueObserver()
        needsOptimization = false
        valuesMayMove()
        verify()
    }

    /// Hands ``valueObserver`` to the value logs (after they were replaced).
    func applyValueObserver() {
        tableau.valueLog.observer = valueObserver
        definitions.plan.valueLog.observer = valueObserver
    }

    /// A readable, deterministic dump of the internal state, in sections: `Objective` (one line
    /// per priority level, highest first, as a row over parametric symbols whose constant is the
    /// level's total violation), `Tableau` (one row per basic symbol), `Infeasible`, `Variables`,
    /// `Edits`, `Constraints` (insertion order) and `Definitions` (required equalities kept out
    /// of the tableau, as `variable = …`, in insertion order). Symbols print as variable names, or a kind
    /// letter and id: `s` slack, `e` error, `d` dummy, `a` artificial.
    public func dump() -> String {
        tableau.settleObjective()
        return tableau.dump() + definitions.dump()
    }

    /// Checks a constraint's priority and numbers before anything changes.
    func validate(_ constraint: LinearConstraint) throws(SolverError) {
        guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority) }
        if let below = constraint.belowPriority {
            // Two weights need two error terms: both sides must be optional.
            guard below.isValid, !below.isRequired else { throw .invalidPriority(below) }
            guard !constraint.priority.isRequired else { throw .invalidPriority(constraint.priority) }
        }
        guard constraint.expression.isFinite else {
            throw .nonFiniteValue("A coefficient or the constant of `\(constraint)`")
        }
    }

    /// Runs the primal simplex now, or marks it pending inside a batch.
    func optimizeUnlessBatching() throws(SolverError) {
        needsOptimization = true
        valuesMayMove()
        if batchDepth == 0 { try optimizeNow() }
    }

    /// Runs the pending primal simplex.
    func optimizeNow() throws(SolverError) {
        if !waiting.isEmpty { try installWaitingReinstalls() }
        needsOptimization = false
        definitions.invalidateValues()
        valuesMayMove()
        if let failure = tableau.optimize() { throw .internalFailure(failure) }
    }

    /// Ends every mutating operation: freezes crowded markers, then runs the self-checks.
    /// `endingBatch`: the operation ends an outermost batch (a layout's), whose optimal tableau
    /// the self-checks always see.
    func finishOperation(endingBatch: Bool = false) {
        definitions.invalidateValues()
        valuesMayMove()
        tableau.freezeCrowdedDummies()
        tableau.tidyColumns()
        verify(force: endingBatch)
    }

    /// Records broken invariants (debug builds only), after every operation while the tableau
    /// is small and every ``InvariantSchedule/spacing(symbols:)`` operations once it is not (see
    /// ``InvariantSchedule``); `force` checks now.
    @inline(__always)
    func verify(force: Bool = false) {
        #if TRELLIS_INVARIANTS
            guard checksInvariants else { return }
            guard invariantSchedule.isDue(symbols: tableau.symbolCount, force: force) else { return }
            let problems = tableau.invariantViolations(expectOptimal: batchDepth == 0 && !needsOptimization)
            recordedViolations.append(contentsOf: problems)
        #endif
    }
}
