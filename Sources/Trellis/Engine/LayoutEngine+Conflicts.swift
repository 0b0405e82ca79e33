import TrellisSolver

// Moving constants of required constraints can make the system unsatisfiable. Auto Layout never
// stops layout for that: it breaks a constraint and goes on. Which one:
// - a user constraint (or intrinsic size) whose own constant moved is itself broken: it is the
//   newest change;
// - when the window's size moves, the window wins (its size is an input, like UIKit's
//   encapsulated size constraints) and the newest conflicting user constraint is broken, again
//   and again until the new size fits.
// A broken constraint is reinstalled with `.breakConstraint`, so it still holds as nearly as
// the others allow, and the conflict lands in the window's diagnostics.

extension LayoutEngine {
    /// Moves a solver constraint's constant, breaking a constraint when the new value conflicts.
    func move(_ lowered: LinearConstraint, to constant: Double) throws(SolverError) {
        do {
            try solver.updateConstant(of: lowered, to: constant)
        } catch {
            guard case .unsatisfiable = error, let entry = owner(of: lowered) else { throw error }
            if case .window = entry.owner {
                try moveWindowConstant(lowered, to: constant)
            } else {
                try reinstall(entry.owner)
            }
        }
    }

    /// Moves solver constraints' constants in order, as ``move(_:to:)`` each, repaired together
    /// (see `Solver+BulkConstants.swift`): a stack whose spacing changes moves a constant in
    /// every row, and repaired one by one each row that became the widest in turn pivoted
    /// through every other. A move that conflicts is handled as ``move(_:to:)`` handles it,
    /// and the moves after it go on together.
    func move(_ moves: [(constraint: LinearConstraint, constant: Double)]) throws(SolverError) {
        guard moves.count > 1 else {
            if let only = moves.first { try move(only.constraint, to: only.constant) }
            return
        }
        var start = 0
        while start < moves.count {
            do {
                try solver.updateConstants(start == 0 ? moves : Array(moves[start...]))
                return
            } catch {
                guard case .unsatisfiable(let conflict) = error,
                    let failed = moves[start...].firstIndex(where: { $0.constraint === conflict.constraint })
                else { throw error }
                try move(moves[failed].constraint, to: moves[failed].constant)
                start = failed + 1
            }
        }
    }

    /// Moves one of the window's size constants, breaking the newest conflicting constraints.
    private func moveWindowConstant(_ lowered: LinearConstraint, to constant: Double) throws(SolverError) {
        var victims: [Owner] = []
        while true {
            do {
                try solver.updateConstant(of: lowered, to: constant)
                break
            } catch {
                guard case .unsatisfiable(let conflict) = error, let victim = newestBreakable(in: conflict.conflicting)
                else { throw error }
                try uninstall(victim)
                victims.append(victim)
            }
        }
        for victim in victims.reversed() { try install(victim) }
    }

    /// The newest constraint of a conflict that is not the window's own.
    private func newestBreakable(in constraints: [LinearConstraint]) -> Owner? {
        var best: (owner: Owner, sequence: Int)?
        for lowered in constraints {
            guard let entry = owner(of: lowered) else { continue }
            if case .window = entry.owner { continue }
            if entry.sequence > (best?.sequence ?? Int.min) { best = entry }
        }
        return best?.owner
    }

    /// Takes a constraint out and puts it back in recovery mode (with its current constant).
    private func reinstall(_ owner: Owner) throws(SolverError) {
        try uninstall(owner)
        try install(owner)
    }

    private func uninstall(_ owner: Owner) throws(SolverError) {
        switch owner {
        case .constraint(let constraint): try removeInstalled(constraint)
        case .intrinsic(let view, let slot): try removeIntrinsic(view, slot.axis)
        case .window: throw .internalFailure("the window's own size constraints cannot be broken")
        }
    }

    private func install(_ owner: Owner) throws(SolverError) {
        switch owner {
        case .constraint(let constraint): try add(constraint)
        case .intrinsic(let view, _): try syncIntrinsicSizes(of: [view])
        case .window: throw .internalFailure("the window's own size constraints cannot be broken")
        }
    }
}
