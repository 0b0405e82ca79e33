import TrellisSolver

// A stack's recipe in parts (spec §10, in the recipe's order), and its active constraints laid
// out the same way, so that hiding one item regenerates and compares only the groups of the
// items around it (see `StackView+HiddenItems.swift`).

/// The parts of a stack's recipe, in the order the recipe lists them: distribution, then
/// alignment, then text widths.
enum StackRecipePart: Int, CaseIterable {
    /// The spanning guide the canvas connects to when every item is hidden.
    case allHidden
    /// Per hidden item (sparse): `UISV-hiding`, `UISV-spacing-hidden`.
    case hiding
    /// The canvas connections to the first and last visible items.
    case ends
    /// Per visible item: `UISV-spacing` after the visible item before it.
    case spacing
    /// Per visible item of a ``StackView/Distribution/fillEqually`` stack: `UISV-fill-equally`.
    case equalLengths
    /// What the other distributions add: proportional lengths, gap guides, canvas fit.
    case distribution
    /// Per item after the first: `UISV-alignment`.
    case alignment
    /// Per item: `UISV-ambiguity-suppression`.
    case suppression
    /// The alignment's canvas connections, or the spanner's pins.
    case alignmentHead
    /// Per visible item: `UISV-spanning-boundary`.
    case boundaries
    /// The spanner's fit and the canvas connections through it.
    case alignmentTail
    /// `UISV-text-width-disambiguation`.
    case textWidth
}

/// An active generated constraint and what it says.
struct GeneratedSlot {
    let key: GeneratedKey
    let constraint: LayoutConstraint
}

/// A stack's generated constraints part by part: what a recipe wants (``GeneratedSpec``) or
/// what is active (``GeneratedSlot``).
struct StackParts<Entry> {
    /// One part per ``StackRecipePart``, in order.
    private(set) var parts: [RecipePart<Entry>] = StackRecipePart.allCases.map { _ in RecipePart() }

    /// The part `part`.
    subscript(part: StackRecipePart) -> RecipePart<Entry> { parts[part.rawValue] }

    /// Sets the part `part`, taking `value` over (borrowed, it was copied in, each of its arrays
    /// retained, and the caller's copy destroyed after: six part copies and destructions per
    /// regeneration).
    mutating func set(_ part: StackRecipePart, _ value: consuming RecipePart<Entry>) {
        parts[part.rawValue] = value
    }

    /// Calls `body` with each entry in recipe order until it returns `false`.
    ///
    /// Plain loops rather than a lazy sequence: the first walk of a nested lazy sequence
    /// instantiated its generic type at run time, a million instructions in a fresh process.
    func forEachEntry(_ body: (Entry) -> Bool) {
        for part in parts {
            for case let entry? in part.slots { guard body(entry) else { return } }
        }
    }

    /// The entries in recipe order.
    var entries: [Entry] {
        var list: [Entry] = []
        forEachEntry { list.append($0); return true }
        return list
    }

    /// The number of entries.
    var count: Int { parts.reduce(0) { $0 + $1.slots.count { $0 != nil } } }
}

/// What a stack wants now, part by part.
typealias StackRecipe = StackParts<GeneratedSpec>

extension StackParts<GeneratedSlot> {
    /// Makes the active constraints what `recipe` wants (a full regeneration), touching only the
    /// difference: a constraint whose key is wanted is kept, the others are deactivated (in
    /// their order), and the new ones are returned in recipe order, made but not installed.
    /// `count` is the recipe's number of specs (``StackParts/count``) when the caller has it.
    ///
    /// A constraint whose slot now wants the same constraint with another constant (a new
    /// spacing, a custom spacing, a margin) is kept and its constant moved, as a user's
    /// `constant` change: the solver moves a row's constant in place, where removing and adding
    /// it again pivoted, and the engine repairs every such move of a layout together.
    ///
    /// Each slot is first compared with the same slot of the recipe (the same item's group in
    /// the same part, the item found where `shift` says it went), which after most changes
    /// leaves a few differences; only those are matched by key through a dictionary, so a
    /// constraint that moved elsewhere is kept too. A recipe that lists a key twice gets one
    /// constraint.
    mutating func replace(
        with recipe: StackRecipe, count known: Int? = nil, shift: ItemShift? = nil, work: inout StackView.ArrangementWork
    ) -> [Unmanaged<LayoutConstraint>] {
        var keys = RecipeKeySet()
        return replace(with: recipe, count: known, shift: shift, keys: &keys, work: &work)
    }

