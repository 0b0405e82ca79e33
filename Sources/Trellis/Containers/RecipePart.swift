import TrellisSolver

// One part of a stack's recipe (see `StackRecipe.swift`): constraints of the whole stack, or a
// fixed number of slots per arranged item, so that one item's constraints can be found and
// replaced without walking the others.

/// The constraints of one part of a stack's recipe, for the whole stack or item by item.
///
/// An item part gives an item a group of ``stride`` slots; unused slots are `nil`. A *dense*
/// part has a group for every item, group `i` for item `i`, so an item's group is found by
/// arithmetic and hiding an item only empties slots. A *sparse* part keeps groups only for the
/// items that have constraints (the hidden ones), in item order, found by binary search. A part
/// of the whole stack (``stride`` 0) is a plain list.
struct RecipePart<Entry> {
    /// Slots per item; 0 for a part of the whole stack.
    let stride: Int
    /// The item of each group of a sparse part, ascending; `nil` for a dense part (and a part of
    /// the whole stack).
    private(set) var items: [Int]?
    /// The slots, group after group.
    private(set) var slots: [Entry?] = []

    /// An empty part of the whole stack.
    init() {
        stride = 0
    }

    /// An empty item part with `stride` slots per item; a dense one reserves room for
    /// `itemCount` groups (grown by appending, the slots of a 5-item row's parts were
    /// reallocated up to three times each; with the first block of four in ``append(_:)``,
    /// 1.2 % of a 1,000-row stack's first layout).
    init(stride: Int, sparse: Bool, itemCount: Int = 0) {
        self.stride = stride
        items = sparse ? [] : nil
        if !sparse, itemCount > 0 { slots.reserveCapacity(stride * itemCount) }
    }

    /// A part laid out like `other` (the same groups), with every slot empty.
    init<Other>(layoutOf other: RecipePart<Other>) {
        stride = other.stride
        items = other.items
        slots = Array(filledWith: nil, count: other.slots.count)
    }

    /// The number of item groups (0 for a part of the whole stack).
    var groupCount: Int { stride == 0 ? 0 : slots.count / stride }

    /// The item group `group` belongs to.
    func item(ofGroup group: Int) -> Int { items?[group] ?? group }

    /// The groups of the items in `bounds`, in order.
    func groups(of bounds: ClosedRange<Int>) -> Range<Int> {
        guard stride > 0 else { return 0..<0 }
        guard let items else { return min(bounds.lowerBound, groupCount)..<min(bounds.upperBound + 1, groupCount) }
        return items.firstIndex(notBelow: bounds.lowerBound)..<items.firstIndex(notBelow: bounds.upperBound + 1)
    }

    /// Whether any slot of the item groups `groups` holds an entry.
    func hasEntries(inGroups groups: Range<Int>) -> Bool {
        slots[(groups.lowerBound * stride)..<(groups.upperBound * stride)].contains { $0 != nil }
    }

    /// Appends a constraint: to a part of the whole stack, or to the group ``group(item:_:)`` is building.
    mutating func append(_ entry: consuming Entry) {
        // A part holds a few constraints or a few per item: one block for the first four
        // instead of regrowing 1 → 2 → 4.
        if slots.capacity == 0 { slots.reserveCapacity(4) }
        slots.append(entry)
    }

    /// Appends item `item`'s group: what `body` appends (at most ``stride`` entries), then
    /// empty slots. Items come in ascending order; a sparse part leaves out an item whose group
    /// is empty, a dense part must get every item.
    mutating func group(item: Int, _ body: (inout RecipePart) -> Void) {
        let start = slots.count
        body(&self)
        let count = slots.count - start
        assert(count <= stride, "\(count) constraints for a group of \(stride)")
        if items != nil {
            guard count > 0 else { return }
            assert(items?.last.map { $0 < item } ?? true, "group of item \(item) out of order")
            items?.append(item)
        } else {
            assert(start == item * stride, "group of item \(item) out of order")
        }
        if count < stride { slots.append(contentsOf: repeatElement(nil, count: stride - count)) }
    }

