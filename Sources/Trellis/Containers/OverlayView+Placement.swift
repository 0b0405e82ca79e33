// Where a layer sits in an overlay, per axis.

extension OverlayView {
    /// How a layer sits along one axis of an overlay.
    public enum Alignment: Hashable, Sendable {
        /// Both edges at the margins: the layer spans the overlay.
        case fill
        /// At the leading (or top) margin, no wider than the space left.
        case leading
        /// Centred on the overlay's centre, at least the margins from both edges.
        case center
        /// At the trailing (or bottom) margin, no wider than the space left.
        case trailing

        /// The same as ``leading``, for the vertical axis.
        public static var top: Alignment { .leading }
        /// The same as ``trailing``, for the vertical axis.
        public static var bottom: Alignment { .trailing }
    }

    /// Where a layer sits: an alignment per axis, margins it keeps from the overlay's edges, and
    /// an optional aspect ratio.
    ///
    /// Margins are ``DirectionalEdgeInsets``, so they follow the layout direction. With
    /// ``Alignment/center`` the layer is centred on the overlay's centre and the margins are
    /// minimums on both sides ("fit inside with ≥ margins"); they do not move the centre.
    ///
    /// With an ``aspectRatio`` the layer keeps `width = ratio × height` (required) and grows, at
    /// priority 750, as large as fits inside the margins: the aspect-fit box. Use it with
    /// ``Alignment/center``, ``Alignment/leading`` or ``Alignment/trailing``; with
    /// ``Alignment/fill`` on both axes the ratio conflicts unless the overlay has that shape.
    public struct Placement: Hashable, Sendable, CustomStringConvertible {
        /// The alignment along the horizontal axis.
        public var horizontal: Alignment
        /// The alignment along the vertical axis.
        public var vertical: Alignment
        /// The distances the layer keeps from the overlay's edges (exact for ``Alignment/fill``
        /// and at the aligned edge, minimums elsewhere).
        public var margins: DirectionalEdgeInsets
        /// Width ÷ height, or `nil` for no ratio.
        public var aspectRatio: Double?

        /// Creates a placement.
        public init(
            horizontal: Alignment, vertical: Alignment, margins: DirectionalEdgeInsets = .zero,
            aspectRatio: Double? = nil
        ) {
            self.horizontal = horizontal
            self.vertical = vertical
            self.margins = margins
            self.aspectRatio = aspectRatio
        }

        /// The four edges pinned `insets` inside the overlay's.
        public static func fill(insets: DirectionalEdgeInsets = .zero) -> Placement {
            Placement(horizontal: .fill, vertical: .fill, margins: insets)
        }

        /// Centred, and at least `margins` from every edge (the layer keeps its own size where
        /// that fits, and shrinks at its compression resistance where it does not).
        public static func center(margins: DirectionalEdgeInsets = .zero) -> Placement {
            Placement(horizontal: .center, vertical: .center, margins: margins)
        }

        /// The largest box of `width / height = ratio` that fits inside `margins`, centred.
        public static func aspectFit(ratio: Double, margins: DirectionalEdgeInsets = .zero) -> Placement {
            Placement(horizontal: .center, vertical: .center, margins: margins, aspectRatio: ratio)
        }

        /// Whether every number is finite and the ratio, if any, positive.
        var isValid: Bool {
            let values = [margins.top, margins.leading, margins.bottom, margins.trailing]
            return values.allSatisfy(\.isFinite) && (aspectRatio.map { $0.isFinite && $0 > 0 } ?? true)
        }

        /// `center/center margins (t, l, b, r) ratio 1.5`.
        public var description: String {
            var text = "\(horizontal)/\(vertical)"
            let m = margins
            if m != .zero {
                text += " margins (\([m.top, m.leading, m.bottom, m.trailing].map(NumberFormat.string(for:)).joined(separator: ", ")))"
            }
            if let aspectRatio { text += " ratio \(NumberFormat.string(for: aspectRatio))" }
            return text
        }
    }
}
