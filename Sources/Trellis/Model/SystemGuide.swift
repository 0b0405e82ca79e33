/// A layout guide a view keeps inset from its own bounds by insets the view computes: the
/// margins, safe-area, readable-content and keyboard guides.
///
/// The guide is tied to its view by four required constraints (left, top, right, bottom), with
/// UIKit's identifiers so conflict reports read like UIKit's logs. Their constants are the
/// insets; the engine moves them in place when the insets change (a new safe area, a resized
/// view), so a change re-solves incrementally instead of rebuilding.
final class SystemGuide {
    /// Which guide of a view this is.
    enum Kind: Hashable, CaseIterable {
        case layoutMargins, safeArea, readableContent, keyboard

        /// The guide's name after the owning view's: `card.layoutMarginsGuide`.
        var propertyName: String {
            switch self {
            case .layoutMargins: "layoutMarginsGuide"
            case .safeArea: "safeAreaLayoutGuide"
            case .readableContent: "readableContentGuide"
            case .keyboard: "keyboardLayoutGuide"
            }
        }

        /// UIKit's identifier for the constraint on `edge` (`left`, `top`, `right`, `bottom`).
        func identifier(_ edge: String) -> String {
            switch self {
            case .layoutMargins: "UIView-\(edge)Margin-guide-constraint"
            case .safeArea: "UIViewSafeAreaLayoutGuide-\(edge)"
            // UIKit's logs show no identifier for these; this follows the safe-area pattern.
            case .readableContent: "UIViewReadableContentGuide-\(edge)"
            case .keyboard: "UIViewKeyboardLayoutGuide-\(edge)"
            }
        }
    }

    let guide: LayoutGuide
    /// left, top, right, bottom.
    let edges: [LayoutConstraint]
    private(set) var insets: EdgeInsets

    init(kind: Kind, owner: View, insets: EdgeInsets) {
        let guide = LayoutGuide(name: "\(owner.name).\(kind.propertyName)")
        guide.owningView = owner
        self.guide = guide
        self.insets = insets
        let edges = [
            guide.leftAnchor.constraint(equalTo: owner.leftAnchor, constant: insets.left),
            guide.topAnchor.constraint(equalTo: owner.topAnchor, constant: insets.top),
            guide.rightAnchor.constraint(equalTo: owner.rightAnchor, constant: -insets.right),
            guide.bottomAnchor.constraint(equalTo: owner.bottomAnchor, constant: -insets.bottom),
        ]
        for (constraint, edge) in zip(edges, ["left", "top", "right", "bottom"]) {
            constraint.identifier = kind.identifier(edge)
        }
        self.edges = edges
    }

    /// Moves the four constants to `newInsets`; whether any of them changed.
    func apply(_ newInsets: EdgeInsets) -> Bool {
        guard newInsets != insets else { return false }
        insets = newInsets
        let constants = [newInsets.left, newInsets.top, -newInsets.right, -newInsets.bottom]
        for (constraint, constant) in zip(edges, constants) where constraint.constant != constant {
            constraint.constant = constant
        }
        return true
    }
}

extension View {
    /// The view's guide of `kind`, created (and its edge constraints activated) on first use.
    func systemGuide(_ kind: SystemGuide.Kind) -> LayoutGuide {
        if let existing = systemGuides[kind] { return existing.guide }
        let created = SystemGuide(kind: kind, owner: self, insets: insets(for: kind))
        systemGuides[kind] = created
        for constraint in created.edges { constraint.install(in: self) }
        window?.engine.systemGuidesDidChange(in: self)
        return created.guide
    }

    /// The insets of the guide of `kind`, from the frames of the last layout.
    func insets(for kind: SystemGuide.Kind) -> EdgeInsets {
        switch kind {
        case .layoutMargins: resolvedLayoutMargins
        case .safeArea: safeAreaInsets
        case .readableContent: readableContentInsets
        case .keyboard: keyboardGuideInsets
        }
    }

    /// The guides the user added, then the system guides in a fixed order.
    var allLayoutGuides: [LayoutGuide] {
        layoutGuides + SystemGuide.Kind.allCases.compactMap { systemGuides[$0]?.guide }
    }
}
