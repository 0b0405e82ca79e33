// Aliases: definitions that come down to one variable (`x = m·r + k`), resolved once.
//
// Why. Nested containers make long chains of definitions that each say "as wide as my parent":
// a label 1,000 stacks deep is as wide as its stack, which is as wide as its parent, and so on
// up to the window. Lowering a constraint on that label's width substituted the chain link by
// link and recorded every link as a definition the constraint used: O(depth) time and memory
// per constraint, O(depth²) for the layout, and removing a link near the root re-lowered every
// constraint below it.
//
// What counts. A definition is an *alias* when, with every variable it mentions replaced by its
// own resolution, at most one variable is left: `label.width = stack.minX + stack.width −
// label.minX` is an alias of the stack's width when `label.minX = stack.minX`, and `x = 0` (a
// constant) is an alias of no variable at all. Resolving a definition resolves the definitions
// it mentions first, so an alias's root is never itself an alias; it is a tableau or free
// variable, or one defined by several terms (which a lowering then expands as usual).
//
// How. Each definition caches its resolution. A lowering jumps from an alias to its root in one
// step and records one use, the alias it met; the definitions folded into the alias are not
// recorded. Instead `plan.users` indexes, for each variable, the definitions that mention it, so
// "which lowerings depend on this definition" is the lowerings that used it or any alias folded
// through it, found by walking up that index (`aliasTree(of:)`). A resolution goes stale when a
// definition it folded is added, removed or moves its constant; it is cleared then, walking up
// `users`. The walk stops at a definition whose resolution is already clear: a definition is
// only ever resolved after everything it mentions, so nothing above a clear one is resolved.

/// A definition resolved: `variable = factor·root + constant`; `root` is `nil` when the
/// definition comes down to a constant.
struct AliasRoot {
    /// The root, unretained: it is a term of a definition the alias folded, which holds it, and
    /// the alias's resolution is cleared before that definition goes (see above). Retained,
    /// every copy of a resolution (each look at a cached one) retained and released it.
    let rootReference: Unmanaged<Variable>?
    let factor: Double
    let constant: Double

    /// An alias of a root that something else holds, passed unretained.
    init(rootReference: Unmanaged<Variable>?, factor: Double, constant: Double) {
        self.rootReference = rootReference
        self.factor = factor
        self.constant = constant
    }

    /// The variable the alias comes down to; `nil` for a constant.
    var root: Variable? { rootReference?.takeUnretainedValue() }

    /// The root's identity, read without loading it.
    var rootID: ObjectIdentifier? { rootReference.map { ObjectIdentifier($0.takeUnretainedValue()) } }
}

/// What a definition resolves to, cached per slot.
enum Resolution {
    /// Not resolved yet, or stale.
    case unknown
    /// Mentions more than one variable once resolved: expanded term by term.
    case several
    /// Comes down to one variable (or none).
    case alias(AliasRoot)

    /// An alias's root by identity, factor and constant; `nil` unless resolved to an alias.
    var alias: (rootID: ObjectIdentifier?, factor: Double, constant: Double)? {
        guard case .alias(let folded) = self else { return nil }
        return (folded.rootID, folded.factor, folded.constant)
    }
}

/// Counts of what the definitions did, for tests that pin down how much work a change takes.
package struct DefinitionWork: Sendable, Equatable {
    /// Constraints lowered through definitions before they entered the tableau.
    package var lowerings = 0
    /// Definitions substituted while lowering (an alias counts once, whatever it folds).
    package var definitionsExpanded = 0
    /// Constraints installed again because a definition they were rewritten through went away.
    package var reinstalls = 0
    /// Rows kept in the tableau while their constraints waited, because they lowered again to
    /// the same row (see `Solver+KeptRows.swift`).
    package var rowsKept = 0
    /// Optional definitions moved into the tableau because a new constraint mentioned their variable.
    package var demotions = 0
    /// Definitions installed.
    package var definitionsInstalled = 0
    /// Definitions placed into the evaluation order (added, re-ranked): what bringing the
    /// ``EvaluationPlan`` up to date sorts.
    package var planPlacements = 0
    /// Definitions evaluated to read values (every one in a full sweep, only those a change
    /// reaches in an incremental one; see `EvaluationPlan+Incremental.swift`).
    package var definitionsEvaluated = 0
    /// Reader entries followed by incremental sweeps (an entry per definition that reads a
    /// value that moved).
    package var readerEntriesFollowed = 0
    /// Raises that walked the closure of their candidate's users (see
    /// `Definitions.raise(among:nodes:at:)`); one refused before (`RefusedRaises.swift`) walks none.
    package var raiseWalks = 0
}

