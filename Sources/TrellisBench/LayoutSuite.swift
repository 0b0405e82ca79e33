// The layout suite (issue 25): how its workloads time a first layout and a change, and the frame
// checks they share. Every workload here uses only Trellis's public API, so the same bench runs
// against any engine behind it.
//
// A first layout times `window.layoutIfNeeded()` and reading every view's frame (UIKit's layout
// pass applies every frame, and Yoga's writes every node's layout, while Trellis's frames are
// read from the solver on demand, so a fair op includes the reads). The list of views to read is
// collected before the timed region, as building the tree is, and read unretained: Yoga's side
// times no walk (and no read) at all, and walking the hierarchy and retaining each view cost
// about 135 instructions a view, a third of a 6,001-view change op, none of it the engine's. Building the tree and releasing the previous
// one are outside the timed region too (they count against the budget).
// A change times the change plus the same layout and reads, on one tree built and laid out once
// before the loop (that
// setup is reported as the cost of the size, so the series stops before a size whose setup
// alone would not fit the budget). Changes toggle: op k (from 1) leaves the tree in state
// `k % 2`, and the check after the loop knows which state that is.

import Trellis

/// A layout the suite can time: a window, and a check of every frame against a closed form.
protocol BenchLayout: AnyObject {
    var window: Window { get }
    /// Checks the frames after `changes` toggles of the workload's change (0 = as built).
    func verify(afterChanges changes: Int) throws
}

/// first layout: one op = `layoutIfNeeded()` on a freshly built tree; `items` is the N that the
/// per-item column divides by.
func runFirstLayout<Layout: BenchLayout>(
    items: Int, _ budget: Double, build: () throws -> Layout
) throws -> Measurement {
    var loop = OpLoop(budgetSeconds: budget)
    var last: Layout?
    while loop.more {
        last = nil  // the previous tree's teardown, outside the timed region
        let layout = try build()
        let views = everyView(in: layout.window)
        try loop.time { try layOutAndReadFrames(layout.window, reading: views) }
        last = layout
    }
    try last!.verify(afterChanges: 0)
    var measurement = loop.finish(itemsPerOp: items)
    // Read after the op, not before it: asking a fresh window would create its engine outside the
    // timed region. A fresh window's counters start at zero, and only a layout moves them.
    measurement.work = last!.window.layoutWork
    return measurement
}

/// One change: one op = `change(layout, k)` plus `layoutIfNeeded()`, k = 1, 2, …, on a tree built
/// and laid out once before the loop. The frames are checked before the loop, after op 1 (the
/// changed state) and after the last op.
func runLayoutChange<Layout: BenchLayout>(
    items: Int, _ budget: Double, build: () throws -> Layout, change: (Layout, Int) throws -> Void
) throws -> Measurement {
    var built: Layout?
    let setup = try measureNanoseconds {
        built = try build()
        try built!.window.layoutIfNeededOrThrow()
    }
    let layout = built!
    try layout.verify(afterChanges: 0)
    // Every change keeps the views in the window (a hidden view is still there).
    let views = everyView(in: layout.window)
    var loop = OpLoop(budgetSeconds: budget)
    var k = 0
    var work: LayoutWork?
    while loop.more {
        k += 1
        let before = k == 1 ? layout.window.layoutWork : nil
        try loop.time {
            try change(layout, k)
            try layOutAndReadFrames(layout.window, reading: views)
        }
        if let before { work = layout.window.layoutWork - before }
        // The changed state is checked once (untimed), whatever state the loop ends in.
        if k == 1 { try layout.verify(afterChanges: 1) }
    }
    try layout.verify(afterChanges: k)
    var measurement = loop.finish(setupNanoseconds: setup, itemsPerOp: items)
    measurement.work = work
    return measurement
}

