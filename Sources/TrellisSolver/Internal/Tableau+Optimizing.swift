// The two simplex loops. Primal `optimize` restores optimality after adds and removals; dual
// `dualOptimize` restores feasibility after a suggestion or a constant change, which leave the
// objective's coefficients (and so optimality) untouched. Both compare reduced costs as vectors,
// one component per priority level, highest first: that is what makes priorities strictly
// lexicographic instead of a weighted sum.

extension Tableau {
    /// Runs primal simplex until no symbol can lower the lexicographic objective.
    ///
    /// The entering symbol is the steepest one in the highest level that can improve; after
    /// ``Tolerance/degeneratePivotsBeforeBland`` pivots in a row that gain nothing, Bland's
    /// lowest-index rule takes over until a pivot makes progress, so the loop cannot cycle.
    ///
    /// - Parameter onlyTopLevel: consider only level 0 (phase one's artificial objective).
    /// - Returns: `nil`, or a description of an internal failure.
    mutating func optimize(onlyTopLevel: Bool = false) -> String? {
        settleObjective()
        let levelLimit = onlyTopLevel ? min(1, levels.count) : levels.count
        var degenerateRun = 0
        var pivots = 0
        let pivotLimit = 100 * (symbolCount + 100)
        while true {
            let bland = degenerateRun >= Tolerance.degeneratePivotsBeforeBland
            guard let (entering, direction) = enteringSymbol(levelLimit: levelLimit, bland: bland) else { return nil }
            // Every level is a sum of non-negative errors, so it is bounded below: a move that no
            // row seems to block is blocked by a coefficient under the pivot threshold (products
            // of 1e-5 multipliers reach 1e-10), or its reduced cost is rounding residue.
            guard let (leaving, ratio) = leavingRow(for: entering, direction: direction, bland: bland)
                ?? leavingRow(for: entering, direction: direction, minimumRate: Tolerance.fallbackPivot, bland: bland)
            else {
                if dropResidualReducedCost(of: entering, levelLimit: levelLimit) { continue }
                return "the objective is unbounded along \(symbolName(entering))"
            }
            degenerateRun = ratio <= Tolerance.epsilon ? degenerateRun + 1 : 0
            pivot(entering: entering, leaving: leaving)
            pivots += 1
            if pivots > pivotLimit { return "no optimum after \(pivots) pivots" }
        }
    }

    /// Removes the reduced cost of `symbol` from the level that decides it, when nothing blocks
    /// the symbol and that cost is below ``Tolerance/residualReducedCost``: a level is bounded
    /// below, so an unbounded improving direction proves the cost is rounding residue.
    ///
    /// - Returns: whether a cost was dropped.
    mutating func dropResidualReducedCost(of symbol: Int32, levelLimit: Int) -> Bool {
        for level in 0..<levelLimit where levels[level].row.cells.contains(symbol) {
            let coefficient = levels[level].row.coefficient(of: symbol)
            guard abs(coefficient) < Tolerance.residualReducedCost else { return false }
            levels[level].row.remove(symbol)
            symbolInfo[Int(symbol)].objectiveLevels -= 1
            refreshImproving(symbol, from: level)
            return true
        }
        return false
    }

    /// The symbol to bring into the basis and the direction (+1 up, −1 down) it moves in.
    ///
    /// Partial pricing: the steepest of the first ``Tolerance/pricingWindow`` candidates of the
    /// highest level that has any. A first layout queues an improving symbol per constraint and
    /// needs about as many pivots; scanning every candidate for each pivot made it quadratic.
    /// Improving sets only hold symbols whose first level they are in, so every candidate counts.
    func enteringSymbol(levelLimit: Int, bland: Bool) -> (Int32, Double)? {
        var best: Int32 = -1
        var bestRate = 0.0
        var bestDirection = 1.0
        for level in 0..<levelLimit {
            let row = levels[level].row
            let improving = levels[level].improving
            var seen = 0
            for position in improving.indices {
                let symbol = improving.key(at: position)
                if !bland && seen >= Tolerance.pricingWindow { break }
                seen += 1
                let coefficient = row.coefficient(of: symbol)
                let rate = -abs(coefficient)
                let better = bland ? (best < 0 || symbol < best) : (rate < bestRate || (rate == bestRate && symbol < best))
                if best < 0 || better {
                    best = symbol
                    bestRate = rate
                    bestDirection = coefficient < 0 ? 1 : -1
                }
            }
            if best >= 0 && !bland { break }
        }
        return best >= 0 ? (best, bestDirection) : nil
    }

    /// Whether no level above `level` mentions `symbol`, so `level` decides its reduced cost;
    /// `mentionedHere` tells whether `level` itself mentions it.
    @inline(__always)
    func isFirstLevel(_ level: Int, of symbol: Int32, mentionedHere: Bool) -> Bool {
        let mentions = symbolInfo[Int(symbol)].objectiveLevels
        if mentions == 0 || (mentions == 1 && mentionedHere) { return true }
        for higher in 0..<level where levels[higher].row.cells.contains(symbol) { return false }
        return true
    }

