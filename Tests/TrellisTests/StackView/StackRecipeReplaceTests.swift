import Testing
@testable import Trellis

/// `StackParts.replace(with:count:shift:work:)` makes each wanted key's constraint once, whatever the
/// recipe repeats, and keeps what is already active.
@Suite("Stack recipes: each wanted constraint once")
struct StackRecipeReplaceTests {
    /// A recipe of two parts: the whole-stack part `ends` lists `a.width == 10` twice and
    /// `b.width == 20` once; the item part `spacing` (one slot per item) lists
    /// `b.top == a.bottom + 8` for item 1 and `a.width == 10` again for item 0.
    private func recipe(_ a: View, _ b: View) -> StackRecipe {
        var recipe = StackRecipe()
        var ends = RecipePart<GeneratedSpec>()
        ends.add(.hiding, a, .width, constant: 10, priority: 1000)
        ends.add(.hiding, b, .width, constant: 20, priority: 1000)
        ends.add(.hiding, a, .width, constant: 10, priority: 1000)
        recipe.set(.ends, ends)
        var spacing = RecipePart<GeneratedSpec>(stride: 1, sparse: false)
        spacing.group(item: 0) { $0.add(.hiding, a, .width, constant: 10, priority: 1000) }
        spacing.group(item: 1) { $0.add(.spacing, b, .top, .equal, a, .bottom, constant: 8) }
        recipe.set(.spacing, spacing)
        return recipe
    }

    /// The recipe replaced into empty active parts `times` times; what each replace added.
    private func replaceRepeatedly(times: Int) -> (active: StackParts<GeneratedSlot>, added: [[LayoutConstraint]]) {
        let (a, b) = (View(name: "a"), View(name: "b"))
        var active = StackParts<GeneratedSlot>()
        var work = StackView.ArrangementWork()
        // Taken strongly right away: the active parts hold what a replace lists (unretained).
        let added = (0..<times).map { _ in active.replace(with: recipe(a, b), work: &work).map { $0.takeUnretainedValue() } }
        return (active, added)
    }

    @Test("a first generation makes three constraints for five wanted entries, in recipe order")
    func firstGeneration() {
        let (active, added) = replaceRepeatedly(times: 1)
        #expect(added[0].map(\.description) == ["UISV-hiding: a.width == 10", "UISV-hiding: b.width == 20", "UISV-spacing: b.top == a.bottom + 8"])
        #expect(active.entries.count == 3)
    }

    @Test("replacing with the same recipe again makes nothing and keeps every constraint")
    func sameRecipeAgain() {
        let (active, added) = replaceRepeatedly(times: 2)
        #expect(added[1].isEmpty)
        #expect(active.entries.map(\.constraint).allSatisfy { kept in added[0].contains { $0 === kept } })
        #expect(active.entries.count == 3)
    }

