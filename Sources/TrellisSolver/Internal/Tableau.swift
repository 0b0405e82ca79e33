/// What a symbol stands for. Every kind but `external` is restricted to be non-negative.
enum SymbolKind: UInt8 {
    /// A user ``Variable``; unrestricted in sign.
    case external
    /// The slack of an inequality (`expr + s = 0` or `expr − s = 0`, `s ≥ 0`).
    case slack
    /// An error term of an optional constraint; its value is how far the constraint is violated.
    case error
    /// The marker of a required equality; must stay zero, never enters the basis.
    case dummy
    /// The temporary variable of phase one while a hard-to-place required constraint is added.
    case artificial

    /// Single-letter prefix used in dumps (`s3`, `e7`, `d2`, `a9`).
    var letter: String {
        switch self {
        case .external: "v"
        case .slack: "s"
        case .error: "e"
        case .dummy: "d"
        case .artificial: "a"
        }
    }
}

/// The plain facts about one symbol, kept in one record so that creating a symbol appends to
/// one array (and the tableau grows one array) instead of one per fact.
struct SymbolInfo {
    /// What the symbol stands for.
    let kind: SymbolKind
    /// Whether it is basic (owns a row) rather than parametric.
    var isBasic = false
    /// The journal epoch in which its row was last saved (see ``Journal``). 16 bits keep the
    /// whole record at 16 bytes; a wrap clears every epoch, once per 65,535 journals.
    var rowEpoch: UInt16 = 0
    /// The journal epoch in which its column was last saved.
    var columnEpoch: UInt16 = 0
    /// How many objective levels mention it: most symbols are in one or none, so "is this the
    /// first level to mention it" and "which levels hold it" need no scan of every level (a
    /// layout with a priority per constraint has as many levels as constraints).
    var objectiveLevels: Int32 = 0
    /// An error symbol's objective level key (its priority), to choose the subject of a row
    /// of errors (see ``Tableau/chooseSubject(_:)``) and to find its level when a deferred
    /// objective is built; 0 for other symbols. Exact in single precision (every key is a
    /// ``Priority`` value, a `Float`, or the broken level's 1,100), and the record stays at 16 bytes.
    var levelKey: Float = 0
}

/// How the tableau remembers one added constraint.
///
/// Laid out small (48 bytes; it was 72 with the coefficients as doubles and the flags spread
/// out): a 100,000-link chain keeps 200,000 of these, and their array's growth is copied.
struct ConstraintRecord {
    let constraint: LinearConstraint
    /// The slack, dummy or first error symbol that identifies the constraint's row.
    let marker: Int32
    /// The second error symbol of an optional constraint, or -1.
    let other: Int32
    /// The objective level key of its error terms; `nil` for a satisfied required constraint.
    let levelKey: Double?
    /// ``markerCoefficient`` and ``otherCoefficient`` (each -1, 0 or 1).
    private let markerSign: Int8
    private let otherSign: Int8
    /// Added in recovery mode: required, but kept at the level above every optional priority.
    let isBroken: Bool
    /// The dummy marker's column was dropped (see ``Tableau/freezeCrowdedDummies()``): removing
    /// the constraint or changing its constant now rebuilds the tableau.
    var isFrozen = false
    /// Its constant has been updated at least once, so its marker is worth keeping: it is never
    /// frozen (a window's size constraint changes on every resize).
    var isEditable = false
    /// How many identical optional constraints share this record's row: 1 alone, more for the
    /// first of a group, 0 for the others (see `Tableau+Twins.swift`). Fits the record's padding.
    var weight: Int16 = 1
    /// Insertion order, for deterministic listings.
    let sequence: Int
    /// The expression's constant as currently in force (``Solver/updateConstant(of:to:)``).
    var constant: Double

    /// The marker and, when there is one, the other symbol, iterated without an array (a
    /// literal of the two allocated on every removal and twin count).
    var symbols: SymbolPair { SymbolPair(marker, other) }