extension Definitions {
    /// The alias the definition in `slot` resolves to, or `nil` when it mentions several
    /// variables; resolves (and caches) what it mentions first.
    mutating func aliasRoot(ofSlot slot: Int32) -> AliasRoot? {
        if case .unknown = resolutions[Int(slot)] { resolve(slot) }
        if case .alias(let alias) = resolutions[Int(slot)] { return alias }
        return nil
    }

    /// Resolves the definition in `slot` and every unresolved definition it mentions, deepest
    /// first: by recursion while that stays shallow (``resolveShallow(_:depth:)``), else with
    /// an explicit stack (chains are as long as the nesting).
    private mutating func resolve(_ slot: Int32) {
        if resolveShallow(slot, depth: 0) { return }
        // The stack is taken out while it is used (and handed back empty, with its capacity):
        // a fresh one per call allocated twice, a fifth of resolving (stack-tree-box fill-first).
        var pending: [(slot: Int32, ready: Bool)] = []
        swap(&pending, &resolvingStack)
        defer { swap(&pending, &resolvingStack) }
        pending.append((slot, false))
        while let (next, ready) = pending.popLast() {
            guard case .unknown = resolutions[Int(next)] else { continue }
            if ready {
                resolutions[Int(next)] = combine(next)
                continue
            }
            pending.append((next, true))
            // The terms' nodes read from the plan: the definition's own terms are the
            // constraint's array, a likely cache miss of its own.
            for term in plan.terms(ofDefinition: nodeOfSlot[Int(next)]) {
                guard let mentioned = self.slot(ofNode: plan.termSource[term]), case .unknown = resolutions[Int(mentioned)]
                else { continue }
                pending.append((mentioned, false))
            }
        }
    }

    /// How deep ``resolveShallow(_:depth:)`` recurses before leaving the rest to the stack.
    private static let shallowResolutionDepth = 32

    /// ``resolve(_:)`` by recursion, deepest first; `false` when the definitions it mentions go
    /// deeper than ``shallowResolutionDepth`` (what it resolved on the way stays resolved).
    /// Most definitions resolve a level or two down (an item's height through its top, fixed
    /// at 0): the explicit stack, taken out, pushed and popped per definition, cost about as
    /// much again as combining them (5,000 first resolutions in the 1,000-row `fill` tree).
    private mutating func resolveShallow(_ slot: Int32, depth: Int) -> Bool {
        guard depth < Self.shallowResolutionDepth else { return false }
        for term in plan.terms(ofDefinition: nodeOfSlot[Int(slot)]) {
            guard let mentioned = self.slot(ofNode: plan.termSource[term]), case .unknown = resolutions[Int(mentioned)]
            else { continue }
            guard resolveShallow(mentioned, depth: depth + 1) else { return false }
        }
        resolutions[Int(slot)] = combine(slot)
        return true
    }

