// Activation: validating, finding the nearest common ancestor, installing there.

extension LayoutConstraint {
    /// Activates every constraint of the batch, or none of them, as UIKit's
    /// `NSLayoutConstraint.activate(_:)` does: it does not throw, so UIKit code calling it
    /// compiles once the types are renamed.
    ///
    /// Each constraint is validated (UIKit's rules, see ``LayoutError``) and installed on the
    /// nearest common ancestor of its items; the engine picks the changes up at the next layout.
    /// Constraints already active stay as they are. Where UIKit raises an exception (items with
    /// no common ancestor, a location equal to a constant, …), no constraint of the batch is
    /// activated, each broken rule is recorded in ``Window/diagnostics`` (of the window the
    /// constraint's items are in, or the first window they join) and a line goes to
    /// ``LayoutLog`` at once, as UIKit logs to the console. Nothing already laid out changes.
    /// To handle the error yourself, call ``activateOrThrow(_:)->()`` instead.
    ///
    /// ```swift
    /// LayoutConstraint.activate([
    ///     red.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
    ///     red.widthAnchor.constraint(equalTo: blue.widthAnchor),
    /// ])
    /// ```
    ///
    /// - Complexity: O(*n* · *d*) for *n* constraints in a hierarchy of depth *d*.
    public static func activate(_ constraints: [LayoutConstraint]) {
        activateRecordingErrors(constraints)
    }

    /// Activates every constraint of the batch, or none of them, and throws the first broken
    /// rule: ``activate(_:)->()`` for code that handles the error itself (a test, an editor
    /// checking what a user typed).
    ///
    /// ```swift
    /// do {
    ///     try LayoutConstraint.activateOrThrow([label.leadingAnchor.constraint(equalTo: other.leadingAnchor)])
    /// } catch {
    ///     print(error)   // names the constraint and says how to fix it
    /// }
    /// ```
    ///
    /// - Throws: the first constraint's ``LayoutError``; no constraint of the batch is activated
    ///   then, and nothing is recorded in ``Window/diagnostics``.
    /// - Complexity: O(*n* · *d*) for *n* constraints in a hierarchy of depth *d*.
    public static func activateOrThrow(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        var containers: [View] = []
        containers.reserveCapacity(constraints.count)
        for constraint in constraints { containers.append(try constraint.validatedContainer()) }
        install(constraints, in: containers)
    }

    /// Activates the batch, or, when a constraint breaks a rule, none of it, recording and
    /// logging every broken rule (not just the first: a port sees all its mistakes at once).
    /// Returns whether the batch was activated.
    @discardableResult
    static func activateRecordingErrors(_ constraints: [LayoutConstraint]) -> Bool {
        var containers: [View] = []
        containers.reserveCapacity(constraints.count)
        var failed = false
        for constraint in constraints {
            do {
                containers.append(try constraint.validatedContainer())
            } catch {
                constraint.reportActivationFailure(error)
                failed = true
            }
        }
        guard !failed else { return false }
        install(constraints, in: containers)
        return true
    }

    /// Installs each of a validated batch in its container, once every one has passed.
    private static func install(_ constraints: [LayoutConstraint], in containers: [View]) {
        for (constraint, container) in zip(constraints, containers) { constraint.install(in: container) }
    }

    /// Records a failed activation in the diagnostics and logs it, as UIKit logs to the console:
    /// the error's message, led by the constraint unless the message names it already.
    func reportActivationFailure(_ error: LayoutError) {
        let message = error.description
        let named = message.contains("`\(description)`")
        LayoutLog.emit(named ? "[Trellis] \(message)" : "[Trellis] Unable to activate `\(description)`: \(message)")
        recordDiagnostic(error)
    }

    /// Deactivates every constraint of the batch (inactive ones are skipped).
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.deactivate() }
    }

    /// Whether the constraint takes part in layout.
    ///
    /// Setting `true` validates the constraint like ``activate(_:)->()``; when that fails the
    /// constraint stays inactive, the error is recorded in ``Window/diagnostics`` (of the window
    /// its items are in, or the first window they join) and a line goes to ``LayoutLog`` at once,
    /// as UIKit logs to the console.
    public var isActive: Bool {
        get { activeFlag }
        set {
            if newValue == activeFlag { return }
            guard newValue else { return deactivate() }
            do {
                install(in: try validatedContainer())
            } catch {
                reportActivationFailure(error)
            }
        }
    }

    /// The nearest common ancestor to install in, after checking UIKit's rules.
    func validatedContainer() throws(LayoutError) -> View {
        if let error = validationError() { throw error }
        var views: [View] = []
        var complete = true
        forEachPart { part in
            guard let view = part.item?.hierarchyView else { return complete = false }
            views.append(view)
        }
        guard complete, let container = Self.nearestCommonAncestor(of: views) else {
            throw .noCommonAncestor(constraint: description, items: allParts.map(\.itemName))
        }
        return container
    }

    /// Installs an active constraint on `container` and queues it for the engine.
    func install(in container: View) {
        guard !activeFlag else { return }
        // Margin attributes are the margins guide's edges: create the guide (and queue its
        // constraints) first, so the solver sees the guide before anything that uses it.
        if mentionsMargin {
            forEachPart { part in
                if part.attribute.isMargin, let view = part.item as? View { _ = view.layoutMarginsGuide }
            }
        }
        activeFlag = true
        activation += 1
        self.container = container
        container.installedConstraints.append(self)
        forEachItem { $0.activeConstraintList.append(self) }
        queueForEngine()
        container.measuredContentDidChange()
    }

    /// Uninstalls an active constraint and queues its removal for the engine.
    func deactivate() {
        guard activeFlag else { return }
        queueForEngine()
        // The container read once: each read of the unretained field retained it.
        let container = self.container
        container?.measuredContentDidChange()
        activeFlag = false
        container?.installedConstraints.removeDeactivated()
        self.container = nil
        forEachItem { $0.activeConstraintList.removeDeactivated() }
    }

    /// The deepest view that is an ancestor of (or equal to) every view given.
    static func nearestCommonAncestor(of views: [View]) -> View? {
        guard var candidate = views.first else { return nil }
        for view in views.dropFirst() {
            guard let shared = commonAncestor(candidate, view) else { return nil }
            candidate = shared
        }
        return candidate
    }

    /// The nearest view that is `a` or `b` or an ancestor of both: both walk up to the same depth,
    /// then step up together until they meet. No allocation; activation runs this for every
    /// constraint a stack generates.
    private static func commonAncestor(_ a: View, _ b: View) -> View? {
        if a === b || b.superview === a { return a }
        if a.superview === b { return b }
        var left: View? = a, right: View? = b
        var leftDepth = a.depth, rightDepth = b.depth
        while leftDepth > rightDepth, let view = left { left = view.superview; leftDepth -= 1 }
        while rightDepth > leftDepth, let view = right { right = view.superview; rightDepth -= 1 }
        while let l = left, let r = right, l !== r {
            left = l.superview
            right = r.superview
        }
        return left
    }
}
