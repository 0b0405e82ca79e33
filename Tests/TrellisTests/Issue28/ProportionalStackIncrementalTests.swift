import Testing
@testable import Trellis

/// Proportional stacks laid out incrementally give the frames a fresh layout of the same final
/// state gives (issue 28, found by the model fuzzer with every distribution on).
@Suite("Proportional stacks: an incremental layout equals a fresh one")
struct ProportionalStackIncrementalTests {
    private func host(_ stack: StackView) throws -> Window {
        let window = Window(size: Size(width: 393, height: 852))
        window.displayScale = 2  // every number below is a multiple of ½ pt: no pixel rounding
        window.addSubview(stack)
        try LayoutConstraint.activateOrThrow([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        try window.layoutIfNeededOrThrow()
        return window
    }

    private func item(_ name: String, _ width: Double, _ height: Double) -> View {
        let view = View(name: name)
        view.intrinsicContentSize = Size(width: width, height: height)
        return view
    }

    @Test("seed 1008: an empty nested stack that gains an item gets its share of a horizontal exact stack")
    func nestedStackGainsItemHorizontally() throws {
        // a is 53 wide, the nested stack measures b's 33.5, gap 10.5: the proportional shares
        // fit the chain at canvas 53 + 10.5 + 33.5 = 97, a at 0…53, nested at 63.5…97. Fill
        // alignment: b's compression resistance (750) beats a's hugging (250), so all are 50 tall.
        let a = item("a", 53, 43.5)
        let nested = StackView(name: "nested")
        let stack = StackView(arrangedSubviews: [a, nested], name: "stack")
        stack.distribution = .fillProportionallyExact
        stack.spacing = 10.5
        let window = try host(stack)
        let b = item("b", 33.5, 50)
        nested.addArrangedSubview(b)
        try window.layoutIfNeededOrThrow()
        expectFrame(stack, 0, 0, 97, 50)
        expectFrame(a, 0, 0, 53, 50)
        expectFrame(nested, 63.5, 0, 33.5, 50)
        expectFrame(b, 0, 0, 33.5, 50)
    }

    @Test("seed 1030: an empty nested proportional stack that gains an item gets its share of a vertical stack")
    func nestedStackGainsItemVertically() throws {
        // The nested row measures d's 22.5, c is 8.5, gap 10: canvas 22.5 + 10 + 8.5 = 41, the
        // row at 0…22.5, c at 32.5…41. Fill alignment: the stack is d's 71 wide.
        let nested = StackView(name: "nested")
        nested.distribution = .fillProportionally
        nested.spacing = 8
        let c = item("c", 0.5, 8.5)
        let stack = StackView(arrangedSubviews: [nested, c], name: "stack")
        stack.axis = .vertical
        stack.distribution = .fillProportionallyExact
        stack.spacing = 10
        let window = try host(stack)
        let d = item("d", 71, 22.5)
        nested.addArrangedSubview(d)
        try window.layoutIfNeededOrThrow()
        expectFrame(stack, 0, 0, 71, 41)
        expectFrame(nested, 0, 0, 71, 22.5)
        expectFrame(d, 0, 0, 71, 22.5)
        expectFrame(c, 0, 32.5, 71, 8.5)
    }

    @Test("seeds 1154, 1164: a new constant of an item's own size constraint is measured again")
    func ownSizeConstantChange() throws {
        // The box (it has a subview, so it is measured by fitting) is 40 wide by its own
        // constraint, a 60: shares 0.6 and 0.4 of 100. At 90 the shares are 60/150 and 90/150:
        // the stack is 150 wide, a at 0…60, the box at 60…150. All 10 tall (a's intrinsic height).
        let a = item("a", 60, 10)
        let box = View(name: "box")
        let child = View(name: "child")
        box.addSubview(child)
        let width = box.widthAnchor.constraint(equalToConstant: 40)
        try LayoutConstraint.activateOrThrow([
            width, child.leadingAnchor.constraint(equalTo: box.leadingAnchor), child.topAnchor.constraint(equalTo: box.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 1), child.heightAnchor.constraint(equalToConstant: 1),
        ])
        let stack = StackView(arrangedSubviews: [a, box], name: "stack")
        stack.distribution = .fillProportionallyExact
        let window = try host(stack)
        expectFrame(box, 60, 0, 40, 10)
        width.constant = 90
        try window.layoutIfNeededOrThrow()
        expectFrame(stack, 0, 0, 150, 10)
        expectFrame(a, 0, 0, 60, 10)
        expectFrame(box, 60, 0, 90, 10)
    }

    @Test("seed 1001: a wrapping label measures its new text unwrapped, as in a fresh layout")
    func labelTextChange() throws {
        // An empty nested stack measures 0 (len == 0); the label's share is W / (8.5 + W) of the
        // canvas, and the chain canvas = 8.5 + label then gives label = W, its unwrapped width:
        // one line, whatever width the old text had wrapped at.
        let empty = StackView(name: "empty")
        let label = Label("Hello, world", name: "label")
        label.numberOfLines = 0
        let stack = StackView(arrangedSubviews: [empty, label], name: "stack")
        stack.distribution = .fillProportionally
        stack.spacing = 8.5
        let window = try host(stack)
        label.text = "The quick brown fox"
        try window.layoutIfNeededOrThrow()
        let unwrapped = Label("The quick brown fox").intrinsicContentSize
        #expect(unwrapped.width > 150)  // 19 characters: wider than "Hello, world" by far
        expectFrame(label, 8.5, 0, unwrapped.width, unwrapped.height)
        expectFrame(stack, 0, 0, unwrapped.width + 8.5, unwrapped.height)
    }
}

/// An overflowing constraint inside a measured item is left out of the measurement, as the
/// window's layout leaves it out (issue 28, fuzz seeds 1039, 1071, 1131, 1179, 1193).
@Suite("Proportional stacks: an overflow inside a measured item")
struct ProportionalStackOverflowTests {
    @Test("x.width == 1e308 × y.width inside a measured box: reported once as non-finite, no solver failure")
    func overflowInsideMeasuredItem() throws {
        // The box measures y's 60 (x is left out as the overflow it is); a is 40: the shares fit
        // the chain at 100, a at 0…40, the box at 40…100. Fill alignment: all 10 tall.
        let a = View(name: "a")
        a.intrinsicContentSize = Size(width: 40, height: 10)
        let box = View(name: "box")
        let x = View(name: "x")
        let y = View(name: "y")
        box.addSubview(x)
        box.addSubview(y)
        let stack = StackView(arrangedSubviews: [a, box], name: "stack")
        stack.distribution = .fillProportionally
        let window = Window(size: Size(width: 393, height: 852))
        window.addSubview(stack)
        try LayoutConstraint.activateOrThrow([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.topAnchor.constraint(equalTo: window.topAnchor),
            y.leadingAnchor.constraint(equalTo: box.leadingAnchor), y.trailingAnchor.constraint(equalTo: box.trailingAnchor),
            y.topAnchor.constraint(equalTo: box.topAnchor), y.bottomAnchor.constraint(equalTo: box.bottomAnchor),
            y.widthAnchor.constraint(equalToConstant: 60), y.heightAnchor.constraint(equalToConstant: 10),
            x.leadingAnchor.constraint(equalTo: box.leadingAnchor), x.topAnchor.constraint(equalTo: box.topAnchor),
        ])
        try window.layoutIfNeededOrThrow()
        let overflow = x.widthAnchor.constraint(equalTo: y.widthAnchor, multiplier: 1e308)
        overflow.isActive = true
        stack.spacing = 0.5  // regenerates the stack, so the box is measured with the overflow in it
        stack.spacing = 0
        try window.layoutIfNeededOrThrow()
        #expect(!overflow.isActive)
        #expect(window.diagnostics.contains { if case .nonFiniteResult = $0 { true } else { false } })
        #expect(!window.diagnostics.contains { if case .solverFailure = $0 { true } else { false } },
                "\(window.diagnostics)")
        expectFrame(a, 0, 0, 40, 10)
        expectFrame(box, 40, 0, 60, 10)
        expectFrame(y, 0, 0, 60, 10)
    }
}
