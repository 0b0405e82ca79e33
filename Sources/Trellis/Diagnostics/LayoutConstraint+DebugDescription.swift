// The two longer descriptions of a constraint: Trellis's one-liner with the creating source
// location, and UIKit's `<NSLayoutConstraint … (active)>` form for comparing with real logs.

extension LayoutConstraint: CustomDebugStringConvertible {
    /// Where the constraint was created, `#fileID:#line` (`MyApp/CardView.swift:42`), or `nil`
    /// when it is not known.
    public var location: String? {
        fileID.isEmpty ? nil : "\(fileID):\(line)"
    }

    /// The one-line ``description`` followed by the creating source location as a comment:
    /// `gap: blue.leading == red.trailing + 8 @750  // MyApp/CardView.swift:42`.
    public var debugDescription: String {
        guard let location else { return description }
        return "\(description)  // \(location)"
    }

    /// The constraint as UIKit's `NSLayoutConstraint.description` prints it (spec §8.2), for
    /// people comparing with real logs:
    ///
    /// ```text
    /// <LayoutConstraint:MyApp/CardView.swift:42 'gap' H:[red]-(8@750)-[blue]   (active)>
    /// <LayoutConstraint:MyApp/CardView.swift:43 H:|-(20)-[red]   (active, names: '|':window )>
    /// <LayoutConstraint:MyApp/CardView.swift:44 red.width == 0.5*blue.width priority:750   (inactive)>
    /// ```
    ///
    /// Where UIKit prints the constraint's memory address, Trellis prints where it was created
    /// (nothing when unknown), and items print as their names rather than `UIView:0x…`, so the
    /// text is the same on every run. Sibling and superview spacing use UIKit's ASCII-art form
    /// (`H:[red]-(8)-[blue]`, `V:|-(20)-[red]`, `H:[red]-(20)-|`, `(LTR)` after left/right ones,
    /// `NSSpace(8)` for system spacing); everything else is the equation with UIKit's
    /// `priority:750` suffix. Numbers use ``NumberFormat`` rather than `%g`.
    public var uikitDescription: String {
        var tokens = ["<LayoutConstraint" + (location.map { ":" + $0 } ?? "")]
        if let identifier { tokens.append("'\(identifier)'") }
        let art = asciiArt
        if let art {
            tokens.append(art.body)
        } else {
            tokens.append(equation)
            if !storedPriority.isRequired { tokens.append("priority:\(storedPriority)") }
        }
        let state = activeFlag ? "active" : "inactive"
        let suffix = art?.superview.map { "(\(state), names: '|':\($0) )" } ?? "(\(state))"
        return tokens.joined(separator: " ") + "   " + suffix + ">"
    }

    /// `first relation [m*]second [± c]`, without identifier or priority.
    var equation: String {
        var text = "\(first.name) \(relation)"
        guard let second else { return text + " \(NumberFormat.string(for: storedConstant))" }
        text += multiplier == 1 ? " \(second.name)" : " \(NumberFormat.string(for: multiplier))*\(second.name)"
        if NumberFormat.string(for: storedConstant) != "0" {
            text += storedConstant < 0 ? " - " : " + "
            text += NumberFormat.string(for: abs(storedConstant))
        }
        return text
    }

    /// UIKit's VFL-style body for spacing constraints, and the superview named by `|` if any.
    private var asciiArt: (body: String, superview: String?)? {
        guard multiplier == 1, case .attribute(let lhs) = first, case .attribute(let rhs)? = second,
            let a = lhs.item as? View, let b = rhs.item as? View
        else { return nil }
        let pair = (lhs.attribute, rhs.attribute)
        guard let shape = Self.artShape(pair), let spacing = artSpacing else { return nil }
        let suffix = shape.isPhysical ? "(LTR)" : ""
        let axis = shape.axis == .horizontal ? "H:" : "V:"
        switch shape.kind {
        case .sibling where a.superview != nil && a.superview === b.superview:
            return ("\(axis)[\(b.name)]-(\(spacing))-[\(a.name)]\(suffix)", nil)
        case .leadingEdge where a.superview === b:
            return ("\(axis)|-(\(spacing))-[\(a.name)]\(suffix)", b.name)
        case .trailingEdge where b.superview === a:
            return ("\(axis)[\(b.name)]-(\(spacing))-|\(suffix)", a.name)
        default:
            return nil
        }
    }

    /// The text between the parentheses: relation prefix, constant, priority.
    private var artSpacing: String? {
        let prefix = relation == .equal ? "" : relation.description
        let value =
            systemSpacingMultiplier.map { _ in "NSSpace(\(NumberFormat.string(for: storedConstant)))" }
            ?? NumberFormat.string(for: storedConstant)
        let priority = storedPriority.isRequired ? "" : "@\(storedPriority)"
        return prefix + value + priority
    }

    private enum ArtKind { case sibling, leadingEdge, trailingEdge }

    /// Which art form an attribute pair can print as: `A.leading R B.trailing` (siblings),
    /// `A.leading R superview.leading`, `superview.trailing R A.trailing`, and the vertical and
    /// left/right analogues.
    private static func artShape(
        _ pair: (Attribute, Attribute)
    ) -> (kind: ArtKind, axis: Axis, isPhysical: Bool)? {
        switch pair {
        case (.leading, .trailing): (.sibling, .horizontal, false)
        case (.left, .right): (.sibling, .horizontal, true)
        case (.top, .bottom): (.sibling, .vertical, false)
        case (.leading, .leading): (.leadingEdge, .horizontal, false)
        case (.left, .left): (.leadingEdge, .horizontal, true)
        case (.top, .top): (.leadingEdge, .vertical, false)
        case (.trailing, .trailing): (.trailingEdge, .horizontal, false)
        case (.right, .right): (.trailingEdge, .horizontal, true)
        case (.bottom, .bottom): (.trailingEdge, .vertical, false)
        default: nil
        }
    }
}
