import Testing
@testable import Trellis

@Suite("Required conflicts never stop layout")
struct ConflictTests {
    /// `red.width == 100` and then `red.width == 150`, both required, laid out once.
    private func widthConflict() throws -> (Window, View, LayoutConstraint, LayoutConstraint) {
        let (window, red, _) = makeRedBlue(width: 300, height: 100)
        let first = red.widthAnchor.constraint(equalToConstant: 100)
        let second = red.widthAnchor.constraint(equalToConstant: 150)
        try LayoutConstraint.activateOrThrow([first, second])
        try window.layoutIfNeededOrThrow()
        return (window, red, first, second)
    }

    @Test("the newest conflicting constraint is broken, recorded, and still pulls as nearly as it can")
    func newestBroken() throws {
        let (window, red, first, second) = try widthConflict()
        #expect(red.frame.size.width == 100)
        #expect(second.isActive && second.isBroken && !first.isBroken)
        #expect(window.diagnostics == [
            .unsatisfiable(constraint: "red.width == 150", conflicting: ["red.width == 100"])
        ])
        first.isActive = false  // the broken one now holds fully
        try window.layoutIfNeededOrThrow()
        #expect(red.frame.size.width == 150)
    }

    @Test("conflicts after the first name constraints added and removed since, not stale ones")
    func laterConflictsNameCurrentConstraints() throws {
        // The engine finds a solver constraint's owner through a table it builds at the first
        // conflict and then keeps up to date: a later conflict must name what is installed then.
        let (window, red, first, second) = try widthConflict()
        LayoutConstraint.deactivate([first, second])
        let third = red.heightAnchor.constraint(equalToConstant: 30)
        let fourth = red.heightAnchor.constraint(equalToConstant: 40)
        try LayoutConstraint.activateOrThrow([third])
        try window.layoutIfNeededOrThrow()
        try LayoutConstraint.activateOrThrow([fourth])
        try window.layoutIfNeededOrThrow()
        #expect(window.diagnostics == [
            .unsatisfiable(constraint: "red.width == 150", conflicting: ["red.width == 100"]),
            .unsatisfiable(constraint: "red.height == 40", conflicting: ["red.height == 30"]),
        ])
        #expect(red.frame.size.height == 30)
    }

    @Test("a window resize that contradicts a required constraint breaks that constraint, not the window")
    func resizeConflict() throws {
        let (window, red, _) = makeRedBlue(width: 300, height: 100)
        try LayoutConstraint.activateOrThrow([
            red.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            red.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            red.widthAnchor.constraint(greaterThanOrEqualToConstant: 200),
        ])
        try window.layoutIfNeededOrThrow()
        #expect(red.frame.size.width == 300)
        window.size = Size(width: 150, height: 100)
        try window.layoutIfNeededOrThrow()
        // The newest of the conflict (width >= 200) is broken; the pins hold: red is 150 wide.
        #expect(red.frame.size.width == 150)
        #expect(window.frame.size.width == 150)
        #expect(window.diagnostics.count == 1)
        #expect(window.diagnostics.first?.description.contains("red.width >= 200") == true)
    }

    @Test("constants changed together: the one that cannot hold is broken, the changes before and after it hold")
    func constantConflictAmongOthers() throws {
        // Moved in one pass, the three are repaired together; the repair finds leading <= 50
        // contradicted, so they are made again one by one and the pin alone is broken.
        let (window, red, blue) = makeRedBlue(width: 300, height: 100)
        let pin = red.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10)
        let limit = red.leadingAnchor.constraint(lessThanOrEqualTo: window.leadingAnchor, constant: 50)
        let blueWidth = blue.widthAnchor.constraint(equalToConstant: 40)
        let blueHeight = blue.heightAnchor.constraint(equalToConstant: 20)
        try LayoutConstraint.activateOrThrow([pin, limit, blueWidth, blueHeight])
        try window.layoutIfNeededOrThrow()
        blueWidth.constant = 60
        pin.constant = 80
        blueHeight.constant = 30
        try window.layoutIfNeededOrThrow()
        #expect(red.frame.origin.x == 50)
        #expect(blue.frame.size == Size(width: 60, height: 30))
        #expect(pin.isBroken && !limit.isBroken && !blueWidth.isBroken && !blueHeight.isBroken)
        #expect(window.diagnostics.count == 1)
        #expect(window.diagnostics.first?.description.contains("red.leading == window.leading + 80") == true)
    }

    @Test("a constant change that cannot hold breaks the changed constraint")
    func constantConflict() throws {
        let (window, red, _) = makeRedBlue(width: 300, height: 100)
        let pin = red.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10)
        let limit = red.leadingAnchor.constraint(lessThanOrEqualTo: window.leadingAnchor, constant: 50)
        try LayoutConstraint.activateOrThrow([pin, limit])
        try window.layoutIfNeededOrThrow()
        pin.constant = 80
        try window.layoutIfNeededOrThrow()
        // 80 violates leading <= 50: pin is broken and sits as close as allowed, at 50.
        #expect(red.frame.origin.x == 50)
        #expect(pin.isBroken && !limit.isBroken)
        #expect(window.diagnostics.count == 1)
    }

    @Test("the low-priority fallback collapse recipe (spec §6): deactivating B's chain lets C fall back to A")
    func fallbackCollapse() throws {
        let window = Window(size: Size(width: 400, height: 100))
        let a = View(name: "A"), b = View(name: "B"), c = View(name: "C")
        var constraints: [LayoutConstraint] = []
        for (view, width) in [(a, 100.0), (b, 50), (c, 60)] {
            window.addSubview(view)
            constraints.append(view.widthAnchor.constraint(equalToConstant: width))
            constraints.append(view.topAnchor.constraint(equalTo: window.topAnchor))
            constraints.append(view.heightAnchor.constraint(equalToConstant: 10))
        }
        let bAfterA = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 20)
        bAfterA.priority = 999
        let cAfterB = c.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 20)
        let cAfterA = c.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 20)
        cAfterA.priority = LayoutPriority(1)
        constraints += [a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20), bAfterA, cAfterB, cAfterA]
        try LayoutConstraint.activateOrThrow(constraints)
        try window.layoutIfNeededOrThrow()
        // A 20…120; B at 120 + 20 = 140 (…190); C at 190 + 20 = 210. The @1 fallback yields.
        expectFrame(b, 140, 0, 50, 10)
        expectFrame(c, 210, 0, 60, 10)
        b.isHidden = true  // hiding alone changes nothing…
        try window.layoutIfNeededOrThrow()
        expectFrame(c, 210, 0, 60, 10)
        LayoutConstraint.deactivate([bAfterA, cAfterB])  // …so collapse B's chain
        try window.layoutIfNeededOrThrow()
        expectFrame(c, 140, 0, 60, 10)  // the fallback: A.trailing 120 + 20
        #expect(window.diagnostics.isEmpty)
    }

    @Test("deactivating and re-activating before a layout re-lowers the constraint")
    func reactivation() throws {
        let window = Window(size: Size(width: 300, height: 100))
        let outer = View(name: "outer"), box = View(name: "box")
        window.addSubview(outer)
        outer.addSubview(box)
        let pinOuter = outer.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 100)
        let center = try LayoutConstraint.makeOrThrow(item: box, attribute: .centerX, relatedBy: .equal,
                                          toItem: box.superview, attribute: .centerX, multiplier: 0.5, constant: 0)
        try LayoutConstraint.activateOrThrow([pinOuter, center,
            outer.widthAnchor.constraint(equalToConstant: 200), box.widthAnchor.constraint(equalToConstant: 20)])
        try window.layoutIfNeededOrThrow()
        // outer.centerX in its own bounds = 100; × 0.5 → box centre 50 → x 40 in outer.
        expectFrame(box, 40, 0, 20, 0)
        center.isActive = false
        box.removeFromSuperview()
        window.addSubview(box)
        center.isActive = true  // now box and outer are siblings: evaluated in the window
        #expect(center.isActive)
        try window.layoutIfNeededOrThrow()
        // box.centerX (window) == 0.5 × outer.centerX (window: 100 + 100 = 200) → 100 → x 90.
        expectFrame(box, 90, 0, 20, 0)
    }
}
