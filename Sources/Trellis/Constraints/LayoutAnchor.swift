/// The distance UIKit's system spacing resolves to between the edges of sibling views.
let systemSpacing = 8.0

/// A horizontal location of a view or guide (leading, trailing, left, right, centerX), like
/// `NSLayoutXAxisAnchor`.
///
/// X-axis anchors only relate to X-axis anchors, so a constraint from a horizontal location to a
/// vertical one does not compile. Relating leading/trailing to left/right compiles but fails
/// activation with ``LayoutError/mixedDirectionality(first:second:)``, as in UIKit.
///
/// ```swift
/// blue.leadingAnchor.constraint(equalTo: red.trailingAnchor, constant: 8)
/// blue.leadingAnchor.constraint(equalToSystemSpacingAfter: red.trailingAnchor, multiplier: 1)
/// ```
public struct LayoutXAxisAnchor: CustomStringConvertible {
    let part: ItemAttribute

    /// The item the anchor belongs to (`nil` once the item is released).
    public var item: LayoutItem? { part.item }
    /// The attribute the anchor stands for.
    public var attribute: LayoutConstraint.Attribute { part.attribute }
    /// `red.leading`.
    public var description: String { part.name }

    /// `self == anchor + constant`.
    public func constraint(
        equalTo anchor: LayoutXAxisAnchor, constant: Double = 0, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.equal, anchor, constant, fileID, line)
    }
    /// `self >= anchor + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutXAxisAnchor, constant: Double = 0,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant, fileID, line)
    }
    /// `self <= anchor + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutXAxisAnchor, constant: Double = 0, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant, fileID, line)
    }

    /// `self == anchor + multiplier × 8`: this anchor sits the system spacing after `anchor`.
    public func constraint(
        equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.equal, anchor, multiplier * systemSpacing, spacing: multiplier, fileID, line)
    }
    /// `self >= anchor + multiplier × 8`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier * systemSpacing, spacing: multiplier, fileID, line)
    }
    /// `self <= anchor + multiplier × 8`.
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier * systemSpacing, spacing: multiplier, fileID, line)
    }

    /// The signed distance from this anchor to `anchor` (`anchor − self`), as a dimension other
    /// dimensions can relate to: equal gaps without spacer views.
    ///
    /// ```swift
    /// let gap1 = red.trailingAnchor.anchorWithOffset(to: blue.leadingAnchor)
    /// let gap2 = blue.trailingAnchor.anchorWithOffset(to: green.leadingAnchor)
    /// gap1.constraint(equalTo: gap2)
    /// ```
    public func anchorWithOffset(to anchor: LayoutXAxisAnchor) -> LayoutDimension {
        LayoutDimension(term: .offset(from: part, to: anchor.part))
    }

    private func make(
        _ relation: LayoutConstraint.Relation, _ anchor: LayoutXAxisAnchor, _ constant: Double, spacing: Double? = nil,
        _ fileID: String, _ line: Int
    ) -> LayoutConstraint {
        LayoutConstraint(first: .attribute(part), relation: relation, second: .attribute(anchor.part),
                         multiplier: 1, constant: constant, systemSpacingMultiplier: spacing,
                         fileID: fileID, line: line)
    }
}

/// A vertical location of a view or guide (top, bottom, centerY, firstBaseline, lastBaseline),
/// like `NSLayoutYAxisAnchor`.
///
/// Y-axis anchors only relate to Y-axis anchors, so mixing axes does not compile.
///
/// ```swift
/// blue.topAnchor.constraint(equalTo: red.bottomAnchor, constant: 8)
/// ```
public struct LayoutYAxisAnchor: CustomStringConvertible {
    let part: ItemAttribute

    /// The item the anchor belongs to (`nil` once the item is released).
    public var item: LayoutItem? { part.item }
    /// The attribute the anchor stands for.
    public var attribute: LayoutConstraint.Attribute { part.attribute }
    /// `red.top`.
    public var description: String { part.name }

