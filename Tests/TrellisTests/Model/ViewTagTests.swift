import Testing
@testable import Trellis

@Suite("View tags: viewWithTag(_:)")
struct ViewTagTests {
    /// root ─ a (tag 2) ─ a1 (tag 3)
    ///      └ b (tag 3) ─ b1 (tag 4)
    private func tree() -> (root: View, a: View, a1: View, b: View, b1: View) {
        let root = View(name: "root"), a = View(name: "a"), a1 = View(name: "a1"), b = View(name: "b"), b1 = View(name: "b1")
        root.addSubview(a)
        a.addSubview(a1)
        root.addSubview(b)
        b.addSubview(b1)
        a.tag = 2
        a1.tag = 3
        b.tag = 3
        b1.tag = 4
        return (root, a, a1, b, b1)
    }

    @Test("the search is depth first: a subview's whole subtree before the next subview")
    func depthFirst() {
        let (root, a, a1, b, b1) = tree()
        #expect(root.viewWithTag(2) === a)
        // a1 (inside a, the first subview) comes before b, the second subview, though b is
        // shallower.
        #expect(root.viewWithTag(3) === a1)
        #expect(root.viewWithTag(4) === b1)
        #expect(b.viewWithTag(3) === b)
        #expect(a.viewWithTag(4) == nil)
        #expect(root.viewWithTag(9) == nil)
    }

    @Test("tags start at 0, so viewWithTag(0) finds the view itself unless it was given another")
    func defaultTag() {
        let (root, a, _, _, _) = tree()
        #expect(root.tag == 0)
        #expect(root.viewWithTag(0) === root)
        #expect(a.viewWithTag(0) == nil)
    }
}
