// The generated constraints: a recipe produces the wanted list; only the difference to the
// active ones is deactivated and activated, so a change (hiding one item) touches a few rows.

/// What a generated constraint says; equal keys mean the same constraint.
///
/// Laid out in 48 bytes: the words first, the one-byte fields last, and no optional `Double`
/// (its tag byte cost a word of padding). A slot (a key and its constraint) then fits the 56
/// bytes up to which the compiler copies and destroys an optional slot inline; a larger one it
/// handed to the runtime's generic `Optional` witnesses, about 60 instructions a slot and 1 %
/// of a 1,000-row stack's first layout.
struct GeneratedKey: Hashable {
    let first: ObjectIdentifier
    let second: ObjectIdentifier?
    let multiplier: Double
    let constant: Double
    /// ``systemSpacing``, NaN for none (a spacing multiplier is always finite).
    private let systemSpacingOrNaN: Double
    let priority: Float
    let identifier: GeneratedName
    let firstAttribute: LayoutConstraint.Attribute
    let relation: LayoutConstraint.Relation
    let secondAttribute: LayoutConstraint.Attribute

    init(
        identifier: GeneratedName, first: ObjectIdentifier, firstAttribute: LayoutConstraint.Attribute,
        relation: LayoutConstraint.Relation, second: ObjectIdentifier?, secondAttribute: LayoutConstraint.Attribute,
        multiplier: Double, constant: Double, priority: Float, systemSpacing: Double?
    ) {
        self.first = first
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        systemSpacingOrNaN = systemSpacing ?? .nan
        self.priority = priority
        self.identifier = identifier
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondAttribute = secondAttribute
    }

    /// The multiple of the system spacing the constant stands for, if any.
    var systemSpacing: Double? { systemSpacingOrNaN.isNaN ? nil : systemSpacingOrNaN }

    /// Whether `other` says the same as this key but for its constant: the same constraint with
    /// its constant moved (a stack's new spacing), kept and moved in place rather than remade.
    func differsOnlyInConstant(from other: GeneratedKey) -> Bool {
        constant != other.constant && first == other.first && second == other.second
            && multiplier == other.multiplier && systemSpacing == other.systemSpacing
            && priority == other.priority && identifier == other.identifier
            && firstAttribute == other.firstAttribute && relation == other.relation
            && secondAttribute == other.secondAttribute
    }

    static func == (lhs: GeneratedKey, rhs: GeneratedKey) -> Bool {
        lhs.first == rhs.first && lhs.second == rhs.second && lhs.multiplier == rhs.multiplier
            && lhs.constant == rhs.constant && lhs.systemSpacing == rhs.systemSpacing && lhs.priority == rhs.priority
            && lhs.identifier == rhs.identifier && lhs.firstAttribute == rhs.firstAttribute
            && lhs.relation == rhs.relation && lhs.secondAttribute == rhs.secondAttribute
    }

    /// Hashes what usually tells two generated constraints apart, but not the identifier: a
    /// stack compares every wanted constraint with its active ones on each regeneration, and
    /// hashing a string per constraint was most of that cost. Equality still compares all.
    func hash(into hasher: inout Hasher) {
        // One combine of a premixed word: each `combine` costs a round of the hasher.
        hasher.combine(hashWord)
    }

    /// The fields that usually tell two keys apart, mixed into one word (equal keys have equal
    /// words). Addresses and raw values only: `hashValue` would run a whole hasher per field.
    var hashWord: UInt {
        var word = UInt(bitPattern: first) &* 0x9E37_79B9_7F4A_7C15
        word ^= (second.map { UInt(bitPattern: $0) } ?? 0) &* 0xC2B2_AE3D_27D4_EB4F
        word ^= UInt(firstAttribute.rawValue) &* 31 &+ UInt(secondAttribute.rawValue)
        word ^= UInt(truncatingIfNeeded: constant.bitPattern)
        return word
    }
}

/// One constraint a recipe wants, not yet made: its key and the items the key names by
/// identity. Most of a regeneration's wants already exist, and comparing keys is far cheaper
/// than building a constraint to compare.
///
/// The items are held unretained: a spec lives only while its container regenerates, and
/// names the container, its guides and views of its hierarchy, all alive then. Retained, every
/// copy of a spec (into its recipe part, out of it to compare or to make the constraint)
/// retained and released both items.
struct GeneratedSpec {
    let key: GeneratedKey
    /// The items (see above), as `Unmanaged` rather than `unowned(unsafe)`: every read of an
    /// `unowned(unsafe)` field is a strong copy, so making a constraint retained and released
    /// both items only to read their handles.
    private let first: Unmanaged<LayoutItem>
    private let second: Unmanaged<LayoutItem>?

