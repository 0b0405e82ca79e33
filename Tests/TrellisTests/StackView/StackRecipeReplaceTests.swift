import Testing
@testable import Trellis

/// `StackParts.replace(with:work:)` makes each wanted key's constraint once, whatever the
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
        let added = (0..<times).map { _ in active.replace(with: recipe(a, b), work: &work) }
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
}
