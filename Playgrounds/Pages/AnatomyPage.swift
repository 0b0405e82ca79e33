import Trellis

extension Pages {
    /// Seed 001, "the anatomy of a constraint": two equal-width views side by side, written as
    /// the guide's equations with the item/attribute API, in portrait and landscape; the second
    /// solution the guide gives; then Apple's five rules and the errors the broken ones produce.
    static let anatomy = Page(
        name: "anatomy",
        summary: "seed 001: two equal views side by side, rotated; the rules of a constraint and their errors",
        snapshots: {
            [("portrait", Size(width: 393, height: 852)), ("landscape", Size(width: 852, height: 393))].compactMap { name, size in
                let scene = SideBySide(alignBlueToRed: false)
                guard let constraints = try? scene.constraints(), (try? LayoutConstraint.activateOrThrow(constraints)) != nil
                else { return nil }
                scene.window.size = size
                guard (try? scene.window.layoutIfNeededOrThrow()) != nil else { return nil }
                return Snapshot(name, scene.window)
            }
        }
    ) {
        var output = "item1.attribute1 == multiplier × item2.attribute2 + constant (seed 001)\n"
        for (title, alignBlueToRed) in [("First solution", false), ("Second solution: blue aligned to red", true)] {
            let scene = SideBySide(alignBlueToRed: alignBlueToRed)
            output += "\n\(title)\n"
            do {
                let constraints = try scene.constraints()
                output += constraints.map { "  \($0)\n" }.joined()
                try LayoutConstraint.activateOrThrow(constraints)
                for size in [Size(width: 393, height: 852), Size(width: 852, height: 393)] {
                    scene.window.size = size
                    try scene.window.layoutIfNeededOrThrow()
                    let orientation = size.width < size.height ? "portrait" : "landscape"
                    output += "\n\(orientation) \(NumberFormat.string(for: size.width)) × "
                        + "\(NumberFormat.string(for: size.height))\n"
                    output += scene.window.frameTable()
                    if !alignBlueToRed && orientation == "landscape" {
                        output += "\nThe landscape window, 60 columns wide (a row stands for twice a column's points)\n"
                        output += scene.window.wireframe(columns: 60)
                    }
                }
            } catch {
                output += "error: \(error)\n"
            }
        }
        return output + "\n" + rules() + "\n" + quarterCentre()
    }

    /// Rule 3 at work: the window's own centerX is its bounds value (width / 2), so a multiplier
    /// of 0.5 puts red's centre at a quarter of the width: 393 / 4 = 98.25, x = 98.25 − 50.
    private static func quarterCentre() -> String {
        let scene = SideBySide(alignBlueToRed: false)
        let (window, red) = (scene.window, scene.red)
        var output = "A multiplier on a location, evaluated in the window's bounds\n"
        do {
            let constraints = [
                try LayoutConstraint.makeOrThrow(item: red, attribute: .centerX, relatedBy: .equal,
                                     toItem: window, attribute: .centerX, multiplier: 0.5, constant: 0),
                red.widthAnchor.constraint(equalToConstant: 100),
                red.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
                red.heightAnchor.constraint(equalToConstant: 100),
            ]
            output += constraints.map { "  \($0)\n" }.joined()
            try LayoutConstraint.activateOrThrow(constraints)
            try window.layoutIfNeededOrThrow()
            output += FrameTable(root: red).render()
        } catch {
            output += "error: \(error)\n"
        }
        return output
    }

    /// Apple's five rules, each tried with the item/attribute initializer.
    private static func rules() -> String {
        let scene = SideBySide(alignBlueToRed: false)
        let (window, red, blue) = (scene.window, scene.red, scene.blue)
        let cases: [(String, () throws -> LayoutConstraint)] = [
            ("1. a size cannot be paired with a location", { () throws(LayoutError) in
                try LayoutConstraint.makeOrThrow(item: red, attribute: .top, relatedBy: .equal,
                                     toItem: blue, attribute: .height, multiplier: 0.25, constant: 0)
            }),
            ("2. a location cannot equal a constant", { () throws(LayoutError) in
                try LayoutConstraint.makeOrThrow(item: red, attribute: .top, relatedBy: .equal,
                                     toItem: nil, attribute: .notAnAttribute, multiplier: 0, constant: 20)
            }),
            ("3. multipliers on locations: documented as illegal, accepted by the runtime", { () throws(LayoutError) in
                try LayoutConstraint.makeOrThrow(item: red, attribute: .centerX, relatedBy: .equal,
                                     toItem: window, attribute: .centerX, multiplier: 0.5, constant: 0)
            }),
            ("4. vertical with horizontal location: accepted by this API; anchors do not compile it", { () throws(LayoutError) in
                try LayoutConstraint.makeOrThrow(item: red, attribute: .top, relatedBy: .equal,
                                     toItem: blue, attribute: .left, multiplier: 1, constant: 0)
            }),
            ("5. leading/trailing cannot be paired with left/right", { () throws(LayoutError) in
                try LayoutConstraint.makeOrThrow(item: red, attribute: .leading, relatedBy: .equal,
                                     toItem: blue, attribute: .left, multiplier: 1, constant: 0)
            }),
        ]
        var output = "Rules of a constraint\n"
        for (rule, make) in cases {
            output += "\n\(rule)\n"
            do {
                output += "  accepted: \(try make())\n"
            } catch {
                output += "  LayoutError: \(error)\n"
            }
        }
        return output
    }
}

/// A window with `red` and `blue` and the guide's equations between them.
private struct SideBySide {
    let window = Window(size: Size(width: 393, height: 852))
    let red = View(name: "red")
    let blue = View(name: "blue")
    let alignBlueToRed: Bool

    init(alignBlueToRed: Bool) {
        self.alignBlueToRed = alignBlueToRed
        window.addSubview(red)
        window.addSubview(blue)
    }

    /// The guide's equations, in its order: vertical constraints, then horizontal ones.
    func constraints() throws(LayoutError) -> [LayoutConstraint] {
        typealias C = LayoutConstraint
        var vertical = [
            try C.makeOrThrow(item: red, attribute: .top, relatedBy: .equal, toItem: window, attribute: .top, constant: 20),
            try C.makeOrThrow(item: window, attribute: .bottom, relatedBy: .equal, toItem: red, attribute: .bottom, constant: 20),
        ]
        if alignBlueToRed {
            vertical += [
                try C.makeOrThrow(item: red, attribute: .top, relatedBy: .equal, toItem: blue, attribute: .top),
                try C.makeOrThrow(item: red, attribute: .bottom, relatedBy: .equal, toItem: blue, attribute: .bottom),
            ]
        } else {
            vertical += [
                try C.makeOrThrow(item: blue, attribute: .top, relatedBy: .equal, toItem: window, attribute: .top, constant: 20),
                try C.makeOrThrow(item: window, attribute: .bottom, relatedBy: .equal, toItem: blue, attribute: .bottom, constant: 20),
            ]
        }
        let horizontal = [
            try C.makeOrThrow(item: red, attribute: .leading, relatedBy: .equal, toItem: window, attribute: .leading, constant: 20),
            try C.makeOrThrow(item: blue, attribute: .leading, relatedBy: .equal, toItem: red, attribute: .trailing, constant: 8),
            try C.makeOrThrow(item: window, attribute: .trailing, relatedBy: .equal, toItem: blue, attribute: .trailing, constant: 20),
            try C.makeOrThrow(item: red, attribute: .width, relatedBy: .equal, toItem: blue, attribute: .width),
        ]
        return vertical + horizontal
    }
}