    init(key: GeneratedKey, first: LayoutItem, second: LayoutItem?) {
        self.key = key
        self.first = Unmanaged.passUnretained(first)
        self.second = second.map { Unmanaged.passUnretained($0) }
    }

    /// Announces the constraint about to be made to its items' constraint lists (see
    /// ``ConstraintList/expect(_:)``), counting an item named on both sides once.
    func announceToItems() {
        first._withUnsafeGuaranteedRef { $0.activeConstraintList.expect(1) }
        if let second, second.toOpaque() != first.toOpaque() {
            second._withUnsafeGuaranteedRef { $0.activeConstraintList.expect(1) }
        }
    }

    /// The constraint the key describes.
    func makeConstraint() -> LayoutConstraint {
        LayoutConstraint(
            generated: first._withUnsafeGuaranteedRef { ItemAttribute($0, key.firstAttribute) }, key.relation,
            second?._withUnsafeGuaranteedRef { ItemAttribute($0, key.secondAttribute) }, multiplier: key.multiplier,
            constant: key.constant,
            systemSpacingMultiplier: key.systemSpacing, identifier: key.identifier.rawValue,
            priority: LayoutPriority(key.priority))
    }
}

/// Where recipe code puts the constraints it wants, in order: a plain list
/// (``ConstraintRecipe``) or a part of a stack's recipe (``RecipePart``).
protocol ConstraintSink {
    /// Appends one wanted constraint (taking the spec: a borrowed one was copied, retaining its
    /// items).
    mutating func append(_ spec: consuming GeneratedSpec)
}

/// Collects the constraints a recipe wants, in order.
struct ConstraintRecipe: ConstraintSink {
    var specs: [GeneratedSpec] = []

    mutating func append(_ spec: consuming GeneratedSpec) {
        specs.append(spec)
    }
}

extension ConstraintSink {
    /// `first.firstAttribute relation multiplier × second.secondAttribute + constant @priority`.
    mutating func add(
        _ identifier: GeneratedName, _ first: LayoutItem, _ firstAttribute: LayoutConstraint.Attribute,
        _ relation: LayoutConstraint.Relation = .equal, _ second: LayoutItem?,
        _ secondAttribute: LayoutConstraint.Attribute? = nil, multiplier: Double = 1, constant: Double = 0,
        priority: Float = 1000, systemSpacing: Double? = nil
    ) {
        let key = GeneratedKey(
            identifier: identifier, first: ObjectIdentifier(first), firstAttribute: firstAttribute, relation: relation,
            second: second.map { ObjectIdentifier($0) },
            secondAttribute: second == nil ? .notAnAttribute : secondAttribute ?? firstAttribute,
            multiplier: second == nil ? 0 : multiplier, constant: constant, priority: priority,
            systemSpacing: systemSpacing)
        append(GeneratedSpec(key: key, first: first, second: second))
    }

    /// `item.attribute relation constant @priority`.
    mutating func add(
        _ identifier: GeneratedName, _ item: LayoutItem, _ attribute: LayoutConstraint.Attribute,
        _ relation: LayoutConstraint.Relation = .equal, constant: Double, priority: Float
    ) {
        add(identifier, item, attribute, relation, nil, constant: constant, priority: priority)
    }
}

