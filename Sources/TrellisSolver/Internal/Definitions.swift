// Definitions: required equalities kept out of the tableau, solved for one of their variables.
//
// Why. A simplex tableau stores every basic variable fully substituted in parametric symbols. A
// chain of required equalities — `row[i].top == row[i-1].bottom + 8` down a vertical stack —
// makes the last row's position depend on every earlier height, so the tableau holds O(N²)
// cells and removing one link rewrites O(N) rows of length O(N). Yet a variable that a required
// equality can be solved for needs no row at all: `top[i] = top[i-1] + height[i-1] + 8` is a
// complete description, read back by evaluating it. This is Gaussian elimination of the free
// variables, kept in its factored (unexpanded) form.
//
// Rules.
// * A required equality `a·v + Σ b·w + c = 0` with at least two variables becomes the definition
//   `v = Σ (−b/a)·w − c/a` when `v` is not defined yet, is unknown to the tableau (no row or
//   column mentions it, so nothing has to be substituted) and `|a|` is not tiny next to the other
//   coefficients. The first term that qualifies is taken: the constraint's first item, the one a
//   layout constraint positions. A variable fixed to a constant stays in the tableau, where
//   moving that constant (a window resize) is a single shift.
// * An optional equality becomes a definition the same way when the variable it is solved for
//   is mentioned nowhere else: not defined, unknown to the tableau and in no definition's terms.
//   Such a variable is free, so the optimum always satisfies the equality exactly (its error is
//   0 at every level) and the equality shapes nothing else. A stack's hidden item is placed this
//   way (`UISV-spacing-hidden` @50 pins its top below the item before it): in the tableau that
//   row held the height of every item above, here it is one definition. The moment another
//   constraint mentions the variable, the optional definition moves into the tableau first
//   (`Solver.installDemoting`), so nothing ever uses or lowers through one, and it never breaks.
// * Definitions form an acyclic graph. Each variable gets an `order` when it is first seen by a
//   definition, and a definition may only mention variables of lower order than the one it
//   defines — then a chain of definitions can never lead back to where it started. A variable
//   seen for the first time gets its order after the others in its constraint, so the usual
//   case (a new item placed relative to existing ones) always qualifies.
// * Any other constraint that mentions a defined variable is *lowered* before it reaches the
//   tableau: defined variables are replaced by their definitions, highest order first, so each is
//   expanded once and cancellations (`label.top − row.top` with `label.top = row.top`) happen
//   before anything is expanded further. The lowered constraint remembers which definitions it
//   used and with which total weight: when a definition's constant moves, the lowered constant
//   moves by weight × change; when a definition is removed, the constraints that used it are
//   lowered again.
// * A defined variable's value is its definition evaluated over the tableau's values (cached per
//   solver generation). The result is the same optimum: the eliminated variables are free and
//   each is fixed by exactly one equation, so the remaining problem is equivalent.

/// A required equality solved for one of its variables: `variable = Σ terms + constant` (or an
/// optional one whose variable nothing else mentions, see the rules above).
struct Definition {
    /// The defined variable, unretained: it is a term of ``source``, which holds it. A second
    /// strong reference retained the variable for every definition made, a likely cache miss.
    let variableReference: Unmanaged<Variable>
    let constraint: LinearConstraint
    /// The variable's coefficient in the constraint's expression.
    let pivot: Double
    /// The terms the definition was solved from, the defined variable's at ``pivotPosition``:
    /// the constraint's own terms, shared (a re-rooted definition's rewritten copy). The other
    /// terms are read through ``termCount``, ``termVariable(_:)`` and ``termCoefficient(_:)``,
    /// divided by `−pivot` as they are read: a divided copy was an array per definition and a
    /// retain of each variable (17,000 arrays in a 1,000-row stack's first layout).
    let source: [LinearExpression.Term]
    let pivotPosition: Int
    /// `−(expression constant + offset) / pivot`; moves with ``Solver/updateConstant(of:to:)``.
    var constant: Double
    /// What re-rooting added to the expression constant (0 for a plain definition).
    let offset: Double
    /// The expression constant currently in force (what ``Solver/constant(of:)`` reports).
    var expressionConstant: Double
    /// Insertion order, shared with the tableau's records.
    let sequence: Int
    /// The definition's node in the ``EvaluationPlan``, where its value is computed.
    let node: Int32

    /// The defined variable.
    var variable: Variable { variableReference.takeUnretainedValue() }

    /// The defined variable's identity (no retain).
    var variableID: ObjectIdentifier { ObjectIdentifier(variableReference.takeUnretainedValue()) }

    /// The number of terms besides the defined variable's.
    @inline(__always) var termCount: Int { source.count - 1 }

    /// Where other term `index` sits in `source`, whose pivot is at `pivotPosition`.
    @inline(__always)
    static func sourcePosition(_ index: Int, pivotAt pivotPosition: Int) -> Int {
        index < pivotPosition ? index : index + 1
    }

    /// Other term `index` of the definition solved from `source` for the term at `position`
    /// (coefficient `pivot`): its variable's identity and its coefficient divided by `−pivot`.
    /// Also read before the definition exists, to build its evaluation node.
    @inline(__always)
    static func otherTerm(
        _ index: Int, of source: [LinearExpression.Term], pivotAt position: Int, pivot: Double
    ) -> (variable: ObjectIdentifier, coefficient: Double) {
        let at = sourcePosition(index, pivotAt: position)
        return (ObjectIdentifier(source[at].variable), -source[at].coefficient / pivot)
    }

    /// The variable of other term `index`.
    @inline(__always)
    func termVariable(_ index: Int) -> Variable { source[Self.sourcePosition(index, pivotAt: pivotPosition)].variable }

    /// The variable of other term `index`, unretained (the definition holds it).
    @inline(__always)
    func termVariableReference(_ index: Int) -> Unmanaged<Variable> {
        Unmanaged.passUnretained(source[Self.sourcePosition(index, pivotAt: pivotPosition)].variable)
    }

    /// The identity of the variable of other term `index` (no retain).
    @inline(__always)
    func termVariableID(_ index: Int) -> ObjectIdentifier {
        Self.otherTerm(index, of: source, pivotAt: pivotPosition, pivot: pivot).variable
    }

    /// The coefficient of other term `index` in `variable = Σ terms + constant`: its coefficient
    /// in the constraint divided by `−pivot`.
    @inline(__always)
    func termCoefficient(_ index: Int) -> Double {
        Self.otherTerm(index, of: source, pivotAt: pivotPosition, pivot: pivot).coefficient
    }

    /// The other terms, divided by `−pivot` (built on demand, for dumps).
    var terms: [LinearExpression.Term] {
        (0..<termCount).map { LinearExpression.Term(variable: termVariable($0), coefficient: termCoefficient($0)) }
    }
}

/// A definition a lowering substituted, by its variable's identity, and the total coefficient
/// it was substituted with. An identity, not the variable: a lowering only ever finds the
/// definition again through it, and holding the variable retained it for every use, a likely
/// cache miss (the defined variable is seldom touched otherwise), and released it again.
///
/// `node` is the variable's node when the lowering was made, which holds the lowering's entry
/// in the list of the definition's dependents unless that list was parked since (see
/// `EvaluationPlan+Dependents.swift`): removing the lowering finds the entry without asking the
/// variable, which may be gone by then.
typealias DefinitionUse = (variable: ObjectIdentifier, weight: Double, node: Int32)

/// How a constraint was rewritten through definitions before it was installed: lowered into
/// the tableau, or re-rooted into a definition.
struct Lowering {
    /// The constraint as the user added it.
    let constraint: LinearConstraint
    /// The constraint the tableau holds (every defined variable replaced by its definition), or
    /// `nil` for a re-rooted definition.
    let lowered: LinearConstraint?
    /// Each definition substituted, with the total coefficient it was substituted with.
    var uses: DefinitionUses
    /// The rewritten constant minus the user's constant.
    var offset: Double
}

