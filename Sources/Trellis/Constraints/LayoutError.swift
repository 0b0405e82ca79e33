/// Everything that can go wrong when building or laying out a hierarchy.
///
/// ``LayoutConstraint/activateOrThrow(_:)->()``,
/// ``LayoutConstraint/makeOrThrow(item:attribute:relatedBy:toItem:attribute:multiplier:constant:fileID:line:)``
/// and ``View/layoutIfNeededOrThrow()`` throw these. Calls that UIKit declares non-throwing
/// (``LayoutConstraint/activate(_:)->()``, ``View/layoutIfNeeded()``, the item/attribute
/// initializer, ``View/addSubview(_:)``, property setters, ``LayoutConstraint/isActive``) keep
/// the previous state and record the error in ``Window/diagnostics`` instead (the initializer
/// logs it, and activating its constraint records it). Each message names the items
/// involved and says how to fix the problem:
///
/// ```swift
/// do {
///     _ = try LayoutConstraint.makeOrThrow(item: red, attribute: .top, relatedBy: .equal,
///                                          toItem: nil, attribute: .notAnAttribute, constant: 20)
/// } catch {
///     print(error)  // A constraint cannot set the location `red.top` to a constant: …
/// }
/// ```
public enum LayoutError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A size attribute related to a location attribute (`red.top == blue.height`).
    case invalidPairing(first: String, second: String)
    /// A location attribute with no second item, or a multiplier of 0 (`red.top == 20`).
    case locationEqualToConstant(String)
    /// Leading/trailing related to left/right in one constraint.
    case mixedDirectionality(first: String, second: String)
    /// A constraint whose first attribute is `.notAnAttribute`.
    case missingFirstAttribute(String)
    /// A second item without an attribute (`toItem: blue, attribute: .notAnAttribute`). An
    /// attribute without a second item is dropped, as UIKit drops it.
    case incompleteSecondItem(String)
    /// The constraint's items are in different hierarchies (or one was released).
    case noCommonAncestor(constraint: String, items: [String])
    /// A margin attribute on a layout guide, which has no margins.
    case marginOnLayoutGuide(String)
    /// ``View/addConstraint(_:)`` given a constraint that names an item outside the view's
    /// subtree (UIKit: "The view hierarchy is not prepared for the constraint").
    case constraintOutsideView(constraint: String, view: String)
    /// An infinite or NaN number where a finite one is required.
    case nonFiniteValue(String)
    /// A priority outside `(0, 1000]`.
    case invalidPriority(String, Float)
    /// Changing an active constraint between required and optional.
    case requiredPriorityMutation(constraint: String, from: Float, to: Float)
    /// Adding a view as a subview of itself or of one of its descendants.
    case subviewCycle(view: String, superview: String)
    /// Adding a window, which is always a root, as a subview.
    case windowAsSubview(window: String, superview: String)
    /// A negative size where only sizes of zero or more make sense.
    case negativeSize(String)
    /// A display scale of zero or less (``Window/displayScale``).
    case nonPositiveDisplayScale(window: String, value: Double)
    /// A required constraint that could not hold; it is kept broken (as nearly satisfied as the
    /// others allow) and layout goes on. `conflicting` is a minimal set it contradicts.
    case unsatisfiable(constraint: String, conflicting: [String])
    /// Multi-line labels whose width still changed in the second of the two layout passes
    /// (their width depends on their own height); they keep the height measured at the width of
    /// the first pass, as in UIKit.
    case unstableLabelWidths([String])
    /// A constraint whose numbers are finite but whose solution is not (`b.width == 10 × a.width`
    /// with `a.width == 1e308` overflows to infinity), found by ``View/layoutIfNeeded()``.
    /// The constraint is deactivated and layout goes on without it, so every frame handed out
    /// stays finite.
    case nonFiniteResult(constraint: String)
    /// A row index outside a ``ListView``'s rows (`0..<rowCount`, or `0...rowCount` to insert).
    case rowOutOfRange(list: String, row: Int, rowCount: Int)
    /// A ``ListView``'s row provider returned a view that cannot show the row: one already
    /// shown for another row, the list itself or one of its ancestors. The row shows an empty view.
    case invalidRowView(list: String, row: Int, view: String)
    /// A section index outside a ``ListView``'s sections (`0..<numberOfSections`).
    case sectionOutOfRange(list: String, section: Int, sectionCount: Int)
    /// An index path whose row is outside its section's rows (`0..<rowCount`, or
    /// `0...rowCount` to insert), or whose section is outside the list's.
    case indexPathOutOfRange(list: String, section: Int, row: Int, rowCount: Int)
    /// A ``ListView`` batch (or ``ListView/moveRow(at:to:)``) that changes one row in two ways
    /// UIKit rejects (`reason`): moved and deleted, moved and reloaded, moved twice, or the
    /// destination of a move and also inserted or moved to. Nothing in the batch is applied.
    case conflictingRowUpdates(list: String, section: Int, row: Int, reason: String)
    /// A ``ListView``'s header or footer provider (`kind`) returned a view that cannot show it:
    /// one already shown elsewhere in the list, the list itself or one of its ancestors. The
    /// header or footer is left empty (0 tall).
    case invalidSectionView(list: String, section: Int, kind: String, view: String)
    /// ``GridView/mergeCells(inHorizontalRange:verticalRange:)`` with ranges that are empty,
    /// outside the grid, or overlap cells merged before; nothing is merged.
    case invalidMerge(grid: String, columns: String, rows: String, reason: String)
    /// A size was assigned to the intrinsic content size of a view whose class overrides
    /// ``View/intrinsicContentSize``: the override wins and the value is ignored.
    case intrinsicContentSizeOverridden(view: String)
    /// A view's ``View/forFirstBaselineLayout`` or ``View/forLastBaselineLayout`` (`property`)
    /// answered a view that is neither the view nor inside it; constraints on that baseline use
    /// the view's own.
    case baselineViewOutsideView(view: String, answer: String, property: String)
    /// An override of ``View/updateConstraints()`` did not call `super.updateConstraints()`
    /// (UIKit raises an exception here); layout went on.
    case updateConstraintsWithoutSuper(view: String)
    /// The views' ``View/layoutSubviews()`` or ``View/updateConstraints()`` kept changing the
    /// layout after the most rounds ``View/layoutIfNeeded()`` runs; the frames are those of
    /// the last solve.
    case layoutCycleDidNotSettle(views: [String], rounds: Int)
    /// ``ListView/dequeueReusableCell(withIdentifier:for:)-(String,Int)`` was asked for an identifier with no
    /// registered class; a plain ``TableViewCell`` was used.
    case unregisteredReuseIdentifier(list: String, identifier: String)
    /// The solver failed in a way that indicates a bug; the message comes from the solver.
    case solverFailure(String)
    /// A malformed Visual Format Language string given to the non-throwing
    /// ``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:fileID:line:)``,
    /// which then made no constraints. The message is UIKit's, with a caret under the failing
    /// character.
    indirect case invalidVisualFormat(VisualFormatError)

    /// One or more sentences naming the items and saying how to fix the problem.
    public var description: String {
        switch self {
        case .invalidPairing(let first, let second):
            "Invalid pairing of layout attributes: `\(first)` is a location and `\(second)` a size (or the reverse). "
                + "Relate a location to a location and a size to a size."
        case .locationEqualToConstant(let first):
            "A constraint cannot set the location `\(first)` to a constant: a nil second item or a multiplier of 0 "
                + "leaves a location equal to a constant. Location attributes must be specified in pairs; "
                + "relate it to another item's location (for example its superview's)."
        case .mixedDirectionality(let first, let second):
            "A constraint cannot be made between a leading/trailing attribute and a right/left attribute "
                + "(`\(first)` and `\(second)`). Use leading/trailing for both or neither."
        case .missingFirstAttribute(let item):
            "The first attribute of a constraint on `\(item)` is .notAnAttribute; give the attribute to constrain."
        case .incompleteSecondItem(let constraint):
            "The constraint `\(constraint)` has a second item without an attribute; give the second item's "
                + "attribute, or no second item (toItem: nil, attribute: .notAnAttribute)."
        case .noCommonAncestor(let constraint, let items):
            "Unable to activate `\(constraint)`: its items \(items.map { "`\($0)`" }.joined(separator: " and ")) "
                + "have no common ancestor. Add them to the same view hierarchy first."
        case .constraintOutsideView(let constraint, let view):
            "Unable to add `\(constraint)` to `\(view)`: it names an item outside `\(view)`'s subtree. Add it to a "
                + "view that contains all of its items, or set isActive = true to install it where it belongs."
        case .marginOnLayoutGuide(let attribute):
            "`\(attribute)` is a margin attribute, but layout guides have no margins; "
                + "use the plain edge of the guide or the margin attribute of its owning view."
        case .nonFiniteValue(let what):
            "\(what) is not finite; use a finite number."
        case .invalidPriority(let what, let value):
            "The priority \(NumberFormat.exactString(for: value)) of \(what) is outside (0, 1000]; "
                + "use 1000 for required or a value between 0 and 1000."
        case .requiredPriorityMutation(let constraint, let from, let to):
            "Mutating a priority from required to not on an active constraint (or vice versa) is not supported: "
                + "`\(constraint)` has priority \(NumberFormat.exactString(for: from)) and was given "
                + "\(NumberFormat.exactString(for: to)). Deactivate it first, or use 999 instead of 1000."
        case .subviewCycle(let view, let superview):
            "Cannot add `\(view)` as a subview of `\(superview)`: `\(superview)` is `\(view)` or one of its "
                + "descendants, which would make a cycle. Add it to a view outside its own subtree."
        case .windowAsSubview(let window, let superview):
            "Cannot add the window `\(window)` as a subview of `\(superview)`: a window is always the root "
                + "of its hierarchy. Add its subviews instead."
        case .negativeSize(let what):
            "\(what) is negative; sizes must be zero or more (View.noIntrinsicMetric, -1, means none)."
        case .nonPositiveDisplayScale(let window, let value):
            "The display scale \(NumberFormat.exactString(for: value)) of `\(window)` is not positive; use the screen's "
                + "pixels per point (1, 2 or 3). The previous scale is kept."
        case .unsatisfiable(let constraint, let conflicting):
            "Unable to simultaneously satisfy constraints: breaking `\(constraint)`, which conflicts with "
                + conflicting.map { "`\($0)`" }.joined(separator: ", ")
                + ". Remove one of these or make it optional (priority below 1000)."
        case .unstableLabelWidths(let labels):
            "The width of \(labels.map { "`\($0)`" }.joined(separator: ", ")) still changed in the second layout pass, "
                + "so the text was wrapped at a width the label no longer has. Constrain the width so it does not "
                + "depend on the label's height, or set preferredMaxLayoutWidth."
        case .nonFiniteResult(let constraint):
            "Laying out `\(constraint)` would give infinite or NaN frames (its numbers overflow a Double), so it "
                + "was left out and layout went on without it. Use sizes, constants and multipliers of a realistic "
                + "magnitude."
        case .rowOutOfRange(let list, let row, let rowCount):
            "Row \(row) is out of range for `\(list)`, which has \(rowCount) rows; use 0 up to \(rowCount - 1) "
                + "(up to \(rowCount) to insert), and update the list before asking for new rows."
        case .invalidRowView(let list, let row, let view):
            "The row provider of `\(list)` returned `\(view)` for row \(row), which is already shown for another row "
                + "or cannot be a subview of the list; return a new view for each row. The row shows an empty view."
        case .sectionOutOfRange(let list, let section, let sectionCount):
            "Section \(section) is out of range for `\(list)`, which has \(sectionCount) sections; use 0 up to "
                + "\(sectionCount - 1), and reload the list before asking for new sections."
        case .indexPathOutOfRange(let list, let section, let row, let rowCount):
            "Row \(row) of section \(section) is out of range for `\(list)`, whose section has \(rowCount) rows "
                + "(no rows if the section does not exist); use rows 0 up to \(rowCount - 1) (up to \(rowCount) to "
                + "insert) of an existing section, and update the list before asking for new rows."
        case .conflictingRowUpdates(let list, let section, let row, let reason):
            "Row \(row) of section \(section) of `\(list)` is \(reason) in one batch; change each row once per "
                + "batch (move a row instead of deleting or reloading it as well). Nothing in the batch was applied."
        case .invalidSectionView(let list, let section, let kind, let view):
            "The \(kind) provider of `\(list)` returned `\(view)` for section \(section), which is already shown "
                + "elsewhere in the list or cannot be a subview of it; return a new view for each \(kind). The \(kind) "
                + "was left empty."
        case .invalidMerge(let grid, let columns, let rows, let reason):
            "Cannot merge columns \(columns) and rows \(rows) of `\(grid)`: \(reason). Merge non-empty ranges inside "
                + "the grid that do not overlap an area merged before; nothing was merged."
        case .intrinsicContentSizeOverridden(let view):
            "`\(view)` overrides intrinsicContentSize, so the size assigned to it is ignored; change what the "
                + "override reads and call invalidateIntrinsicContentSize() instead."
        case .baselineViewOutsideView(let view, let answer, let property):
            "`\(view)`.\(property) answered `\(answer)`, which is not `\(view)` or a view inside it; answer a "
                + "subview (or the view itself), as UIKit requires. Constraints on that baseline of `\(view)` use its own."
        case .updateConstraintsWithoutSuper(let view):
            "The updateConstraints() override of `\(view)` did not call super.updateConstraints(); call it as "
                + "the last step of the override, as UIKit requires."
        case .layoutCycleDidNotSettle(let views, let rounds):
            "The layout still changed after \(rounds) rounds of layoutSubviews()/updateConstraints() (last in "
                + views.map { "`\($0)`" }.joined(separator: ", ")
                + "); make the overrides set the same values when called again with the same frames."
        case .unregisteredReuseIdentifier(let list, let identifier):
            "`\(list)` has no cell class registered for the reuse identifier \"\(identifier)\"; call "
                + "register(_:forCellReuseIdentifier:) first. A plain TableViewCell was used."
        case .invalidVisualFormat(let error):
            error.description
        case .solverFailure(let message):
            // The solver's own message may end its sentence and ask for a report already.
            "Layout failed inside the solver: \(message)"
                + (message.hasSuffix(".") ? "" : ".") + (message.contains("Please report it") ? "" : " Please report it.")
        }
    }
}
