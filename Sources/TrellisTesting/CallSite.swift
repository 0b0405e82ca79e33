/// Where an assertion was called: what failures point at and where record mode writes.
///
/// Every assertion takes `fileID`, `filePath`, `line` and `column` defaulted to the caller's
/// `#fileID`, `#filePath`, `#line` and `#column`; a helper that wraps an assertion passes its own
/// parameters through so failures point at the helper's caller. The column is the one of the
/// call's opening parenthesis, which is where record mode starts reading the call.
struct CallSite: Sendable {
    var fileID: String
    var filePath: String
    var line: Int
    var column: Int
    /// The path as XCTest wants it; `nil` for call sites made up by this module's own tests.
    var staticFilePath: StaticString?

    init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = "\(fileID)"
        self.filePath = "\(filePath)"
        self.line = Int(line)
        self.column = Int(column)
        self.staticFilePath = filePath
    }

    init(fileID: String, filePath: String, line: Int, column: Int) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
        self.staticFilePath = nil
    }

    /// `Module/File.swift:12`.
    var description: String { "\(fileID):\(line)" }
}