/// The definitions of a solver, the lowerings that depend on them, and the value cache.
struct Definitions {
    /// Definitions by slot. What the definitions know about a variable (its order, the slot of
    /// its definition, the definitions that mention it) is kept on its node in ``plan``, so
    /// that one probe of the plan's table of variables finds all of it: four tables, each
    /// probed per term of each new definition, were the largest source of a first layout's
    /// cache misses (`perf`).
    private(set) var entries: [Definition] = []
    /// Each definition's node, by slot, and each node's definition's slot (−1: none), by node:
    /// the two facts walking definitions through their terms reads most (``resolve(_:)``), in
    /// arrays of four bytes an entry that stay in cache, where reading them from the entries
    /// and nodes themselves missed it.
    private(set) var nodeOfSlot: [Int32] = []
    private(set) var slotOfNode: [Int32] = []
    /// The slot of each defining constraint's definition, by the constraint's identity, for the
    /// constraints whose ``LinearConstraint/slotHint`` does not find it (see
    /// ``definitionSlot(of:)``): most never are in it. The definition holds the constraint, so
    /// its address is not reused while it is a key; a table holding the constraint and its
    /// variable again retained both per definition.
    private(set) var slotOfConstraint = IdentityMap()
    /// Lowerings by the user's constraint.
    private(set) var lowerings = IdentityTable<LinearConstraint, Lowering>(valuesHoldKeys: true)
    /// The user's constraint by lowered constraint, built the first time something asks
    /// (listing the constraints, explaining a conflict) and kept up to date from then on.
    /// Kept from the start, it was one more table entry per lowered constraint (a likely cache
    /// miss each in a first layout) for questions most layouts never ask. Unretained both ways:
    /// the lowering in ``lowerings`` holds the lowered constraint and the user's, and the two
    /// tables gain and lose an entry together (`register`, `unregister`).
    private var userOfLowered: IdentityTable<LinearConstraint, Unmanaged<LinearConstraint>>?
    /// For each defined variable (by identity), the user constraints whose lowering used it.
    /// Each definition resolved to what it comes down to, by slot (see `Definitions+Aliases.swift`).
    var resolutions: [Resolution] = []
    /// The work lists of ``resolve(_:)`` and ``invalidateResolutions(throughNode:)``, kept (empty)
    /// between calls so that neither allocates.
    var resolvingStack: [(slot: Int32, ready: Bool)] = []
    var invalidatingStack: [Int32] = []
    /// The running sum and the queue of ``expand(_:)``, kept (empty, with their room) between
    /// lowerings: made afresh, each lowering that expanded a definition allocated and freed
    /// both (1,886 lowerings in the 100-cell feed's first layout).
    private var expansionSum = TermAccumulator()
    private var expansionQueue = MaxHeap()
    /// The last one-term lowering's terms (see ``singleTerm(_:_:)``).
    private var lastSingleTerm: [LinearExpression.Term] = []
    /// The definitions ``expand(_:)`` used, collected before they are copied out.
    private var expansionUses: [DefinitionUse] = []
    /// The closure of ``raise(among:nodes:at:)``, kept (empty, with its room) between raises.
    private var raiseClosure: [Int32] = []
    /// Raises refused for too many users, not walked again until a definition is removed.
    /// Shared with copies of the definitions: after a restore from one, call its `forgetAll()`.
    private(set) var refusedRaises = RefusedRaises()
    /// The nodes of a new constraint's terms (−1: none yet), kept (empty) between calls so that
    /// ``define(_:constant:sequence:isInTableau:)`` allocates nothing.
    private var termNodesBuffer: [Int32] = []
    /// Constraints whose constant is expected to move often (a window's size): kept in the
    /// tableau, where a move is one shift, rather than defining their one variable. An
    /// ``IdentitySet``: a `Set` hashed every constraint that fixes a variable to a constant
    /// with SipHash on its way in (0.17 % of a 100-cell feed's first layout).
    var editable = IdentitySet()
    /// Work done so far, for tests that pin down how much a change costs.
    var work = DefinitionWork()
    /// Whether a definition's numbers or an evaluated value overflowed to an infinity or NaN
    /// since the solver last recovered (see `Solver+Finiteness.swift`).
    var sawNonFinite = false
    /// Bumped by every change to the solver, so cached values are recomputed.
    private(set) var generation: UInt64 = 1
    /// The generation the plan's values were computed at: they are current while it is
    /// ``generation``.
    private var evaluatedGeneration: UInt64 = 0
    /// The flattened definitions and every definition's value (see ``EvaluationPlan``), and
    /// each variable's node, where the facts above are kept.
    var plan = EvaluationPlan()
    /// Plans the debug self-checks found misordered (a definition reading one swept after it).
    private(set) var planViolations: [String] = []
    /// Whether required equalities may become definitions (tests of the tableau's own paths
    /// switch it off).
    var isEnabled = true
    /// The priority level of each definition that is an optional equality (see the rules
    /// above), by defined variable. Kept beside the entries rather than in them: few
    /// definitions are optional, and a field in every entry took 1 % of a layout's memory.
    /// While it is empty, a new constraint need not be checked for their variables.
    private(set) var optionalLevels = IdentityTable<Variable, Double>()
    /// Whether a required equality of one variable (`label.minX == 0`) defines it as a constant;
    /// otherwise such constraints stay in the tableau (see ``Solver/definesConstants``).
    var definesConstants = false

    /// How small a pivot may be next to the largest coefficient of its constraint.
    private static let smallestPivotRatio = 1e-3
    /// A substituted coefficient this small next to what was summed into it is rounding residue.
    static let cancellation = 1e-12
    /// The order of a variable fixed to a constant: below every other, since it depends on nothing.
    private static let constantOrder = Int32.min / 2
    /// The next order for a variable seen for the first time (see ``assignOrders(_:pivotAt:)``).
    private var nextOrder: Int32 = 1

    var isEmpty: Bool { entries.isEmpty }
    /// The number of defined variables.
    var count: Int { entries.count }