    /// The same record standing for another constraint (a twin taking over a group's row).
    func replacingConstraint(with constraint: LinearConstraint, sequence: Int) -> ConstraintRecord {
        var record = ConstraintRecord(
            constraint: constraint, marker: marker, other: other, markerCoefficient: markerCoefficient,
            otherCoefficient: otherCoefficient, levelKey: levelKey, isBroken: isBroken, sequence: sequence,
            constant: constant)
        record.isFrozen = isFrozen
        record.isEditable = isEditable
        record.weight = weight
        return record
    }

    /// The marker's coefficient in the constraint's row as built (before any sign flip).
    var markerCoefficient: Double { Double(markerSign) }
    /// The other symbol's coefficient in the row as built.
    var otherCoefficient: Double { Double(otherSign) }

    /// Records a constraint; the coefficients must be -1, 0 or 1 (they are signs of unit
    /// marker and error terms).
    init(
        constraint: LinearConstraint, marker: Int32, other: Int32, markerCoefficient: Double,
        otherCoefficient: Double, levelKey: Double?, isBroken: Bool, sequence: Int, constant: Double
    ) {
        self.constraint = constraint
        self.marker = marker
        self.other = other
        self.levelKey = levelKey
        markerSign = Int8(markerCoefficient)
        otherSign = Int8(otherCoefficient)
        self.isBroken = isBroken
        self.sequence = sequence
        self.constant = constant
    }
}

/// How the tableau remembers one edit variable.
struct EditRecord {
    let variable: Variable
    let constraint: LinearConstraint
    var value: Double
}

/// One priority level of the lexicographic objective.
///
/// Its row is the level's total violation expressed in parametric symbols; the constant is the
/// current total. `improving` holds the symbols whose coefficient would let the level decrease
/// (negative coefficients, and any non-zero coefficient of a free external symbol) and that no
/// higher level mentions (a higher level decides their reduced cost), so every member is a
/// valid entering symbol and finding one never scans the whole objective.
struct ObjectiveLevel {
    /// Sort key, highest first: the priority value, 1100 for broken required constraints,
    /// infinity for phase one's artificial objective.
    let key: Double
    var row = SparseRow()
    var improving = SymbolSet()
    /// How many constraints contribute error terms; the level is dropped at zero.
    var members = 0

    init(key: Double) { self.key = key }
}

/// The simplex tableau and all bookkeeping: the whole mutable state of a ``Solver``.
///
/// It is a value type on purpose: copying it is O(1) (copy-on-write arrays), which gives exact
/// rollback when adding a required constraint fails, without an undo log.
///
/// Symbols are dense `Int32` ids in creation order; every per-symbol fact is an array indexed by
/// id. A basic symbol `b` owns the row `b = constant + Σ c·s` over parametric symbols;
/// `columns[s]` lists the basic symbols whose rows mention `s` (loosely: see ``Column``), so a
/// pivot touches exactly the rows that contain the entering symbol.
struct Tableau {
    /// Per-symbol plain facts, one record per symbol (see ``SymbolInfo``).
    var symbolInfo: [SymbolInfo] = []
    var rows: [SparseRow] = []
    var columns = Columns()
    /// A list reused by compaction, which filters a column's entries as an array.
    var columnScratch: [Int32] = []
    /// The constraint a slack, error or dummy belongs to (for conflict reports and dumps), and
    /// the variable of an external symbol (so a symbol number kept by a reader can be checked,
    /// see ``isSymbol(_:of:)``).
    ///
    /// Held by identity, not as a reference: the constraint's record holds it, and a strong
    /// reference here cost a retain per symbol on every add (an atomic write to an object that,
    /// in a long chain, is no longer in cache). A removed constraint's symbols lose their owner.
    /// ``noOwner`` marks a symbol without one: an optional identity would take 16 bytes a
    /// symbol instead of 8. Read through ``owner(of:)``.
    var owners: [ObjectIdentifier] = []
    /// The variable of each external symbol.
    var variables: [Variable?] = []

    /// Symbols by variable identity, for the variables whose hint belongs to another symbol
    /// (see ``symbol(of:)-(Variable)``): most variables are never in it.
    private(set) var symbolOfVariable = IdentityMap()
    /// The number of external symbols: the variables the tableau knows.
    private(set) var variableCount = 0

