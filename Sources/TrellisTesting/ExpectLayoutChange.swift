import Trellis

/// Expects `change` to move the frames below `view` as the `DiffTable` `expected` says: the
/// assertion for rotation, resizing, text changes and anything else that re-lays out.
///
/// The window is laid out, its frames are read, `change` runs, the window is laid out again and
/// the two tables are compared row by row (frames in window coordinates; see `DiffTable`).
///
/// ```swift
/// expectLayoutChange(of: window, changesOnly: true, matches: """
///     item      before                    after                     change
///     window    (0, 0, 393, 852)          (0, 0, 852, 393)          width +459, height -459
///       title   (166.75, 79, 59.5, 20.4)  (396.25, 79, 59.5, 20.4)  x +229.5
///       cancel  (16, 758, 176.5, 44)      (16, 299, 406, 44)        y -459, width +229.5
///       ok      (200.5, 758, 176.5, 44)   (430, 299, 406, 44)       x +229.5, y -459, width +229.5
///     """) {
///     window.size = Size(width: 852, height: 393)
/// }
/// ```
///
/// - Parameters:
///   - view: the root of the tables, usually the window.
///   - changesOnly: list only the rows that changed (the header always).
///   - scale: pixels per point to round to, or `nil` for three decimals (see
///     ``expectLayout(of:columns:scale:record:matches:fileID:filePath:line:column:)``).
///   - record: the record mode, or `nil` to read `TRELLIS_RECORD`.
///   - expected: the expected diff table, `nil` to record it.
///   - fileID: the caller's `#fileID`, which messages show.
///   - filePath: the caller's `#filePath`: where failures point and record mode writes.
///   - line: the caller's `#line`.
///   - column: the caller's `#column`, the call's opening parenthesis, where record mode starts
///     reading the call. A helper passes its own four location parameters through.
///   - change: what to do between the two layouts. Errors it throws are rethrown.
public func expectLayoutChange(
    of view: View,
    changesOnly: Bool = false,
    scale: Double? = nil,
    record: RecordMode? = nil,
    matches expected: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ change: () throws -> Void
) rethrows {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    try changeExpectation(
        of: view, subject: "the layout change of `\(view.name)`", changesOnly: changesOnly, scale: scale,
        record: record, at: site, change
    )?.verify(inline: expected)
}

/// Expects hiding `view` to collapse the layout of `root` as the `DiffTable` `expected` says:
/// the before-and-after check that collapse-on-hide (トルツメ) and stack-view tests need.
///
/// `view` is hidden (`View.isHidden`) between the two layouts and stays hidden afterwards.
///
/// ```swift
/// expectCollapse(hiding: b, in: window, changesOnly: true, matches: """
///     item     before            after             change
///       stack  (0, 0, 100, 110)  (0, 0, 100, 70)   height -40
///         b    (0, 30, 100, 30)  (0, 25, 100, 0)   y -5, height -30
///         c    (0, 70, 100, 40)  (0, 30, 100, 40)  y -40
///     """)
/// ```
public func expectCollapse(
    hiding view: View,
    in root: View,
    changesOnly: Bool = false,
    scale: Double? = nil,
    record: RecordMode? = nil,
    matches expected: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    collapseExpectation(hiding: view, in: root, changesOnly: changesOnly, scale: scale, record: record, at: site)?
        .verify(inline: expected)
}

func collapseExpectation(
    hiding view: View, in root: View, changesOnly: Bool, scale: Double?, record: RecordMode?, at site: CallSite
) -> TextExpectation? {
    if view.isHidden { reportIssue("`\(view.name)` is hidden already, so hiding it changes nothing.", at: site) }
    return changeExpectation(
        of: root, subject: "the collapse of `\(view.name)` in `\(root.name)`", changesOnly: changesOnly,
        scale: scale, record: record, at: site
    ) { view.isHidden = true }
}

/// Lays out, reads the frames, runs `change`, lays out again, and prints the diff table; `nil`
/// (with an issue reported) when a layout fails or the scale is invalid.
func changeExpectation(
    of view: View, subject: String, changesOnly: Bool, scale: Double?, record: RecordMode?, at site: CallSite,
    _ change: () throws -> Void
) rethrows -> TextExpectation? {
    guard let text = layoutText(columns: .standard, scale: scale, at: site), layOut(view, at: site) else {
        return nil
    }
    let before = FrameTable(root: view)
    try change()
    guard layOut(view, at: site) else { return nil }
    let diff = DiffTable(before: before, after: FrameTable(root: view), changesOnly: changesOnly)
    return TextExpectation(
        subject: subject, noun: "diff table", isTable: true, actual: text.diffTable(diff), site: site, record: record)
}
