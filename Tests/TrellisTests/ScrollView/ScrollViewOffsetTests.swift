import Testing
@testable import Trellis
import TrellisTesting

@Suite("ScrollView offsets and insets")
struct ScrollViewOffsetTests {
    @Test("assigning contentOffset does not clamp; bounds origin and frames follow")
    func assignmentDoesNotClamp() throws {
        let (window, scroll, content, fields) = try makeVerticalForm()
        scroll.contentOffset = Point(x: 0, y: 999)
        try window.layoutIfNeededOrThrow()
        #expect(scroll.contentOffset == Point(x: 0, y: 999))
        #expect(scroll.bounds == Rect(x: 0, y: 999, width: 320, height: 480))
        // field1 at content y 20 is on screen at 20 − 999 = −979.
        expectWindowFrame(fields[0], 0, -979, 320, 200)
        expectFrame(fields[0], 0, 20, 320, 200)
        expectWindowFrame(content, 0, -999, 320, 680)
        #expect(scroll.clampedContentOffset(scroll.contentOffset) == Point(x: 0, y: 200))
        // Back to the top.
        scroll.contentOffset = .zero
        try window.layoutIfNeededOrThrow()
        expectWindowFrame(fields[0], 0, 20, 320, 200)
        #expect(window.diagnostics.isEmpty)
    }

    @Test("a non-finite offset is refused with a diagnostic")
    func nonFiniteOffset() throws {
        let (window, scroll, _, _) = try makeVerticalForm()
        scroll.contentOffset = Point(x: 0, y: .nan)
        #expect(scroll.contentOffset == .zero)
        #expect(window.diagnostics.count == 1)
    }

    @Test("contentInset extends the range; the safe area joins it by behaviour")
    func insetsAndBehaviours() throws {
        let safe = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let (window, scroll, _, _) = try makeVerticalForm(safeArea: safe)
        scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        // automatic: content 680 > 480 tall, so top/bottom take the safe area; 320 is not wider
        // than 320, so left/right would not (they are 0 anyway).
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 54, left: 0, bottom: 34, right: 0))
        #expect(scroll.minimumContentOffset == Point(x: 0, y: -54))
        // 680 + 34 − 480 = 234.
        #expect(scroll.maximumContentOffset == Point(x: 0, y: 234))
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        #expect(scroll.maximumContentOffset == Point(x: 0, y: 200))  // 680 − 480
        scroll.contentInsetAdjustmentBehavior = .always
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 54, left: 0, bottom: 34, right: 0))
        _ = window
    }

    @Test("short content: scrollableAxes leaves the safe area out, always puts it in")
    func shortContent() throws {
        let safe = EdgeInsets(top: 44, left: 10, bottom: 34, right: 20)
        let (window, scroll, content) = try makeScrollWindow(safeArea: safe)
        try LayoutConstraint.activateOrThrow(pinToContentGuide(content, in: scroll) + [
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 100),
        ])
        try window.layoutIfNeededOrThrow()
        #expect(scroll.contentSize == Size(width: 320, height: 100))
        scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        // max y = max(−10, 100 + 0 − 480) = −10 = min y: not scrollable.
        #expect(scroll.maximumContentOffset == Point(x: 0, y: -10))
        #expect(!scroll.isScrollable(along: .vertical))
        scroll.alwaysBounceVertical = true
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 54, left: 0, bottom: 34, right: 0))
        scroll.contentInsetAdjustmentBehavior = .always
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 54, left: 10, bottom: 34, right: 20))
        // min (−10, −54); max (max(−10, 320 + 20 − 320), max(−54, 100 + 34 − 480)) = (20, −54).
        #expect(scroll.minimumContentOffset == Point(x: -10, y: -54))
        #expect(scroll.maximumContentOffset == Point(x: 20, y: -54))
        #expect(scroll.isScrollable(along: .horizontal))
        #expect(ScrollView.ContentInsetAdjustmentBehavior.allCases.map(\.rawValue) == [0, 1, 2, 3])
    }

    @Test("scrollRectToVisible scrolls the least amount, within the range")
    func scrollRectToVisible() throws {
        let (window, scroll, _, fields) = try makeVerticalForm()
        // field3 spans 460…660; visible 0…480: scroll by 660 − 480 = 180.
        scroll.scrollRectToVisible(fields[2].frame)
        #expect(scroll.contentOffset == Point(x: 0, y: 180))
        // field1 spans 20…220, above 180: its top goes to the top, offset 20.
        scroll.scrollRectToVisible(fields[0].frame)
        #expect(scroll.contentOffset == Point(x: 0, y: 20))
        // field2 (240…440) is inside 20…500: nothing moves.
        scroll.scrollRectToVisible(fields[1].frame)
        #expect(scroll.contentOffset == Point(x: 0, y: 20))
        // Beyond the content: 910 − 480 = 430, clamped to the maximum 200.
        scroll.scrollRectToVisible(Rect(x: 0, y: 900, width: 10, height: 10))
        #expect(scroll.contentOffset == Point(x: 0, y: 200))
        try window.layoutIfNeededOrThrow()
        expectWindowFrame(fields[2], 0, 260, 320, 200)  // 460 − 200
    }

    @Test("a header pinned to the frame guide floats while the content scrolls")
    func floatingHeader() throws {
        let (window, scroll, _, fields) = try makeVerticalForm()
        let header = View(name: "header")
        scroll.addSubview(header)
        try LayoutConstraint.activateOrThrow([
            header.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 44),
        ])
        try window.layoutIfNeededOrThrow()
        expectWindowFrame(header, 0, 0, 320, 44)
        // On screen everything on the content moves up by the offset, the content guide with
        // it; the header, the scroll view and its frame guide do not move.
        expectLayoutChange(of: window, changesOnly: true, matches: """
            item                                   before              after                change
                content                            (0, 0, 320, 680)    (0, -150, 320, 680)  y -150
                  field1                           (0, 20, 320, 200)   (0, -130, 320, 200)  y -150
                  field2                           (0, 240, 320, 200)  (0, 90, 320, 200)    y -150
                  field3                           (0, 460, 320, 200)  (0, 310, 320, 200)   y -150
                scroll.contentLayoutGuide (guide)  (0, 0, 320, 680)    (0, -150, 320, 680)  y -150
            """) {
            scroll.contentOffset = Point(x: 0, y: 150)
        }
        // In content coordinates the header moved down by 150; the fields did not move.
        expectFrame(header, 0, 150, 320, 44)
        expectFrame(fields[0], 0, 20, 320, 200)
    }

    @Test("changing the offset moves only the scroll view's own constraint constants")
    func incrementalOffset() throws {
        let (window, scroll, _, fields) = try makeVerticalForm()
        let engine = window.engine
        let installedBefore = engine.installed.count
        for step in 1...20 {
            scroll.contentOffset = Point(x: 0, y: Double(step) * 10)
            try window.layoutIfNeededOrThrow()
            expectWindowFrame(fields[1], 0, 240 - Double(step) * 10, 320, 200)
        }
        #expect(engine.installed.count == installedBefore)
    }
}
