/// Expects `text` to be `expected`, ignoring trailing spaces and trailing blank lines: for
/// printed output that is not a frame table (a playground page, a wireframe, a conflict report).
///
/// Failures show the differing lines; record mode writes `text` into the test as for
/// ``expectLayout(of:columns:scale:record:matches:fileID:filePath:line:column:)``.
///
/// ```swift
/// expectText(try window.autolayoutTrace(), matches: """
///     •window
///     |   *box
///     """)
/// ```
public func expectText(
    _ text: String,
    record: RecordMode? = nil,
    matches expected: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    textExpectation(text, record: record, at: site).verify(inline: expected)
}

/// Expects `text` to be the contents of the golden file `name`.txt in `goldenDirectory` (beside
/// the test file unless absolute), ignoring trailing spaces and trailing blank lines.
///
/// ```swift
/// expectText(page.run(), matchesGoldenFile: page.name)   // Goldens/<name>.txt
/// ```
public func expectText(
    _ text: String,
    record: RecordMode? = nil,
    matchesGoldenFile name: String,
    goldenDirectory: String = "Goldens",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    textExpectation(text, record: record, at: site).verify(goldenFile: name, directory: goldenDirectory)
}

func textExpectation(_ text: String, record: RecordMode?, at site: CallSite) -> TextExpectation {
    TextExpectation(subject: "the text", noun: "text", isTable: false, actual: text, site: site, record: record)
}
