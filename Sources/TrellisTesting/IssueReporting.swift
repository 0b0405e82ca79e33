#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Reports a failed expectation to whichever test framework runs the caller: an issue in Swift
/// Testing (inside a `@Test`), a failure in XCTest otherwise, both at the caller's location so
/// the editor marks the assertion's line.
func reportIssue(_ message: String, at site: CallSite) {
    #if canImport(Testing)
    if Test.current != nil {
        let location = SourceLocation(
            fileID: site.fileID, filePath: site.filePath, line: max(1, site.line), column: max(1, site.column))
        Issue.record(Comment(rawValue: message), sourceLocation: location)
        return
    }
    #endif
    #if canImport(XCTest)
    if let file = site.staticFilePath {
        XCTFail(message, file: file, line: UInt(max(0, site.line)))
    } else {
        XCTFail("\(site.description): \(message)")
    }
    #else
    print("\(site.description): error: \(message)")
    #endif
}
