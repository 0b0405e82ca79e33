/// A relation between two layout attributes that the engine keeps true: Trellis's
/// `NSLayoutConstraint`.
///
/// A constraint reads `first (==|<=|>=) multiplier × second + constant` at a ``priority``. It is
/// an equation, not an assignment: either side may move. Constraints are inactive when created;
/// activate them with ``activate(_:)->()`` (which records a ``LayoutError`` for invalid input in
/// ``Window/diagnostics``, as UIKit logs it), ``activateOrThrow(_:)->()`` (which throws it) or
/// ``isActive``.
///
/// ```swift
/// let gap = blue.leadingAnchor.constraint(equalTo: red.trailingAnchor, constant: 8)
/// LayoutConstraint.activate([gap])
/// gap.constant = 16   // re-solved incrementally at the next layout
/// ```
///
/// Like UIKit, the engine evaluates a constraint in the bounds of its items' nearest common
/// ancestor: that ancestor's own attributes are its bounds values (its leading is 0, its centerX
/// is width / 2), so `v.centerX == 0.5 × superview.centerX` puts `v`'s centre at a quarter of
/// the superview's width.
public final class LayoutConstraint: CustomStringConvertible {
    let first: AnchorTerm
    let second: AnchorTerm?
    /// Whether either side uses leading or trailing (then the whole constraint is read mirrored
    /// in a right-to-left container).
    let mentionsDirectionalAttribute: Bool
    /// Whether either side uses a baseline, which another view may stand for (see
    /// ``View/forFirstBaselineLayout``): lowered again, such a constraint may change its terms,
    /// not only its constant.
    let mentionsBaseline: Bool
    /// Whether either side uses a margin attribute, which needs the view's margins guide to
    /// exist before the engine sees the constraint (see ``install(in:)``). Known once here:
    /// looking through the sides on every activation was about 50 instructions a generated
    /// constraint, none of which has one.
    let mentionsMargin: Bool

    /// The relation between the two sides.
    public let relation: Relation

    /// The factor applied to the second attribute (1 unless given).
    public let multiplier: Double

    /// For system-spacing constraints, the multiple of the system spacing (8 pt) they were made with.
    let systemSpacingMultiplier: Double?

    // The scalars below skip the run-time exclusivity check: they are only ever read or set
    // whole (never passed `inout` or modified across a call), so no two accesses can overlap,
    // and the checks were about 80 instructions each, three times per activation (callgrind,
    // stack-tree-box fill-first).
    @exclusivity(unchecked) var storedConstant: Double
    @exclusivity(unchecked) var storedPriority: LayoutPriority = .required
    @exclusivity(unchecked) var activeFlag = false
    /// Counts activations, so the engine notices a constraint deactivated and re-activated
    /// (perhaps in another container) between two layouts.
    @exclusivity(unchecked) var activation = 0
    /// Where the engine that installed it keeps its record (see ``SlottedTable``).
    @exclusivity(unchecked) var tableSlot = TableSlot.none
    /// The pass of the engine's queue it is waiting in, if any (see ``MarkedQueue``).
    @exclusivity(unchecked) var queueMark: QueueMark?

    /// While active, the nearest common ancestor of the items: where the constraint is installed.
    /// Unretained rather than weak (see ``ItemHandle``): the container clears it when it is
    /// released.
    var container: View? {
        get { containerReference?.takeUnretainedValue() }
        set { containerReference = newValue.map { Unmanaged.passUnretained($0) } }
    }

    /// ``container``, stored unretained. Hot paths lend it with ``withContainer(_:)``: a read
    /// of an `unowned(unsafe)` field is a strong copy, retained and released around its use.
    @exclusivity(unchecked) private var containerReference: Unmanaged<View>?

    /// `body` applied to the container without retaining it, or `nil` while inactive.
    @inline(__always)
    func withContainer<Result>(_ body: (View) -> Result) -> Result? {
        containerReference?._withUnsafeGuaranteedRef(body)
    }

    /// A name shown in descriptions and diagnostics.
    // Spelled out: `String?` would start every constraint at an implicit `nil`, making the
    // initializer's store a reassignment, with a run-time exclusivity check (about 90
    // instructions for each generated constraint).
    public var identifier: Optional<String>

    /// The `#fileID` of the code that created the constraint (`MyApp/CardView.swift`), or `""`
    /// when it is not known. A constraint made by an expression (`a.topAnchor == b.topAnchor`)
    /// takes the location of its statement in a ``ConstraintBuilder`` block.
    public internal(set) var fileID: String

