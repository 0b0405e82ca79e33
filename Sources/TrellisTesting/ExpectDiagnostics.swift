import Trellis

/// Expects every frame in `window` to be determined by its constraints, and otherwise lists each
/// ambiguous item with its free unknowns and the constraints that affect it along those axes.
///
/// Lays the window out first. This runs `Window.ambiguousItems()`, which solves a scratch copy
/// of the layout: cheap enough for tests, too costly for every layout pass.
///
/// ```swift
/// expectNoAmbiguity(in: window)
/// ```
///
/// fails with
///
/// ```text
/// 1 item of `window` has an ambiguous layout:
///   red.minX, red.Width
///     affecting red horizontally:
///       red.width == 100  // MyAppTests/CardTests.swift:12
/// UIKit's trace:
/// •window
/// |   *red- AMBIGUOUS LAYOUT for red.minX, red.Width
/// ```
public func expectNoAmbiguity(
    in window: Window,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard layOut(window, at: site) else { return }
    do {
        let items = try window.ambiguousItems()
        guard !items.isEmpty else { return }
        reportIssue(try ambiguityMessage(items, in: window), at: site)
    } catch {
        reportIssue("Checking `\(window.name)` for ambiguity failed: \(error)", at: site)
    }
}

/// Expects no required constraints in `window` to conflict, and otherwise lists each conflict:
/// the minimal set of constraints that cannot all hold, where each was made, and which one the
/// engine broke (`ConflictReport`).
///
/// Lays the window out first and reads `Window.conflictReports`, so conflicts from earlier
/// layouts count too (`Window.removeAllDiagnostics()` forgets them).
///
/// ```text
/// 1 required conflict in `window`:
/// Unable to simultaneously satisfy constraints. These 2 cannot all hold:
///     red.width == 100  // MyAppTests/CardTests.swift:10
///   ! red.width == 150  // MyAppTests/CardTests.swift:11
/// Broke `red.width == 150` (marked !): it is the newest constraint of the set (added or changed last). …
/// ```
public func expectNoConflicts(
    in window: Window,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard layOut(window, at: site) else { return }
    let reports = window.conflictReports
    guard !reports.isEmpty else { return }
    let count = reports.count == 1 ? "1 required conflict" : "\(reports.count) required conflicts"
    reportIssue("\(count) in `\(window.name)`:\n" + reports.map(\.description).joined(), at: site)
}

/// The items, their free unknowns, the constraints affecting them, and UIKit's trace.
func ambiguityMessage(_ items: [AmbiguousItem], in window: Window) throws(LayoutError) -> String {
    let count = items.count == 1 ? "1 item of `\(window.name)` has an ambiguous layout"
        : "\(items.count) items of `\(window.name)` have ambiguous layouts"
    var text = count + ":\n"
    for found in items {
        text += "  \(found)\n"
        let horizontal = found.unknowns.contains { $0 == .minX || $0 == .width }
        let vertical = found.unknowns.contains { $0 == .minY || $0 == .height }
        let axes = [(Axis.horizontal, horizontal, "horizontally"), (.vertical, vertical, "vertically")]
        for (axis, free, word) in axes where free {
            let constraints = found.item.constraintsAffectingLayout(for: axis)
            guard !constraints.isEmpty else {
                text += "    nothing constrains \(found.item.name) \(word)\n"
                continue
            }
            text += "    affecting \(found.item.name) \(word):\n"
            for constraint in constraints { text += "      \(constraint.debugDescription)\n" }
        }
    }
    return text + "UIKit's trace:\n" + (try window.autolayoutTrace())
}