    /// The symbol of `variable`, if the tableau knows it.
    ///
    /// As for the definitions' nodes (see `EvaluationPlan.node(of:)`): a confined variable's
    /// ``Variable/symbolHint`` is written once, by the first tableau that gives it a symbol,
    /// which then keeps no entry for it (probing ``symbolOfVariable`` was about 4 % of the
    /// 1,000-row `fill` tree's first layout in `perf`: every new constraint's variables, every
    /// variable a new definition weighs, every value read). A hint is trusted only where this
    /// tableau's symbol there is the variable's; otherwise the table answers. Symbols are never
    /// renumbered (only the newest are dropped, by ``truncateSymbols(to:)``), so a copy of the
    /// tableau restored after a failed change still finds each variable it knows.
    @inline(__always)
    func symbol(of variable: Variable) -> Int32? {
        symbol(of: ObjectIdentifier(variable), hint: variable.symbolHint)
    }

    /// ``symbol(of:)-(Variable)`` for the variable with identity `id`, which must be alive (a
    /// constraint, the tableau or the caller holds every variable asked about).
    @inline(__always)
    func symbol(of id: ObjectIdentifier) -> Int32? {
        symbol(of: id, hint: Variable.symbolHint(of: id))
    }

    /// The symbol of the variable `id` whose ``Variable/symbolHint`` is `hint`.
    @inline(__always)
    private func symbol(of id: ObjectIdentifier, hint: Int32) -> Int32? {
        // No tableau ever gave it a symbol, so no table holds it either.
        guard hint >= 0 else { return nil }
        if isSymbol(hint, of: id) { return hint }
        return symbolOfVariable.count > 0 ? symbolOfVariable[id] : nil
    }

    /// ``symbol(of:)-(ObjectIdentifier)`` for a caller reaching the tableau through the solver.
    ///
    /// `mutating` only so that such a caller reads it in place: a method called on the stored
    /// property is handed a copy of the whole tableau (each of its arrays retained and
    /// released), for every value read and every candidate a new definition weighs.
    @inline(__always)
    mutating func symbolInPlace(of variable: ObjectIdentifier) -> Int32? { symbol(of: variable) }

    /// Whether the live variable with identity `variable` has a symbol (read in place, as
    /// ``symbolInPlace(of:)``).
    @inline(__always)
    mutating func hasSymbol(for variable: ObjectIdentifier) -> Bool { symbol(of: variable) != nil }