    /// The resolution of the definition in `slot`, given the resolutions of every definition it
    /// mentions.
    ///
    /// `mutating` only so that it reads the definitions in place: called from ``resolve(_:)``
    /// as a plain method, it was handed a copy of the whole struct (a `memcpy` and a retain of
    /// every field per call, 1.9 % of a 1,000-row stack's first layout).
    private mutating func combine(_ slot: Int32) -> Resolution {
        // Variables are compared by identity and the root is fetched once at the end: copying
        // the definition and each term's variable retained and released them, a tenth of a
        // first layout's reference counting.
        var rootID: ObjectIdentifier?
        var rootAt: (term: Int, alias: Int32?) = (0, nil)
        var factor = 0.0, scale = 0.0
        // The constant and terms read from the plan (the same numbers: the coefficients are
        // divided by −pivot the same way), as in `resolve(_:)`: the entry is a likely cache miss.
        let node = nodeOfSlot[Int(slot)]
        var constant = plan.constants[Int(node)]
        let terms = plan.terms(ofDefinition: node)
        for term in terms {
            let index = term - terms.lowerBound
            let coefficient = plan.termCoefficient[term]
            let source = plan.termSource[term]
            var variable: ObjectIdentifier? = plan.nodes[Int(source)].variable
            var weight = coefficient
            var alias: Int32?
            if let mentioned = self.slot(ofNode: source), let folded = resolutions[Int(mentioned)].alias {
                variable = folded.rootID
                weight *= folded.factor
                constant += coefficient * folded.constant
                alias = mentioned
            }
            guard let variable, weight != 0 else { continue }
            if let current = rootID, current != variable { return .several }
            if rootID == nil { rootAt = (index, alias) }
            rootID = variable
            factor += weight
            scale = max(scale, abs(weight))
        }
        // Unretained: taken as a strong reference, each root was retained and released once
        // more (9,000 of each in a 1,000-row stack's first layout).
        var root: Unmanaged<Variable>?
        if rootID != nil {
            if let alias = rootAt.alias, case .alias(let folded) = resolutions[Int(alias)] {
                root = folded.rootReference
            } else {
                root = entries[Int(slot)].termVariableReference(rootAt.term)
            }
        }
        // `label.minX − stack.minX` folded to one root with nothing left.
        if abs(factor) <= Self.cancellation * scale {
            return .alias(AliasRoot(rootReference: nil, factor: 0, constant: constant))
        }
        return .alias(AliasRoot(rootReference: root, factor: factor, constant: constant))
    }

    /// Clears the resolution of the definition of the variable whose node is `node` and of every
    /// definition that folded it.
    mutating func invalidateResolutions(throughNode node: Int32) {
        if let slot = self.slot(ofNode: node) { resolutions[Int(slot)] = .unknown }
        invalidateResolutions(ofUsersOf: node)
    }

    /// Clears the resolution of every definition that folded the definition of the variable
    /// whose node is `node` (not that definition's own: a new one starts unresolved).
    mutating func invalidateResolutions(ofUsersOf node: Int32) {
        let head = plan.nodes[Int(node)].users
        guard head >= 0 else { return }
        // Into the kept stack (see `resolve(_:)`), so that the walk allocates nothing.
        var pending: [Int32] = []
        swap(&pending, &invalidatingStack)
        defer { swap(&pending, &invalidatingStack) }
        plan.users.forEach(from: head) { pending.append($0) }
        while let user = pending.popLast() {
            guard let slot = self.slot(ofNode: user) else { continue }
            if case .unknown = resolutions[Int(slot)] { continue }
            resolutions[Int(slot)] = .unknown
            plan.users.forEach(from: plan.nodes[Int(user)].users) { pending.append($0) }
        }
    }

