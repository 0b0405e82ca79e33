import Testing
@testable import Trellis

@Suite("Constraint validation")
struct ValidationTests {
    let window = Window(size: Size(width: 100, height: 100))
    let red = View(name: "red")
    let blue = View(name: "blue")

    init() {
        window.addSubview(red)
        window.addSubview(blue)
    }

    @Test("size paired with location: invalid pairing")
    func invalidPairing() {
        #expect(throws: LayoutError.invalidPairing(first: "red.top", second: "blue.height")) {
            try LayoutConstraint.makeOrThrow(item: red, attribute: .top, relatedBy: .equal,
                                 toItem: blue, attribute: .height, multiplier: 0.25, constant: 0)
        }
        #expect(throws: LayoutError.invalidPairing(first: "red.centerX", second: "window.width")) {
            try LayoutConstraint.makeOrThrow(item: red, attribute: .centerX, relatedBy: .equal,
                                 toItem: window, attribute: .width, multiplier: 1, constant: 0)
        }
    }

    @Test("a location equal to a constant, by nil item or by multiplier 0")
    func locationToConstant() throws {
        #expect(throws: LayoutError.locationEqualToConstant("red.top")) {
            try LayoutConstraint.makeOrThrow(item: red, attribute: .top, relatedBy: .equal,
                                 toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 20)
        }
        #expect(throws: LayoutError.locationEqualToConstant("red.leading")) {
            try LayoutConstraint.makeOrThrow(item: red, attribute: .leading, relatedBy: .equal,
                                 toItem: blue, attribute: .leading, multiplier: 0, constant: 20)
        }
        // Sizes may equal constants; multiplier 0 drops the second item.
        let height = try LayoutConstraint.makeOrThrow(item: red, attribute: .height, relatedBy: .equal,
                                          toItem: blue, attribute: .height, multiplier: 0, constant: 40)
        #expect(height.secondItem == nil && height.secondAttribute == .notAnAttribute)
        #expect(height.description == "red.height == 40")
    }

    @Test("leading/trailing with left/right is rejected, by the initializer and by activation")
    func mixedDirection() {
        #expect(throws: LayoutError.mixedDirectionality(first: "red.leading", second: "blue.left")) {
            try LayoutConstraint.makeOrThrow(item: red, attribute: .leading, relatedBy: .equal,
                                 toItem: blue, attribute: .left, multiplier: 1, constant: 0)
        }
        let anchored = red.leadingAnchor.constraint(equalTo: blue.rightAnchor)
        #expect(throws: LayoutError.mixedDirectionality(first: "red.leading", second: "blue.right")) {
            try LayoutConstraint.activateOrThrow([anchored])
        }
        // centerX goes with both families; vertical with horizontal is accepted as UIKit's runtime does.
        #expect(throws: Never.self) {
            _ = try LayoutConstraint.makeOrThrow(item: red, attribute: .centerX, relatedBy: .equal,
                                     toItem: blue, attribute: .leading, multiplier: 1, constant: 0)
            _ = try LayoutConstraint.makeOrThrow(item: red, attribute: .top, relatedBy: .equal,
                                     toItem: blue, attribute: .left, multiplier: 1, constant: 0)
        }
    }

    @Test("incomplete second item, missing first attribute, margins on guides, non-finite numbers")
    func otherRules() {
        #expect(throws: LayoutError.incompleteSecondItem("red.width == blue.notAnAttribute")) {
            try LayoutConstraint.makeOrThrow(item: red, attribute: .width, relatedBy: .equal,
                                 toItem: blue, attribute: .notAnAttribute, multiplier: 1, constant: 0)
        }
        #expect(throws: LayoutError.missingFirstAttribute("red")) {
            try LayoutConstraint.makeOrThrow(item: red, attribute: .notAnAttribute, relatedBy: .equal,
                                 toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 0)
        }
        let guide = LayoutGuide(name: "g")
        window.addLayoutGuide(guide)
        #expect(throws: LayoutError.marginOnLayoutGuide("g.leadingMargin")) {
            try LayoutConstraint.makeOrThrow(item: guide, attribute: .leadingMargin, relatedBy: .equal,
                                 toItem: red, attribute: .leading, multiplier: 1, constant: 0)
        }
        #expect(throws: LayoutError.nonFiniteValue("The constant of `red.width == inf`")) {
            try LayoutConstraint.makeOrThrow(item: red, attribute: .width, relatedBy: .equal,
                                 toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: .infinity)
        }
    }

    @Test("activation of a batch is all or nothing; items without a common ancestor fail")
    func batchActivation() {
        let stray = View(name: "stray")
        let good = red.widthAnchor.constraint(equalToConstant: 10)
        let bad = red.widthAnchor.constraint(equalTo: stray.widthAnchor)
        #expect(throws: LayoutError.noCommonAncestor(constraint: "red.width == stray.width", items: ["red", "stray"])) {
            try LayoutConstraint.activateOrThrow([good, bad])
        }
        #expect(!good.isActive && !bad.isActive && red.constraints.isEmpty)
        bad.isActive = true  // the setter records instead of throwing
        #expect(!bad.isActive && window.diagnostics.count == 1)
    }

    @Test("constraints are installed on the nearest common ancestor")
    func container() throws {
        let inner = View(name: "inner")
        red.addSubview(inner)
        let toSibling = inner.leadingAnchor.constraint(equalTo: blue.leadingAnchor)
        let toParent = inner.topAnchor.constraint(equalTo: red.topAnchor)
        let own = inner.widthAnchor.constraint(equalToConstant: 5)
        try LayoutConstraint.activateOrThrow([toSibling, toParent, own])
        #expect(window.constraints.map { $0 === toSibling } == [true])
        #expect(red.constraints.count == 1 && red.constraints.first === toParent)
        #expect(inner.constraints.count == 1 && inner.constraints.first === own)
        LayoutConstraint.deactivate([toSibling, toParent])
        #expect(window.constraints.isEmpty && red.constraints.isEmpty && !toParent.isActive)
    }

    @Test("setters keep the previous value and record: non-finite constant, bad priority, required↔optional while active")
    func setters() throws {
        let width = red.widthAnchor.constraint(equalToConstant: 10)
        width.priority = 0
        #expect(width.priority == .required)
        width.priority = 999  // inactive: any valid change is fine
        #expect(width.priority == 999)
        width.priority = .required
        try LayoutConstraint.activateOrThrow([width])
        width.constant = .nan
        #expect(width.constant == 10)
        width.priority = 999
        #expect(width.priority == .required)
        #expect(window.diagnostics == [
            .invalidPriority("`red.width == 10`", 0),
            .nonFiniteValue("The constant of `red.width == 10`"),
            .requiredPriorityMutation(constraint: "red.width == 10", from: 1000, to: 999),
        ])
        #expect(window.diagnostics[2].description.contains("Deactivate it first, or use 999"))
    }

    @Test("attribute raw values match UIKit's")
    func rawValues() {
        #expect(LayoutConstraint.Attribute.left.rawValue == 1)
        #expect(LayoutConstraint.Attribute.firstBaseline.rawValue == 12)
        #expect(LayoutConstraint.Attribute.centerYWithinMargins.rawValue == 20)
        #expect(LayoutConstraint.Attribute.baseline == .lastBaseline)
        #expect(LayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
        #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
    }
}
