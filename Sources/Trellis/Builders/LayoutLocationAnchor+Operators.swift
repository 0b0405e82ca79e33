// Constraint expressions for locations: `blue.leadingAnchor == red.trailingAnchor + 8` is
// `blue.leadingAnchor.constraint(equalTo: red.trailingAnchor, constant: 8)`, the same constraint.

/// A location anchor: ``LayoutXAxisAnchor`` or ``LayoutYAxisAnchor``.
///
/// The protocol lets one set of operators serve both axes while keeping them apart: each
/// operator takes two anchors of the *same* type, so `a.topAnchor == b.leadingAnchor` does not
/// compile, and no operator takes a location and a number, so a location never equals a
/// constant (UIKit's `locationEqualToConstant`).
///
/// ```swift
/// LayoutConstraint.activate {
///     blue.leadingAnchor == red.trailingAnchor + 8
///     blue.topAnchor >= window.topAnchor + 20
/// }
/// ```
public protocol LayoutLocationAnchor {
    /// `self == anchor + constant`.
    func constraint(equalTo anchor: Self, constant: Double, fileID: String, line: Int) -> LayoutConstraint
    /// `self >= anchor + constant`.
    func constraint(greaterThanOrEqualTo anchor: Self, constant: Double, fileID: String, line: Int) -> LayoutConstraint
    /// `self <= anchor + constant`.
    func constraint(lessThanOrEqualTo anchor: Self, constant: Double, fileID: String, line: Int) -> LayoutConstraint
}

extension LayoutXAxisAnchor: LayoutLocationAnchor {}
extension LayoutYAxisAnchor: LayoutLocationAnchor {}

/// A location anchor moved by a constant: the right-hand side of `a.topAnchor == b.bottomAnchor + 8`.
///
/// There is no multiplier: like UIKit's anchor API, location anchors only take a constant (use
/// ``LayoutConstraint/init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:fileID:line:)``
/// for a multiplied location).
public struct LayoutLocationOffset<Anchor: LayoutLocationAnchor> {
    /// The anchor being offset.
    public let anchor: Anchor
    /// The distance added to it (negative moves towards leading or top).
    public let constant: Double
}

extension LayoutLocationAnchor {
    /// `anchor + 8`: the anchor moved by `constant` points.
    public static func + (lhs: Self, rhs: Double) -> LayoutLocationOffset<Self> {
        LayoutLocationOffset(anchor: lhs, constant: rhs)
    }
    /// `anchor - 8`: the anchor moved back by `constant` points.
    public static func - (lhs: Self, rhs: Double) -> LayoutLocationOffset<Self> {
        LayoutLocationOffset(anchor: lhs, constant: -rhs)
    }

    /// `a.leadingAnchor == b.leadingAnchor`: ``LayoutXAxisAnchor/constraint(equalTo:constant:fileID:line:)``.
    public static func == (lhs: Self, rhs: Self) -> LayoutConstraint {
        lhs.constraint(equalTo: rhs, constant: 0, fileID: "", line: 0)
    }
    /// `a.topAnchor == b.bottomAnchor + 8`.
    public static func == (lhs: Self, rhs: LayoutLocationOffset<Self>) -> LayoutConstraint {
        lhs.constraint(equalTo: rhs.anchor, constant: rhs.constant, fileID: "", line: 0)
    }
    /// `a.leadingAnchor >= b.leadingAnchor`.
    public static func >= (lhs: Self, rhs: Self) -> LayoutConstraint {
        lhs.constraint(greaterThanOrEqualTo: rhs, constant: 0, fileID: "", line: 0)
    }
    /// `a.topAnchor >= b.bottomAnchor + 8`.
    public static func >= (lhs: Self, rhs: LayoutLocationOffset<Self>) -> LayoutConstraint {
        lhs.constraint(greaterThanOrEqualTo: rhs.anchor, constant: rhs.constant, fileID: "", line: 0)
    }
    /// `a.trailingAnchor <= b.trailingAnchor`.
    public static func <= (lhs: Self, rhs: Self) -> LayoutConstraint {
        lhs.constraint(lessThanOrEqualTo: rhs, constant: 0, fileID: "", line: 0)
    }
    /// `a.bottomAnchor <= b.bottomAnchor - 20`.
    public static func <= (lhs: Self, rhs: LayoutLocationOffset<Self>) -> LayoutConstraint {
        lhs.constraint(lessThanOrEqualTo: rhs.anchor, constant: rhs.constant, fileID: "", line: 0)
    }
}