    /// The restricted row that first blocks `entering` moving in `direction`, with the step size.
    ///
    /// Minimum ratio test over the rows in the entering symbol's column; ties as
    /// ``PivotCandidate`` breaks them (the lowest basic id under Bland's rule). A basic dummy (a
    /// redundant equality, pinned at zero) blocks any move. Rates of magnitude `minimumRate` or
    /// less are ignored.
    func leavingRow(
        for entering: Int32, direction: Double, minimumRate: Double = Tolerance.pivot, bland: Bool = false
    ) -> (Int32, Double)? {
        var best = PivotCandidate(bland: bland)
        // Stale column entries read a zero coefficient and are skipped like any zero rate.
        var cursor = columns.cursor(of: Int(entering))
        while let basic = columns.next(&cursor) {
            let kind = symbolInfo[Int(basic)].kind
            guard kind != .external else { continue }
            let rate = rows[Int(basic)].coefficient(of: entering) * direction
            let ratio: Double
            if kind == .dummy {
                guard abs(rate) > minimumRate else { continue }
                ratio = 0
            } else {
                guard rate < -minimumRate else { continue }
                ratio = max(0, rows[Int(basic)].constant) / -rate
            }
            best.offer(basic, ratio: ratio, size: rows[Int(basic)].cells.count)
        }
        return best.symbol.map { ($0, best.ratio) }
    }

    /// Runs dual simplex over the queued infeasible rows.
    ///
    /// - Returns: `nil` when every row is feasible again, or the basic symbol of a row that no
    ///   pivot can repair: the required constraints have no solution.
    mutating func dualOptimize() -> Int32? {
        settleObjective()
        // Rows queued before the constant move may have changed since (see `InfeasibleQueue`);
        // from here on only pivots change rows, and each queues what it leaves infeasible.
        var queue = takeInfeasible()
        queue.rescoreAged { symbol in
            let s = Int(symbol)
            return symbolInfo[s].isBasic && isInfeasibleRow(s) ? Self.repairScore(rows[s]) : nil
        }
        infeasible = queue
        while let leaving = popLeavingRow() {
            let l = Int(leaving)
            // A basic dummy above zero is repaired like a negative row with the signs flipped.
            // The row is read in place, not bound to a local: a local copy stayed alive through
            // the pivot, so the pivot's rewrite of the leaving row copied its cells and its
            // index: 22 M of the 516.6 M instructions of the first push of a 1,000-link chain
            // (`push-chain` positive).
            let sign: Double = rows[l].constant < 0 ? 1 : -1
            guard let entering = dualEnteringSymbol(in: rows[l], sign: sign) else {
                infeasible.removeAll()
                return leaving
            }
            pivot(entering: entering, leaving: leaving)
        }
        return nil
    }

    /// Takes the queued row to repair next: the one with the largest infeasibility per unit of
    /// row length, `constant² / (1 + cells)`, ties to the lower symbol; stale entries (rows no
    /// longer basic, already feasible, or changed since) are dropped on the way.
    ///
    /// The score is a cheap stand-in for dual steepest edge: among equally infeasible rows it
    /// prefers the short one, which is usually the bound that actually moved. When an edit
    /// pushes x0 of a chain below `x0 >= 0`, every anchor row along the chain turns negative by
    /// the same amount; repairing x0's short row first fixes them all in one pivot, where taking
    /// them in queue order walked the chain one pivot per link.
    mutating func popLeavingRow() -> Int32? {
        var queue = takeInfeasible()
        defer { infeasible = queue }
        return queue.popFirst { entry in
            let s = Int(entry.symbol)
            return symbolInfo[s].isBasic && isInfeasibleRow(s) && Self.repairScore(rows[s]) == entry.score
        }
    }

    /// The queue, moved out (so that it can change while the rows are read, without a copy);
    /// the caller puts it back.
    private mutating func takeInfeasible() -> InfeasibleQueue {
        let queue = infeasible
        infeasible = InfeasibleQueue()
        return queue
    }

    /// The dual ratio test: among symbols that can move the row towards zero (a coefficient of
    /// the row's repair `sign`, or any free variable), the one whose reduced-cost vector divided
    /// by its coefficient is lexicographically smallest, so every reduced cost stays non-negative
    /// after the pivot.
    func dualEnteringSymbol(in row: SparseRow, sign: Double) -> Int32? {
        var best: Int32 = -1
        var bestCoefficient = 0.0
        for position in row.cells.indices {
            let symbol = row.cells.key(at: position)
            let coefficient = row.cells.value(at: position) * sign
            switch symbolInfo[Int(symbol)].kind {
            case .dummy: continue
            case .external: guard abs(coefficient) > Tolerance.pivot else { continue }
            case .slack, .error, .artificial: guard coefficient > Tolerance.pivot else { continue }
            }
            if best < 0 || dualRatio(symbol, coefficient, isBelow: best, bestCoefficient) {
                best = symbol
                bestCoefficient = coefficient
            }
        }
        return best >= 0 ? best : nil
    }

    /// Whether `d(a)/ca` is lexicographically below `d(b)/cb`, or equal with `a < b`.
    /// A free variable's ratio counts as zero (its reduced cost is zero at dual feasibility).
    func dualRatio(_ a: Int32, _ ca: Double, isBelow b: Int32, _ cb: Double) -> Bool {
        let aIsFree = symbolInfo[Int(a)].kind == .external
        let bIsFree = symbolInfo[Int(b)].kind == .external
        for level in levels.indices {
            let ra = aIsFree ? 0 : levels[level].row.coefficient(of: a) / ca
            let rb = bIsFree ? 0 : levels[level].row.coefficient(of: b) / cb
            if ra < rb - Tolerance.epsilon { return true }
            if ra > rb + Tolerance.epsilon { return false }
        }
        return a < b
    }
}