    /// The symbol of `variable`, made if it has none (`isNew`): a confined variable no tableau
    /// has seen takes it as its hint for good, any other is entered in ``symbolOfVariable``
    /// (and a shared one's hint points at it, as a shortcut).
    @inline(__always)
    mutating func enter(_ variable: Variable) -> (symbol: Int32, isNew: Bool) {
        let hint = variable.symbolHint, id = ObjectIdentifier(variable)
        if hint >= 0, isSymbol(hint, of: id) { return (hint, false) }
        if variable.isConfined, hint < 0 {
            let symbol = makeSymbol(external: variable)
            variable.symbolHint = symbol
            return (symbol, true)
        }
        // Looked up and entered with one probe (the id its symbol is about to get).
        let (symbol, isNew) = symbolOfVariable.value(for: id, insertingIfAbsent: Int32(symbolInfo.count))
        if isNew { makeSymbol(external: variable) }
        if !variable.isConfined { variable.symbolHint = symbol }
        return (symbol, isNew)
    }
    var records = RecordTable()
    var edits = IdentityTable<Variable, EditRecord>()
    /// Objective levels, highest key first.
    var levels: [ObjectiveLevel] = []
    /// Indices of levels by a hash of their keys, guesses that ``levelIndex(for:)`` checks.
    private var levelGuesses: [Int32] = []
    /// Restricted basic symbols whose constant may have gone negative since the last repair.
    var infeasible = InfeasibleQueue()
    var nextSequence = 0
    /// Pivots made so far (primal and dual); tests read it to pin down how much work a change
    /// took.
    var pivotCount = 0
    /// Whether a row's constant or coefficient overflowed to an infinity or NaN since the solver
    /// last recovered (see `Solver+Finiteness.swift`): one comparison per row update, so the
    /// solver notices without scanning the tableau.
    var sawNonFinite = false
    /// Rows rewritten by substituting a symbol's new row into them (by adds and pivots): the
    /// work a change does in the tableau, which tests compare across sizes.
    var substitutedRows = 0
    /// A dummy mentioned by more rows than this is frozen (see ``freezeCrowdedDummies()``).
    var dummyColumnLimit = Tableau.defaultDummyColumnLimit
    /// Symbols whose column may hold more stale entries than live ones (see ``Column``).
    var looseColumns: [Int32] = []
    /// Optional rows by what they say, for finding twins (see `Tableau+Twins.swift`).
    var twinGroups = TwinGroups()
    /// For the first constraint of each group with twins, the twins in the order they came.
    var twinsOfOwner = TwinLists()
    /// Whether identical optional constraints share one row (reference solvers in tests do not).
    var mergesTwins = true
    /// Whether the objective levels' rows and improving sets are left empty while constraints
    /// are added, to be built in one pass when something needs them (see
    /// `Tableau+DeferredObjective.swift`). The levels and their member counts are kept.
    var objectiveDeferred = false
    /// Objective cells updated one at a time (with the improving sets kept exact); a deferred
    /// objective's build counts none.
    var objectiveUpdates = 0
    /// Dummies whose column passed ``dummyColumnLimit`` since the last freeze.
    var crowdedDummies: [Int32] = []
    /// How many crowded dummies keep their columns instead of freezing (see
    /// ``freezeCrowdedDummies()``).
    var crowdedDummiesSpared = Tableau.defaultCrowdedDummiesSpared
    /// The crowded dummies that kept their columns, oldest first.
    var sparedDummies: [Int32] = []
    /// Basic symbols whose row's constant may have moved since the definitions last read the
    /// tableau: the first ``changedRowCount`` entries (see `Tableau+ChangedRows.swift`).
    var changedRowBuffer: [Int32] = []
    var changedRowCount = 0
    /// Whether any row may have changed without being listed in ``changedRows`` (a new,
    /// rebuilt or restored tableau, a rollback, more changes than worth listing).
    var changedRowsAreUnknown = true
    /// The external variables whose row moved since the layout engine last took them (see
    /// `ValueLog.swift`); kept apart from ``changedRowBuffer``, which the definitions' sweep
    /// empties on its own schedule.
    var valueLog = ValueLog()
    /// Open while an operation that may fail is running (see ``Journal``).
    var journal: Journal?
    var nextEpoch: UInt16 = 0

    /// How many rows may mention a required equality's marker before it is frozen. Small local
    /// layouts never reach it; long chains of required equalities (an equal-width stack, where
    /// every width depends on every link) would otherwise carry every marker in every row.
    static let defaultDummyColumnLimit = 64

    /// How many crowded markers keep their columns (see ``freezeCrowdedDummies()``).
    static let defaultCrowdedDummiesSpared = 8

    /// The number of symbols created so far.
    var symbolCount: Int { symbolInfo.count }

    @inline(__always)
    func isRestricted(_ symbol: Int32) -> Bool { symbolInfo[Int(symbol)].kind != .external }

    /// Whether the basic row of `basic` violates its sign restriction: a restricted row below
    /// zero, or a basic dummy (a redundant required equality) away from zero in either direction.
    @inline(__always)
    func isInfeasibleRow(_ basic: Int) -> Bool { Self.isInfeasible(rows[basic], kind: symbolInfo[basic].kind) }

    /// How urgently an infeasible row needs repair: its infeasibility per unit of length,
    /// `constant² / (1 + cells)` (see ``InfeasibleQueue``).
    @inline(__always)
    static func repairScore(_ row: SparseRow) -> Double {
        row.constant * row.constant / Double(1 + row.cells.count)
    }

    /// Queues `basic`'s row for repair when it is infeasible.
    @inline(__always)
    mutating func queueIfInfeasible(_ basic: Int32) {
        let b = Int(basic)
        if isInfeasibleRow(b) { infeasible.push(basic, score: Self.repairScore(rows[b])) }
    }

