import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Reports a failed expectation to whichever test framework runs the caller: an issue in Swift
/// Testing (inside a `@Test`), a failure in XCTest otherwise, both at the caller's location so
/// the editor marks the assertion's line.
///
/// Outside a `@Test`'s task the report goes to both: inside an XCTest test case `XCTFail` fails
/// it and Swift Testing, which is not running that test, drops the issue; in a detached task of
/// a Swift Testing run `XCTFail` goes nowhere and Swift Testing still fails the run. Either way
/// a failure is never lost.
func reportIssue(_ message: String, at site: CallSite) {
    if let capture = IssueCapture.current {
        capture.append(message, at: site)
        return
    }
    #if canImport(Testing)
    let location = SourceLocation(
        fileID: site.fileID, filePath: site.filePath, line: max(1, site.line), column: max(1, site.column))
    if Test.current != nil {
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
    #endif
    #if canImport(Testing)
    Issue.record(Comment(rawValue: message), sourceLocation: location)
    #elseif !canImport(XCTest)
    print("\(site.description): error: \(message)")
    #endif
}

/// Where this module's own tests collect the issues an assertion reports, instead of recording
/// them, so they can compare the messages word for word and a passing run stays quiet.
final class IssueCapture: @unchecked Sendable {
    @TaskLocal static var current: IssueCapture?

    private let lock = NSLock()
    private var captured: [(message: String, site: CallSite)] = []

    func append(_ message: String, at site: CallSite) {
        lock.lock()
        defer { lock.unlock() }
        captured.append((message, site))
    }

    /// The messages reported so far, in order.
    var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return captured.map(\.message)
    }

    /// The lines the issues were reported at, in order.
    var lines: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return captured.map(\.site.line)
    }
}