    /// The line of the code that created the constraint, or 0 when it is not known.
    public internal(set) var line: Int

    init(first: AnchorTerm, relation: Relation, second: AnchorTerm?, multiplier: Double, constant: Double,
         systemSpacingMultiplier: Double? = nil, identifier: String? = nil, fileID: String = "", line: Int = 0) {
        self.fileID = fileID
        self.line = line
        self.identifier = identifier
        self.first = first
        self.relation = relation
        // UIKit discards the second item when the multiplier is 0: only the constant is left.
        let second = multiplier == 0 ? nil : second
        self.second = second
        var attributes: Attribute.Set = []
        Self.forEachPart(of: first, second) { attributes.insert($0.attribute) }
        self.mentionsDirectionalAttribute = attributes.hasDirectional
        self.mentionsBaseline = attributes.hasBaseline
        self.mentionsMargin = attributes.hasMargin
        self.multiplier = multiplier
        self.storedConstant = constant
        self.systemSpacingMultiplier = systemSpacingMultiplier
    }

    /// A generated constraint between plain attributes (a container's recipe entry), built from
    /// its parts without copying sides: the general initializer reads the sides it stored again
    /// to find directional attributes, four copies of a side (each retaining its item's handle)
    /// per generated constraint (76,000 in a 1,000-row stack's first layout).
    init(
        generated first: ItemAttribute, _ relation: Relation, _ second: ItemAttribute?, multiplier: Double,
        constant: Double, systemSpacingMultiplier: Double?, identifier: String, priority: LayoutPriority
    ) {
        self.fileID = ""
        self.line = 0
        self.identifier = identifier
        let keepsSecond = multiplier != 0 && second != nil
        var attributes = Attribute.Set(first.attribute)
        if keepsSecond, let second { attributes.insert(second.attribute) }
        self.mentionsDirectionalAttribute = attributes.hasDirectional
        self.mentionsBaseline = attributes.hasBaseline
        self.mentionsMargin = attributes.hasMargin
        self.first = .attribute(first)
        self.relation = relation
        // UIKit discards the second item when the multiplier is 0 (as the general initializer).
        self.second = keepsSecond ? second.map(AnchorTerm.attribute) : nil
        self.multiplier = multiplier
        self.storedConstant = constant
        self.systemSpacingMultiplier = systemSpacingMultiplier
        self.storedPriority = priority
    }

    // A queue holds its constraints unretained (see ``MarkedQueue``).
    deinit {
        leaveQueue()
    }

    /// The item attributes of both sides, in order.
    ///
    /// Built on demand, for validation and messages. Stored, the array was one more allocation
    /// (and two more retained handles) per constraint: a stack's first layout makes one
    /// constraint per item and side, and a hide several.
    var allParts: [ItemAttribute] {
        var parts: [ItemAttribute] = []
        forEachPart { parts.append($0) }
        return parts
    }

    /// Calls `body` with the item attributes of both sides, in order, without building an array.
    @inline(__always)
    func forEachPart(_ body: (ItemAttribute) -> Void) {
        Self.forEachPart(of: first, second, body)
    }

    /// ``forEachPart(_:)`` for the sides `first` and `second`.
    @inline(__always)
    private static func forEachPart(of first: AnchorTerm, _ second: AnchorTerm?, _ body: (ItemAttribute) -> Void) {
        first.forEachPart(body)
        second?.forEachPart(body)
    }

    /// The added constant.
    ///
    /// Changing it on an active constraint re-solves incrementally at the next layout (the
    /// engine moves the constant in place). A non-finite value keeps the previous constant and
    /// records a ``LayoutError`` in ``Window/diagnostics``.
    public var constant: Double {
        get { storedConstant }
        set {
            guard newValue.isFinite else {
                recordDiagnostic(.nonFiniteValue("The constant of `\(self)`"))
                return
            }
            storedConstant = newValue
            if activeFlag { queueForEngine() }
            container?.measuredContentDidChange()
        }
    }

    /// The priority (``LayoutPriority/required`` unless set).
    ///
    /// A value outside `(0, 1000]`, or a change between required and optional while the
    /// constraint is active, keeps the previous priority and records a ``LayoutError``; change
    /// between optional priorities (999 → 250) freely.
    public var priority: LayoutPriority {
        get { storedPriority }
        set {
            guard newValue.isValid else {
                recordDiagnostic(.invalidPriority("`\(self)`", newValue.rawValue))
                return
            }
            guard !activeFlag || newValue.isRequired == storedPriority.isRequired else {
                recordDiagnostic(.requiredPriorityMutation(
                    constraint: description, from: storedPriority.rawValue, to: newValue.rawValue))
                return
            }
            storedPriority = newValue
            if activeFlag { queueForEngine() }
            container?.measuredContentDidChange()
        }
    }

