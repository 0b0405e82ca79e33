import Foundation
import Testing
import Trellis
@testable import TrellisTesting

/// The README's screen: a title under the safe area and two equal buttons above the home
/// indicator, laid out on a 393 × 852 window with 59 / 34 pt safe-area insets.
///
/// By hand: margins 16, so each button is (393 − 32 − 8) / 2 = 176.5 wide; their bottom is
/// 852 − 34 − 16 = 802, so y = 758; "Trellis" in the 17 pt model font is 7 × 8.5 = 59.5 wide and
/// 20.4 tall, centred at 196.5 → x 166.75, and 59 + 20 = 79 down.
func buttonsScreen() throws -> (window: Window, title: Label, cancel: View, ok: View) {
    let window = Window(
        size: Size(width: 393, height: 852), safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let title = Label("Trellis", name: "title")
    let cancel = View(name: "cancel")
    let ok = View(name: "ok")
    for view in [title, cancel, ok] { window.addSubview(view) }
    let safe = window.safeAreaLayoutGuide
    let margins = window.layoutMarginsGuide
    try LayoutConstraint.activateOrThrow([
        title.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
        title.centerXAnchor.constraint(equalTo: window.centerXAnchor),
        cancel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        ok.leadingAnchor.constraint(equalTo: cancel.trailingAnchor, constant: 8),
        ok.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ok.widthAnchor.constraint(equalTo: cancel.widthAnchor),
        cancel.heightAnchor.constraint(equalToConstant: 44),
        ok.heightAnchor.constraint(equalTo: cancel.heightAnchor),
        cancel.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -16),
        ok.bottomAnchor.constraint(equalTo: cancel.bottomAnchor),
    ])
    return (window, title, cancel, ok)
}

/// Runs `body` expecting it to report exactly the issues `messages`, in order, word for word.
///
/// The issues are collected (``IssueCapture``) rather than recorded, so a passing run prints
/// nothing; any difference fails the calling test and shows both texts. `ExpectLayoutTests`
/// and `XCTestReportingTests` check the recording itself.
func expectIssues(
    _ messages: [String], sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) rethrows {
    let capture = IssueCapture()
    try IssueCapture.$current.withValue(capture) { try body() }
    #expect(capture.messages == messages, sourceLocation: sourceLocation)
}

/// A fresh folder in the temporary directory for the files a test writes.
func scratchFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("TrellisTestingTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}
