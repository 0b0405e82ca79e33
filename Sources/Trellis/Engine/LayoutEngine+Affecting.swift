import TrellisSolver

// `constraintsAffectingLayout(for:)`: every constraint connected to an item's variables on one
// axis, directly or through other items' variables. The window's own size is fixed by its
// required size constraints, so the search does not pass through it.

extension LayoutEngine {
    /// The constraints (in the order they entered the solver) whose solution can change `item`'s
    /// frame along `axis`.
    ///
    /// - Complexity: O(*c* · *t*) for *c* solver constraints of at most *t* terms.
    func constraintsAffecting(_ item: LayoutItem, along axis: Axis) -> [LayoutConstraint] {
        guard item !== window else { return [] }
        let start = axis == .horizontal ? [item.variables.minX, item.variables.width]
            : [item.variables.minY, item.variables.height]
        let fixed = Set([window.variables.width, window.variables.height].map(ObjectIdentifier.init))
        var reached = Set(start.map(ObjectIdentifier.init))
        var taken = Set<ObjectIdentifier>()
        let all = solver.constraints.filter { lowered in
            guard let entry = owner(of: lowered) else { return false }
            if case .window = entry.owner { return false }
            return true
        }
        var grew = true
        while grew {
            grew = false
            for lowered in all where !taken.contains(ObjectIdentifier(lowered)) {
                let variables = lowered.expression.terms.map { ObjectIdentifier($0.variable) }
                guard variables.contains(where: reached.contains) else { continue }
                taken.insert(ObjectIdentifier(lowered))
                for variable in variables where !fixed.contains(variable) && reached.insert(variable).inserted {
                    grew = true
                }
            }
        }
        return all.compactMap { lowered in
            guard taken.contains(ObjectIdentifier(lowered)), let entry = owner(of: lowered),
                case .constraint(let constraint) = entry.owner
            else { return nil }
            return constraint
        }
    }
}