    /// ``replace(with:count:shift:work:)`` with `keys` as the set of the recipe's keys seen
    /// (emptied first): a window's stacks share one (``LayoutEngine/recipeKeys``).
    mutating func replace(
        with recipe: StackRecipe, count known: Int? = nil, shift: ItemShift? = nil, keys seen: inout RecipeKeySet,
        work: inout StackView.ArrangementWork
    ) -> [Unmanaged<LayoutConstraint>] {
        let count = known ?? recipe.count
        var resolved = recipe.parts.map { RecipePart<GeneratedSlot>(layoutOf: $0) }
        var leftOver: [GeneratedSlot] = []
        // A first generation has nothing to pair.
        let keptInPlace =
            parts.allSatisfy { $0.slots.isEmpty }
            ? 0 : pairInPlace(with: recipe, shift: shift, into: &resolved, leftOver: &leftOver, work: &work)
        var unclaimed: [GeneratedKey: Int] = [:]
        // Not reserved when empty (a first generation): reserving nothing still allocated.
        if !leftOver.isEmpty { unclaimed.reserveCapacity(leftOver.count) }
        for (index, slot) in leftOver.enumerated() { unclaimed[slot.key] = index }
        var claimed = Array(filledWith: false, count: leftOver.count)
        // Room for every spec of the recipe: the set never grows. (Sized by the slots, filled
        // or not, which are cheaper to count, it raised a 1,000-row stack's peak memory by
        // 1.3 MB.)
        seen.reset(capacity: count)
        var keptKeys: Set<GeneratedKey>?
        // Listed unretained: the parts hold them. Listed strongly, every generated constraint
        // was retained and released once more on its way to being installed.
        var added: [Unmanaged<LayoutConstraint>] = []
        // A first generation makes every constraint of the recipe: room for them all at once
        // instead of regrowing through them (4,000 reallocations in a 1,000-row stack's first
        // layout).
        if keptInPlace == 0, leftOver.isEmpty { added.reserveCapacity(count) }
        for part in recipe.parts.indices {
            // By position, the keys read in place: iterating the specs copied each one, which
            // retained its two items.
            for position in recipe.parts[part].slots.indices {
                guard let key = recipe.parts[part].slots[position]?.key, resolved[part].slots[position]?.key == nil,
                    seen.insert(part: part, position: position, of: recipe)
                else { continue }
                if !unclaimed.isEmpty, let index = unclaimed.removeValue(forKey: key) {
                    claimed[index] = true
                    work.matchedByKey += 1
                    resolved[part].set(leftOver[index], at: position)
                    continue
                }
                if keptInPlace > 0 {
                    // Only a recipe listing a key twice gets here with a kept key; build the set once.
                    let kept = keptKeys ?? Set(resolved.flatMap { $0.slots.compactMap { $0?.key } })
                    keptKeys = kept
                    if kept.contains(key) { continue }
                }
                guard let spec = recipe.parts[part].slots[position] else { continue }
                spec.announceToItems()
                let constraint = spec.makeConstraint()
                added.append(Unmanaged.passUnretained(constraint))
                // Moved into its slot: copied, it was retained once more and released here.
                resolved[part].set(GeneratedSlot(key: spec.key, constraint: consume constraint), at: position)
            }
        }
        for (index, slot) in leftOver.enumerated() where !claimed[index] { slot.constraint.deactivate() }
        parts = resolved
        return added
    }

