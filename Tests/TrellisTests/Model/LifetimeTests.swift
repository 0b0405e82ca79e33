import Testing
@testable import Trellis

/// What outlives a released item forgets it, as with weak references (views and guides are held
/// through unretained references and ``ItemHandle``s instead, for speed): nothing dangles, nothing
/// traps, and a constraint whose item is gone is inert.
@Suite("Lifetimes: references to released items")
struct LifetimeTests {
    @Test("a constraint that outlives its items has no items, keeps its description, and refuses activation")
    func constraintOutlivesItems() throws {
        let window = Window(size: Size(width: 100, height: 100))
        let other = View(name: "other")
        window.addSubview(other)
        var constraint: LayoutConstraint?
        do {
            let released = View(name: "released")
            window.addSubview(released)
            constraint = released.leadingAnchor.constraint(equalTo: other.trailingAnchor, constant: 8)
            released.removeFromSuperview()
            // The engine holds a leaving view until it has processed the removal.
            try window.layoutIfNeededOrThrow()
        }
        let dangling = try #require(constraint)
        #expect(dangling.firstItem == nil)
        #expect(dangling.secondItem === other)
        #expect(dangling.description.contains("released.leading"))
        dangling.isActive = true
        #expect(!dangling.isActive)
        #expect(window.diagnostics.count == 1)
        try window.layoutIfNeededOrThrow()
    }

    @Test("a constraint names its items by their current names, and by the last one once an item is released")
    func constraintNamesFollowRenames() throws {
        let other = View(name: "other")
        var constraint: LayoutConstraint?
        do {
            let renamed = View(name: "before")
            constraint = renamed.leadingAnchor.constraint(equalTo: other.trailingAnchor, constant: 8)
            #expect(constraint?.description == "before.leading == other.trailing + 8")
            renamed.name = "after"
            other.name = "partner"
            #expect(constraint?.description == "after.leading == partner.trailing + 8")
            renamed.name = "last"
        }
        let dangling = try #require(constraint)
        #expect(dangling.firstItem == nil)
        #expect(dangling.description == "last.leading == partner.trailing + 8")
    }

    @Test("an active constraint whose window and views were released is inert; changing it does nothing")
    func activeConstraintOutlivesWindow() {
        var constraint: LayoutConstraint?
        do {
            let window = Window(size: Size(width: 100, height: 100))
            let box = View(name: "box")
            window.addSubview(box)
            constraint = box.widthAnchor.constraint(equalToConstant: 10)
            constraint?.isActive = true
            window.layoutIfNeeded()
        }
        #expect(constraint?.container == nil)
        #expect(constraint?.firstItem == nil)
        constraint?.constant = 20
        constraint?.isActive = false
        #expect(constraint?.isActive == false)
    }

    @Test("a subview that outlives its superview has no superview; a guide that outlives its view has no owner")
    func hierarchyOutlivesParent() {
        let child = View(name: "child")
        let guide = LayoutGuide(name: "guide")
        do {
            let parent = View(name: "parent")
            parent.addSubview(child)
            parent.addLayoutGuide(guide)
            #expect(child.superview === parent)
            #expect(guide.owningView === parent)
        }
        #expect(child.superview == nil)
        #expect(guide.owningView == nil)
        #expect(guide.frame == .zero)
        let window = Window(size: Size(width: 50, height: 50))
        window.addSubview(child)
        #expect(child.superview === window)
    }

    @Test("an anchor that outlives its view makes constraints without that item")
    func anchorOutlivesView() {
        let window = Window(size: Size(width: 100, height: 100))
        let other = View(name: "other")
        window.addSubview(other)
        var anchor: LayoutXAxisAnchor?
        do {
            let released = View(name: "released")
            anchor = released.leadingAnchor
        }
        let constraint = anchor?.constraint(equalTo: other.leadingAnchor)
        #expect(constraint?.firstItem == nil)
        #expect(constraint?.secondItem === other)
    }

    @Test("a collapse forgets its released view; an arranged view that outlives its stack can still be hidden")
    func containersOutliveViews() throws {
        var collapse: CollapseOnHide?
        do {
            let view = View(name: "collapsing")
            collapse = CollapseOnHide(view: view, axis: .vertical)
            #expect(collapse?.view === view)
        }
        #expect(collapse?.view == nil)

        let arranged = View(name: "arranged")
        do {
            let window = Window(size: Size(width: 100, height: 100))
            let stack = StackView(arrangedSubviews: [arranged])
            window.addSubview(stack)
            try window.layoutIfNeededOrThrow()
            stack.removeFromSuperview()
        }
        #expect(arranged.superview == nil)
        arranged.isHidden = true
        arranged.isHidden = false
    }
}