    /// The `Definitions` section of a solver's dump: `variable = terms + constant`, in insertion
    /// order, each with its constraint.
    func dump() -> String {
        var lines = ["Definitions"]
        for entry in entries.sorted(by: { $0.sequence < $1.sequence }) {
            var expression = LinearExpression(constant: entry.constant)
            expression.appendUnique(entry.terms)
            lines.append("  \(entry.variable.name) = \(expression)   from \(entry.constraint)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The definition of `variable`, if it has one.
    func definition(of variable: Variable) -> Definition? {
        self.slot(of: ObjectIdentifier(variable)).map { entries[Int($0)] }
    }

    /// The node of the live variable with identity `id`: −1 when no definition defines or
    /// mentions it. Read through the variable (see ``EvaluationPlan/node(of:)-(Variable)``).
    @inline(__always)
    func node(ofVariable id: ObjectIdentifier) -> Int32 { plan.node(of: id) }

    /// The node of `variable`: −1 when no definition defines or mentions it.
    @inline(__always)
    func node(ofVariable variable: Variable) -> Int32 { plan.node(of: variable) }

    /// The slot of the definition of the variable whose node is `node` (−1: none), if it has one.
    @inline(__always)
    func slot(ofNode node: Int32) -> Int32? {
        guard node >= 0 else { return nil }
        let slot = slotOfNode[Int(node)]
        return slot >= 0 ? slot : nil
    }

    /// The slot of the definition of the variable with identity `id`, if it has one.
    @inline(__always)
    func slot(of id: ObjectIdentifier) -> Int32? { self.slot(ofNode: node(ofVariable: id)) }

    /// The node of term `index` of the definition in `slot`.
    @inline(__always)
    func termNode(_ index: Int, ofSlot slot: Int) -> Int32 { plan.termNode(index, ofDefinition: nodeOfSlot[slot]) }

    /// The slot of the definition installed for `constraint`, if it is one.
    ///
    /// Under the rules of the plan's nodes (see `EvaluationPlan.node(of:)`): a confined
    /// constraint (``LinearConstraint/isConfined``) keeps the slot the first definitions give it
    /// in its ``LinearConstraint/slotHint``, with no entry in ``slotOfConstraint`` (its inserts
    /// were 1.3 % of the 1,000-row `fill` tree's first layout in `perf`, and its room 1 MB).
    /// A hint is trusted only where this slot's definition is the constraint's; a constraint
    /// moved by a removal (``removeDefinition(for:)``), or any other, is in the table.
    @inline(__always)
    func definitionSlot(of constraint: LinearConstraint) -> Int? {
        let hint = Int(constraint.slotHint)
        if hint >= 0, hint < entries.count, entries[hint].constraint === constraint { return hint }
        guard slotOfConstraint.count > 0, let slot = slotOfConstraint[ObjectIdentifier(constraint)] else { return nil }
        return Int(slot)
    }

    /// Records that `constraint`'s definition is in `slot`: in its hint alone when it is
    /// confined and no definitions ever had it (see ``definitionSlot(of:)``), else in
    /// ``slotOfConstraint`` (and, for a shared constraint, in its hint as a shortcut).
    @inline(__always)
    private mutating func recordSlot(_ slot: Int32, of constraint: LinearConstraint) {
        if constraint.isConfined, constraint.slotHint < 0 {
            constraint.slotHint = slot
            return
        }
        slotOfConstraint[ObjectIdentifier(constraint)] = slot
        if !constraint.isConfined { constraint.slotHint = slot }
    }

    /// The definition installed for `constraint`, if it is one.
    func definition(for constraint: LinearConstraint) -> Definition? {
        definitionSlot(of: constraint).map { entries[$0] }
    }

    /// The variable the definition installed for `constraint` defines, if it is one (read in
    /// place: ``definition(for:)`` copies the definition out, retaining its constraint and terms).
    func definedVariable(by constraint: LinearConstraint) -> Variable? {
        definitionSlot(of: constraint).map { entries[$0].variable }
    }

    /// The tableau constraint and offset `constraint` was lowered to, if it was lowered into the
    /// tableau (read in place, where ``lowering(of:)`` copies the lowering and its uses out).
    @inline(__always)
    func loweredRow(of constraint: LinearConstraint) -> (lowered: LinearConstraint, offset: Double)? {
        guard let index = loweringIndex(of: constraint), let lowered = lowerings.values[index].lowered else { return nil }
        return (lowered, lowerings.values[index].offset)
    }

    /// The insertion order of the definition installed for `constraint`, if it is one (read in
    /// place, where ``definition(for:)`` copies the definition out).
    func definitionSequence(of constraint: LinearConstraint) -> Int? {
        definitionSlot(of: constraint).map { entries[$0].sequence }
    }

    /// The tableau's constraint for a user constraint: its lowering, or itself.
    ///
    /// Small reads like this one are inlined: called on the solver's stored `definitions`, a
    /// method that is not inlined is handed a copy of the whole struct (664 bytes).
    @inline(__always)
    func tableauConstraint(for constraint: LinearConstraint) -> LinearConstraint {
        lowering(of: constraint)?.lowered ?? constraint
    }

    /// How `constraint` was rewritten, if it was (one lookup for the tableau constraint and the
    /// offset; none while nothing was rewritten).
    @inline(__always)
    func lowering(of constraint: LinearConstraint) -> Lowering? {
        loweringIndex(of: constraint).map { lowerings.values[$0] }
    }

    /// Where `constraint`'s lowering is in ``lowerings``, if it was lowered.
    ///
    /// Under the rules of ``definitionSlot(of:)``: a confined constraint keeps the slot its
    /// lowering first took in its ``LinearConstraint/entryHint``, with no entry in the
    /// table's index (the inserts were 8,000 likely cache misses in the 1,000-row `fill`
    /// tree's first layout, one per intrinsic size a definition renamed).
    @inline(__always)
    func loweringIndex(of constraint: LinearConstraint) -> Int? {
        lowerings.index(id: ObjectIdentifier(constraint), hint: constraint.entryHint)
    }

    /// Where a constraint's constant lives.
    enum Role {
        case definition
        case lowered(Lowering)
        case plain
    }

    /// Where `constraint`'s constant lives (one lookup per table, none while they are empty).
    @inline(__always)
    func role(of constraint: LinearConstraint) -> Role {
        if definitionSlot(of: constraint) != nil { return .definition }
        if let lowering = lowering(of: constraint) { return .lowered(lowering) }
        return .plain
    }

    /// Whether `constraint` is installed as a definition.
    @inline(__always)
    func isDefinition(_ constraint: LinearConstraint) -> Bool {
        definitionSlot(of: constraint) != nil
    }

    /// The user's constraint behind a tableau constraint.
    mutating func userConstraint(for tableauConstraint: LinearConstraint) -> LinearConstraint {
        if userOfLowered == nil {
            var table = IdentityTable<LinearConstraint, Unmanaged<LinearConstraint>>(valuesHoldKeys: true)
            table.reserveCapacity(lowerings.count)
            for lowering in lowerings.values {
                if let lowered = lowering.lowered { table[lowered] = Unmanaged.passUnretained(lowering.constraint) }
            }
            userOfLowered = table
        }
        return userOfLowered?[tableauConstraint]?.takeUnretainedValue() ?? tableauConstraint
    }

    /// The lowered constant minus the user's constant (0 when not lowered).
    @inline(__always)
    func offset(of constraint: LinearConstraint) -> Double {
        lowering(of: constraint)?.offset ?? 0
    }

}

extension Definitions {
    /// Installs `constraint` (a required equality whose expression constant is `constant`) as a
    /// definition if one of its variables qualifies, or the root of one of its aliased
    /// variables (see ``reroot(_:terms:constant:sequence:isInTableau:)``); returns whether it did.
    mutating func define(
        _ constraint: LinearConstraint, constant: Double, sequence: Int, isInTableau: (ObjectIdentifier) -> Bool
    ) -> Bool {
        guard isEnabled, constraint.relation == .equal, constraint.priority.isRequired else { return false }
        // The terms lent from the constraint, which outlives the call: read into a local, they
        // were retained and released for every constraint weighed, and many (a third of a
        // stack tree's) go to the tableau instead; a definition that is kept copies them.
        guard !constraint.expression.terms.contains(where: { $0.coefficient == 0 }) else {
            return define(
                constraint, terms: Self.mentionedTerms(of: constraint), constant: constant, sequence: sequence,
                isInTableau: isInTableau)
        }
        return define(
            constraint, terms: constraint.expression.terms, constant: constant, sequence: sequence, isInTableau: isInTableau)
    }

    /// ``define(_:constant:sequence:isInTableau:)`` with the constraint's terms that mention their
    /// variable.
    private mutating func define(
        _ constraint: LinearConstraint, terms: [LinearExpression.Term], constant: Double, sequence: Int,
        isInTableau: (ObjectIdentifier) -> Bool
    ) -> Bool {
        // A variable fixed to a constant (`label.minX == 0`) is defined as that constant, unless
        // the constant is expected to move often (`window.width == 393`, see
        // `Solver.expectConstantChanges(of:)`): in the tableau, moving it (a resize) is one
        // shift, where as a definition it would move every constraint lowered through it.
        guard terms.count >= 2 || (terms.count == 1 && definesConstants && !editable.contains(constraint))
        else {
            return false
        }
        var nodes = takeTermNodes(of: terms)
        defer { giveBackTermNodes(&nodes) }
        var chosen: Int?
        for position in terms.indices where isCandidate(terms, position, nodes: nodes, isInTableau: isInTableau) {
            chosen = position
            break
        }
        guard let position = chosen else {
            return reroot(constraint, terms: terms, nodes: &nodes, constant: constant, sequence: sequence, isInTableau: isInTableau)
        }
        install(constraint, terms: terms, nodes: &nodes, pivotAt: position, constant: constant, offset: 0, sequence: sequence)
        return true
    }

    /// The nodes of `terms`' variables (−1 where a variable has none), looked up once for
    /// everything a new definition checks and records, in the kept buffer.
    private mutating func takeTermNodes(of terms: [LinearExpression.Term]) -> [Int32] {
        var nodes: [Int32] = []
        swap(&nodes, &termNodesBuffer)
        for index in terms.indices { nodes.append(node(ofVariable: terms[index].variable)) }
        return nodes
    }

    /// Hands the buffer of ``takeTermNodes(of:)`` back, emptied with its capacity.
    private mutating func giveBackTermNodes(_ nodes: inout [Int32]) {
        // One by one: a constraint has a few terms, and `removeAll(keepingCapacity:)` goes
        // through the general range replacement, about 80 instructions a call.
        while !nodes.isEmpty { nodes.removeLast() }
        swap(&nodes, &termNodesBuffer)
    }

    /// Installs `constraint` (an optional equality at level `levelKey`, expression constant
    /// `constant`) as a definition of a variable that nothing else mentions, if one of its
    /// variables is such; returns whether it did (see the rules above).
    mutating func defineOptional(
        _ constraint: LinearConstraint, constant: Double, levelKey: Double, sequence: Int,
        isInTableau: (ObjectIdentifier) -> Bool
    ) -> Bool {
        // An equality that weighs overshooting and falling short differently has two levels,
        // which `Solver.objective` could not report from one definition.
        // Counted first: a single term (a stack's ambiguity suppression, `width == 0 @25`)
        // never defines, and taking the terms retained and released them.
        guard isEnabled, constraint.relation == .equal, constraint.belowPriority == nil,
            constraint.expression.terms.count >= 2
        else { return false }
        let terms = Self.mentionedTerms(of: constraint)
        guard terms.count >= 2, !editable.contains(constraint) else { return false }
        var nodes = takeTermNodes(of: terms)
        defer { giveBackTermNodes(&nodes) }
        for position in terms.indices
        where (nodes[position] < 0 || plan.nodes[Int(nodes[position])].users < 0)
            && isCandidate(terms, position, nodes: nodes, isInTableau: isInTableau)
        {
            install(
                constraint, terms: terms, nodes: &nodes, pivotAt: position, constant: constant, offset: 0,
                sequence: sequence, levelKey: levelKey)
            return true
        }
        return false
    }

    /// The terms of `constraint` that mention their variable: a zero coefficient (`x − x`
    /// written out) mentions nothing.
    private static func mentionedTerms(of constraint: LinearConstraint) -> [LinearExpression.Term] {
        let all = constraint.expression.terms
        return all.contains { $0.coefficient == 0 } ? all.filter { $0.coefficient != 0 } : all
    }

    /// The optional definitions of the variables `constraint` mentions (with a coefficient
    /// other than 0), once each, with their levels.
    ///
    /// `mutating` only so that the solver passes its stored definitions by reference: called
    /// on the stored property, even inlined, the read was handed a copy of every field (24
    /// copies per build of the enaml-like dialog, 1.8 % of its instructions).
    @inline(__always)
    mutating func optionalDefinitions(mentionedBy constraint: LinearConstraint) -> [(definition: Definition, levelKey: Double)] {
        var found: [(definition: Definition, levelKey: Double)] = []
        for term in constraint.expression.terms where term.coefficient != 0 {
            guard let levelKey = optionalLevels[term.variable], let slot = self.slot(of: ObjectIdentifier(term.variable)),
                !found.contains(where: { $0.definition.variable === term.variable })
            else { continue }
            found.append((entries[Int(slot)], levelKey))
        }
        return found
    }

    /// Whether the definition of `variable` is an optional equality.
    func isOptional(_ variable: Variable) -> Bool {
        !optionalLevels.isEmpty && optionalLevels[variable] != nil
    }

    /// Whether `terms` give one of `variables` a coefficient that is not tiny next to the largest
    /// (the bound a definition's pivot keeps, see ``isCandidate(_:_:isInTableau:)``).
    static func mentionsWell(_ terms: [LinearExpression.Term], _ variables: [Variable]) -> Bool {
        let largest = terms.reduce(0) { max($0, abs($1.coefficient)) }
        return terms.contains { term in
            abs(term.coefficient) >= smallestPivotRatio * largest && variables.contains { $0 === term.variable }
        }
    }

    /// Whether `terms[position]` can be solved for: not defined, unknown to the tableau, not a
    /// tiny coefficient, and orderable after the others. `nodes` are the terms' nodes.
    private mutating func isCandidate(
        _ terms: [LinearExpression.Term], _ position: Int, nodes: [Int32], isInTableau: (ObjectIdentifier) -> Bool
    ) -> Bool {
        isCandidateBeforeOrdering(terms, position, nodes: nodes, isInTableau: isInTableau)
            && isOrderable(among: terms, nodes: nodes, at: position, isInTableau: isInTableau)
    }

    /// ``isCandidate(_:_:nodes:isInTableau:)`` but for the order: a coefficient that is not
    /// tiny, a variable neither defined nor in the tableau.
    private func isCandidateBeforeOrdering(
        _ terms: [LinearExpression.Term], _ position: Int, nodes: [Int32], isInTableau: (ObjectIdentifier) -> Bool
    ) -> Bool {
        let largest = terms.reduce(0) { max($0, abs($1.coefficient)) }
        let coefficient = terms[position].coefficient
        return coefficient != 0 && abs(coefficient) >= Self.smallestPivotRatio * largest
            && self.slot(ofNode: nodes[position]) == nil
            && !isInTableau(ObjectIdentifier(terms[position].variable))
    }

    /// Stores the definition of `terms[position]` from `terms + constant + offset = 0`;
    /// `nodes` are the terms' nodes (−1: none yet), made where missing.
    private mutating func install(
        _ constraint: LinearConstraint, terms: consuming [LinearExpression.Term], nodes: inout [Int32], pivotAt position: Int,
        constant: Double, offset: Double, sequence: Int, levelKey: Double? = nil
    ) {
        // Lent: the definition keeps it unretained (the constraint's terms hold it), and
        // binding it retained and released it once per definition.
        let candidate = Unmanaged.passUnretained(terms[position].variable)
        let pivot = terms[position].coefficient
        // A reference to every term's node (input nodes made for new variables), handed to the
        // plan with the definition below; orders and users are kept on them.
        for index in terms.indices {
            nodes[index] = plan.reference(
                Unmanaged.passUnretained(terms[index].variable), node: nodes[index], isDefinedNext: index == position)
        }
        while slotOfNode.count < plan.nodes.count { slotOfNode.append(-1) }
        let node = nodes[position]
        let rank = assignOrders(terms, nodes: nodes, pivotAt: position)
        let definedConstant = -(constant + offset) / pivot
        let otherCount = terms.count - 1
        if !pivot.isFinite || !definedConstant.isFinite
            || (0..<otherCount).contains(where: {
                !Definition.otherTerm($0, of: terms, pivotAt: position, pivot: pivot).coefficient.isFinite
            })
        {
            sawNonFinite = true
        }
        for index in 0..<otherCount {
            let at = Definition.sourcePosition(index, pivotAt: position)
            plan.appendTerm(source: nodes[at], coefficient: -terms[at].coefficient / pivot)
        }
        plan.add(node: node, termCount: otherCount, constant: definedConstant, rank: rank)
        let slot = Int32(entries.count)
        entries.append(
            Definition(
                variableReference: candidate, constraint: constraint, pivot: pivot, source: consume terms, pivotPosition: position,
                constant: definedConstant, offset: offset, expressionConstant: constant, sequence: sequence, node: node))
        resolutions.append(.unknown)
        nodeOfSlot.append(node)
        slotOfNode[Int(node)] = slot
        recordSlot(slot, of: constraint)
        work.definitionsInstalled += 1
        if let levelKey { optionalLevels[candidate.takeUnretainedValue()] = levelKey }
        // Definitions that mention the newly defined variable may fold it now (its own
        // resolution was just appended, unknown).
        invalidateResolutions(ofUsersOf: node)
    }

    /// Re-rooting: when a variable of the constraint is defined only through a chain of aliases
    /// (`x = m·y + k`, `y = m′·r + k′`, …) ending at a variable `r` that qualifies, `x` is
    /// replaced by its alias chain and the constraint defines `r` instead.
    ///
    /// This is what keeps a stack's chain out of the tableau: an item's top is defined first
    /// through its alignment (`row.top = label0.top = label1.top`), and the spacing that places
    /// the row then defines `label1.top` from the row above.
    ///
    /// `nodes` are the terms' nodes, a kept buffer: each candidate root is tried in place
    /// (copying the nodes for every attempt allocated an array per re-rooted definition), and
    /// put back when the attempt fails.
    private mutating func reroot(
        _ constraint: LinearConstraint, terms: [LinearExpression.Term], nodes: inout [Int32], constant: Double,
        sequence: Int, isInTableau: (ObjectIdentifier) -> Bool
    ) -> Bool {
        // By index: copying each term retained its variable, and most terms are no alias.
        for position in terms.indices {
            guard let slot = self.slot(ofNode: nodes[position]), let chain = aliasRoot(ofSlot: slot), let root = chain.root,
                !terms.contains(where: { $0.variable === root })
            else { continue }
            let term = terms[position]
            // Made at its size (a copy of the terms with one changed copied them through the
            // array's growth path).
            let rewritten = [LinearExpression.Term](exactly: terms.count) {
                $0 == position ? LinearExpression.Term(variable: root, coefficient: term.coefficient * chain.factor) : terms[$0]
            }
            let aliasNode = nodes[position]
            nodes[position] = node(ofVariable: root)
            let offset = term.coefficient * chain.constant
            // The whole chain is one use of `term`'s definition: a link that changes reaches
            // this constraint through `term`'s alias (see `Definitions+Aliases.swift`).
            let use: DefinitionUse = (ObjectIdentifier(term.variable), term.coefficient, aliasNode)
            guard isCandidateBeforeOrdering(rewritten, position, nodes: nodes, isInTableau: isInTableau) else {
                nodes[position] = aliasNode
                continue
            }
            if isOrderable(among: rewritten, nodes: nodes, at: position, isInTableau: isInTableau) {
                install(
                    constraint, terms: rewritten, nodes: &nodes, pivotAt: position, constant: constant,
                    offset: offset, sequence: sequence)
                register(Lowering(constraint: constraint, lowered: nil, uses: DefinitionUses(use), offset: offset))
                return true
            }
            guard var folded = foldingOtherAliases(rewritten, nodes: nodes, keeping: position),
                isCandidate(folded.terms, folded.position, nodes: folded.nodes, isInTableau: isInTableau)
            else {
                nodes[position] = aliasNode
                continue
            }
            install(
                constraint, terms: folded.terms, nodes: &folded.nodes, pivotAt: folded.position, constant: constant,
                offset: offset + folded.offset, sequence: sequence)
            register(
                Lowering(
                    constraint: constraint, lowered: nil, uses: .joined(use, folded.uses), offset: offset + folded.offset))
            return true
        }
        return false
    }

    /// `terms` with every term but the one at `position` that is an alias replaced by the
    /// alias's root (dropped when it comes down to a constant); `nil` when none is.
    ///
    /// A re-rooted definition mentions the other terms of its constraint, and each must be
    /// ordered below the root it defines. When a stack that lost its first row connects the new
    /// first row to its edges, that row's `minX` was just defined again (ordered above
    /// everything) as an alias of a constant, and blocked defining the row's width root, whose
    /// definitions were too many to raise: the connection went into the tableau, every row's
    /// content was lowered through that width, and each of those rows came back different.
    /// Folded, the alias is no longer a term.
    private mutating func foldingOtherAliases(
        _ terms: [LinearExpression.Term], nodes: [Int32], keeping position: Int
    ) -> (terms: [LinearExpression.Term], nodes: [Int32], position: Int, offset: Double, uses: [DefinitionUse])? {
        var folded: [LinearExpression.Term] = []
        var foldedNodes: [Int32] = []
        var newPosition = 0
        var offset = 0.0
        var uses: [DefinitionUse] = []
        for index in terms.indices {
            let term = terms[index]
            if index != position, let slot = self.slot(ofNode: nodes[index]), let chain = aliasRoot(ofSlot: slot) {
                let root = chain.root
                let isNew = root.map { root in
                    !terms.contains { $0.variable === root } && !folded.contains { $0.variable === root }
                }
                if isNew ?? true {
                    offset += term.coefficient * chain.constant
                    uses.append((ObjectIdentifier(term.variable), term.coefficient, nodes[index]))
                    if let root {
                        folded.append(LinearExpression.Term(variable: root, coefficient: term.coefficient * chain.factor))
                        foldedNodes.append(node(ofVariable: root))
                    }
                    continue
                }
            }
            if index == position { newPosition = folded.count }
            folded.append(term)
            foldedNodes.append(nodes[index])
        }
        guard !uses.isEmpty, folded.count >= 2 else { return nil }
        return (folded, foldedNodes, newPosition, offset, uses)
    }

    /// Whether defining `candidate` keeps every definition pointing to lower orders: either it
    /// is new (it will be ordered just above the others), or every other variable already
    /// ordered is below it (those not ordered yet will be placed just below it), or it can be
    /// raised above them (``raise(_:above:at:)``). Variables the tableau knows are exempt: they
    /// can never be defined, so no chain of definitions can pass through them.
    ///
    /// The candidate is `terms[position]`; `nodes` are the terms' nodes.
    private mutating func isOrderable(
        among terms: [LinearExpression.Term], nodes: [Int32], at position: Int, isInTableau: (ObjectIdentifier) -> Bool
    ) -> Bool {
        guard let own = plan.order(of: ObjectIdentifier(terms[position].variable), node: nodes[position]) else { return true }
        var blocked = false
        // By index, the variables read in place: copying each term retained its variable.
        for index in terms.indices where index != position && !isInTableau(ObjectIdentifier(terms[index].variable)) {
            if let other = plan.order(of: ObjectIdentifier(terms[index].variable), node: nodes[index]), other >= own {
                blocked = true
            }
        }
        return !blocked || raise(among: terms, nodes: nodes, at: position)
    }

    /// Gives `candidate` and every definition that mentions it, directly or not, new orders above
    /// everything seen so far (keeping their relative order); `false`, changing nothing, when a
    /// variable of `terms` is among them (defining the candidate would close a cycle) or they
    /// are more than ``raiseLimit``.
    ///
    /// Orders are first-seen orders, so they can run against the order constraints arrive in: a
    /// stack's last item is first seen in its stack's height (`page.height = last.minY +
    /// last.height`), ordered low, and later placed below the item before it, ordered high.
    /// Without raising, that spacing went into the tableau as one row holding every height
    /// above it.
    private mutating func raise(among terms: [LinearExpression.Term], nodes: [Int32], at position: Int) -> Bool {
        let candidate = nodes[position]
        // A candidate with no node has an order but no definition mentions it: it is raised alone.
        guard candidate >= 0 else {
            plan.setOrder(nextOrder, of: ObjectIdentifier(terms[position].variable), node: -1)
            nextOrder += 1
            return true
        }
        if refusedRaises.isRefused(candidate) { return false }
        work.raiseWalks += 1
        // The closure is at most `raiseLimit + 1` long, so membership is a scan of it: hashing
        // each member into a set cost more than the scans (5 % of a 1,000-row stack's layout).
        // Kept between raises (empty, with its room), as the resolving stacks are: made afresh,
        // each raise allocated it twice (a one-element array, then room for eight).
        var closure: [Int32] = []
        swap(&closure, &raiseClosure)
        defer {
            closure.removeAll(keepingCapacity: true)
            swap(&closure, &raiseClosure)
        }
        closure.append(candidate)
        var index = 0
        while index < closure.count {
            let node = closure[index]
            index += 1
            var tooMany = false
            plan.users.forEach(from: plan.nodes[Int(node)].users) { user in
                guard !tooMany, !closure.contains(user) else { return }
                closure.append(user)
                tooMany = closure.count > Self.raiseLimit
            }
            if tooMany {
                refusedRaises.refuse(candidate, nodeCount: plan.nodes.count)
                return false
            }
        }
        for index in nodes.indices where index != position && closure.contains(nodes[index]) { return false }
        var ranked = closure.map { node in
            (node: node, rank: plan.order(of: plan.nodes[Int(node)].variable, node: node) ?? Self.constantOrder)
        }
        ranked.sort { $0.rank < $1.rank }  // in place: `sorted` made a second array
        for entry in ranked {
            plan.nodes[Int(entry.node)].order = nextOrder
            if slotOfNode[Int(entry.node)] >= 0 { plan.rerank(node: entry.node, to: nextOrder) }
            nextOrder += 1
        }
        return true
    }

    /// The most definitions raised to let one more be made (see ``raise(_:above:at:)``).
    ///
    /// The raises that keep a chain out of the tableau move a handful (a stack's last item and
    /// the stack's height: 2). A raise that would move more usually fails anyway: a stack's
    /// row, defined by its items after the outer stack placed every row, is used by every row
    /// below it, so its closure grows with the rows and hits any bound. Each such attempt walked
    /// the closure up to the bound before failing: 64 cost 3 % of a 1,000-row stack's first
    /// layout; 16 changes no other measured layout.
    private static let raiseLimit = 16

    /// Orders the variables of a new definition of `terms[position]`.
    ///
    /// A new defined variable goes above everything seen so far, after the variables it
    /// mentions that are new too: the usual case, an item placed relative to existing ones, then
    /// always qualifies. A constant goes below everything, since it depends on nothing. When an
    /// already ordered variable is defined, the variables it mentions for the first time go just
    /// below it: a stack's height is first seen as a term of its parent's and defined later from
    /// its own items, which are new then. Equal orders are fine: only a definition and the
    /// variables it mentions are ever compared. Returns the candidate's order.
    /// `nodes` are the terms' nodes, all made by now (orders are kept on them).
    private mutating func assignOrders(_ terms: [LinearExpression.Term], nodes: [Int32], pivotAt position: Int) -> Int32 {
        let candidate = Int(nodes[position])
        let unordered = EvaluationPlan.Node.unordered
        let own = plan.nodes[candidate].order
        if own != unordered {
            for index in nodes.indices where index != position && plan.nodes[Int(nodes[index])].order == unordered {
                plan.nodes[Int(nodes[index])].order = own - 1
            }
            return own
        }
        guard terms.count > 1 else {
            plan.nodes[candidate].order = Self.constantOrder
            return Self.constantOrder
        }
        for index in nodes.indices where index != position && plan.nodes[Int(nodes[index])].order == unordered {
            plan.nodes[Int(nodes[index])].order = nextOrder
            nextOrder += 1
        }
        let new = nextOrder
        plan.nodes[candidate].order = new
        nextOrder += 1
        return new
    }

    /// Removes the definition installed for `constraint`; returns its variable.
    mutating func removeDefinition(for constraint: LinearConstraint) -> Variable? {
        guard let found = definitionSlot(of: constraint) else { return nil }
        let slot = Int32(found)
        if slotOfConstraint.count > 0 { slotOfConstraint[ObjectIdentifier(constraint)] = nil }
        let variable = entries[Int(slot)].variable
        let node = nodeOfSlot[Int(slot)]
        invalidateResolutions(throughNode: node)
        slotOfNode[Int(node)] = -1
        plan.remove(node: node)
        refusedRaises.forgetAll()
        if !optionalLevels.isEmpty { optionalLevels.removeValue(for: ObjectIdentifier(variable)) }
        let last = entries.count - 1
        if Int(slot) != last {
            entries.swapAt(Int(slot), last)
            resolutions.swapAt(Int(slot), last)
            nodeOfSlot.swapAt(Int(slot), last)
            slotOfNode[Int(nodeOfSlot[Int(slot)])] = slot
            // The moved definition's hint, if it was found through it, points past the end
            // now: the table takes it (a copy of the definitions from before still finds it
            // where its hint says).
            let moved = entries[Int(slot)].constraint
            slotOfConstraint[ObjectIdentifier(moved)] = slot
            if !moved.isConfined { moved.slotHint = slot }
        }
        entries.removeLast()
        resolutions.removeLast()
        nodeOfSlot.removeLast()
        return variable
    }

    /// Moves a definition's expression constant; returns the change of its defined value.
    mutating func moveConstant(of constraint: LinearConstraint, to constant: Double) -> Double {
        guard let slot = definitionSlot(of: constraint) else { return 0 }
        let before = entries[Int(slot)].constant
        invalidateResolutions(throughNode: nodeOfSlot[Int(slot)])
        entries[Int(slot)].expressionConstant = constant
        entries[Int(slot)].constant = -(constant + entries[Int(slot)].offset) / entries[Int(slot)].pivot
        plan.setConstant(of: nodeOfSlot[Int(slot)], to: entries[Int(slot)].constant)
        if !entries[Int(slot)].constant.isFinite { sawNonFinite = true }
        return entries[Int(slot)].constant - before
    }
}

extension Definitions {
    /// `expression` with every defined variable replaced by its definition, with the
    /// definitions used and the constant added; `nil` when it mentions no defined variable.
    ///
    /// `mutating` only so that the solver passes its stored definitions by reference: a
    /// non-mutating call on a class's stored struct copies every field first (see below).
    @inline(__always)
    mutating func lower(_ expression: LinearExpression) -> (expression: LinearExpression, uses: DefinitionUses, offset: Double)? {
        // Most constraints mention no defined variable. The check is inlined into the caller so
        // that it reads only the one table it needs: a call on the solver's stored property
        // first copies every field of the definitions (a retain and a release each), which was
        // 3 % of the enaml-like build's instructions when every add paid it.
        guard !entries.isEmpty,
            expression.terms.contains(where: { self.slot(of: ObjectIdentifier($0.variable)) != nil })
        else { return nil }
        let lowered = expand(expression)
        // Substituting can overflow (`1e308·x` with `x = −y + 1` next to `−1e308·y`).
        if !lowered.expression.isFinite { sawNonFinite = true }
        return lowered
    }

    /// ``lower(_:)`` once the expression is known to mention a defined variable.
    @inline(never)
    private mutating func expand(_ expression: LinearExpression) -> (expression: LinearExpression, uses: DefinitionUses, offset: Double) {
        if let direct = substituteOneAlias(in: expression) { return direct }
        // Expanding usually brings in a few terms per definition used: room for twice the
        // expression's terms avoids regrowing in the common case.
        var sum = TermAccumulator()
        var pending = MaxHeap()
        swap(&sum, &expansionSum)
        swap(&pending, &expansionQueue)
        sum.reserveCapacity(2 * expression.terms.count + 4)
        // `node`: the variable's node when known (a definition's term), else looked up.
        func add(_ variable: Unmanaged<Variable>, _ coefficient: Double, node known: Int32? = nil) {
            let (index, isNew) = sum.add(variable, coefficient)
            guard isNew else { return }
            let node = known ?? variable._withUnsafeGuaranteedRef { self.node(ofVariable: $0) }
            guard node >= 0 else { return }
            let slot = slotOfNode[Int(node)]
            guard slot >= 0 else { return }
            pending.push(rank: plan.nodes[Int(node)].order, index: Int32(index), slot: slot)
        }
        for index in expression.terms.indices {
            add(Unmanaged.passUnretained(expression.terms[index].variable), expression.terms[index].coefficient)
        }
        // Collected in the kept list and copied out at their final size: reserved at a use per
        // defined term, the array still regrew for most expansions (those through a definition
        // of several terms), an allocation and a copy each (6,000 in the 1,000-row `center`
        // tree's first layout).
        var uses: [DefinitionUse] = []
        swap(&uses, &expansionUses)
        var offset = 0.0
        while let next = pending.pop() {
            let weight = sum.take(Int(next.index), cancellation: Self.cancellation)
            guard weight != 0 else { continue }
            // The definition's fields read in place: copying the definition retained its
            // variable, its constraint and its terms.
            let slot = Int(next.slot)
            uses.append((entries[slot].variableID, weight, nodeOfSlot[slot]))
            work.definitionsExpanded += 1
            // An alias jumps to the end of its chain in one step (a label 1,000 stacks deep
            // has its width through 1,000 links); its one use stands for every link.
            if let alias = aliasRoot(ofSlot: next.slot) {
                offset += weight * alias.constant
                if let root = alias.rootReference { add(root, weight * alias.factor) }
                continue
            }
            offset += weight * entries[slot].constant
            for index in 0..<entries[slot].termCount {
                add(
                    entries[slot].termVariableReference(index), weight * entries[slot].termCoefficient(index),
                    node: termNode(index, ofSlot: slot))
            }
        }
        work.lowerings += 1
        // The remaining terms become the expression's own array (appending them to an empty
        // expression allocated a second one).
        let lowered = LinearExpression(
            uniqueTerms: sum.remainingTerms(cancellation: Self.cancellation), constant: expression.constant + offset)
        // One use is kept inline; several are copied out at their final size.
        let result = (lowered, uses.count == 1 ? DefinitionUses(uses[0]) : DefinitionUses(Array(uses)), offset)
        // The kept buffers handed back at the one exit, not in `defer` blocks: `add` captures
        // `sum` and `pending`, and a `defer` reaching them too had each access checked at run
        // time (two `swift_beginAccess` calls of about 80 instructions per expansion). `sum`
        // is emptied here, not when next used: kept full, it held the last lowering's variables.
        sum.removeAll()
        swap(&sum, &expansionSum)
        swap(&pending, &expansionQueue)
        uses.removeAll(keepingCapacity: true)
        swap(&uses, &expansionUses)
        return result
    }

    /// The common case without a sum or a heap: one defined variable, an alias whose root is
    /// not defined (an item's size as wide as its stack's, under an intrinsic size). `nil` when
    /// the expression needs the general expansion.
    private mutating func substituteOneAlias(
        in expression: LinearExpression
    ) -> (expression: LinearExpression, uses: DefinitionUses, offset: Double)? {
        var definedAt = -1
        var definedSlot: Int32 = -1
        for index in expression.terms.indices {
            guard let slot = self.slot(of: ObjectIdentifier(expression.terms[index].variable)) else { continue }
            guard definedAt < 0 else { return nil }
            definedAt = index
            definedSlot = slot
        }
        let term = expression.terms[definedAt]
        guard let alias = aliasRoot(ofSlot: definedSlot) else { return nil }
        // By identity: reading the root itself retained and released it.
        if let rootID = alias.rootID, self.slot(of: rootID) != nil { return nil }
        let offset = term.coefficient * alias.constant
        let terms: [LinearExpression.Term]
        if expression.terms.count == 1, let root = alias.rootReference {
            terms = singleTerm(root, term.coefficient * alias.factor)
        } else {
            terms = replacing(definedAt, of: expression.terms, with: alias, times: term.coefficient)
        }
        work.definitionsExpanded += 1
        work.lowerings += 1
        // The terms move into the expression (passed as they are, they were retained for it and
        // released here).
        return (
            LinearExpression(uniqueTerms: consume terms, constant: expression.constant + offset),
            DefinitionUses((ObjectIdentifier(term.variable), term.coefficient, nodeOfSlot[Int(definedSlot)])), offset
        )
    }

    /// `terms` with the term at `definedAt` replaced by `coefficient ×` the alias's root
    /// (merged with a term of the root already there).
    private func replacing(
        _ definedAt: Int, of source: [LinearExpression.Term], with alias: AliasRoot, times coefficient: Double
    ) -> [LinearExpression.Term] {
        // Where the root already is, and what its coefficient becomes; or that it comes last.
        var rootAt = -1
        if let rootID = alias.rootID, alias.root != nil {
            for index in source.indices where index != definedAt && ObjectIdentifier(source[index].variable) == rootID {
                rootAt = index
                break
            }
        }
        var rootCoefficient = 0.0
        var cancelledAt = Int.max
        var appendsRoot = false
        if alias.root != nil {
            let added = coefficient * alias.factor
            if rootAt >= 0 {
                let sum = source[rootAt].coefficient + added
                let scale = max(abs(source[rootAt].coefficient), abs(added))
                if abs(sum) <= Self.cancellation * scale { cancelledAt = rootAt } else { rootCoefficient = sum }
            } else {
                appendsRoot = true
                rootCoefficient = added
            }
        }
        // Built once at its final size: the source's terms but the defined one (and a root that
        // cancelled), in order, then a new root. Copying the terms, removing one and appending
        // the root copied the array twice and could regrow it.
        let count = source.count - 1 - (cancelledAt == Int.max ? 0 : 1) + (appendsRoot ? 1 : 0)
        let (firstSkipped, secondSkipped) = (min(definedAt, cancelledAt), max(definedAt, cancelledAt))
        return [LinearExpression.Term](exactly: count) { index in
            if appendsRoot, index == count - 1, let root = alias.root {
                return LinearExpression.Term(variable: root, coefficient: rootCoefficient)
            }
            var at = index
            if at >= firstSkipped { at += 1 }
            if at >= secondSkipped { at += 1 }
            guard at == rootAt else { return source[at] }
            return LinearExpression.Term(variable: source[at].variable, coefficient: rootCoefficient)
        }
    }

    /// The one-term array `coefficient · root`, shared with the previous lowering's when that
    /// was the same term: the items of a stack aligned `.fill` have their heights defined as
    /// the stack's, so their intrinsic heights all lower to the stack's height, one after the
    /// other, and each allocated its own array (4,000 in the 1,000-row `fill` tree's first
    /// layout). Expressions are values, so sharing the buffer is safe; holding it keeps the
    /// root alive, so its identity cannot be reused while it is compared.
    private mutating func singleTerm(_ root: Unmanaged<Variable>, _ coefficient: Double) -> [LinearExpression.Term] {
        if lastSingleTerm.count == 1, lastSingleTerm[0].coefficient == coefficient,
            lastSingleTerm[0].variable === root.takeUnretainedValue()
        {
            return lastSingleTerm
        }
        lastSingleTerm = [LinearExpression.Term(variable: root.takeUnretainedValue(), coefficient: coefficient)]
        return lastSingleTerm
    }

    /// Makes room for `count` more definitions at most (a batch of `count` constraints) over
    /// about `variables` more variables, so the definitions, their lookup tables, the
    /// variables' orders and the evaluation plan do not grow step by step through it.
    mutating func reserveCapacity(forConstraints count: Int, variables: Int) {
        // Sized by the variables, which every definition orders and every read evaluates: the
        // estimate is the tables' final size, so reserving costs no memory they would not take.
        plan.reserveCapacity(forVariables: variables)
        plan.reserveCapacity(forDefinitions: count)
        // Measured on first layouts of stacks, nested stacks, feeds and flat grids: definitions
        // are used through 22–55 % of the variables (50 % on the stack trees and the feed, where
        // a quarter grew the table once), and a 1,000-row stack rewrites 40 % of its
        // constraints (30 % lowered into the tableau, 10 % re-rooted); later measurements put
        // the lowered constraints at 0.3–0.5 of a batch's, with one or two uses each. The
        // tables of keys are reserved for what the stack trees use (laid out, every slot is
        // written); the pool of uses, an array, for the upper end (room never used is never
        // touched).
        plan.dependents.pool.reserveCapacity(count)
        // A layout engine's lowered constraints claim their places (see `loweringIndex(of:)`):
        // the index is left to grow for the others.
        lowerings.reserveCapacity(lowerings.count + count / 2, indexing: false)
        let needed = entries.count + count
        guard needed > entries.capacity else { return }
        // A quarter more for what follows (see `IdentityTable.reserveCapacity(_:)`).
        let room = Swift.max(needed + needed / 4, 2 * entries.capacity)
        entries.reserveCapacity(room)
        resolutions.reserveCapacity(room)
        nodeOfSlot.reserveCapacity(room)
    }

    /// Remembers how `constraint` was rewritten, and that it depends on the definitions it used.
    ///
    /// The lowering is consumed and stored last, moved into the table: stored first through
    /// the subscript, it was copied (its constraints and uses retained) to be read again.
    mutating func register(_ lowering: consuming Lowering) {
        let id = ObjectIdentifier(lowering.constraint)
        if userOfLowered != nil, let lowered = lowering.lowered {
            userOfLowered?[lowered] = Unmanaged.passUnretained(lowering.constraint)
        }
        recordDependent(id, on: lowering.uses)
        // The key lent: read out of the lowering as a reference, it was retained and released
        // around the store.
        let key = Unmanaged.passUnretained(lowering.constraint)
        let (hint, mayClaim) = key._withUnsafeGuaranteedRef { ($0.entryHint, $0.isConfined) }
        if let claimed = lowerings.set(lowering, forLent: key, hint: hint, mayClaim: mayClaim) {
            key._withUnsafeGuaranteedRef { $0.entryHint = claimed }
        }
    }

    /// Records that the lowering of the constraint with identity `id` used `uses`.
    ///
    /// The uses borrowed: read through the consumed lowering, the array was retained and
    /// released around the loop.
    private mutating func recordDependent(_ id: ObjectIdentifier, on uses: borrowing DefinitionUses) {
        // By index, the variables read in place: copying each use retained its variable. A
        // lowering uses each definition once (it is expanded once), so no duplicates.
        for index in uses.indices { plan.appendDependent(id, to: uses[index].variable, node: uses[index].node) }
    }

    /// Forgets the lowering of `constraint` (it left the tableau, or its re-rooted definition
    /// was removed).
    mutating func unregister(_ constraint: LinearConstraint) {
        guard let lowering = lowerings.removeValue(for: ObjectIdentifier(constraint), hint: constraint.entryHint) else {
            return
        }
        if userOfLowered != nil, let lowered = lowering.lowered { userOfLowered?[lowered] = nil }
        let id = ObjectIdentifier(constraint)
        for index in lowering.uses.indices {
            plan.removeDependent(id, from: lowering.uses[index].variable, node: lowering.uses[index].node)
        }
    }

    /// Adds `delta` to the offset of `constraint`'s lowering.
    mutating func shiftOffset(of constraint: LinearConstraint, by delta: Double) {
        guard let index = loweringIndex(of: constraint) else { return }
        lowerings.values[index].offset += delta
    }

}

#if TRELLIS_INVARIANTS
    extension Definitions {
        /// Records a violation unless the plan's values are bit-for-bit those of a full sweep
        /// (the debug self-check of incremental sweeps).
        private mutating func checkAgainstFullSweep(tableau: inout Tableau) {
            var reference = plan
            reference.prepare()
            if let node = reference.misorderedNode(), let entry = entries.first(where: { $0.node == node }) {
                planViolations.append("definition of \(entry.variable.name) reads a definition ranked above it")
            }
            _ = reference.sweepAll(tableau: &tableau)
            guard let node = reference.values.indices.first(where: {
                reference.values[$0].bitPattern != plan.values[$0].bitPattern
            }) else { return }
            let name = entries.first { $0.node == Int32(node) }?.variable.name ?? "node \(node)"
            planViolations.append(
                "incremental sweep left \(name) at \(plan.values[node]), a full sweep gives \(reference.values[node])")
        }
    }
#endif

extension Definitions {
    /// What reading a variable needs: the tableau, a cached value, or an evaluation.
    enum Lookup {
        case notDefined
        case cached(Double)
        case stale(Int32)
    }

    /// How to read `variable` (one lookup, no evaluation).
    @inline(__always)
    func lookup(_ variable: Variable) -> Lookup {
        guard !entries.isEmpty, let slot = self.slot(of: ObjectIdentifier(variable)) else { return .notDefined }
        return evaluatedGeneration == generation ? .cached(value(ofSlot: slot)) : .stale(slot)
    }

    /// The cached value of the variable with identity `id`; `nil` when it is not defined or its
    /// value is stale (then ``lookup(_:)`` tells which).
    @inline(__always)
    func cachedValue(of id: ObjectIdentifier) -> Double? {
        guard evaluatedGeneration == generation, let slot = self.slot(of: id) else { return nil }
        return value(ofSlot: slot)
    }

    /// The value of the variable with identity `id` when the cache is known to be current (after
    /// ``evaluateIfStale(tableau:)``); `nil` when it is not defined.
    @inline(__always)
    func evaluatedValue(of id: ObjectIdentifier) -> Double? {
        guard let slot = self.slot(of: id) else { return nil }
        return value(ofSlot: slot)
    }

    /// The plan node of the variable with identity `id`, when it is defined.
    @inline(__always)
    func node(of id: ObjectIdentifier) -> Int32? {
        // A defined variable's node is its definition's.
        let node = node(ofVariable: id)
        return self.slot(ofNode: node) != nil ? node : nil
    }

    /// Whether `node` still holds the definition of the variable with identity `id`.
    @inline(__always)
    func isDefinedNode(_ node: Int32, of id: ObjectIdentifier) -> Bool { plan.isDefinedNode(node, of: id) }

    /// The value of `node` from the last sweep (current after ``evaluateIfStale(tableau:)``).
    @inline(__always)
    func value(ofNode node: Int32) -> Double { plan.value(ofNode: node) }

    /// Forgets every cached value (the solver changed).
    mutating func invalidateValues() { generation &+= 1 }

    /// The value of the definition in `slot`, after bringing every definition's value up to date
    /// over `tableau`'s values (a sweep of the ``EvaluationPlan``: everything the first time,
    /// then what the changes reached; cached until the solver changes). The tableau
    /// is `inout` only so that it is read in place: a by-value argument read from the solver's
    /// stored property would be copied.
    mutating func evaluate(_ slot: Int32, tableau: inout Tableau) -> Double {
        evaluateAll(tableau: &tableau)
        return value(ofSlot: slot)
    }

    /// The value of the definition in `slot` from the last sweep.
    @inline(__always)
    private func value(ofSlot slot: Int32) -> Double {
        plan.value(ofNode: nodeOfSlot[Int(slot)])
    }

    /// Starts the plan's log over; `false` when a defined value may have moved untold since the
    /// last call (see `ValueLog.swift`).
    mutating func takeValueLog() -> Bool { plan.valueLog.take() }

    /// Evaluates every definition unless the cached values are current.
    mutating func evaluateIfStale(tableau: inout Tableau) {
        if evaluatedGeneration != generation, !entries.isEmpty { evaluateAll(tableau: &tableau) }
    }

    /// Evaluates the definitions: all of them the first time, then only what changed reaches
    /// (see `EvaluationPlan+Incremental.swift`).
    private mutating func evaluateAll(tableau: inout Tableau) {
        let sweep = plan.run(tableau: &tableau)
        work.definitionsEvaluated += sweep.evaluated
        work.planPlacements = plan.placements
        work.readerEntriesFollowed = plan.readerEntriesFollowed
        #if TRELLIS_INVARIANTS
            checkAgainstFullSweep(tableau: &tableau)
        #endif
        if sweep.sawNonFinite { sawNonFinite = true }
        evaluatedGeneration = generation
    }
}