extension ConstraintRecipe {
    /// Makes `list` (whose keys are `keys`) what the recipe wants, touching only the difference:
    /// constraints no longer wanted are deactivated, wanted ones that exist are kept, and the
    /// new ones are returned (made, not installed) for the container to install.
    ///
    /// The recipe lists constraints in a stable order (distribution, then alignment, item by
    /// item), so a change (hiding one of a thousand rows) leaves a long common prefix and suffix
    /// with the previous list. Those are compared key by key without hashing; only the middle
    /// is matched through a dictionary.
    func replace(_ list: inout [LayoutConstraint], keys: inout [GeneratedKey]) -> [LayoutConstraint] {
        let wanted = specs.map(\.key)
        let oldKeys = keys, oldList = list
        var prefix = 0
        while prefix < wanted.count, prefix < oldKeys.count, wanted[prefix] == oldKeys[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < wanted.count - prefix, suffix < oldKeys.count - prefix,
            wanted[wanted.count - 1 - suffix] == oldKeys[oldKeys.count - 1 - suffix]
        {
            suffix += 1
        }
        // Whatever is left in `unclaimed` once every wanted constraint took its match is removed.
        // Sized up front: the middle runs from the first difference to the last, which for a
        // stack not aligned `.fill` spans the distribution and the alignment parts (hiding one
        // of 1,000 rows changes both), and regrowing the tables was a fifth of that hide.
        var unclaimed: [GeneratedKey: LayoutConstraint] = [:]
        unclaimed.reserveCapacity(oldKeys.count - suffix - prefix)
        for index in prefix..<(oldKeys.count - suffix) { unclaimed[oldKeys[index]] = oldList[index] }
        var newKeys = Array(oldKeys[..<prefix]), newList = Array(oldList[..<prefix])
        var middle = Set<GeneratedKey>(minimumCapacity: wanted.count - suffix - prefix)
        var added: [LayoutConstraint] = []
        for index in prefix..<(wanted.count - suffix) {
            let key = wanted[index]
            guard middle.insert(key).inserted else { continue }
            if let existing = unclaimed.removeValue(forKey: key) {
                newKeys.append(key)
                newList.append(existing)
            } else if !oldKeys[..<prefix].contains(key) && !oldKeys[(oldKeys.count - suffix)...].contains(key) {
                // A recipe may list a constraint twice; only a new key is checked against the
                // kept ends, so this scan runs for the few constraints a change creates.
                let constraint = specs[index].makeConstraint()
                newKeys.append(key)
                newList.append(constraint)
                added.append(constraint)
            }
        }
        newKeys += oldKeys[(oldKeys.count - suffix)...]
        newList += oldList[(oldList.count - suffix)...]
        // In the old list's order, not the table's: a hashed table's order changes from process
        // to process, and the order of removals can decide the solver's pivots.
        let removed = (prefix..<(oldKeys.count - suffix)).compactMap { index -> LayoutConstraint? in
            guard let constraint = unclaimed[oldKeys[index]], constraint === oldList[index] else { return nil }
            return constraint
        }
        LayoutConstraint.deactivate(removed)
        keys = newKeys
        list = newList
        return added
    }
}

extension StackView {
    /// The stack's generated constraints that are active, in the order its recipe lists them,
    /// after bringing every stack of the hierarchy up to date.
    var generatedConstraints: [LayoutConstraint] {
        rootView.updateArrangementsInSubtree()
        return generatedList
    }

    /// The generated constraints that are active, in recipe order (as they are, not brought up to date).
    var generatedList: [LayoutConstraint] { generated.entries.map(\.constraint) }

    /// A nested stack changed: a parent aligning baselines may vend another view now.
    func arrangedContentDidChange(of child: StackView) {
        guard alignment == .firstBaseline || alignment == .lastBaseline || isBaselineRelativeArrangement
            || distribution == .fillProportionally || distribution == .fillProportionallyExact
        else { return }
        guard arrangedSubviews.contains(where: { $0 === child }) else { return }
        setNeedsArrangement()
    }

    /// Gives item `i` a hugging and compression bias of `i × 10⁻⁴` along the axis, so the
    /// lowest-index item of a tie stretches or shrinks first (spec §0.3‑4).
    func updateTieBreaks() {
        // Lent: a `for` loop retained and released every item of every stack regenerated.
        arrangedSubviews.forEachUnretainedIndexed { index, view in
            let bias: (axis: Axis, amount: Float)? = index == 0 ? nil : (axis, Float(index) * 1e-4)
            if view.intrinsicPriorityBias?.axis != bias?.axis || view.intrinsicPriorityBias?.amount != bias?.amount {
                view.intrinsicPriorityBias = bias
            }
        }
    }

    /// Removes guides no generated constraint uses any more.
    func releaseUnusedGuides() {
        guard hasGeneratedGuides else { return }
        // Each constraint's items are looked up among the guides (a short list, or a set when an
        // equal-spacing stack has many gap guides), and the scan stops once every guide is known
        // to be used (a spanner is used by the first alignment constraint). Hashing every item
        // of every constraint was a tenth of hiding one row of a 1,000-row stack aligned `.leading`.
        // Guides by position (gap guides, then the spanners), marked used in a flag array: a
        // set of used identities hashed every guide item met (1.7 % of the 100-cell feed's
        // first layout, whose cells all have spanners or gap guides).
        let guides = (gapGuides + [crossSpanner, mainSpanner].compactMap { $0 }).map { ObjectIdentifier($0) }
        let positionOf = guides.count > 8 ? Dictionary(uniqueKeysWithValues: zip(guides, guides.indices)) : [:]
        func position(of id: ObjectIdentifier) -> Int? { guides.count > 8 ? positionOf[id] : guides.firstIndex(of: id) }
        var used = Array(filledWith: false, count: guides.count)
        var usedCount = 0
        generated.forEachEntry { slot in
            slot.constraint.forEachItem { item in
                if let index = position(of: ObjectIdentifier(item)), !used[index] {
                    used[index] = true
                    usedCount += 1
                }
            }
            return usedCount < guides.count
        }
        let gapCount = gapGuides.count
        let keptGaps = gapGuides.indices.filter { used[$0] }.map { gapGuides[$0] }
        for index in gapGuides.indices where !used[index] { removeLayoutGuide(gapGuides[index]) }
        gapGuides = keptGaps
        var next = gapCount
        if let guide = crossSpanner {
            if !used[next] {
                removeLayoutGuide(guide)
                crossSpanner = nil
            }
            next += 1
        }
        if let guide = mainSpanner, !used[next] {
            removeLayoutGuide(guide)
            mainSpanner = nil
        }
    }

