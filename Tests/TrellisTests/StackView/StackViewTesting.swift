import Testing
@testable import Trellis

/// One arranged item of a spec case: intrinsic size (nil: none on that axis), priorities,
/// baselines.
struct StackItem: Sendable {
    var width: Double?
    var height: Double?
    var hugH: Float = 250, crH: Float = 750, hugV: Float = 250, crV: Float = 750
    var firstBaseline: Double?
    var lastBaseline: Double?

    /// `W×H` with default priorities.
    static func size(_ width: Double?, _ height: Double?) -> StackItem { StackItem(width: width, height: height) }
    /// `W×H req`: hugging = compression = 1000 on both axes.
    static func req(_ width: Double, _ height: Double) -> StackItem {
        StackItem(width: width, height: height, hugH: 1000, crH: 1000, hugV: 1000, crV: 1000)
    }
    /// `W@pw × H@ph`: hugging = compression = the given priority on each axis.
    static func pref(_ width: Double, _ pw: Float, _ height: Double, _ ph: Float) -> StackItem {
        StackItem(width: width, height: height, hugH: pw, crH: pw, hugV: ph, crV: ph)
    }

    func makeView(_ name: String) -> View {
        let view = View(name: name)
        view.intrinsicContentSize = Size(width: width ?? View.noIntrinsicMetric, height: height ?? View.noIntrinsicMetric)
        view.setContentHuggingPriority(LayoutPriority(hugH), for: .horizontal)
        view.setContentCompressionResistancePriority(LayoutPriority(crH), for: .horizontal)
        view.setContentHuggingPriority(LayoutPriority(hugV), for: .vertical)
        view.setContentCompressionResistancePriority(LayoutPriority(crV), for: .vertical)
        view.firstBaselineOffsetFromTop = firstBaseline
        view.lastBaselineOffsetFromBottom = lastBaseline
        return view
    }
}

/// A worked case of the stack-view spec: a configuration and the frames it must give.
struct StackCase: Sendable, CustomTestStringConvertible {
    var name: String
    var axis: Axis = .horizontal
    var distribution: StackView.Distribution = .fill
    var alignment: StackView.Alignment = .fill
    var spacing: Double = 0
    var width: Double?
    var height: Double?
    var items: [StackItem]
    var hidden: Set<Int> = []
    var customSpacing: [Int: Double] = [:]
    var margins: EdgeInsets?
    var baselineRelative = false
    /// Expected item frames in the stack's coordinates (nil: not checked).
    var frames: [Rect?] = []
    /// Expected stack size; a nil component is not checked.
    var stackWidth: Double?
    var stackHeight: Double?

    var testDescription: String { name }
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// A window holding a stack at (0, 0) built from `testCase`, laid out. `checksSolver: false`
/// skips the solver's debug self-checks, for reference layouts built in bulk.
@discardableResult
func layOut(_ testCase: StackCase, checksSolver: Bool = true) throws -> (Window, StackView, [View]) {
    let window = Window(size: Size(width: 4000, height: 4000))
    window.engine.solver.checksInvariants = checksSolver
    let views = testCase.items.enumerated().map { $0.element.makeView("v\($0.offset)") }
    let stack = StackView(arrangedSubviews: views)
    stack.axis = testCase.axis
    stack.distribution = testCase.distribution
    stack.alignment = testCase.alignment
    stack.spacing = testCase.spacing
    stack.isBaselineRelativeArrangement = testCase.baselineRelative
    if let margins = testCase.margins {
        stack.layoutMargins = margins
        stack.isLayoutMarginsRelativeArrangement = true
    }
    for (index, value) in testCase.customSpacing { stack.setCustomSpacing(value, after: views[index]) }
    for index in testCase.hidden { views[index].isHidden = true }
    window.addSubview(stack)
    var constraints = [
        stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        stack.topAnchor.constraint(equalTo: window.topAnchor),
    ]
    if let width = testCase.width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
    if let height = testCase.height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
    try LayoutConstraint.activateOrThrow(constraints)
    try window.layoutIfNeededOrThrow()
    return (window, stack, views)
}

/// Whether two rectangles agree to 1e-6 (the spec prints 3 decimals; thirds are exact here).
func closeEnough(_ lhs: Rect, _ rhs: Rect) -> Bool {
    [(lhs.origin.x, rhs.origin.x), (lhs.origin.y, rhs.origin.y), (lhs.size.width, rhs.size.width),
     (lhs.size.height, rhs.size.height)].allSatisfy { abs($0 - $1) < 1e-6 }
}

/// Checks the frames and the stack size `testCase` expects.
func check(_ testCase: StackCase, _ stack: StackView, _ views: [View], sourceLocation: SourceLocation = #_sourceLocation) {
    for (index, expected) in testCase.frames.enumerated() {
        guard let expected, index < views.count else { continue }
        #expect(closeEnough(views[index].frame, expected), "\(testCase.name) v\(index): \(views[index].frame) != \(expected)",
                sourceLocation: sourceLocation)
    }
    if let width = testCase.stackWidth {
        #expect(abs(stack.frame.width - width) < 1e-6, "\(testCase.name) stack width \(stack.frame.width) != \(width)",
                sourceLocation: sourceLocation)
    }
    if let height = testCase.stackHeight {
        #expect(abs(stack.frame.height - height) < 1e-6,
                "\(testCase.name) stack height \(stack.frame.height) != \(height)", sourceLocation: sourceLocation)
    }
}