    /// The first item, or `nil` for a constraint on an ``LayoutXAxisAnchor/anchorWithOffset(to:)``
    /// distance (or after the item was released).
    public var firstItem: LayoutItem? {
        if case .attribute(let part) = first { return part.item }
        return nil
    }

    /// The first attribute; ``Attribute/notAnAttribute`` for an offset distance.
    public var firstAttribute: Attribute {
        if case .attribute(let part) = first { return part.attribute }
        return .notAnAttribute
    }

    /// The second item, or `nil` for a constant-only constraint.
    public var secondItem: LayoutItem? {
        if case .attribute(let part)? = second { return part.item }
        return nil
    }

    /// The second attribute; ``Attribute/notAnAttribute`` when there is no second item.
    public var secondAttribute: Attribute {
        if case .attribute(let part)? = second { return part.attribute }
        return .notAnAttribute
    }

    /// The distinct items the constraint mentions, in order of appearance.
    var items: [LayoutItem] {
        var result: [LayoutItem] = []
        forEachItem { result.append($0) }
        return result
    }

    /// Calls `body` with each distinct item the constraint mentions, in order of appearance,
    /// without building an array (activation runs this for every generated constraint).
    ///
    /// Inlined, so that `body` is too: called, each item went through a reabstraction thunk
    /// (half a percent of the 100-cell feed's first layout).
    @inline(__always)
    func forEachItem(_ body: (LayoutItem) -> Void) {
        // An item has one handle: comparing handles finds a repeat without loading (and
        // retaining) the items, and the item is lent to `body` unretained. A constraint has at
        // most four parts (two offsets), so the handles seen fit in a few locals: their
        // identities, as holding the handles retained each one (two per activation).
        var seen: (ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?) = (nil, nil, nil)
        var count = 0
        forEachPart { part in
            let id = ObjectIdentifier(part.handle)
            guard seen.0 != id, seen.1 != id, seen.2 != id else { return }
            switch count {
            case 0: seen.0 = id
            case 1: seen.1 = id
            default: seen.2 = id
            }
            count += 1
            part.handle.withItem(body)
        }
    }

    /// `body` applied to the one item the constraint names (no second side, or both sides on
    /// the same item), lent unretained; `nil` when it names two items or its item was released.
    /// The sides are read in place: binding them copied each, retaining its handle.
    func withSoleItem<Result>(_ body: (LayoutItem) -> Result) -> Result? {
        var sole: Unmanaged<ItemHandle>?
        var isSole = true
        forEachPart { part in
            let handle = Unmanaged.passUnretained(part.handle)
            if let sole { isSole = isSole && sole.toOpaque() == handle.toOpaque() } else { sole = handle }
        }
        guard isSole, let sole else { return nil }
        return sole._withUnsafeGuaranteedRef { $0.withItem(body) }
    }

    /// Whether any item the constraint mentions is still alive. Asks the handles, without
    /// loading (and retaining) the items: syncing asks it of every queued constraint.
    var hasItems: Bool {
        var alive = false
        forEachPart { alive = alive || $0.handle.isAlive }
        return alive
    }

    /// The engine the constraint is (or is about to be) solved in.
    var engine: LayoutEngine? {
        activeFlag ? container?.window?.engine : nil
    }

    /// Queues the constraint with the engine of its container's window, if the container is in
    /// one (activation, deactivation, a new constant or priority).
    ///
    /// Through the container's unretained engine reference, kept beside its window reference
    /// and cleared with it: reaching the engine as `container?.window?.engine` retained and
    /// released the container, the window and the engine for every constraint a stack
    /// generates; this way took 39,000 of a 1,000-row stack's 1.8 million first-layout retains.
    /// The container is lent (``withContainer(_:)``), not read into a strong reference.
    func queueForEngine() {
        if let engine = withContainer({ $0.cachedEngineReference }) ?? nil {
            engine._withUnsafeGuaranteedRef { $0.constraintDidChange(self) }
        } else {
            container?.window?.engine.constraintDidChange(self)
        }
    }

    /// Records an error of a non-throwing call where the constraint's items' window will see it.
    func recordDiagnostic(_ error: LayoutError) {
        if let item = container ?? items.first { item.recordDiagnostic(error) }
    }
}

extension LayoutConstraint: SlotKeeping, QueueMarking {}
