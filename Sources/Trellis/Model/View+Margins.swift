// Layout margins (spec §4.1): the view's own margins, the window's system minimum, the safe
// area, and the superview's margins when they are preserved.

/// Which of the two margin properties was set last; the other is derived from it with the
/// view's effective direction, so the two always agree, as in UIKit.
enum MarginStorage {
    case standard
    case physical(EdgeInsets)
    case directional(DirectionalEdgeInsets)
}

extension View {
    /// The view's own margins with fixed left and right edges (default 8 pt on every side).
    ///
    /// Setting them replaces ``directionalLayoutMargins`` (leading and trailing are derived with
    /// the effective direction). The margins the margin attributes and ``layoutMarginsGuide``
    /// use also add the safe area (``insetsLayoutMarginsFromSafeArea``), the window's system
    /// minimum, and the superview's margins (``preservesSuperviewLayoutMargins``). A non-finite
    /// value keeps the previous margins and records a ``LayoutError``.
    ///
    /// ```swift
    /// card.layoutMargins = EdgeInsets(top: 12, left: 20, bottom: 12, right: 20)
    /// ```
    public var layoutMargins: EdgeInsets {
        get {
            switch marginStorage {
            case .standard: defaultLayoutMargins.edgeInsets(for: effectiveUserInterfaceLayoutDirection)
            case .physical(let insets): insets
            case .directional(let insets): insets.edgeInsets(for: effectiveUserInterfaceLayoutDirection)
            }
        }
        set {
            guard [newValue.top, newValue.left, newValue.bottom, newValue.right].allSatisfy(\.isFinite) else {
                recordDiagnostic(.nonFiniteValue("The layout margins \(newValue) of `\(name)`"))
                return
            }
            setMargins(.physical(newValue))
        }
    }

    /// The view's own margins with leading and trailing edges (default 8 pt on every side).
    ///
    /// In a right-to-left view the leading margin is on the right. Setting them replaces
    /// ``layoutMargins``. A non-finite value keeps the previous margins and records a ``LayoutError``.
    ///
    /// ```swift
    /// card.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 4)
    /// // left-to-right: left 20, right 4; right-to-left: left 4, right 20
    /// ```
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            switch marginStorage {
            case .standard: defaultLayoutMargins
            case .physical(let insets): DirectionalEdgeInsets(insets, direction: effectiveUserInterfaceLayoutDirection)
            case .directional(let insets): insets
            }
        }
        set {
            guard [newValue.top, newValue.leading, newValue.bottom, newValue.trailing].allSatisfy(\.isFinite) else {
                recordDiagnostic(.nonFiniteValue("The directional layout margins \(newValue) of `\(name)`"))
                return
            }
            setMargins(.directional(newValue))
        }
    }

    /// Stores new margins, telling a view of a subclass when they differ from the old ones
    /// (``layoutMarginsDidChange()``).
    private func setMargins(_ storage: MarginStorage) {
        guard observesLayoutCycle else { return marginStorage = storage }
        let previous = layoutMargins
        marginStorage = storage
        if layoutMargins != previous { layoutMarginsDidChange() }
    }

    /// A guide whose edges are this view's edges inset by its layout margins.
    ///
    /// Its frame is in this view's coordinates. The margin attributes of the item/attribute API
    /// (``LayoutConstraint/Attribute/leadingMargin`` …) are this guide's edges.
    ///
    /// ```swift
    /// label.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor)
    /// ```
    public var layoutMarginsGuide: LayoutGuide { systemGuide(.layoutMargins) }

    /// The margins in effect, from the frames of the last layout: the view's own margins (at
    /// least the system minimum on a window that respects it), plus the safe-area insets when
    /// ``insetsLayoutMarginsFromSafeArea``, and at least what reaches in from the superview's
    /// margins when ``preservesSuperviewLayoutMargins``.
    var resolvedLayoutMargins: EdgeInsets {
        var margins = layoutMargins
        if let window = self as? Window, window.viewRespectsSystemMinimumLayoutMargins {
            let minimum = window.systemMinimumLayoutMargins.edgeInsets(for: effectiveUserInterfaceLayoutDirection)
            margins = margins.atLeast(minimum)
        }
        if insetsLayoutMarginsFromSafeArea { margins = margins.adding(safeAreaInsets) }
        if preservesSuperviewLayoutMargins, let parent = superview {
            // A superview margin reaches in by what is left of it past this view's edge.
            let outer = parent.resolvedLayoutMargins
            let frame = self.frame
            let size = parent.bounds.size
            margins = margins.atLeast(EdgeInsets(
                top: outer.top - frame.origin.y,
                left: outer.left - frame.origin.x,
                bottom: outer.bottom - (size.height - frame.origin.y - frame.size.height),
                right: outer.right - (size.width - frame.origin.x - frame.size.width)))
        }
        return margins
    }
}

extension EdgeInsets {
    /// The larger of the two insets on each edge.
    func atLeast(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: max(top, other.top), left: max(left, other.left),
            bottom: max(bottom, other.bottom), right: max(right, other.right))
    }

    /// The sum of the two insets on each edge.
    func adding(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right)
    }
}

extension DirectionalEdgeInsets {
    /// Fixed insets read as leading and trailing under `direction`.
    init(_ insets: EdgeInsets, direction: LayoutDirection) {
        switch direction {
        case .leftToRight: self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
        case .rightToLeft: self.init(top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
        }
    }
}