    /// Appends an item group with no entries (nothing for a sparse part).
    mutating func appendEmptyGroup(item: Int) {
        group(item: item) { _ in }
    }

    /// Sets one slot.
    mutating func set(_ entry: Entry?, at position: Int) {
        slots[position] = entry
    }

    /// Writes the groups of `other` (a sparse part of the same stride) over this dense part's
    /// groups of the same items.
    mutating func overwriteGroups(with other: RecipePart<Entry>) {
        for group in 0..<other.groupCount {
            let (from, to) = (group * stride, other.item(ofGroup: group) * stride)
            for slot in 0..<stride { slots[to + slot] = other.slots[from + slot] }
        }
    }

    /// Replaces the groups `groups` of a sparse part by the groups of `other` (sparse, laid out
    /// alike) that hold an entry; the other groups keep their places.
    mutating func replaceGroups(_ groups: Range<Int>, with other: RecipePart<Entry>) {
        var newItems: [Int] = []
        var newSlots: [Entry?] = []
        for group in 0..<other.groupCount {
            let start = group * stride
            let groupSlots = other.slots[start..<(start + stride)]
            guard groupSlots.contains(where: { $0 != nil }) else { continue }
            newItems.append(other.item(ofGroup: group))
            newSlots += groupSlots
        }
        items?.replaceSubrange(groups, with: newItems)
        slots.replaceSubrange((groups.lowerBound * stride)..<(groups.upperBound * stride), with: newSlots)
    }
}

extension RecipePart {
    /// Calls `body` with each pair of slot positions that stand for the same place in the
    /// recipe, the old one in `self` and the new one in `new`: the same slot of the same
    /// item's group (only among `groups` of `self` and all groups of `new`), or the same
    /// position of a part of the whole stack. A position without a counterpart is paired with
    /// `nil`. Pairs come in recipe order.
    ///
    /// With `shift`, old items are paired by where they are now (an item inserted or removed
    /// before them moved them by one); an old item that is gone, or moved elsewhere, pairs with
    /// nothing.
    func forEachPair<Other>(
        with new: RecipePart<Other>, groups: Range<Int>? = nil, shift: ItemShift? = nil,
        _ body: (_ old: Int?, _ new: Int?) -> Void
    ) {
        guard stride > 0, new.stride > 0 else {
            for position in 0..<max(slots.count, new.slots.count) {
                body(position < slots.count ? position : nil, position < new.slots.count ? position : nil)
            }
            return
        }
        let oldGroups = groups ?? 0..<groupCount
        let width = max(stride, new.stride)
        var (old, next) = (oldGroups.lowerBound, 0)
        while old < oldGroups.upperBound || next < new.groupCount {
            // An unpaired old item reads as −1: it comes out alone, before the new items.
            let oldItem =
                old >= oldGroups.upperBound ? Int.max
                : shift.map { $0.newIndex(ofOld: item(ofGroup: old)) ?? -1 } ?? item(ofGroup: old)
            let newItem = next < new.groupCount ? new.item(ofGroup: next) : Int.max
            let (pairsOld, pairsNew) = (oldItem <= newItem, newItem <= oldItem)
            for slot in 0..<width {
                body(pairsOld && slot < stride ? old * stride + slot : nil,
                     pairsNew && slot < new.stride ? next * new.stride + slot : nil)
            }
            if pairsOld { old += 1 }
            if pairsNew { next += 1 }
        }
    }
}

extension RecipePart: ConstraintSink where Entry == GeneratedSpec {}

extension Array where Element == Int {
    /// The index of the first element not below `value` in this ascending array (`count` if none).
    func firstIndex(notBelow value: Int) -> Int {
        var (low, high) = (0, count)
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