    /// Whether `row`, the row of a basic symbol of `kind`, violates its sign restriction.
    @inline(__always)
    static func isInfeasible(_ row: SparseRow, kind: SymbolKind) -> Bool {
        switch kind {
        case .external: false
        case .dummy: !Tolerance.isZero(row)
        case .slack, .error, .artificial: row.constant < -Tolerance.zero(scale: row.scale)
        }
    }
}

extension Tableau {
    /// The placeholder in ``owners`` for a symbol without an owner: the identity of a type,
    /// which no constraint object can share.
    static var noOwner: ObjectIdentifier { ObjectIdentifier(Tableau.self) }

    /// The constraint that owns `symbol`, if any.
    func owner(of symbol: Int32) -> ObjectIdentifier? {
        let owner = owners[Int(symbol)]
        return owner == Self.noOwner || symbolInfo[Int(symbol)].kind == .external ? nil : owner
    }

    /// Whether `symbol` is the external symbol of the variable with identity `variable`: a
    /// check that a symbol number kept by a reader (see ``Solver/ValueHint``) still means what
    /// it meant, after rollbacks and rebuilds renumbered symbols.
    @inline(__always)
    func isSymbol(_ symbol: Int32, of variable: ObjectIdentifier) -> Bool {
        Int(symbol) < owners.count && owners[Int(symbol)] == variable && symbolInfo[Int(symbol)].kind == .external
    }

    /// Creates a new parametric symbol of `kind` owned by the constraint with identity `owner`
    /// (its marker or an error), or by nothing (``noOwner``, an artificial symbol).
    ///
    /// The owner is passed by identity: passed as an optional constraint and mapped to its
    /// identity, it was retained and released for every symbol a new row makes.
    @discardableResult
    mutating func makeSymbol(_ kind: SymbolKind, owner: ObjectIdentifier = Self.noOwner) -> Int32 {
        appendSymbol(kind, owner: owner, variable: nil)
    }

    /// Creates the external symbol of `variable`.
    @discardableResult
    mutating func makeSymbol(external variable: Variable) -> Int32 {
        variableCount += 1
        return appendSymbol(.external, owner: ObjectIdentifier(variable), variable: variable)
    }

    /// Appends a symbol to every per-symbol array.
    @inline(__always)
    private mutating func appendSymbol(_ kind: SymbolKind, owner: ObjectIdentifier, variable: Variable?) -> Int32 {
        let id = Int32(symbolInfo.count)
        symbolInfo.append(SymbolInfo(kind: kind))
        rows.append(SparseRow())
        columns.appendSymbol()
        owners.append(owner)
        variables.append(variable)
        return id
    }

    /// Makes room for a batch of about `constraints` more constraints over about `variables`
    /// more variables (see ``Solver/reserveCapacity(forConstraints:variables:)``; a layout's
    /// views have four variables each). Measured on first layouts of stacks, nested stacks,
    /// feeds and flat grids: the tableau keeps constraints for 25–70 % of the variables and
    /// mentions 12–70 % of them. Hash tables, whose slots are all written when they are laid
    /// out, are reserved for about what those layouts use and no more; plain arrays for the
    /// upper end, since room they never use is never touched.
    mutating func reserveCapacity(constraints: Int, variables: Int) {
        // Rows: one per view (its intrinsic size) and a third of the layout constraints
        // (inequalities and optional constraints, which definitions do not take).
        records.reserveCapacity(records.count + variables / 4 + constraints / 3)
        // Groups of rows (each optional row is one until a twin joins it): measured at the
        // end of first layouts, 0.5–1.2 a view on stack trees, nested stacks and label grids,
        // 1.9 on the feed and 2 on the flat grid. The table is laid out for one a view (a
        // 1,000-row stack tree's final size, where a half grew it twice), the entries, an
        // array, for the upper end (the feed's grew twice, copying every group).
        twinGroups.reserveCapacity(twinGroups.count + variables / 4, entries: twinGroups.count + variables / 2)
        // Symbols: the constraints plus two a view.
        reserveSymbols(symbolInfo.count + constraints + variables / 2)
    }

