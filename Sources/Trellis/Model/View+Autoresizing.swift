// Views placed by frame: `translatesAutoresizingMaskIntoConstraints` turns the frame and the
// autoresizing mask into required constraints in the superview, as UIKit's
// NSAutoresizingMaskLayoutConstraint does, so a frame-placed view and Auto Layout mix and
// conflicts between them read like UIKit's.

extension View {
    /// The identifier of every constraint generated from a frame begins with this, UIKit's
    /// class name for them.
    public static let autoresizingConstraintPrefix = "NSAutoresizingMaskLayoutConstraint"

    /// Whether the view's ``LayoutItem/frame`` and ``autoresizingMask`` become constraints (UIKit's
    /// `translatesAutoresizingMaskIntoConstraints`).
    ///
    /// Default: `false` for views made with ``init(name:)`` (Trellis's behaviour, so existing
    /// layouts are unchanged), `true` for views made with ``init(frame:)`` (UIKit's for views made
    /// in code). When `true` and the view has a superview, four required constraints place it:
    /// on each axis its position and its size, following the flexible parts of the mask (see
    /// ``AutoresizingMask``). Each is identified `NSAutoresizingMaskLayoutConstraint h=--& v=--&`
    /// (the mask in UIKit's notation), so conflicts with your own constraints name it as UIKit
    /// does. A view without a frame set uses (0, 0, 0, 0).
    ///
    /// ```swift
    /// let badge = View(frame: Rect(x: 20, y: 40, width: 100, height: 30))   // placed by frame
    /// window.addSubview(badge)
    /// let card = View(name: "card")
    /// card.translatesAutoresizingMaskIntoConstraints = false   // as in UIKit; already the default
    /// ```
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoresizing.translates }
        set {
            guard newValue != autoresizing.translates else { return }
            autoresizing.translates = newValue
            updateAutoresizingConstraints()
        }
    }

    /// Which parts of the frame stretch with the superview (default none: `h=--& v=--&`).
    /// Used only when ``translatesAutoresizingMaskIntoConstraints`` is `true`.
    public var autoresizingMask: AutoresizingMask {
        get { autoresizing.mask }
        set {
            guard newValue != autoresizing.mask else { return }
            autoresizing.mask = newValue
            updateAutoresizingConstraints()
        }
    }

    /// Sets the frame a view with ``translatesAutoresizingMaskIntoConstraints`` is placed at
    /// (superview coordinates); the constraints follow at the next layout.
    ///
    /// Without `translatesAutoresizingMaskIntoConstraints` the frame is only kept for when it is
    /// turned on: constraints decide the frame, as UIKit's next layout pass would. A frame with
    /// a non-finite or negative-size part keeps the previous one and records a ``LayoutError``.
    func setAutoresizingFrame(_ frame: Rect) {
        let values = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
        guard values.allSatisfy(\.isFinite) else {
            recordDiagnostic(.nonFiniteValue("The frame \(frame) of `\(name)`"))
            return
        }
        guard frame.size.width >= 0, frame.size.height >= 0 else {
            recordDiagnostic(.negativeSize("The frame \(frame) of `\(name)`"))
            return
        }
        autoresizing.frame = frame
        updateAutoresizingConstraints()
    }

    /// The frame as UIKit would report it now: for a view placed by frame, the one set last
    /// (the layout has not placed it yet); otherwise that of the last layout.
    var currentFrame: Rect {
        guard autoresizing.translates, let placed = autoresizing.frame else { return frame }
        return placed
    }

    /// Replaces the generated constraints with ones for the current frame, mask and superview
    /// (none when not translating or without a superview).
    func updateAutoresizingConstraints() {
        LayoutConstraint.deactivate(autoresizing.constraints)
        autoresizing.constraints = []
        guard autoresizing.translates, let superview else { return }
        let frame = autoresizing.frame ?? .zero
        // The superview's size now is the reference the flexible parts share changes from, as
        // UIKit's engine takes the superview's bounds when it makes these constraints: the frame
        // last set on a superview placed by frame (before any layout its solved frame is still
        // empty), else the last layout's.
        let reference = superview.currentFrame.size
        let identifier = "\(View.autoresizingConstraintPrefix) \(autoresizing.mask.notation)"
        let constraints = [
            autoresizingPosition(.horizontal, frame.origin.x, frame.size.width, reference.width, in: superview),
            autoresizingSize(.horizontal, frame.origin.x, frame.size.width, reference.width, in: superview),
            autoresizingPosition(.vertical, frame.origin.y, frame.size.height, reference.height, in: superview),
            autoresizingSize(.vertical, frame.origin.y, frame.size.height, reference.height, in: superview),
        ]
        for constraint in constraints {
            constraint.identifier = identifier
            constraint.isActive = true
        }
        autoresizing.constraints = constraints
    }

    /// The share of a change of the superview's length each flexible part takes, in
    /// proportion to the parts' lengths (equal shares when they are all 0).
    private func autoresizingShares(_ axis: Axis, _ origin: Double, _ length: Double, _ reference: Double)
        -> (before: Double, size: Double)
    {
        let flexible = autoresizing.mask.flexibility(axis)
        let parts = [(flexible.before, origin), (flexible.size, length), (flexible.after, reference - origin - length)]
        let total = parts.filter(\.0).map { max($0.1, 0) }.reduce(0, +)
        let count = Double(parts.filter(\.0).count)
        func share(_ part: (Bool, Double)) -> Double {
            guard part.0 else { return 0 }
            return total > 0 ? max(part.1, 0) / total : 1 / count
        }
        return (share(parts[0]), share(parts[1]))
    }

    /// `view.left == k × superview.right + (x − k × S)` (`k = 0`: `view.left == superview.left + x`).
    ///
    /// With alignment insets (`View+AlignmentRect.swift`) both sides are alignment rectangles:
    /// the view's left edge is `x + l` in the superview's bounds, the superview's own left and
    /// right are `L` and `L + A` (A its alignment width; its bounds are `A + L + R` wide), so the
    /// constant becomes `x + l − L` for `k = 0` and `x + l + k × R − k × S` otherwise.
    private func autoresizingPosition(
        _ axis: Axis, _ origin: Double, _ length: Double, _ reference: Double, in superview: View
    ) -> LayoutConstraint {
        let share = autoresizingShares(axis, origin, length, reference).before
        let (near, far): (LayoutConstraint.Attribute, LayoutConstraint.Attribute) =
            axis == .horizontal ? (.left, .right) : (.top, .bottom)
        let own = alignmentInsets(along: axis), parent = superview.alignmentInsets(along: axis)
        let second = ItemAttribute(superview, share == 0 ? near : far)
        let constant = share == 0 ? origin + own.near - parent.near : origin + own.near + share * parent.far - share * reference
        return LayoutConstraint(
            first: .attribute(ItemAttribute(self, near)), relation: .equal, second: .attribute(second),
            multiplier: share == 0 ? 1 : share, constant: constant, fileID: "", line: 0)
    }

    /// `view.width == k × superview.width + (w − k × S)` (`k = 0`: `view.width == w`).
    ///
    /// With alignment insets, the view's alignment width is `w − l − r` and the superview's
    /// bounds are its alignment width plus `L + R`, so the constant becomes
    /// `w − l − r + k × (L + R − S)`.
    private func autoresizingSize(
        _ axis: Axis, _ origin: Double, _ length: Double, _ reference: Double, in superview: View
    ) -> LayoutConstraint {
        let share = autoresizingShares(axis, origin, length, reference).size
        let attribute: LayoutConstraint.Attribute = axis == .horizontal ? .width : .height
        let own = alignmentInsets(along: axis), parent = superview.alignmentInsets(along: axis)
        let second: AnchorTerm? = share == 0 ? nil : .attribute(ItemAttribute(superview, attribute))
        let constant = length - own.near - own.far + share * (parent.near + parent.far - reference)
        return LayoutConstraint(
            first: .attribute(ItemAttribute(self, attribute)), relation: .equal, second: second,
            multiplier: share == 0 ? 0 : share, constant: constant, fileID: "", line: 0)
    }

    /// The alignment insets before and after the view along `axis` (left and right, or top and
    /// bottom); zero without any.
    private func alignmentInsets(along axis: Axis) -> (near: Double, far: Double) {
        guard let insets = layoutAlignmentInsets else { return (0, 0) }
        return axis == .horizontal ? (insets.left, insets.right) : (insets.top, insets.bottom)
    }
}
