// Priorities and identifiers inside expressions: `a.widthAnchor == 100 ~ .defaultHigh`,
// `(a.topAnchor == b.topAnchor).identifier("title-top")`.

precedencegroup LayoutPriorityPrecedence {
    associativity: left
    lowerThan: ComparisonPrecedence
    higherThan: AssignmentPrecedence
}

/// Gives a constraint (or a group of them) a priority: `a.widthAnchor == 100 ~ .defaultHigh`.
///
/// It binds looser than `==`, `<=` and `>=`, so the priority applies to the whole constraint.
infix operator ~ : LayoutPriorityPrecedence

extension LayoutConstraint {
    /// `a.widthAnchor == 100 ~ .defaultHigh`: the constraint at `priority`.
    ///
    /// Same as ``priority(_:)``.
    @discardableResult
    public static func ~ (lhs: LayoutConstraint, rhs: LayoutPriority) -> LayoutConstraint {
        lhs.priority(rhs)
    }

    /// Sets the priority and returns the constraint, for use inside an expression:
    /// `(a.widthAnchor == 100).priority(.defaultHigh)`.
    ///
    /// On a constraint that is not active yet the value is only stored: activation checks it
    /// and rejects a priority outside `(0, 1000]` with ``LayoutError/invalidPriority(_:_:)``
    /// (``activateOrThrow(_:)->()`` throws it; ``activate(_:)->()`` records it in
    /// ``Window/diagnostics``). On an active constraint it is the ``priority`` setter.
    @discardableResult
    public func priority(_ priority: LayoutPriority) -> LayoutConstraint {
        if activeFlag { self.priority = priority } else { storedPriority = priority }
        return self
    }

    /// Sets the ``identifier`` and returns the constraint:
    /// `(a.topAnchor == b.topAnchor).identifier("title-top")`.
    @discardableResult
    public func identifier(_ identifier: String) -> LayoutConstraint {
        self.identifier = identifier
        return self
    }
}

extension Array where Element == LayoutConstraint {
    /// `a.edgeAnchors == b.edgeAnchors ~ .defaultHigh`: every constraint of the group at `priority`.
    @discardableResult
    public static func ~ (lhs: [LayoutConstraint], rhs: LayoutPriority) -> [LayoutConstraint] {
        lhs.priority(rhs)
    }

    /// Sets every constraint's priority (see ``LayoutConstraint/priority(_:)``) and returns them.
    @discardableResult
    public func priority(_ priority: LayoutPriority) -> [LayoutConstraint] {
        for constraint in self { constraint.priority(priority) }
        return self
    }

    /// Gives every constraint the same ``LayoutConstraint/identifier`` and returns them:
    /// `(card.edgeAnchors == window.edgeAnchors).identifier("card-pin")`.
    @discardableResult
    public func identifier(_ identifier: String) -> [LayoutConstraint] {
        for constraint in self { constraint.identifier = identifier }
        return self
    }
}
