import TrellisSolver

/// One of the four constraints an intrinsic content size can give a view.
enum IntrinsicSlot: Int, CaseIterable {
    case horizontalHugging, horizontalCompression, verticalHugging, verticalCompression

    var axis: Axis { rawValue < 2 ? .horizontal : .vertical }
    var isHugging: Bool { rawValue % 2 == 0 }

    /// The hugging or compression slot of `axis`.
    init(axis: Axis, hugging: Bool) {
        self = axis == .horizontal
            ? (hugging ? .horizontalHugging : .horizontalCompression)
            : (hugging ? .verticalHugging : .verticalCompression)
    }

    /// `red.width <= 100 @250 (content hugging)`.
    func describe(_ view: View, value: Double, priority: Priority) -> String {
        let size = axis == .horizontal ? "width" : "height"
        let relation = isHugging ? "<=" : ">="
        let priority = priority.isRequired ? "" : " @\(NumberFormat.string(for: Double(priority.value)))"
        let kind = isHugging ? "content hugging" : "compression resistance"
        return "\(view.name).\(size) \(relation) \(NumberFormat.string(for: value))\(priority) (\(kind))"
    }
}

/// The intrinsic-size constraints of one view axis currently in the solver.
///
/// Hugging (`size <= value`) and compression resistance (`size >= value`) are one solver row
/// when both are optional, as they nearly always are: `size == value`, overshooting at the
/// hugging priority and falling short at the compression priority. That is the same two
/// penalties (at most one side is ever violated), with one row, one pair of error terms and no
/// slacks instead of two rows of two symbols each; intrinsic sizes were half the rows of a
/// stack of labels. A required side makes them two constraints again.
struct IntrinsicAxisRecord {
    var value: Double
    let hugging: LayoutPriority
    let compression: LayoutPriority
    /// The merged row, or the hugging constraint.
    let first: LinearConstraint
    /// The compression-resistance constraint when the two are separate (one is required).
    let second: LinearConstraint?

    /// The merged row, or the hugging and compression constraints (hugging first). Stored as
    /// two fields, not an array: an array was one more allocation per view and axis.
    var constraints: [LinearConstraint] { second.map { [first, $0] } ?? [first] }

    var isMerged: Bool { second == nil }
}

/// A new intrinsic size a layout moved a view's constraints to, kept until the layout's values are
/// known to be finite, so that an overflow it caused can be undone.
struct IntrinsicMove {
    let view: View
    let axis: Axis
    let previous: Double
    let value: Double

    /// `red.width == 1e308 (intrinsic content size)`.
    var description: String {
        "\(view.name).\(axis == .horizontal ? "width" : "height") == \(NumberFormat.exactString(for: value)) (intrinsic content size)"
    }
}

/// The intrinsic-size constraints of one view, by axis (horizontal, vertical).
///
/// Two fields, not an array: the engine updates records in place in its table, and an array
/// was one more allocation per view (and a copy on every write through the table).
struct IntrinsicRecord {
    var horizontal: IntrinsicAxisRecord?
    var vertical: IntrinsicAxisRecord?

    /// Axis `index`: 0 horizontal, 1 vertical.
    subscript(index: Int) -> IntrinsicAxisRecord? {
        get { index == 0 ? horizontal : vertical }
        set { if index == 0 { horizontal = newValue } else { vertical = newValue } }
    }

    /// Both axes, horizontal first.
    var axes: [IntrinsicAxisRecord?] { [horizontal, vertical] }

    /// Whether neither axis has constraints.
    var isEmpty: Bool { horizontal == nil && vertical == nil }
}

/// A view's ``IntrinsicRecord`` in the engine's table, which keeps its place in the view
/// (``SlottedTable``): every view of a first layout is looked up and stored once.
struct IntrinsicEntry: SlottedRecord {
    let view: View
    var record: IntrinsicRecord

    var key: View { view }
}