    /// `variable` and every alias that folded its definition, each with the factor it has on
    /// `variable` (an alias `x = m·variable + …` has `m`), users after what they use.
    ///
    /// An alias folds a definition only if that definition is an alias too: one that resolves to
    /// several variables is a root, and a lowering that jumped there expands it itself and
    /// records it. Counting that lowering again through the alias would count it twice.
    private mutating func aliasTree(of variable: Variable) -> [(id: ObjectIdentifier, factor: Double, node: Int32)] {
        let start = node(ofVariable: variable)
        var result: [(id: ObjectIdentifier, factor: Double, node: Int32)] = [(ObjectIdentifier(variable), 1, start)]
        guard start >= 0 else { return result }
        var index = 0
        while index < result.count {
            let (node, factor) = (result[index].node, result[index].factor)
            index += 1
            guard let own = self.slot(ofNode: node), aliasRoot(ofSlot: own) != nil else { continue }
            for user in plan.users.members(from: plan.nodes[Int(node)].users) {
                guard let slot = self.slot(ofNode: user), aliasRoot(ofSlot: slot) != nil else { continue }
                let coefficient = (0..<entries[Int(slot)].termCount).first { termNode($0, ofSlot: Int(slot)) == node }
                    .map { entries[Int(slot)].termCoefficient($0) } ?? 0
                result.append((plan.nodes[Int(user)].variable, factor * coefficient, user))
            }
        }
        return result
    }

    /// The user constraints whose lowering depends on `variable`'s definition, each with the
    /// total coefficient it was substituted with (through aliases included), in the order they
    /// were found (callers sort them by insertion order). Ask while the definition is still
    /// installed: whether aliases folded it depends on its shape.
    mutating func dependentWeights(of variable: Variable) -> [(constraint: LinearConstraint, weight: Double)] {
        var found = DependentWeights()
        // Most definitions no alias folds (a stack item's edge that nothing is aligned to): their
        // own dependents are all there is, found without building the alias tree's two lists
        // (a third of finding the dependents when a stack's first row goes, callgrind).
        let id = ObjectIdentifier(variable)
        let start = node(ofVariable: id)
        if start < 0 || plan.nodes[Int(start)].users < 0 {
            collectDependents(of: id, node: start, factor: 1, into: &found)
            return found.list
        }
        // Walked in place: a list of each alias's dependents was an array per alias (a removal
        // that re-roots a stack's alignments asks once per row).
        for (alias, factor, node) in aliasTree(of: variable) {
            collectDependents(of: alias, node: node, factor: factor, into: &found)
        }
        return found.list
    }

    /// Adds the lowerings that used the definition of the variable with identity `id`, whose
    /// node is `node` (−1: none), each with `factor ×` the weight it used it with, to `found`.
    private func collectDependents(
        of id: ObjectIdentifier, node: Int32, factor: Double, into found: inout DependentWeights
    ) {
        plan.forEachDependent(of: id, node: node) { dependent in
            guard let index = loweringIndex(ofDependent: dependent) else { return }
            let lowering = lowerings.values[index]
            let used = lowering.uses.reduce(0) { $1.variable == id ? $0 + $1.weight : $0 }
            found.add(lowering.constraint, id: dependent, weight: used * factor)
        }
    }

    /// Where the lowering of the user constraint with identity `id`, a member of a list of
    /// dependents (`EvaluationPlan+Dependents.swift`), is in ``lowerings``. Such a constraint is a key of ``lowerings``
    /// (``register(_:)`` and ``unregister(_:)`` add and remove both together), held by its
    /// lowering, so its identity is read as the live object for its hint.
    private func loweringIndex(ofDependent id: ObjectIdentifier) -> Int? {
        lowerings.index(id: id, hint: LinearConstraint.entryHint(of: id))
    }

    /// The definitions a lowering that used `variable` went through: its own and, when it is an
    /// alias, every definition it folded (conflict reports list them all).
    mutating func foldedDefinitions(of variable: ObjectIdentifier) -> [Definition] {
        guard let slot = self.slot(of: variable) else { return [] }
        var result: [Definition] = []
        var pending = [slot]
        var seen = Set<Int32>()
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            result.append(entries[Int(next)])
            guard aliasRoot(ofSlot: next) != nil else { continue }
            for index in 0..<entries[Int(next)].termCount {
                if let mentioned = self.slot(ofNode: termNode(index, ofSlot: Int(next))) { pending.append(mentioned) }
            }
        }
        return result
    }
}