    @Test("one set of seen keys serves stack after stack: a recipe's keys are not seen in the next")
    func sharedKeySet() {
        // Two recipes of the same shape over other views: every entry of the second sits where
        // the first's did, so a key left from the first would read as seen in the second.
        var keys = RecipeKeySet()
        var work = StackView.ArrangementWork()
        for stamp in [1, RecipeKeySet.lastStamp - 1] {
            keys = RecipeKeySet(capacity: 8, stamp: stamp)
            // Three stacks in turn, the last two across the stamps' wrap for the second run.
            for round in 0..<3 {
                let (a, b) = (View(name: "a\(round)"), View(name: "b\(round)"))
                var active = StackParts<GeneratedSlot>()
                let added = active.replace(with: recipe(a, b), keys: &keys, work: &work)
                    .map { $0.takeUnretainedValue() }
                #expect(
                    added.map(\.description)
                        == ["UISV-hiding: a\(round).width == 10", "UISV-hiding: b\(round).width == 20",
                            "UISV-spacing: b\(round).top == a\(round).bottom + 8"])
            }
        }
    }

    @Test("keys tell a system spacing from none, and a slot stays within 56 bytes")
    func keyLayout() {
        let (a, b) = (View(name: "a"), View(name: "b"))
        func key(_ spacing: Double?) -> GeneratedKey {
            var part = RecipePart<GeneratedSpec>()
            part.add(.spacing, b, .top, .equal, a, .bottom, constant: 8, systemSpacing: spacing)
            return part.slots[0]!.key
        }
        #expect(key(nil) == key(nil))
        #expect(key(nil).hashValue == key(nil).hashValue)
        #expect(key(1) == key(1))
        #expect(key(nil) != key(1))
        #expect(key(1) != key(2))
        #expect(key(nil).systemSpacing == nil)
        #expect(key(1.5).systemSpacing == 1.5)
        // Larger, an optional slot is copied and destroyed through the runtime's generic
        // witnesses (see `GeneratedKey`).
        #expect(MemoryLayout<GeneratedSlot>.size <= 56)
    }

    @Test("items matched by identity: the shared start and end, what lies between unpaired")
    func itemShift() {
        // Kept alive, so that no two share an address.
        let views = (0..<6).map { View(name: "v\($0)") }
        let ids = views.map(ObjectIdentifier.init)
        let (a, b, c, d, e, f) = (ids[0], ids[1], ids[2], ids[3], ids[4], ids[5])
        func map(_ old: [ObjectIdentifier], _ new: [ObjectIdentifier]) -> [Int?] {
            let shift = ItemShift(old: old, new: new)
            return old.indices.map { shift.newIndex(ofOld: $0) }
        }
        // The first removed: the others one place up.
        #expect(map([a, b, c, d], [b, c, d]) == [nil, 0, 1, 2])
        // One inserted in the middle: those after it one place down.
        #expect(map([a, b, c, d], [a, b, e, c, d]) == [0, 1, 3, 4])
        // One moved: only it and what it passed are unpaired.
        #expect(map([a, b, c, d, e], [a, c, d, b, e]) == [0, nil, nil, nil, 4])
        // Unchanged, and from nothing (a first generation).
        #expect(map([a, b, c], [a, b, c]) == [0, 1, 2])
        #expect(map([], [a, b]) == [])
        // Everything replaced.
        #expect(map([a, b], [e, f]) == [nil, nil])
        // The same item at both ends of a shorter list is not counted twice.
        #expect(map([a, b, a], [a]) == [0, nil, nil])
    }

    @Test("removing or inserting a stack's first item pairs every other item's constraints in place")
    func shiftedItemsPairInPlace() throws {
        let window = Window(size: Size(width: 300, height: 600))
        let rows = (0..<12).map { index -> View in
            let row = View(name: "row\(index)")
            row.intrinsicContentSize = Size(width: 100 + Double(index), height: 20)
            return row
        }
        let stack = StackView(arrangedSubviews: rows, name: "stack")
        stack.axis = .vertical
        stack.spacing = 8
        stack.alignment = .leading
        window.addSubview(stack)
        try LayoutConstraint.activateOrThrow([
            stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        ])
        try window.layoutIfNeededOrThrow()
        var before = stack.arrangementWork
        rows[0].removeFromSuperview()
        try window.layoutIfNeededOrThrow()
        // Every constraint that names only the first item, or the first item's neighbour as
        // first, is new (the alignments name the first item); the rest kept in place.
        #expect((stack.arrangementWork - before).matchedByKey == 0, "\(stack.arrangementWork - before)")
        #expect(rows[1...].map(\.frame) == (0..<11).map { Rect(x: 0, y: Double($0) * 28, width: 101 + Double($0), height: 20) })
        before = stack.arrangementWork
        stack.insertArrangedSubview(rows[0], at: 0)
        try window.layoutIfNeededOrThrow()
        #expect((stack.arrangementWork - before).matchedByKey == 0, "\(stack.arrangementWork - before)")
        #expect(rows.map(\.frame) == (0..<12).map { Rect(x: 0, y: Double($0) * 28, width: 100 + Double($0), height: 20) })
        // A move is matched by key: the moved item's constraints, found elsewhere.
        before = stack.arrangementWork
        stack.insertArrangedSubview(rows[5], at: 8)
        try window.layoutIfNeededOrThrow()
        #expect((stack.arrangementWork - before).matchedByKey > 0, "\(stack.arrangementWork - before)")
        let order = [0, 1, 2, 3, 4, 6, 7, 8, 5, 9, 10, 11]
        #expect(order.enumerated().allSatisfy { rows[$0.element].frame.minY == Double($0.offset) * 28 })
    }
}