// Intrinsic content size → two inequalities per axis (spec §5): `size <= intrinsic` at the
// hugging priority and `size >= intrinsic` at compression resistance. A new size moves the
// constants in place; a new priority replaces the constraints (priorities are part of a solver
// constraint's identity).
extension LayoutEngine {
    /// Brings a view's intrinsic-size constraints in line with the view. A new size of an
    /// optional (merged) row is collected in ``pendingIntrinsicMoves``; the caller hands them to
    /// the solver with ``flushIntrinsicMoves()``, and anything else this does first flushes them.
    func syncIntrinsicSize(of view: View) throws(SolverError) {
        // Read once: syncing one axis leaves the other's record as it was.
        guard let installed = intrinsics[view]?.record else {
            try flushIntrinsicMoves()
            return try addIntrinsicSizes(of: view)
        }
        let inWindow = view.isInWindow(windowID)
        for axis in [Axis.horizontal, .vertical] {
            let index = axis == .horizontal ? 0 : 1
            let desired = inWindow ? wanted(view, axis) : nil
            let current = installed[index]
            switch (current, desired) {
            case (nil, nil):
                continue
            case (_?, nil):
                try flushIntrinsicMoves()
                try removeIntrinsic(view, axis)
            case (nil, let wanted?):
                try flushIntrinsicMoves()
                try addIntrinsic(view, axis, wanted)
            case (let record?, let wanted?)
            where record.hugging != wanted.hugging || record.compression != wanted.compression:
                try flushIntrinsicMoves()
                try removeIntrinsic(view, axis)
                try addIntrinsic(view, axis, wanted)
            case (let record?, let wanted?) where record.value != wanted.value:
                intrinsics.modify(view) { $0.record[index]?.value = wanted.value }
                if record.isMerged {
                    pendingIntrinsicMoves.append((record.first, -wanted.value))
                } else {
                    try flushIntrinsicMoves()
                    for constraint in record.constraints { try move(constraint, to: -wanted.value) }
                }
                counted.intrinsicSizeChanges += 1
                recentIntrinsicMoves.append(IntrinsicMove(view: view, axis: axis, previous: record.value, value: wanted.value))
            default:
                continue
            }
        }
        if intrinsics[view]?.record.isEmpty == true { intrinsics.removeValue(for: view) }
    }

    /// Syncs the intrinsic sizes of `views` (``syncIntrinsicSize(of:)``) and hands the moves
    /// collected on the way to the solver.
    func syncIntrinsicSizes(of views: [View]) throws(SolverError) {
        try collectingIntrinsicMoves { try views.forEachUnretained { try syncIntrinsicSize(of: $0) } }
    }

    /// ``syncIntrinsicSizes(of:)-([View])`` for a queue's taken views, each asked only while it
    /// is still there: a view's `intrinsicContentSize` is the app's code, which may let another
    /// view go (see ``MarkedQueue``).
    func syncIntrinsicSizes(of views: TakenPass<View>) throws(SolverError) {
        try collectingIntrinsicMoves { try views.forEachLiveIndexed { _, view in try syncIntrinsicSize(of: view) } }
    }

    /// Runs `body`, which syncs intrinsic sizes, and hands the moves it collected to the solver;
    /// on an error what was collected is handed on first, so the solver's constants stay those
    /// the records say.
    private func collectingIntrinsicMoves(_ body: () throws -> Void) throws(SolverError) {
        do {
            try body()
        } catch {
            try? flushIntrinsicMoves()
            pendingIntrinsicMoves.removeAll()
            throw error as? SolverError ?? .internalFailure("\(error)")
        }
        try flushIntrinsicMoves()
    }

    /// Hands the collected intrinsic-size moves to the solver together: in a batch it repairs
    /// them with one dual-simplex pass (see `Solver+BulkConstants.swift`). Moving the rows of a
    /// stack sized by its widest row one by one pivoted once for every row that became the
    /// widest in turn, each pivot rewriting every row that mentions the stack's width.
    ///
    /// The emptiness test is inlined: every view of a first layout makes it, with nothing
    /// collected.
    @inline(__always)
    private func flushIntrinsicMoves() throws(SolverError) {
        if !pendingIntrinsicMoves.isEmpty { try handOverIntrinsicMoves() }
    }

    /// ``flushIntrinsicMoves()`` when moves were collected.
    private func handOverIntrinsicMoves() throws(SolverError) {
        let moves = pendingIntrinsicMoves
        pendingIntrinsicMoves.removeAll(keepingCapacity: true)
        try solver.updateConstants(moves)
    }

