extension LayoutConstraint {
    /// A part of an item's layout that a constraint relates, like `NSLayoutConstraint.Attribute`
    /// (same raw values).
    ///
    /// Location attributes (edges, centres, baselines) are positions on one axis; size
    /// attributes (``width``, ``height``) are extents. Margin attributes are the edges of the
    /// view's ``View/layoutMarginsGuide``.
    public enum Attribute: Int, Hashable, Sendable, CaseIterable {
        /// No attribute: the second attribute of a constraint whose second item is `nil`.
        case notAnAttribute = 0
        /// The left edge; never flips with the layout direction.
        case left = 1
        /// The right edge; never flips.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
        case leading = 5
        /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The horizontal centre.
        case centerX = 9
        /// The vertical centre.
        case centerY = 10
        /// The baseline of the last line of text; the bottom edge of a view without baselines.
        case lastBaseline = 11
        /// The baseline of the first line of text; the top edge of a view without baselines.
        case firstBaseline = 12
        /// The left edge inset by the left margin.
        case leftMargin = 13
        /// The right edge inset by the right margin.
        case rightMargin = 14
        /// The top edge inset by the top margin.
        case topMargin = 15
        /// The bottom edge inset by the bottom margin.
        case bottomMargin = 16
        /// The leading edge inset by the leading margin.
        case leadingMargin = 17
        /// The trailing edge inset by the trailing margin.
        case trailingMargin = 18
        /// The horizontal centre of the area inside the margins.
        case centerXWithinMargins = 19
        /// The vertical centre of the area inside the margins.
        case centerYWithinMargins = 20

        /// UIKit's old name for ``lastBaseline``.
        public static let baseline = Attribute.lastBaseline
    }

    /// How the two sides of a constraint relate, like `NSLayoutConstraint.Relation` (same raw values).
    public enum Relation: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// The first side is at most the second.
        case lessThanOrEqual = -1
        /// The sides are equal.
        case equal = 0
        /// The first side is at least the second.
        case greaterThanOrEqual = 1

        /// `<=`, `==` or `>=`.
        public var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }
}

extension LayoutConstraint.Attribute: CustomStringConvertible {
    /// The attribute's Swift name: `leading`, `centerXWithinMargins`.
    public var description: String {
        switch self {
        case .notAnAttribute: "notAnAttribute"
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        }
    }
}

// Classification used by validation and lowering: what kind of quantity an attribute is.
extension LayoutConstraint.Attribute {
    /// Whether the attribute is an extent (``width``, ``height``).
    var isSize: Bool { self == .width || self == .height }

    /// Whether the attribute is a position on an axis.
    var isLocation: Bool { self != .notAnAttribute && !isSize }

    /// The axis the attribute measures along; `nil` for ``notAnAttribute``.
    var axis: Axis? {
        switch self {
        case .notAnAttribute: nil
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
            .leadingMargin, .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            .vertical
        }
    }

    /// Whether the attribute follows the layout direction (leading/trailing and their margins).
    var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// Whether the attribute is a first or last baseline.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// The attributes a constraint names, one bit each (raw values stay below 32), so that
    /// what a new constraint's sides hold is a few bit operations: every generated constraint
    /// asks whether it is directional and whether it reads a baseline.
    struct Set: OptionSet {
        let rawValue: UInt32

        init(rawValue: UInt32) { self.rawValue = rawValue }

        /// The set of `attribute` alone.
        @inline(__always)
        init(_ attribute: LayoutConstraint.Attribute) { rawValue = 1 << UInt32(truncatingIfNeeded: attribute.rawValue) }

        @inline(__always)
        mutating func insert(_ attribute: LayoutConstraint.Attribute) { formUnion(Self(attribute)) }

        private static let directional: Self = [Self(.leading), Self(.trailing), Self(.leadingMargin), Self(.trailingMargin)]
        private static let baselines: Self = [Self(.firstBaseline), Self(.lastBaseline)]

        /// Whether a leading or trailing attribute (or margin) is in the set.
        var hasDirectional: Bool { !isDisjoint(with: Self.directional) }
        /// Whether a baseline is in the set.
        var hasBaseline: Bool { !isDisjoint(with: Self.baselines) }
        /// Whether a margin attribute (raw values 13 and up, see ``LayoutConstraint/Attribute/isMargin``)
        /// is in the set.
        var hasMargin: Bool { rawValue >> 13 != 0 }
    }

    /// Whether the attribute is a fixed left/right edge (or its margin).
    var isPhysicalHorizontalEdge: Bool {
        self == .left || self == .right || self == .leftMargin || self == .rightMargin
    }

    /// Whether the attribute is measured inside the item's layout margins.
    var isMargin: Bool { rawValue >= 13 }

    /// For a fixed margin attribute, the plain attribute of the margins guide it stands for.
    var edgeWithinMargins: Self? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }

    /// The fixed attribute a directional one means under `direction`: leading is left in
    /// left-to-right layouts and right in right-to-left ones. The one place leading/trailing are
    /// resolved; every other attribute is returned unchanged.
    func physical(for direction: LayoutDirection) -> Self {
        let rtl = direction == .rightToLeft
        switch self {
        case .leading: return rtl ? .right : .left
        case .trailing: return rtl ? .left : .right
        case .leadingMargin: return rtl ? .rightMargin : .leftMargin
        case .trailingMargin: return rtl ? .leftMargin : .rightMargin
        default: return self
        }
    }
}
