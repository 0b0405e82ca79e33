// Aliases: definitions of a single term (`x = m·y + k`), resolved to the end of their chain.
//
// Why. Nested containers make long chains of aliases: a label 1,000 stacks deep is exactly as
// wide as its stack, which is as wide as its parent, and so on up to the window. Lowering a
// constraint on that label's width substituted the chain link by link, and recorded every link
// as a definition the constraint used: O(depth) time and memory per constraint, O(depth²) for
// the layout, and removing a link near the root re-lowered every constraint below it.
//
// How. Each alias caches its chain resolved to the root (`x = factor·root + constant`), filled
// in for every link the first time any of them is asked for. A lowering jumps from an alias to
// its root in one step and records one use: the alias it met. The links are not recorded;
// instead `aliasChildren` indexes, for each variable, the aliases defined directly on it, so
// "which lowerings depend on this definition" is the lowerings that used it or any alias whose
// chain passes through it, found by walking down those children. A cached chain goes stale
// when a link is added, removed or moves its constant; it is cleared then, walking down the
// children. The walk stops at a child whose cache is already clear: a chain is only ever
// cached together with the links below its root, so nothing under a clear cache is cached.

/// An alias's chain resolved: `variable = factor·root + constant`, where `root` is not itself
/// an alias (it is a tableau variable, a free one, or defined by several terms).
struct AliasRoot {
    let root: Variable
    let factor: Double
    let constant: Double
}

/// Counts of what the definitions did, for tests that pin down how much work a change takes.
package struct DefinitionWork: Sendable, Equatable {
    /// Constraints lowered through definitions before they entered the tableau.
    package var lowerings = 0
    /// Definitions substituted while lowering (an alias chain counts once).
    package var definitionsExpanded = 0
    /// Constraints installed again because a definition they were rewritten through went away.
    package var reinstalls = 0
    /// Definitions installed.
    package var definitionsInstalled = 0
}

extension Definitions {
    /// The alias in `slot` resolved to the end of its chain, or `nil` when the definition has
    /// several terms; caches every link of the chain on the way.
    mutating func aliasRoot(ofSlot slot: Int32) -> AliasRoot? {
        if let cached = aliasRoots[Int(slot)] { return cached }
        guard entries[Int(slot)].terms.count == 1 else { return nil }
        var chain: [Int32] = [slot]
        var next = entries[Int(slot)].terms[0].variable
        var tail = AliasRoot(root: next, factor: 1, constant: 0)
        while let link = slotOfVariable[ObjectIdentifier(next)], entries[Int(link)].terms.count == 1 {
            if let cached = aliasRoots[Int(link)] {
                tail = cached
                break
            }
            chain.append(link)
            next = entries[Int(link)].terms[0].variable
            tail = AliasRoot(root: next, factor: 1, constant: 0)
        }
        for link in chain.reversed() {
            let definition = entries[Int(link)]
            let factor = definition.terms[0].coefficient
            tail = AliasRoot(
                root: tail.root, factor: factor * tail.factor, constant: factor * tail.constant + definition.constant)
            aliasRoots[Int(link)] = tail
        }
        return tail
    }

    /// Clears the cached chains that pass through `variable` (its own, and every alias below it).
    mutating func invalidateAliases(through variable: Variable) {
        if let slot = slotOfVariable[ObjectIdentifier(variable)] { aliasRoots[Int(slot)] = nil }
        var pending = aliasChildren[variable] ?? []
        while let child = pending.popLast() {
            guard let slot = slotOfVariable[child], aliasRoots[Int(slot)] != nil else { continue }
            aliasRoots[Int(slot)] = nil
            pending += aliasChildren[id: child] ?? []
        }
    }

    /// Forgets that `alias` was defined as a multiple of `parent` alone.
    mutating func forgetAlias(_ alias: Variable, of parent: Variable) {
        let id = ObjectIdentifier(alias)
        guard var children = aliasChildren.removeValue(for: ObjectIdentifier(parent)) else { return }
        if let index = children.firstIndex(of: id) {
            children.swapAt(index, children.count - 1)
            children.removeLast()
        }
        if !children.isEmpty { aliasChildren[parent] = children }
    }

    /// `variable` and every alias whose chain passes through its definition, each with the
    /// factor it has on `variable` (an alias `x = m·variable + k` has `m`), parents before
    /// children.
    ///
    /// A chain passes through a definition only if that definition is an alias too: a chain
    /// stops at a variable defined by several terms (its root), and a lowering that jumped
    /// there expands the root itself and records it. Counting that lowering again through the
    /// alias would count its weight twice.
    private func aliasTree(of variable: Variable) -> [(id: ObjectIdentifier, factor: Double)] {
        var result: [(id: ObjectIdentifier, factor: Double)] = [(ObjectIdentifier(variable), 1)]
        var index = 0
        while index < result.count {
            let (id, factor) = result[index]
            index += 1
            guard let own = slotOfVariable[id], entries[Int(own)].terms.count == 1 else { continue }
            for child in aliasChildren[id: id] ?? [] {
                guard let slot = slotOfVariable[child] else { continue }
                result.append((child, factor * entries[Int(slot)].terms[0].coefficient))
            }
        }
        return result
    }

    /// The user constraints whose lowering depends on `variable`'s definition, each with the
    /// total coefficient it was substituted with (through aliases of `variable` included), in
    /// insertion order (`sequence` gives each one's order). Ask while the definition is still
    /// installed: whether aliases passed through it depends on its shape.
    func dependentWeights(
        of variable: Variable, sequence: (LinearConstraint) -> Int
    ) -> [(constraint: LinearConstraint, weight: Double)] {
        var weights: [ObjectIdentifier: Double] = [:]
        var found: [LinearConstraint] = []
        for (id, factor) in aliasTree(of: variable) {
            for dependent in dependents[id: id] ?? [] {
                guard let lowering = lowerings[id: dependent] else { continue }
                let used = lowering.uses.reduce(0) { ObjectIdentifier($1.variable) == id ? $0 + $1.weight : $0 }
                if weights[dependent] == nil { found.append(lowering.constraint) }
                weights[dependent, default: 0] += used * factor
            }
        }
        return found.sorted { sequence($0) < sequence($1) }.map { ($0, weights[ObjectIdentifier($0)] ?? 0) }
    }

    /// The user constraints whose lowering depends on `variable`'s definition, in insertion order.
    func dependents(of variable: Variable, sequence: (LinearConstraint) -> Int) -> [LinearConstraint] {
        dependentWeights(of: variable, sequence: sequence).map(\.constraint)
    }

    /// The definitions a lowering that used `variable` went through: its own, and every link of
    /// its chain when it is an alias (conflict reports list them all).
    func chainDefinitions(of variable: Variable) -> [Definition] {
        var result: [Definition] = []
        var current = variable
        while let slot = slotOfVariable[ObjectIdentifier(current)] {
            let definition = entries[Int(slot)]
            result.append(definition)
            guard definition.terms.count == 1 else { break }
            current = definition.terms[0].variable
        }
        return result
    }
}