    /// Makes room for `count` symbols in every per-symbol array and in the columns' pool.
    ///
    /// Per symbol these arrays hold 80 bytes; grown by doubling through a first layout, each
    /// doubling copied them and touched fresh pages for the copy (`perf`: 2.5 % of a 1,000-row
    /// stack's first layout in page faults under ``makeSymbol(_:owner:)``). A batch's
    /// symbols came to 0.4–1.2 times its layout constraints on the stack trees, nested stacks
    /// and feeds measured (17,000 for the 1,000-row stack's 19,000, 10,600 for the 100-cell
    /// feed's 8,800): the estimate above covers their upper end.
    private mutating func reserveSymbols(_ count: Int) {
        guard count > symbolInfo.capacity else { return }
        symbolInfo.reserveCapacity(count)
        rows.reserveCapacity(count)
        owners.reserveCapacity(count)
        variables.reserveCapacity(count)
        columns.reserveCapacity(symbols: count)
    }

    /// The external symbol of `variable`, created on first use.
    mutating func symbol(for variable: Variable) -> Int32 { enter(variable).symbol }

    /// Forgets every symbol created after the first `count`, which must all be unused again.
    ///
    /// Used to undo the symbols a failed add created before its rollback snapshot was taken.
    mutating func truncateSymbols(to count: Int) {
        guard count < symbolInfo.count else { return }
        for id in count..<symbolInfo.count {
            guard let variable = variables[id] else { continue }
            variableCount -= 1
            if symbolOfVariable.count > 0 { symbolOfVariable[ObjectIdentifier(variable)] = nil }
        }
        symbolInfo.removeSubrange(count...)
        rows.removeSubrange(count...)
        columns.removeSymbols(from: count)
        owners.removeSubrange(count...)
        variables.removeSubrange(count...)
    }

    /// The current value of a symbol: its row's constant when basic, zero when parametric.
    @inline(__always)
    func value(of symbol: Int32) -> Double {
        symbolInfo[Int(symbol)].isBasic ? rows[Int(symbol)].constant : 0
    }

    /// The value of `variable`, or `nil` when the tableau has no symbol for it.
    ///
    /// `mutating` only so that the solver reads it in place (see ``symbolInPlace(of:)``).
    @inline(__always)
    mutating func valueIfKnown(of variable: Variable) -> Double? {
        // No closure: one that reads `self` was handed a copy of the whole tableau.
        guard let symbol = symbol(of: variable) else { return nil }
        return value(of: symbol)
    }

    /// The value of the variable with identity `id`, or `nil` when the tableau has no symbol
    /// for it.
    /// `mutating` only so that the solver reads it in place (see ``symbolInPlace(of:)``).
    @inline(__always)
    mutating func valueIfKnown(of id: ObjectIdentifier) -> Double? {
        guard let symbol = symbol(of: id) else { return nil }
        return value(of: symbol)
    }

    /// The value of the variable with identity `id`; zero for a variable the tableau does not
    /// know.
    /// `mutating` only so that the solver reads it in place (see ``symbolInPlace(of:)``).
    @inline(__always)
    mutating func value(of id: ObjectIdentifier) -> Double {
        guard let symbol = symbol(of: id) else { return 0 }
        return value(of: symbol)
    }

    /// The value of `variable`; zero for a variable no constraint mentions.
    func value(of variable: Variable) -> Double {
        guard let symbol = symbol(of: variable) else { return 0 }
        return value(of: symbol)
    }

    /// The index of the objective level with `key`, creating it if needed.
    mutating func levelIndex(for key: Double) -> Int {
        if let guess = guessedLevelIndex(for: key) { return guess }
        let (index, exists) = levelPosition(of: key)
        if !exists { levels.insert(ObjectiveLevel(key: key), at: index) }
        rememberLevel(index, for: key)
        return index
    }

    /// The number of remembered level indices (a power of two): a layout's optional constraints
    /// use a handful of priorities, their tie-broken neighbours included.
    private static var levelGuessCount: Int { 16 }

