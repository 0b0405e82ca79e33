import Testing
@testable import Trellis

@Suite("ScrollView content size")
struct ScrollViewContentSizeTests {
    @Test("vertical form: content as wide as the frame, as tall as its fields")
    func verticalForm() throws {
        let (window, scroll, content, fields) = try makeVerticalForm()
        defer { withExtendedLifetime(window) {} }  // views hold their window weakly
        // Width: content.width == frame guide width == scroll width == 320.
        // Height: 20 + 3 × 200 + 2 × 20 + 20 = 680.
        #expect(scroll.contentSize == Size(width: 320, height: 680))
        expectFrame(scroll.contentLayoutGuide, 0, 0, 320, 680)
        expectFrame(scroll.frameLayoutGuide, 0, 0, 320, 480)
        expectFrame(content, 0, 0, 320, 680)
        expectFrame(fields[0], 0, 20, 320, 200)
        expectFrame(fields[1], 0, 240, 320, 200)
        expectFrame(fields[2], 0, 460, 320, 200)
        // Scrolls only vertically: max offset (max(0, 320 − 320), 680 − 480) = (0, 200).
        #expect(!scroll.isScrollable(along: .horizontal))
        #expect(scroll.isScrollable(along: .vertical))
        #expect(scroll.maximumContentOffset == Point(x: 0, y: 200))
        #expect(scroll.minimumContentOffset == .zero)
        #expect(try scroll.ambiguousScrollableContentAxes().isEmpty)
    }

    @Test("horizontal gallery: five 150-pt images 10 pt apart, as tall as the frame")
    func horizontalGallery() throws {
        let (window, scroll, content) = try makeScrollWindow(width: 300, height: 200)
        var constraints = pinToContentGuide(content, in: scroll)
        constraints.append(content.heightAnchor.constraint(equalTo: scroll.frameLayoutGuide.heightAnchor))
        var previous = content.leadingAnchor
        var images: [View] = []
        for index in 1...5 {
            let image = View(name: "image\(index)")
            content.addSubview(image)
            images.append(image)
            constraints += [
                image.leadingAnchor.constraint(equalTo: previous, constant: 10),
                image.widthAnchor.constraint(equalToConstant: 150),
                image.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
                image.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -10),
            ]
            previous = image.trailingAnchor
        }
        constraints.append(content.trailingAnchor.constraint(equalTo: previous, constant: 10))
        try LayoutConstraint.activateOrThrow(constraints)
        try window.layoutIfNeededOrThrow()
        // Width: 10 + 5 × 150 + 4 × 10 + 10 = 810; height: the frame's 200.
        #expect(scroll.contentSize == Size(width: 810, height: 200))
        // image k starts at 10 + (k − 1) × 160: 10, 170, 330, 490, 650.
        expectFrame(images[4], 650, 10, 150, 180)
        #expect(scroll.maximumContentOffset == Point(x: 510, y: 0))  // 810 − 300
        #expect(scroll.isScrollable(along: .horizontal))
        #expect(!scroll.isScrollable(along: .vertical))
        // Scroll to the end: image5 on screen at 650 − 510 = 140, in content coordinates still 650.
        scroll.contentOffset = scroll.maximumContentOffset
        try window.layoutIfNeededOrThrow()
        expectWindowFrame(images[4], 140, 10, 150, 180)
        expectFrame(images[4], 650, 10, 150, 180)
        #expect(scroll.bounds == Rect(x: 510, y: 0, width: 300, height: 200))
    }

    @Test("both axes: a 600 × 900 content view in a 300 × 400 frame")
    func bothAxes() throws {
        let (window, scroll, content) = try makeScrollWindow(width: 300, height: 400)
        try LayoutConstraint.activateOrThrow(pinToContentGuide(content, in: scroll) + [
            content.widthAnchor.constraint(equalToConstant: 600),
            content.heightAnchor.constraint(equalToConstant: 900),
        ])
        try window.layoutIfNeededOrThrow()
        #expect(scroll.contentSize == Size(width: 600, height: 900))
        // max = (600 − 300, 900 − 400) = (300, 500).
        #expect(scroll.maximumContentOffset == Point(x: 300, y: 500))
        scroll.contentOffset = Point(x: 120, y: 250)
        try window.layoutIfNeededOrThrow()
        expectWindowFrame(content, -120, -250, 600, 900)
        expectFrame(content, 0, 0, 600, 900)
        expectFrame(scroll.frameLayoutGuide, 120, 250, 300, 400)
        expectWindowFrame(scroll.frameLayoutGuide, 0, 0, 300, 400)
    }

    @Test("iOS 6 rule: edges pinned to the scroll view itself define the content (spec §7 example)")
    func legacyEdges() throws {
        let (window, scroll, content) = try makeScrollWindow()
        try LayoutConstraint.activateOrThrow([
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 100),
            content.widthAnchor.constraint(equalToConstant: 200),
            scroll.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: 500),
            content.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 131),
            content.heightAnchor.constraint(equalToConstant: 200),
            scroll.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: 269),
        ])
        try window.layoutIfNeededOrThrow()
        // 100 + 200 + 500 = 800; 131 + 200 + 269 = 600.
        #expect(scroll.contentSize == Size(width: 800, height: 600))
        expectFrame(content, 100, 131, 200, 200)
        #expect(scroll.frame == Rect(x: 0, y: 0, width: 320, height: 480))
        // Scrolling moves the content: the constants of these legacy pins move in place.
        scroll.contentOffset = Point(x: 80, y: 100)
        try window.layoutIfNeededOrThrow()
        expectWindowFrame(content, 20, 31, 200, 200)
        expectFrame(content, 100, 131, 200, 200)
        #expect(scroll.contentSize == Size(width: 800, height: 600))
    }

    @Test("a subview centred on the scroll view attaches to the frame's centre")
    func centresAttachToTheFrame() throws {
        let (window, scroll, _) = try makeScrollWindow()
        let badge = View(name: "badge")
        scroll.addSubview(badge)
        try LayoutConstraint.activateOrThrow([
            badge.centerXAnchor.constraint(equalTo: scroll.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: scroll.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 20),
            scroll.contentLayoutGuide.widthAnchor.constraint(equalToConstant: 320),
            scroll.contentLayoutGuide.heightAnchor.constraint(equalToConstant: 1000),
        ])
        try window.layoutIfNeededOrThrow()
        // Centre (160, 240) − half size (20, 10) = (140, 230).
        expectWindowFrame(badge, 140, 230, 40, 20)
        scroll.contentOffset = Point(x: 0, y: 300)
        try window.layoutIfNeededOrThrow()
        // Same place on screen, 300 further down the content.
        expectWindowFrame(badge, 140, 230, 40, 20)
        expectFrame(badge, 140, 530, 40, 20)
    }
}
