// Dimension lines as markup: where each label goes, the colours of the constraint states, the
// lines, ticks and extensions.

extension SVGScene {
    /// Dimension labels are 9 pt monospace.
    static let dimensionLabelHeight = 11.0

    static func dimensionLabelSize(_ text: String) -> Size {
        Size(width: Double(DisplayWidth.of(text)) * 5.5 + 2, height: dimensionLabelHeight)
    }

    /// Finds each shown line's label a free spot inside the canvas: beside the middle of the
    /// line, then beside its quarters, then past its ends; a label with no room is left out.
    mutating func placeDimensionLabels() {
        for index in dimensions.indices where dimensions[index].isShown(in: drawing) || drawing.isInteractive {
            let line = dimensions[index]
            guard !line.label.isEmpty, !(line.isAlignment && line.label == "0") else { continue }
            let size = Self.dimensionLabelSize(line.label)
            let spot = Self.labelCandidates(for: line, size: size).first { box in
                canvas.contains(box) && placer.isFree(box)
            }
            guard let spot else { continue }
            // The inspector draws constraints one item at a time: its labels may overlap
            // each other, never the names.
            if !drawing.isInteractive { placer.take(spot) }
            dimensions[index].labelBox = spot
        }
    }

    /// Candidate label boxes along a line, best first.
    static func labelCandidates(for line: DimensionLine, size: Size) -> [Rect] {
        let (w, h) = (size.width, size.height)
        var boxes: [Rect] = []
        let horizontal = line.from.y == line.to.y && !line.isAlignment
        for fraction in [0.5, 0.25, 0.75] {
            let x = line.from.x + (line.to.x - line.from.x) * fraction
            let y = line.from.y + (line.to.y - line.from.y) * fraction
            if horizontal {
                boxes.append(Rect(x: x - w / 2, y: y - h - 1, width: w, height: h))
                boxes.append(Rect(x: x - w / 2, y: y + 1, width: w, height: h))
            } else {
                boxes.append(Rect(x: x + 3, y: y - h / 2, width: w, height: h))
                boxes.append(Rect(x: x - 3 - w, y: y - h / 2, width: w, height: h))
            }
        }
        let (low, high) = (min(line.from.x, line.to.x), max(line.from.x, line.to.x))
        let (top, bottom) = (min(line.from.y, line.to.y), max(line.from.y, line.to.y))
        if horizontal {
            boxes.append(Rect(x: high + 3, y: line.from.y - h / 2, width: w, height: h))
            boxes.append(Rect(x: low - 3 - w, y: line.from.y - h / 2, width: w, height: h))
        } else {
            boxes.append(Rect(x: line.from.x - w / 2, y: bottom + 2, width: w, height: h))
            boxes.append(Rect(x: line.from.x - w / 2, y: top - 2 - h, width: w, height: h))
        }
        return boxes
    }

    /// The stroke of a line by how its constraint stands: broken red and thick, unsatisfied
    /// orange and dashed, pending grey, generated purple and dotted, else red-pink.
    static func stroke(of line: DimensionLine) -> (colour: String, attributes: String) {
        switch line.state {
        case .broken: return (brokenColour, "stroke-width=\"2\"")
        case .violated: return (ambiguousColour, "stroke-width=\"1.2\" stroke-dasharray=\"4 2\"")
        case .pending: return ("#868e96", "stroke-dasharray=\"2 2\"")
        case .holds where line.isGenerated: return ("#7950f2", "stroke-width=\"0.8\" stroke-dasharray=\"1 2\"")
        case .holds: return ("#e64980", "")
        }
    }

    /// Every line the picture shows (all of them for the inspector, which hides them with CSS).
    func paintDimensions() -> String {
        var text = ""
        for line in dimensions where line.isShown(in: drawing) || drawing.isInteractive {
            text += markup(for: line)
        }
        return text
    }

    private func markup(for line: DimensionLine) -> String {
        let (colour, attributes) = Self.stroke(of: line)
        var open = "  <g class=\"dim\(line.isGenerated ? " generated" : "")\""
        if drawing.isInteractive {
            open += " data-constraint=\"\(line.constraint)\" data-items=\"\(line.items.map(String.init).joined(separator: " "))\""
        }
        open += " stroke=\"\(colour)\"" + (attributes.isEmpty ? "" : " " + attributes) + ">\n"
        var text = open + "  " + Self.segment(line.from, line.to, nil)
        if !line.isAlignment {
            for end in [line.from, line.to] { text += "  " + Self.tick(at: end, across: line) }
        }
        for piece in line.extensions {
            text += "  " + Self.segment(piece.from, piece.to, line.isAlignment ? nil : "stroke-width=\"0.5\"")
        }
        if let box = line.labelBox {
            text += "  " + SVGMarkup.text(
                line.label, x: box.minX + 1, y: box.minY + 8.5,
                style: "fill=\"\(colour)\" stroke=\"#ffffff\" stroke-width=\"3\" stroke-dasharray=\"none\" "
                    + "paint-order=\"stroke\" font-size=\"9\"")
        }
        return text + "  </g>\n"
    }

    private static func segment(_ from: Point, _ to: Point, _ extra: String?) -> String {
        SVGMarkup.element("line", [("x1", from.x), ("y1", from.y), ("x2", to.x), ("y2", to.y)], extra ?? "")
    }

    /// A 6 pt tick across the line at one end.
    private static func tick(at point: Point, across line: DimensionLine) -> String {
        if line.from.y == line.to.y {
            return segment(Point(x: point.x, y: point.y - 3), Point(x: point.x, y: point.y + 3), nil)
        }
        return segment(Point(x: point.x - 3, y: point.y), Point(x: point.x + 3, y: point.y), nil)
    }
}
