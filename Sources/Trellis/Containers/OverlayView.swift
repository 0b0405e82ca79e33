/// A view that stacks its layers on top of each other, each placed by generated constraints:
/// pinned to the edges with insets, centred, aligned to an edge, or an aspect-ratio box that
/// fits inside, always at least its margins from the overlay's edges.
///
/// These are the constraints written by hand over and over around a background, a badge, a
/// spinner or a photo. Like ``StackView``, the overlay owns no frames of its own making: it
/// installs constraints (identifiers `TRELLIS-overlay-edge`, `-alignment`, `-containment`,
/// `-aspect`, `-aspect-fit`, `-hiding`, `-fit`) between itself and its ``layers``, so they
/// compose with every other constraint, and a change replaces only the constraints that change.
///
/// ```swift
/// let card = OverlayView(name: "card")
/// card.addLayer(background)                                     // .fill(): the four edges
/// card.addLayer(photo, placement: .aspectFit(ratio: 4 / 3, margins: .init(top: 8, leading: 8, bottom: 8, trailing: 8)))
/// card.addLayer(badge, placement: OverlayView.Placement(horizontal: .trailing, vertical: .top,
///                                                       margins: .init(top: 4, leading: 4, bottom: 4, trailing: 4)))
/// ```
///
/// The overlay is as small as its visible layers allow (`TRELLIS-overlay-fit`, width and
/// height 0 at priority 49, below every size a program sets): a layer never pokes out of it, so
/// an overlay placed only by its position is sized by its largest layer plus margins, like
/// SwiftUI's `ZStack`. A hidden layer collapses to a zero-size point at the overlay's centre and
/// no longer sizes it.
public final class OverlayView: View {
    /// The layers, back to front (hidden ones included). Each is also a subview.
    public private(set) var layers: [View] = []

    var placements: [ObjectIdentifier: Placement] = [:]
    /// The generated constraints currently active, in recipe order, and what each says.
    var generatedKeys: [GeneratedKey] = []
    var generatedList: [LayoutConstraint] = []

    /// Creates an overlay without layers.
    public override init(name: String = "overlay") {
        super.init(name: name)
        updateGeneratedConstraints()
    }

    /// Appends `view` as the front layer with `placement` (default ``Placement/fill(insets:)``
    /// with no insets), adding it as a subview if needed. A view that is already a layer moves
    /// to the front and takes the new placement. Adding the overlay itself or one of its
    /// ancestors is ignored with a diagnostic, as for ``View/addSubview(_:)``; so is an
    /// invalid placement (see ``setPlacement(_:of:)``).
    public func addLayer(_ view: View, placement: Placement = .fill()) {
        guard placement.isValid else {
            recordDiagnostic(.nonFiniteValue("The placement \(placement) of `\(view.name)` in `\(name)`"))
            return
        }
        layers.removeAll { $0 === view }
        if view.superview !== self {
            addSubview(view)
            guard view.superview === self else { return }
        }
        layers.append(view)
        placements[ObjectIdentifier(view)] = placement
        view.addHiddenObserver(holding: self) { overlay, _ in overlay.updateGeneratedConstraints() }
        updateGeneratedConstraints()
    }

    /// Removes `view` from ``layers``; it stays a subview (as a stack's arranged subview does)
    /// with no constraint from the overlay.
    public func removeLayer(_ view: View) {
        guard layers.contains(where: { $0 === view }) else { return }
        layers.removeAll { $0 === view }
        placements[ObjectIdentifier(view)] = nil
        view.removeHiddenObserver(self)
        updateGeneratedConstraints()
    }

    /// How `layer` is placed; `nil` for a view that is not a layer.
    public func placement(of layer: View) -> Placement? {
        placements[ObjectIdentifier(layer)]
    }

    /// Places `layer` anew; only its constraints are replaced. Ignored for a view that is not a
    /// layer. A non-finite margin or a ratio that is not a positive finite number keeps the
    /// previous placement and records a ``LayoutError/nonFiniteValue(_:)`` in ``Window/diagnostics``.
    public func setPlacement(_ placement: Placement, of layer: View) {
        let key = ObjectIdentifier(layer)
        guard placements[key] != nil, placements[key] != placement else { return }
        guard placement.isValid else {
            recordDiagnostic(.nonFiniteValue("The placement \(placement) of `\(layer.name)` in `\(name)`"))
            return
        }
        placements[key] = placement
        updateGeneratedConstraints()
    }

    override func didRemoveSubview(_ subview: View) {
        removeLayer(subview)
    }
}
