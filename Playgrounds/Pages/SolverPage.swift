import Trellis
import TrellisSolver

extension Pages {
    /// Three equal-width buttons in a row, solved directly with `TrellisSolver`, in portrait and
    /// landscape; then a required constraint that cannot hold, with its minimal conflict.
    static let solver = Page(
        name: "solver",
        summary: "three equal buttons solved with the raw solver, resized through an edit variable"
    ) {
        var output = "Three buttons, 16 pt margins, 8 pt gaps, equal widths (TrellisSolver only).\n"
        let layout = ButtonRow()
        for width in [393.0, 852.0] {
            do {
                try layout.solver.suggestValue(width, for: layout.containerWidth)
            } catch {
                return output + "error: \(error)\n"
            }
            output += "\ncontainer width \(NumberFormat.string(for: width))\n"
            output += layout.table()
        }
        // The container width is an optional edit (999), so a required width would simply win;
        // a second required position for b1 cannot, and the report names the one it contradicts.
        output += "\nAdding the required `b1.x == 20` next to `b1.x == 16`:\n"
        do {
            try layout.solver.addConstraint(layout.lefts[0] + 0 == 20)
            output += "accepted (unexpected)\n"
        } catch {
            output += "\(error)\n"
        }
        return output
    }
}

/// `|-16-[b1]-8-[b2]-8-[b3]-16-|` with `b1.width == b2.width == b3.width`, as plain variables.
private struct ButtonRow {
    let solver = Solver()
    let containerWidth = Variable("container.width")
    let lefts = (1...3).map { Variable("b\($0).x") }
    let widths = (1...3).map { Variable("b\($0).width") }

    init() {
        // Every constraint here is satisfiable, so a failure would be a bug worth printing loudly.
        do {
            try solver.addEditVariable(containerWidth, priority: 999)
            try solver.addConstraint(lefts[0] + 0 == 16)
            for index in 1..<3 {
                try solver.addConstraint(lefts[index] + 0 == lefts[index - 1] + widths[index - 1] + 8)
                try solver.addConstraint(widths[index] + 0 == widths[0] + 0)
            }
            try solver.addConstraint(lefts[2] + widths[2] + 16 == containerWidth + 0)
        } catch {
            print("ButtonRow could not be built: \(error)")
        }
    }

    /// The solved frames as a table.
    func table() -> String {
        var table = TextTable(columns: [
            .init("button"), .init("x", alignment: .right), .init("width", alignment: .right),
        ])
        for index in 0..<3 {
            table.append([
                "b\(index + 1)",
                NumberFormat.string(for: solver.value(of: lefts[index])),
                NumberFormat.string(for: solver.value(of: widths[index])),
            ])
        }
        return table.render()
    }
}