    /// The guide with `name`, created and added on first use.
    func guide(_ existing: inout LayoutGuide?, name: String) -> LayoutGuide {
        if let guide = existing { return guide }
        let guide = LayoutGuide(name: name)
        guide.isInternal = true
        addLayoutGuide(guide)
        existing = guide
        return guide
    }

    /// The `index`-th gap guide, created on first use.
    func gapGuide(_ index: Int) -> LayoutGuide {
        while gapGuides.count <= index {
            let guide = LayoutGuide(name: "UISV-distributing")
            guide.isInternal = true
            addLayoutGuide(guide)
            gapGuides.append(guide)
        }
        return gapGuides[index]
    }

    // Axis-generic attributes (spec §0.1).
    var leadAttribute: LayoutConstraint.Attribute { axis == .horizontal ? .leading : .top }
    var trailAttribute: LayoutConstraint.Attribute { axis == .horizontal ? .trailing : .bottom }
    var lengthAttribute: LayoutConstraint.Attribute { axis == .horizontal ? .width : .height }
    var midAttribute: LayoutConstraint.Attribute { axis == .horizontal ? .centerX : .centerY }
    var crossMinAttribute: LayoutConstraint.Attribute { axis == .horizontal ? .top : .leading }
    var crossMaxAttribute: LayoutConstraint.Attribute { axis == .horizontal ? .bottom : .trailing }
    var crossLengthAttribute: LayoutConstraint.Attribute { axis == .horizontal ? .height : .width }
    var crossMidAttribute: LayoutConstraint.Attribute { axis == .horizontal ? .centerY : .centerX }
}

extension View {
    /// Installs a generated constraint where it belongs: on the view of a one-item constraint
    /// (a length of an item, an item's aspect ratio, or a length of the container's own guide),
    /// else on the container (a stack or an overlay).
    ///
    /// That is the nearest common ancestor `activate` would find: every generated constraint
    /// relates the container, its guides, its items and views inside them (baselines),
    /// and recipes only write valid constraints. Skipping the validation and the ancestor
    /// walk was a fifth of a 1,000-row stack's first layout.
    func installGenerated(_ constraint: LayoutConstraint) {
        // The sides read in place and the item lent unretained: loading both items through
        // `firstItem` and `secondItem` retained three of them per generated constraint, and
        // binding the sides copied them (retaining their handles). The container is lent too:
        // returned, it was retained and released once per constraint.
        if let view = constraint.withSoleItem({ $0.hierarchyView }) ?? nil {
            install(constraint, in: view)
        } else {
            install(constraint, in: self)
        }
    }

    /// ``installGenerated(_:)`` once the container is known.
    private func install(_ constraint: LayoutConstraint, in container: View) {
        assert(
            constraint.validationError() == nil && (try? constraint.validatedContainer()) === container,
            "generated constraint \(constraint) belongs on \(container.name)")
        constraint.install(in: container)
    }

    /// Installs constraints a recipe just made, each where it belongs and lent
    /// unretained.
    func installGenerated(_ added: [LayoutConstraint]) {
        reserveInstalled(added.count)
        added.forEachUnretained { installGenerated($0) }
        countGenerated(added.count)
    }

    /// ``installGenerated(_:)`` for constraints that something else holds (a stack's parts),
    /// listed unretained.
    func installGenerated(_ added: [Unmanaged<LayoutConstraint>]) {
        reserveInstalled(added.count)
        for constraint in added { constraint._withUnsafeGuaranteedRef { installGenerated($0) } }
        countGenerated(added.count)
    }

    /// Makes room in ``installedConstraints`` for `count` generated constraints: nearly all of
    /// them are installed on the container (the rest on single items).
    private func reserveInstalled(_ count: Int) {
        if count > 4 { installedConstraints.reserveCapacity(adding: count) }
    }

    /// Counts `count` generated constraints in the window's ``Window/layoutWork``.
    private func countGenerated(_ count: Int) {
        guard count > 0 else { return }
        if let engine = cachedEngineReference {
            engine._withUnsafeGuaranteedRef { $0.counted.constraintsGenerated += count }
        } else {
            window?.engine.counted.constraintsGenerated += count
        }
    }
}
