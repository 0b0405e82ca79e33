import Testing
@testable import Trellis

@Suite("Readable content guide (spec §4.3)")
struct ReadableContentGuideTests {
    func readableFrame(
        width: Double, safe: EdgeInsets = .zero, sizeClass: UserInterfaceSizeClass = .compact
    ) throws -> Rect {
        let window = Window(size: Size(width: width, height: 400), safeAreaInsets: safe, horizontalSizeClass: sizeClass)
        let guide = window.readableContentGuide
        try window.layoutIfNeededOrThrow()
        return guide.layoutFrame
    }

    @Test("iPad landscape, 1024 wide: a centred 672 band inset 176 on each side")
    func iPadLandscape() throws {
        // A = 1024 > 672 + 88; inset max(0, floor((1024 − 672) / 2) = 176, margin 20) = 176.
        #expect(try readableFrame(width: 1024, sizeClass: .regular) == Rect(x: 176, y: 0, width: 672, height: 400))
    }

    @Test("a 375-wide phone is far below the threshold: the guide is the margins guide")
    func phone() throws {
        #expect(try readableFrame(width: 375) == Rect(x: 16, y: 0, width: 343, height: 400))
    }

    @Test("centred only when the safe width exceeds 672 by more than 88: 760 is not, 761 is")
    func threshold() throws {
        // 760 − 672 = 88, not more than 88 → margins 16: (16, 728).
        #expect(try readableFrame(width: 760) == Rect(x: 16, y: 0, width: 728, height: 400))
        // 761 − 672 = 89 → floor(89 / 2) = 44 on each side: 761 − 88 = 673 wide.
        #expect(try readableFrame(width: 761) == Rect(x: 44, y: 0, width: 673, height: 400))
    }

    @Test("the safe width decides; each side is the largest of safe inset, centring inset and margin")
    func asymmetricSafeArea() throws {
        // 1024 wide, safe left 200: A = 824, 824 − 672 = 152 > 88. Centring inset floor(352 / 2) = 176.
        // Window margins are measured from the safe area: left 200 + 16 = 216, right 0 + 16 = 16.
        // left max(200, 176, 216) = 216; right max(0, 176, 16) = 176 → width 1024 − 392 = 632.
        let frame = try readableFrame(width: 1024, safe: EdgeInsets(top: 0, left: 200, bottom: 0, right: 0))
        #expect(frame == Rect(x: 216, y: 0, width: 632, height: 400))
        // Safe left 300: A = 724, 724 − 672 = 52 → the margins: 316 and 16 → width 692.
        let narrow = try readableFrame(width: 1024, safe: EdgeInsets(top: 0, left: 300, bottom: 0, right: 0))
        #expect(narrow == Rect(x: 316, y: 0, width: 692, height: 400))
    }

    @Test("vertically the guide follows the margins (safe area plus margin)")
    func vertical() throws {
        let frame = try readableFrame(width: 1024, safe: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), sizeClass: .regular)
        #expect(frame == Rect(x: 176, y: 24, width: 672, height: 356))  // 400 − 44
    }

    @Test("a subview's readable guide follows its own width as layout resizes it")
    func followsSubviewWidth() throws {
        let window = Window(size: Size(width: 1024, height: 400))
        let column = View(name: "column")
        let label = View(name: "label")
        window.addSubview(column)
        column.addSubview(label)
        let width = column.widthAnchor.constraint(equalToConstant: 900)
        try LayoutConstraint.activateOrThrow([
            column.leadingAnchor.constraint(equalTo: window.leadingAnchor), width,
            column.topAnchor.constraint(equalTo: window.topAnchor),
            column.heightAnchor.constraint(equalToConstant: 100),
            label.leadingAnchor.constraint(equalTo: column.readableContentGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: column.readableContentGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: column.readableContentGuide.topAnchor),
            label.heightAnchor.constraint(equalToConstant: 20),
        ])
        try window.layoutIfNeededOrThrow()
        // 900 − 672 = 228 > 88 → floor(228 / 2) = 114 each side; top margin 8.
        expectFrame(label, 114, 8, 672, 20)
        width.constant = 500
        try window.layoutIfNeededOrThrow()
        expectFrame(label, 8, 8, 484, 20)  // below the threshold: the 8-pt margins
    }
}