    /// `self == anchor + constant`.
    public func constraint(
        equalTo anchor: LayoutYAxisAnchor, constant: Double = 0, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.equal, anchor, constant, fileID, line)
    }
    /// `self >= anchor + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutYAxisAnchor, constant: Double = 0,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant, fileID, line)
    }
    /// `self <= anchor + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutYAxisAnchor, constant: Double = 0, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant, fileID, line)
    }

    /// `self == anchor + multiplier × 8`: this anchor sits the system spacing below `anchor`.
    public func constraint(
        equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.equal, anchor, multiplier * systemSpacing, spacing: multiplier, fileID, line)
    }
    /// `self >= anchor + multiplier × 8`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier * systemSpacing, spacing: multiplier, fileID, line)
    }
    /// `self <= anchor + multiplier × 8`.
    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier * systemSpacing, spacing: multiplier, fileID, line)
    }

    /// The signed distance from this anchor to `anchor` (`anchor − self`), as a dimension.
    public func anchorWithOffset(to anchor: LayoutYAxisAnchor) -> LayoutDimension {
        LayoutDimension(term: .offset(from: part, to: anchor.part))
    }

    private func make(
        _ relation: LayoutConstraint.Relation, _ anchor: LayoutYAxisAnchor, _ constant: Double, spacing: Double? = nil,
        _ fileID: String, _ line: Int
    ) -> LayoutConstraint {
        LayoutConstraint(first: .attribute(part), relation: relation, second: .attribute(anchor.part),
                         multiplier: 1, constant: constant, systemSpacingMultiplier: spacing,
                         fileID: fileID, line: line)
    }
}

/// A size (width, height, or a distance from ``LayoutXAxisAnchor/anchorWithOffset(to:)``), like
/// `NSLayoutDimension`: it can equal a constant and take a multiplier.
///
/// ```swift
/// red.widthAnchor.constraint(equalTo: blue.widthAnchor)
/// red.heightAnchor.constraint(equalTo: red.widthAnchor, multiplier: 0.5)   // aspect ratio
/// red.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
/// ```
public struct LayoutDimension: CustomStringConvertible {
    let term: AnchorTerm

    /// The item of a width or height anchor; `nil` for an offset distance.
    public var item: LayoutItem? {
        if case .attribute(let part) = term { return part.item }
        return nil
    }
    /// `red.width`, or `(blue.leading - red.trailing)` for an offset.
    public var description: String { term.name }

    /// `self == multiplier × anchor + constant`.
    public func constraint(
        equalTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.equal, anchor, multiplier, constant, fileID, line)
    }
    /// `self >= multiplier × anchor + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier, constant, fileID, line)
    }
    /// `self <= multiplier × anchor + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier, constant, fileID, line)
    }

    /// `self == constant`.
    public func constraint(
        equalToConstant constant: Double, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        LayoutConstraint(first: term, relation: .equal, second: nil, multiplier: 1, constant: constant,
                         fileID: fileID, line: line)
    }
    /// `self >= constant`.
    public func constraint(
        greaterThanOrEqualToConstant constant: Double, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        LayoutConstraint(first: term, relation: .greaterThanOrEqual, second: nil, multiplier: 1, constant: constant,
                         fileID: fileID, line: line)
    }
    /// `self <= constant`.
    public func constraint(
        lessThanOrEqualToConstant constant: Double, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        LayoutConstraint(first: term, relation: .lessThanOrEqual, second: nil, multiplier: 1, constant: constant,
                         fileID: fileID, line: line)
    }

    private func make(
        _ relation: LayoutConstraint.Relation, _ anchor: LayoutDimension, _ multiplier: Double, _ constant: Double,
        _ fileID: String, _ line: Int
    ) -> LayoutConstraint {
        LayoutConstraint(first: term, relation: relation, second: anchor.term, multiplier: multiplier,
                         constant: constant,
                         fileID: fileID, line: line)
    }
}
