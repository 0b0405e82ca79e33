import TrellisSolver

// Frames are read from the solver on demand (O(1) per value), so a layout never walks the
// hierarchy to copy results out. They reflect the last `layoutIfNeeded()`.

extension LayoutItem {
    /// The item's rectangle in window coordinates, as of the last layout.
    ///
    /// An item outside every window keeps the rectangle it had when it left.
    public var frameInWindow: Rect {
        guard let engine = hierarchyView?.window?.engine else { return detachedFrameInWindow }
        return engine.frameInWindow(of: self)
    }

    /// The item's rectangle in its parent's coordinates (the superview of a view, the owning view
    /// of a guide), as of the last layout.
    public var frame: Rect {
        let own = frameInWindow
        guard let parent = parentView else { return own }
        let origin = parent.frameInWindow.origin
        let shift = parent.boundsOrigin
        return Rect(
            x: own.origin.x - origin.x + shift.x, y: own.origin.y - origin.y + shift.y,
            width: own.size.width, height: own.size.height)
    }

    /// The item's own coordinate space: the frame's size at the bounds origin, (0, 0) except for
    /// a ``ScrollView``, whose bounds origin is its ``ScrollView/contentOffset``.
    public var bounds: Rect { Rect(origin: boundsOrigin, size: frameInWindow.size) }
}

extension LayoutEngine {
    /// The solved rectangle of an item; the window's is its size, an input rather than a result.
    func frameInWindow(of item: LayoutItem) -> Rect {
        if item === window { return Rect(origin: .zero, size: window.size) }
        let own = item.variables
        return Rect(
            x: solver.value(of: own.minX), y: solver.value(of: own.minY),
            width: solver.value(of: own.width), height: solver.value(of: own.height))
    }

    /// Whether a constraint that mentions `item` (or one of its intrinsic sizes) is kept broken.
    func isBroken(_ item: LayoutItem) -> Bool {
        for constraint in item.activeConstraints {
            if let record = installed[ObjectIdentifier(constraint)], solver.isBroken(record.lowered) { return true }
        }
        guard let parts = intrinsics[ObjectIdentifier(item)]?.parts else { return false }
        return parts.contains { part in part.map { solver.isBroken($0.lowered) } ?? false }
    }
}

extension LayoutConstraint {
    /// Whether the engine had to break this required constraint: it stays active and holds as
    /// nearly as the others allow (see ``Window/diagnostics``).
    package var isBroken: Bool {
        guard let engine, let record = engine.installed[ObjectIdentifier(self)] else { return false }
        return engine.solver.isBroken(record.lowered)
    }
}