    /// The first step of ``replace(with:count:shift:work:)``: each active slot compared with its
    /// place in `recipe`, kept (its constant moved if that is all that differs) into
    /// `resolved`, or else put in `leftOver`; returns how many were kept.
    ///
    /// Not inlined: inlined into `replace`, it changed what the compiler inlined there, and the
    /// first layout of a 1,000-row stack, whose first generations never get here, took 0.6 %
    /// more instructions (251.07 M against 249.53 M).
    @inline(never)
    private mutating func pairInPlace(
        with recipe: StackRecipe, shift: ItemShift?, into resolved: inout [RecipePart<GeneratedSlot>],
        leftOver: inout [GeneratedSlot], work: inout StackView.ArrangementWork
    ) -> Int {
        var keptInPlace = 0
        for index in parts.indices where !parts[index].slots.isEmpty {
            parts[index].forEachPair(with: recipe.parts[index], shift: shift) { old, new in
                guard let old, let slot = parts[index].slots[old] else { return }
                work.compared += 1
                if let new, let key = recipe.parts[index].slots[new]?.key, slot.key == key {
                    resolved[index].set(slot, at: new)
                    keptInPlace += 1
                } else if let new, let key = recipe.parts[index].slots[new]?.key, slot.key.differsOnlyInConstant(from: key) {
                    slot.constraint.constant = key.constant
                    resolved[index].set(GeneratedSlot(key: key, constraint: slot.constraint), at: new)
                    keptInPlace += 1
                } else {
                    leftOver.append(slot)
                }
            }
        }
        return keptInPlace
    }

    /// Replaces the groups of the items in `bounds` of part `part` (the whole part when `bounds`
    /// is `nil`) by the recipe's `new` groups for them, slot by slot: a constraint whose key is
    /// unchanged stays, one no longer wanted goes to `removed`, a new one is made and goes to
    /// `added` (in recipe order). `new` is a sparse part for item parts.
    ///
    /// Hiding an item changes only its own groups and its neighbours', and a group's constraints
    /// always name its item, so slots are compared in place: nothing moves between groups.
    mutating func splice(
        _ part: StackRecipePart, items bounds: ClosedRange<Int>?, with new: RecipePart<GeneratedSpec>,
        removed: inout [LayoutConstraint], added: inout [LayoutConstraint], work: inout StackView.ArrangementWork
    ) {
        let index = part.rawValue
        let groups = bounds.map { parts[index].groups(of: $0) }
        // Nothing active there and nothing wanted (a part the stack does not use, such as the
        // equal lengths of a `.fill` stack): nothing to compare or lay out again.
        if let groups, parts[index].stride > 0, !new.slots.contains(where: { $0 != nil }),
            !parts[index].hasEntries(inGroups: groups)
        {
            return
        }
        var resolved = RecipePart<GeneratedSlot>(layoutOf: new)
        var emptied: [Int] = []
        parts[index].forEachPair(with: new, groups: groups) { old, position in
            // Keys are compared in place (plain data); a slot or spec is copied, which retains
            // what it refers to, only when it is kept, removed or made.
            let oldKey = old.flatMap { parts[index].slots[$0]?.key }
            let newKey = position.flatMap { new.slots[$0]?.key }
            guard oldKey != nil || newKey != nil else { return }
            work.compared += 1
            if let old, let position, let oldKey, oldKey == newKey {
                resolved.set(parts[index].slots[old], at: position)
                return
            }
            if let old, oldKey != nil, let slot = parts[index].slots[old] {
                removed.append(slot.constraint)
                if position == nil { emptied.append(old) }
            }
            if let position, newKey != nil, let spec = new.slots[position] {
                spec.announceToItems()
                let constraint = spec.makeConstraint()
                resolved.set(GeneratedSlot(key: spec.key, constraint: constraint), at: position)
                added.append(constraint)
            }
        }
        guard let groups, parts[index].stride > 0 else { return parts[index] = resolved }
        if parts[index].items != nil { return parts[index].replaceGroups(groups, with: resolved) }
        for position in emptied { parts[index].set(nil, at: position) }
        parts[index].overwriteGroups(with: resolved)
    }
}
