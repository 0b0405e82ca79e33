// Constraint expressions for sizes: `a.widthAnchor == 0.5 * b.widthAnchor + 10` is
// `a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5, constant: 10)`.

/// A size anchor scaled and moved: the right-hand side of `a.widthAnchor == 0.5 * b.widthAnchor + 10`.
///
/// Made by `*`, `/`, `+` and `-` on a ``LayoutDimension``; only sizes can be scaled this way
/// (a location takes a constant only, as in UIKit's anchor API).
public struct LayoutDimensionExpression {
    /// The size anchor.
    public let anchor: LayoutDimension
    /// The factor applied to it.
    public let multiplier: Double
    /// The constant added after scaling.
    public let constant: Double
}

extension LayoutDimension {
    /// `0.5 * b.widthAnchor`.
    public static func * (lhs: Double, rhs: LayoutDimension) -> LayoutDimensionExpression {
        LayoutDimensionExpression(anchor: rhs, multiplier: lhs, constant: 0)
    }
    /// `b.widthAnchor * 0.5`.
    public static func * (lhs: LayoutDimension, rhs: Double) -> LayoutDimensionExpression {
        LayoutDimensionExpression(anchor: lhs, multiplier: rhs, constant: 0)
    }
    /// `b.widthAnchor / 2`, the multiplier `1 / 2`. Dividing by zero gives an infinite multiplier,
    /// which activation rejects with ``LayoutError/nonFiniteValue(_:)``.
    public static func / (lhs: LayoutDimension, rhs: Double) -> LayoutDimensionExpression {
        LayoutDimensionExpression(anchor: lhs, multiplier: 1 / rhs, constant: 0)
    }
    /// `b.widthAnchor + 10`.
    public static func + (lhs: LayoutDimension, rhs: Double) -> LayoutDimensionExpression {
        LayoutDimensionExpression(anchor: lhs, multiplier: 1, constant: rhs)
    }
    /// `b.widthAnchor - 10`.
    public static func - (lhs: LayoutDimension, rhs: Double) -> LayoutDimensionExpression {
        LayoutDimensionExpression(anchor: lhs, multiplier: 1, constant: -rhs)
    }

    /// `a.widthAnchor == b.widthAnchor`.
    public static func == (lhs: LayoutDimension, rhs: LayoutDimension) -> LayoutConstraint {
        lhs == LayoutDimensionExpression(anchor: rhs, multiplier: 1, constant: 0)
    }
    /// `a.widthAnchor == 0.5 * b.widthAnchor + 10`.
    public static func == (lhs: LayoutDimension, rhs: LayoutDimensionExpression) -> LayoutConstraint {
        lhs.constraint(equalTo: rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant, fileID: "", line: 0)
    }
    /// `a.heightAnchor == 44`.
    public static func == (lhs: LayoutDimension, rhs: Double) -> LayoutConstraint {
        lhs.constraint(equalToConstant: rhs, fileID: "", line: 0)
    }
    /// `a.widthAnchor >= b.widthAnchor`.
    public static func >= (lhs: LayoutDimension, rhs: LayoutDimension) -> LayoutConstraint {
        lhs >= LayoutDimensionExpression(anchor: rhs, multiplier: 1, constant: 0)
    }
    /// `a.widthAnchor >= 0.5 * b.widthAnchor`.
    public static func >= (lhs: LayoutDimension, rhs: LayoutDimensionExpression) -> LayoutConstraint {
        lhs.constraint(
            greaterThanOrEqualTo: rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant, fileID: "", line: 0)
    }
    /// `a.heightAnchor >= 44`.
    public static func >= (lhs: LayoutDimension, rhs: Double) -> LayoutConstraint {
        lhs.constraint(greaterThanOrEqualToConstant: rhs, fileID: "", line: 0)
    }
    /// `a.widthAnchor <= b.widthAnchor`.
    public static func <= (lhs: LayoutDimension, rhs: LayoutDimension) -> LayoutConstraint {
        lhs <= LayoutDimensionExpression(anchor: rhs, multiplier: 1, constant: 0)
    }
    /// `a.widthAnchor <= b.widthAnchor - 32`.
    public static func <= (lhs: LayoutDimension, rhs: LayoutDimensionExpression) -> LayoutConstraint {
        lhs.constraint(
            lessThanOrEqualTo: rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant, fileID: "", line: 0)
    }
    /// `a.widthAnchor <= 320`.
    public static func <= (lhs: LayoutDimension, rhs: Double) -> LayoutConstraint {
        lhs.constraint(lessThanOrEqualToConstant: rhs, fileID: "", line: 0)
    }
}

extension LayoutDimensionExpression {
    /// `0.5 * b.widthAnchor + 10`.
    public static func + (lhs: LayoutDimensionExpression, rhs: Double) -> LayoutDimensionExpression {
        LayoutDimensionExpression(anchor: lhs.anchor, multiplier: lhs.multiplier, constant: lhs.constant + rhs)
    }
    /// `0.5 * b.widthAnchor - 10`.
    public static func - (lhs: LayoutDimensionExpression, rhs: Double) -> LayoutDimensionExpression {
        LayoutDimensionExpression(anchor: lhs.anchor, multiplier: lhs.multiplier, constant: lhs.constant - rhs)
    }
}