    /// The value and priorities an axis should have, or `nil` when it has no intrinsic metric.
    private func wanted(_ view: View, _ axis: Axis) -> (value: Double, hugging: LayoutPriority, compression: LayoutPriority)? {
        let size = view.intrinsicContentSize
        let value = axis == .horizontal ? size.width : size.height
        guard value >= 0, value < .infinity else {
            if value != View.noIntrinsicMetric { reportBadIntrinsicSize(size, of: view) }
            return nil
        }
        var hugging = view.contentHuggingPriority(for: axis)
        var compression = view.contentCompressionResistancePriority(for: axis)
        if let bias = view.intrinsicPriorityBias, bias.axis == axis {
            if hugging.rawValue < 999 { hugging = LayoutPriority(min(hugging.rawValue + bias.amount, 999)) }
            if compression.rawValue < 999 { compression = LayoutPriority(min(compression.rawValue + bias.amount, 999)) }
        }
        return (value, hugging, compression)
    }

    /// Records an intrinsic size only an override can hand out (the setter checks): not finite,
    /// or negative other than −1. Kept out of line: inlined into `wanted`, it cost every
    /// intrinsic-size update about 1,500 instructions (callgrind, stack-tree-box fill-intrinsic).
    @inline(never)
    private func reportBadIntrinsicSize(_ size: Size, of view: View) {
        if let error = View.intrinsicSizeError(size, of: view.name) { window.diagnostics.append(error) }
    }

    /// Adds the constraints of both axes of a view that has none (every view of a first
    /// layout), its record stored with one insert: each axis looked the view up, stored its
    /// half and looked again, five probes of the table per view.
    ///
    /// The window is compared by identity: `view.window === window` retained and released both.
    private func addIntrinsicSizes(of view: View) throws(SolverError) {
        guard view.isInWindow(windowID) else { return }
        let horizontal = wanted(view, .horizontal).map { axisRecord(view, .horizontal, $0) }
        let vertical = wanted(view, .vertical).map { axisRecord(view, .vertical, $0) }
        guard horizontal != nil || vertical != nil else { return }
        // The records move into the table and their constraints are lent to the solver from
        // there: handed to both, each constraint was retained once more and released after.
        let lentHorizontal = horizontal.map(Self.lent), lentVertical = vertical.map(Self.lent)
        intrinsics.set(IntrinsicEntry(view: view, record: IntrinsicRecord(horizontal: consume horizontal, vertical: consume vertical)))
        if let lentHorizontal { try install(lentHorizontal, of: view, .horizontal) }
        if let lentVertical { try install(lentVertical, of: view, .vertical) }
    }

    /// A record's constraints, unretained (the record, stored, holds them).
    private static func lent(_ record: IntrinsicAxisRecord) -> LentConstraints {
        LentConstraints(first: Unmanaged.passUnretained(record.first), second: record.second.map { Unmanaged.passUnretained($0) })
    }

    /// The constraints of an ``IntrinsicAxisRecord``, lent unretained.
    private struct LentConstraints {
        let first: Unmanaged<LinearConstraint>
        let second: Unmanaged<LinearConstraint>?
    }

    private func addIntrinsic(
        _ view: View, _ axis: Axis, _ wanted: (value: Double, hugging: LayoutPriority, compression: LayoutPriority)
    ) throws(SolverError) {
        let record = axisRecord(view, axis, wanted)
        let index = axis == .horizontal ? 0 : 1
        if !intrinsics.modify(view, { $0.record[index] = record }) {
            var added = IntrinsicRecord()
            added[index] = record
            intrinsics.set(IntrinsicEntry(view: view, record: added))
        }
        try install(record, of: view, axis)
    }

    /// The constraints of one axis of `view` for its wanted size and priorities.
    private func axisRecord(
        _ view: View, _ axis: Axis, _ wanted: (value: Double, hugging: LayoutPriority, compression: LayoutPriority)
    ) -> IntrinsicAxisRecord {
        let variable = axis == .horizontal ? view.variables.width : view.variables.height
        var expression = LinearExpression(variable)
        expression.constant = -wanted.value
        let hugging = Priority(wanted.hugging.rawValue), compression = Priority(wanted.compression.rawValue)
        if !hugging.isRequired && !compression.isRequired {
            return IntrinsicAxisRecord(
                value: wanted.value, hugging: wanted.hugging, compression: wanted.compression,
                first: LinearConstraint(expression, abovePriority: hugging, belowPriority: compression), second: nil)
        }
        return IntrinsicAxisRecord(
            value: wanted.value, hugging: wanted.hugging, compression: wanted.compression,
            first: LinearConstraint(confined: expression, .lessThanOrEqual, priority: hugging),
            second: LinearConstraint(confined: expression, .greaterThanOrEqual, priority: compression))
    }