/// `layoutIfNeeded()`, then the frame of every view in `views` read once (see the top of this
/// file).
@inline(never)  // callgrind measures one op by this name (Performance.md)
func layOutAndReadFrames(_ window: Window, reading views: [Unmanaged<View>]) throws {
    try window.layoutIfNeededOrThrow()
    var sum = 0.0
    for index in views.indices {
        let frame = views[index]._withUnsafeGuaranteedRef { $0.frame }
        sum += frame.origin.x + frame.origin.y + frame.size.width + frame.size.height
    }
    frameChecksum = sum
}

/// ``layOutAndReadFrames(_:reading:)`` for a hierarchy that the op itself changes (views
/// removed and added back): the walk that finds the views is timed with it.
func layOutAndReadFrames(_ window: Window) throws {
    try layOutAndReadFrames(window, reading: everyView(in: window))
}

/// Every view of `window`'s hierarchy, the window first, parents before their subviews,
/// unretained: the window keeps them alive while an op reads them, and retaining and releasing
/// each one around its read cost the reader 40 instructions a view (a fifth of a change op on
/// the 6,001-view tree), none of it the engine's.
func everyView(in window: Window) -> [Unmanaged<View>] {
    var views: [Unmanaged<View>] = []
    var stack: [View] = [window]
    while let view = stack.popLast() {
        views.append(Unmanaged.passUnretained(view))
        stack.append(contentsOf: view.subviews.reversed())
    }
    return views
}

/// Where ``layOutAndReadFrames(_:reading:)`` leaves its sum, so the reads cannot be optimised away.
nonisolated(unsafe) var frameChecksum = 0.0

/// Throws unless `view`'s frame in the window is `expected`, each value to within
/// 1e-6 × max(1, |value|) (positions reach 10⁵ in the large trees).
func expectFrame(_ view: View, _ expected: Rect, _ what: @autoclosure () -> String) throws {
    let frame = view.frameInWindow
    let pairs = [
        (frame.origin.x, expected.origin.x), (frame.origin.y, expected.origin.y),
        (frame.size.width, expected.size.width), (frame.size.height, expected.size.height),
    ]
    for (actual, wanted) in pairs where abs(actual - wanted) > 1e-6 * max(1, abs(wanted)) {
        throw CheckFailure(description: "\(what()) `\(view.name)`: frame \(frame), expected \(expected)")
    }
}

/// The text model's advance of one ASCII character in a font of `size` (DefaultTextMeasurer:
/// half the font size).
func asciiAdvance(_ size: Double = 17) -> Double { size / 2 }

/// The model font's line height (1.2 × size; Font.systemFont(ofSize:)).
func lineHeight(_ size: Double = 17) -> Double { size * 6 / 5 }

/// `count` copies of the four-letter word "word" joined by single spaces.
func words(_ count: Int) -> String {
    Array(repeating: "word", count: count).joined(separator: " ")
}

/// How many lines ``words(_:)`` of `count` words wrap to at `width` in the 17 pt model font.
///
/// Greedy breaking at spaces, spaces hanging (LineBreaker): a line of m words is 5m − 1
/// characters of 8.5 pt, so a line holds the largest m with (5m − 1) × 8.5 ≤ width (at least
/// one, which every width used here fits), and `count` words take ⌈count / m⌉ lines.
func wrappedLines(words count: Int, width: Double) -> Int {
    var perLine = 1
    while Double(5 * (perLine + 1) - 1) * asciiAdvance() <= width + 1e-6 { perLine += 1 }
    return (count + perLine - 1) / perLine
}

/// Pins a window-filling scroll view and, inside it, `content` to the content layout guide's
/// edges with its width equal to the frame layout guide's (vertical scrolling only).
func scrollingConstraints(window: Window, scroll: ScrollView, content: View) -> [LayoutConstraint] {
    let guide = scroll.contentLayoutGuide
    return [
        scroll.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        scroll.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        scroll.topAnchor.constraint(equalTo: window.topAnchor),
        scroll.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        content.topAnchor.constraint(equalTo: guide.topAnchor),
        content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
    ]
}

/// The window widths the resize changes toggle between (iPhone 15 and 15 Pro Max, portrait).
let narrowWidth = 393.0
let wideWidth = 430.0
/// The window height the suite uses.
let windowHeight = 852.0
