// conflicting-chain and many-optional (issue 25): optional constraints that conflict, the
// priority levels a layout with many preferences creates. Both time the first layout.

import Trellis

/// conflicting-chain: N views, each 10 × 10 at the window's top, chained by required
/// `v[i].leading == v[i−1].trailing`; each also wants `v[i].leading == window.leading + 7i` at its
/// own optional priority p_i = 1 + 998 i / N (all distinct, rising with i), so they conflict.
///
/// Closed form: priorities are lexicographic, so the highest, v[N−1]'s, holds exactly:
/// x_{N−1} = 7(N − 1); the chain is rigid, so x_i = x_{N−1} − 10(N − 1 − i) = 10i − 3(N − 1).
/// Every lower preference is then violated; the layout is unique.
final class ConflictingChain: BenchLayout {
    let window: Window
    let views: [View]

    init(count: Int) throws {
        window = Window(size: Size(width: 1000, height: 100), name: "window")
        var views: [View] = []
        var constraints: [LayoutConstraint] = []
        for i in 0..<count {
            let view = View(name: "v\(i)")
            window.addSubview(view)
            constraints += [
                view.widthAnchor.constraint(equalToConstant: 10),
                view.heightAnchor.constraint(equalToConstant: 10),
                view.topAnchor.constraint(equalTo: window.topAnchor),
            ]
            if let previous = views.last {
                constraints.append(view.leadingAnchor.constraint(equalTo: previous.trailingAnchor))
            }
            let wish = view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 7 * Double(i))
            wish.priority = LayoutPriority(Float(1 + 998 * Double(i) / Double(count)))
            constraints.append(wish)
            views.append(view)
        }
        try LayoutConstraint.activateOrThrow(constraints)
        self.views = views
    }

    func verify(afterChanges _: Int) throws {
        let n = Double(views.count)
        for (i, view) in views.enumerated() {
            try expectFrame(view, Rect(x: 10 * Double(i) - 3 * (n - 1), y: 0, width: 10, height: 10), "conflicting-chain")
        }
    }
}

/// many-optional: one view at the window's top-leading corner, 10 tall, with N constraints
/// `width == 10 @250` and then N `width == 0 @251`.
///
/// Closed form: level 251 is minimised first, Σ|w − 0| over N copies, so w = 0; the N copies at
/// 250 are then all violated by 10.
final class ManyOptional: BenchLayout {
    let window: Window
    let view: View

    init(count: Int) throws {
        window = Window(size: Size(width: 393, height: 100), name: "window")
        view = View(name: "v")
        window.addSubview(view)
        var constraints = [
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
        ]
        for (width, priority) in [(10.0, 250 as LayoutPriority), (0, 251)] {
            for _ in 0..<count {
                let constraint = view.widthAnchor.constraint(equalToConstant: width)
                constraint.priority = priority
                constraints.append(constraint)
            }
        }
        try LayoutConstraint.activateOrThrow(constraints)
    }

    func verify(afterChanges _: Int) throws {
        try expectFrame(view, Rect(x: 0, y: 0, width: 0, height: 10), "many-optional")
    }
}