    /// Where `key`'s remembered index is kept in ``levelGuesses``.
    @inline(__always)
    private static func levelGuessSlot(of key: Double) -> Int {
        Int(truncatingIfNeeded: (key.bitPattern &* 0x9E37_79B9_7F4A_7C15) &>> 60)
    }

    /// The index remembered for `key` when the level there still has that key, else `nil`.
    ///
    /// Finding a level was a binary search whose branches went either way about once a lookup:
    /// each optional constraint looks its levels up when its row is made, and again when it
    /// joins a group of twins (about 100 instructions a lookup; the new rows of a 1,000-row
    /// stack's first layout alone made 12,000). An index is only a guess, checked against the
    /// level's key (keys are unique), so levels inserted or dropped since cost one search, and
    /// nothing has to be cleared when they change.
    @inline(__always)
    private func guessedLevelIndex(for key: Double) -> Int? {
        guard !levelGuesses.isEmpty else { return nil }
        let guess = Int(levelGuesses[Self.levelGuessSlot(of: key)])
        return guess >= 0 && guess < levels.count && levels[guess].key == key ? guess : nil
    }

    /// Remembers that the level with `key` is at `index`.
    @inline(__always)
    private mutating func rememberLevel(_ index: Int, for key: Double) {
        if levelGuesses.isEmpty { levelGuesses = Array(filledWith: -1, count: Self.levelGuessCount) }
        levelGuesses[Self.levelGuessSlot(of: key)] = Int32(truncatingIfNeeded: index)
    }

    /// Where the level with `key` is, or would go: levels are sorted by key, highest first, so
    /// a binary search for the first key ≤ `key`.
    @inline(__always)
    func levelPosition(of key: Double) -> (index: Int, exists: Bool) {
        var low = 0, high = levels.count
        while low < high {
            let middle = (low + high) / 2
            if levels[middle].key > key { low = middle + 1 } else { high = middle }
        }
        return (low, low < levels.count && levels[low].key == key)
    }

    /// The objective level an error symbol of `constraint` counts at: the other error of an
    /// equality whose sides weigh differently counts at its ``LinearConstraint/belowPriority``,
    /// every other error at the constraint's own level (`markerKey`).
    static func levelKey(of symbol: Int32, in constraint: LinearConstraint, markerKey: Double, marker: Int32) -> Double {
        guard symbol != marker, let below = constraint.belowPriority, markerKey != brokenLevelKey else { return markerKey }
        return Double(below.value)
    }

    /// Adds `change` to the member counts of the levels an optional constraint's errors count
    /// at (`levelKey`, and its ``LinearConstraint/belowPriority``'s when that differs), dropping
    /// a level left with none when `dropsEmpty`.
    mutating func changeMembers(of constraint: LinearConstraint, levelKey: Double, by change: Int, dropsEmpty: Bool) {
        changeMembers(ofLevel: levelKey, by: change, dropsEmpty: dropsEmpty)
        if let below = constraint.belowPriority.map({ Double($0.value) }), below != levelKey {
            changeMembers(ofLevel: below, by: change, dropsEmpty: dropsEmpty)
        }
    }

    private mutating func changeMembers(ofLevel key: Double, by change: Int, dropsEmpty: Bool) {
        guard let level = guessedLevelIndex(for: key) ?? rememberedExistingLevelIndex(for: key) else { return }
        levels[level].members += change
        if dropsEmpty, levels[level].members == 0 { removeLevel(at: level) }
    }

    /// ``existingLevelIndex(for:)``, remembered for the next lookup of `key`.
    private mutating func rememberedExistingLevelIndex(for key: Double) -> Int? {
        guard let index = existingLevelIndex(for: key) else { return nil }
        rememberLevel(index, for: key)
        return index
    }

    /// The index of an existing level with `key`.
    func existingLevelIndex(for key: Double) -> Int? {
        // By binary search: building a deferred objective looks up a level for every error, and
        // a layout can have as many levels as constraints.
        let (index, exists) = levelPosition(of: key)
        return exists ? index : nil
    }
}
