// UIKit's runtime rules for constraints (spec §2.2–2.3), checked on creation through the
// item/attribute initializer and on every activation.

extension LayoutConstraint {
    /// Creates a constraint from items and attributes, like
    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`; it
    /// does not throw either, so UIKit code making constraints this way compiles once the types
    /// are renamed.
    ///
    /// `item.attribute (relation) multiplier × toItem.attribute + constant`. For a size
    /// set to a constant pass `toItem: nil, attribute: .notAnAttribute`; a `nil` second item or a
    /// multiplier of 0 keeps only the constant, as in UIKit (spec §2.3). Multipliers on locations
    /// are legal and evaluated in the nearest common ancestor's bounds.
    ///
    /// A constraint that breaks one of UIKit's rules (a location equal to a constant, a size
    /// paired with a location, …; see ``makeOrThrow(item:attribute:relatedBy:toItem:attribute:multiplier:constant:fileID:line:)``)
    /// is still made, where UIKit raises an exception: a line goes to ``LayoutLog`` at once, and
    /// activating it activates nothing and records the error in ``Window/diagnostics`` (or
    /// throws it, from ``activateOrThrow(_:)->()``).
    ///
    /// ```swift
    /// // Red.leading = 1.0 × Superview.leading + 20
    /// let pin = LayoutConstraint(item: red, attribute: .leading, relatedBy: .equal,
    ///                            toItem: window, attribute: .leading, multiplier: 1, constant: 20)
    /// // View.height = 0.0 × NotAnAttribute + 40
    /// let tall = LayoutConstraint(item: red, attribute: .height, relatedBy: .equal,
    ///                             toItem: nil, attribute: .notAnAttribute, multiplier: 0, constant: 40)
    /// ```
    public convenience init(
        item: LayoutItem, attribute firstAttribute: Attribute, relatedBy relation: Relation,
        toItem: LayoutItem?, attribute secondAttribute: Attribute, multiplier: Double = 1, constant: Double = 0,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.init(
            unchecked: item, firstAttribute, relation, toItem, secondAttribute, multiplier: multiplier, constant: constant,
            fileID: fileID, line: line)
        if let error = validationError() { LayoutLog.emit("[Trellis] Invalid constraint `\(description)`: \(error)") }
    }

    /// The item/attribute initializer, throwing the first broken rule instead of logging it:
    /// for code that handles the error at the call (a test, an editor checking input).
    ///
    /// ```swift
    /// let pin = try LayoutConstraint.makeOrThrow(item: red, attribute: .leading, relatedBy: .equal,
    ///                                            toItem: window, attribute: .leading, multiplier: 1, constant: 20)
    /// ```
    ///
    /// - Throws: ``LayoutError/invalidPairing(first:second:)`` (size with location),
    ///   ``LayoutError/locationEqualToConstant(_:)``, ``LayoutError/mixedDirectionality(first:second:)``
    ///   (leading/trailing with left/right), ``LayoutError/missingFirstAttribute(_:)``,
    ///   ``LayoutError/incompleteSecondItem(_:)`` (a second item without an attribute),
    ///   ``LayoutError/marginOnLayoutGuide(_:)`` and ``LayoutError/nonFiniteValue(_:)``. Relating
    ///   a horizontal location to a vertical one is accepted, as UIKit's runtime does.
    public static func makeOrThrow(
        item: LayoutItem, attribute firstAttribute: Attribute, relatedBy relation: Relation,
        toItem: LayoutItem?, attribute secondAttribute: Attribute, multiplier: Double = 1, constant: Double = 0,
        fileID: String = #fileID, line: Int = #line
    ) throws(LayoutError) -> LayoutConstraint {
        let constraint = LayoutConstraint(
            unchecked: item, firstAttribute, relation, toItem, secondAttribute, multiplier: multiplier,
            constant: constant, fileID: fileID, line: line)
        if let error = constraint.validationError() { throw error }
        return constraint
    }

    /// The constraint the item/attribute initializer describes, whatever rule it breaks: a
    /// second item without an attribute is kept as given, for validation to report.
    private convenience init(
        unchecked item: LayoutItem, _ firstAttribute: Attribute, _ relation: Relation, _ toItem: LayoutItem?,
        _ secondAttribute: Attribute, multiplier: Double, constant: Double, fileID: String, line: Int
    ) {
        let second = toItem.map { AnchorTerm.attribute(ItemAttribute($0, secondAttribute)) }
        self.init(first: .attribute(ItemAttribute(item, firstAttribute)), relation: relation, second: second,
                  multiplier: multiplier, constant: constant, fileID: fileID, line: line)
    }

    /// The first broken rule, if any.
    func validationError() -> LayoutError? {
        guard storedConstant.isFinite else { return .nonFiniteValue("The constant of `\(description)`") }
        guard multiplier.isFinite else { return .nonFiniteValue("The multiplier of `\(description)`") }
        guard storedPriority.isValid else { return .invalidPriority("`\(description)`", storedPriority.rawValue) }
        if case .attribute(let part) = first, part.attribute == .notAnAttribute {
            return .missingFirstAttribute(part.itemName)
        }
        guard let second else {
            return first.isLocation ? .locationEqualToConstant(first.name) : nil
        }
        if case .attribute(let part) = second, part.attribute == .notAnAttribute {
            return .incompleteSecondItem(description)
        }
        if first.isLocation != second.isLocation {
            return .invalidPairing(first: first.name, second: second.name)
        }
        return directionalityError() ?? marginError()
    }

    /// Leading/trailing and left/right must not meet in one constraint (centerX goes with both).
    ///
    /// The parts are walked in place: every activation validates, and building their array
    /// was an allocation per check.
    private func directionalityError() -> LayoutError? {
        var directional: ItemAttribute?, physical: ItemAttribute?
        forEachPart { part in
            if directional == nil, part.attribute.isDirectional { directional = part }
            if physical == nil, part.attribute.isPhysicalHorizontalEdge { physical = part }
        }
        guard let directional, let physical else { return nil }
        return .mixedDirectionality(first: directional.name, second: physical.name)
    }

    /// Layout guides have no margins.
    private func marginError() -> LayoutError? {
        var found: ItemAttribute?
        forEachPart { part in
            if found == nil, part.attribute.isMargin, part.item is LayoutGuide { found = part }
        }
        return found.map { .marginOnLayoutGuide($0.name) }
    }
}
