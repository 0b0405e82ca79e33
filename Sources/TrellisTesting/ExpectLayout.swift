import Trellis

/// Expects the frames of `view` and everything below it to be the table `expected`.
///
/// The view's window is laid out first (`Window.layoutIfNeeded()`), then its frames are printed
/// as a `FrameTable` with the chosen `columns` and compared with `expected`, ignoring trailing
/// spaces and trailing blank lines. Write the table as a multi-line literal under the call, so
/// the test reads as the layout it specifies:
///
/// ```swift
/// expectLayout(of: window, matches: """
///     item           x    y  width  height  window x  window y
///     window         0    0    393     852         0         0
///       title   166.75   79   59.5    20.4    166.75        79
///       cancel      16  758  176.5      44        16       758
///       ok       200.5  758  176.5      44     200.5       758
///     """)
/// ```
///
/// On a mismatch the test fails at this call with the rows that differ, expected (`-`) above
/// actual (`+`), the changed cells marked with `^` and listed by column. Had cancel been expected
/// 8 pt higher and taller:
///
/// ```text
/// The layout of `window` does not match the expected table (- expected, + actual):
///     item           x    y  width  height  window x  window y
///     window         0    0    393     852         0         0
///       title   166.75   79   59.5    20.4    166.75        79
///   -   cancel      16  750  176.5      52        16       750
///   +   cancel      16  758  176.5      44        16       758
///                       ^^^             ^^                 ^^^
///       ok       200.5  758  176.5      44     200.5       758
/// Changed: cancel y 750 → 758, height 52 → 44, window y 750 → 758.
/// Run with TRELLIS_RECORD=failed (or pass record: .failed) to write the actual table into the test.
/// ```
///
/// Leave `matches:` out (or run with `TRELLIS_RECORD=failed`) and the actual table is written
/// into the source file at this call, and the test reports that it recorded; see ``RecordMode``.
///
/// - Parameters:
///   - view: the root of the table, usually the window.
///   - columns: the columns to compare (default ``FrameColumns/standard``, as `FrameTable`).
///   - scale: pixels per point to round every number to (`2` prints 10.26 as 10.5), or `nil` for
///     Trellis's three decimals. Numbers are always rounded to a millionth first, so floating-point
///     noise never changes a printed digit.
///   - record: the record mode, or `nil` to read `TRELLIS_RECORD` (``RecordMode/current``).
///   - expected: the expected table, `nil` to record it.
///   - fileID: the caller's `#fileID`, which messages show.
///   - filePath: the caller's `#filePath`: where failures point and record mode writes.
///   - line: the caller's `#line`.
///   - column: the caller's `#column`, the call's opening parenthesis, where record mode starts
///     reading the call. A helper passes its own four location parameters through.
public func expectLayout(
    of view: View,
    columns: FrameColumns = .standard,
    scale: Double? = nil,
    record: RecordMode? = nil,
    matches expected: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let expectation = layoutExpectation(of: view, columns: columns, scale: scale, record: record, at: site)
    else { return }
    expectation.verify(inline: expected)
}

/// Expects the frames of `view` and everything below it to be the table in the golden file
/// `name`.txt, for tables too big to read inline.
///
/// The file lives in `goldenDirectory`, a folder beside the test file unless the path is
/// absolute; exclude it from the test target (`exclude: ["Goldens"]`). A missing file is
/// recorded, and `TRELLIS_RECORD=failed` rewrites files that do not match, as for inline tables.
///
/// ```swift
/// expectLayout(of: window, matchesGoldenFile: "settings-screen")   // Goldens/settings-screen.txt
/// ```
public func expectLayout(
    of view: View,
    columns: FrameColumns = .standard,
    scale: Double? = nil,
    record: RecordMode? = nil,
    matchesGoldenFile name: String,
    goldenDirectory: String = "Goldens",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let expectation = layoutExpectation(of: view, columns: columns, scale: scale, record: record, at: site)
    else { return }
    expectation.verify(goldenFile: name, directory: goldenDirectory)
}

/// Lays `view` out and prints its table; `nil` (with an issue reported) when that fails.
func layoutExpectation(
    of view: View, columns: FrameColumns, scale: Double?, record: RecordMode?, at site: CallSite
) -> TextExpectation? {
    guard layOut(view, at: site), let text = layoutText(columns: columns, scale: scale, at: site) else { return nil }
    return TextExpectation(
        subject: "the layout of `\(view.name)`", noun: "table", isTable: true,
        actual: text.frameTable(of: view), site: site, record: record)
}

/// Lays out the window of `view`, if it has one; `false` (with an issue reported) on failure.
func layOut(_ view: View, at site: CallSite) -> Bool {
    guard let window = view.window else { return true }
    do {
        try window.layoutIfNeededOrThrow()
        return true
    } catch {
        reportIssue("Laying out `\(window.name)` failed: \(error)", at: site)
        return false
    }
}

/// The text style for `columns` and `scale`; `nil` (with an issue reported) for a scale that is
/// not a positive finite number.
func layoutText(columns: FrameColumns, scale: Double?, at site: CallSite) -> LayoutText? {
    if let scale, !(scale.isFinite && scale > 0) {
        reportIssue("The display scale must be a positive number of pixels per point, not \(scale).", at: site)
        return nil
    }
    return LayoutText(columns: columns, scale: scale)
}
