import Testing
@testable import Trellis

/// An item's list of active constraints: announced constraints get their room at once, and the
/// list keeps its order and count through activation and deactivation.
@Suite("Constraint lists")
struct ConstraintListTests {
    /// A superview with `red` inside, and `count` width constraints on `red` (inactive).
    private func setUp(count: Int) -> (red: View, constraints: [LayoutConstraint]) {
        let superview = View(name: "superview")
        let red = View(name: "red")
        superview.addSubview(red)
        let constraints = (0..<count).map { red.widthAnchor.constraint(greaterThanOrEqualToConstant: Double($0)) }
        return (red, constraints)
    }

    @Test("six announced constraints: the first append makes room for all six, the rest never regrow")
    func announcedRoom() throws {
        let (red, constraints) = setUp(count: 6)
        red.activeConstraintList.expect(6)
        constraints[0].isActive = true
        let room = red.activeConstraintList.capacity
        #expect(room >= 6)
        for constraint in constraints.dropFirst() { constraint.isActive = true }
        #expect(red.activeConstraintList.capacity == room)
        #expect(red.activeConstraintList.count == 6)
        #expect(red.activeConstraints.map { $0 === constraints[0] } == [true, false, false, false, false, false])
    }

    @Test("without an announcement the first block holds four, and a fifth grows it")
    func unannouncedRoom() {
        let (red, constraints) = setUp(count: 5)
        for constraint in constraints.prefix(4) { constraint.isActive = true }
        let room = red.activeConstraintList.capacity
        #expect(room >= 4)
        constraints[4].isActive = true
        #expect(red.activeConstraintList.count == 5)
        #expect(red.activeConstraintList.capacity >= 5)
    }

    @Test("deactivating keeps the others in activation order and counts only live ones")
    func deactivation() {
        let (red, constraints) = setUp(count: 4)
        red.activeConstraintList.expect(4)
        for constraint in constraints { constraint.isActive = true }
        constraints[1].isActive = false
        #expect(red.activeConstraintList.count == 3)
        #expect(red.activeConstraints.map { ObjectIdentifier($0) } == [0, 2, 3].map { ObjectIdentifier(constraints[$0]) })
        // Re-activated, it joins at the end.
        constraints[1].isActive = true
        #expect(red.activeConstraints.map { ObjectIdentifier($0) } == [0, 2, 3, 1].map { ObjectIdentifier(constraints[$0]) })
    }
}