    /// Hands one axis's recorded constraints to the solver.
    private func install(_ record: IntrinsicAxisRecord, of view: View, _ axis: Axis) throws(SolverError) {
        try install(Self.lent(record), of: view, axis)
    }

    /// ``install(_:of:_:)`` with the record's constraints lent.
    private func install(_ lent: LentConstraints, of view: View, _ axis: Axis) throws(SolverError) {
        counted.intrinsicSizeChanges += 1
        guard let second = lent.second else {
            sequence += 1
            return try addToSolver(lent.first)
        }
        // Only a required side can take part in a conflict, so only separate constraints need
        // an owner to be described and broken by.
        for (constraint, isHugging) in [(lent.first, true), (second, false)] {
            sequence += 1
            let strong = constraint.takeUnretainedValue()
            owners[strong] = (.intrinsic(view, IntrinsicSlot(axis: axis, hugging: isHugging)), sequence)
            try addToSolver(strong)
        }
    }


    /// Removes the intrinsic-size constraints of one axis of `view`.
    func removeIntrinsic(_ view: View, _ axis: Axis) throws(SolverError) {
        let index = axis == .horizontal ? 0 : 1
        guard let record = intrinsics[view]?.record[index] else { return }
        intrinsics.modify(view) { $0.record[index] = nil }
        counted.intrinsicSizeChanges += 1
        for constraint in record.constraints { owners[id: ObjectIdentifier(constraint)] = nil }
        try solver.removeInstalledConstraints(record.constraints)
    }

    /// Undoes the newest intrinsic-size move of the last layout that is still in force: the
    /// view's axis goes back to the size it had, and the new size is reported as left out.
    /// Returns `false` when there is none left.
    func undoNewestIntrinsicMove() throws(SolverError) -> Bool {
        while let newest = recentIntrinsicMoves.popLast() {
            let index = newest.axis == .horizontal ? 0 : 1
            // Replaced since (new priorities, the view left): nothing of it is in the solver.
            guard let record = intrinsics[newest.view]?.record[index], record.value == newest.value else { continue }
            intrinsics.modify(newest.view) { $0.record[index]?.value = newest.previous }
            try inBatch { () throws(SolverError) in
                for constraint in record.constraints { try move(constraint, to: -newest.previous) }
            }
            counted.intrinsicSizeChanges += 1
            window.diagnostics.append(.nonFiniteResult(constraint: newest.description))
            return true
        }
        return false
    }

    /// Leaves out the largest intrinsic size in the window, reported as such: the last resort
    /// when neither a constraint nor an intrinsic-size move of the last layout explains an
    /// overflow (a view without an intrinsic size gains one of 1e10 under an earlier
    /// `b.width == 1e300 × a.width`). Sizes a view gains are not recorded as moves are: a first
    /// layout gains thousands. Returns `false` when no view has an intrinsic size.
    func leaveOutLargestIntrinsicSize() throws(SolverError) -> Bool {
        var largest: IntrinsicMove?
        for view in window.subtree {
            guard let record = intrinsics[view]?.record else { continue }
            for (index, axis) in [Axis.horizontal, .vertical].enumerated() {
                guard let value = record[index]?.value, value >= largest?.value ?? 0 else { continue }
                largest = IntrinsicMove(view: view, axis: axis, previous: value, value: value)
            }
        }
        guard let largest else { return false }
        try inBatch { () throws(SolverError) in try removeIntrinsic(largest.view, largest.axis) }
        window.diagnostics.append(.nonFiniteResult(constraint: largest.description))
        return true
    }

    /// Runs `body` in a solver batch: outside one, the solver would undo a change made while
    /// its values are still flagged non-finite.
    private func inBatch(_ body: () throws(SolverError) -> Void) throws(SolverError) {
        do {
            try solver.batch { try body() }
        } catch let error as SolverError {
            throw error
        } catch {
            throw .internalFailure("\(error)")
        }
    }
}
