/// One moment of a laid-out hierarchy, copied out so that it can be drawn after the layout has
/// moved on: the frames, the labels' lines, the constraints with how each one stands, and which
/// items are broken or ambiguous.
///
/// An ``SVGDrawing`` draws one snapshot; an ``Inspector`` shows several of the same layout side by
/// side (portrait and landscape, before and after hiding a view) and compares them.
///
/// ```swift
/// window.layoutIfNeeded()
/// let portrait = LayoutSnapshot("portrait", of: window)
/// window.size = Size(width: 852, height: 393)
/// window.layoutIfNeeded()
/// let landscape = LayoutSnapshot("landscape", of: window)
/// let page = Inspector(title: "Card", snapshots: [portrait, landscape]).render()
/// ```
///
/// A snapshot is a value: it holds no reference to a view, and the same layout gives the same
/// snapshot.
public struct LayoutSnapshot: Sendable {
    /// The snapshot's name (`portrait`, `stars hidden`).
    public let name: String
    /// Every item in hierarchy order: the ``FrameTable``'s rows (views, then each view's own
    /// guides after its subviews), then the system guides (margins, safe area…) that a
    /// constraint mentions, in the order the constraints mention them.
    let items: [Item]
    /// The active constraints of the hierarchy in ``ConstraintTable`` order, each view's
    /// intrinsic-size constraints after its own.
    let constraints: [Constraint]
    /// The window's conflict reports at the time (empty outside a window).
    let conflicts: [ConflictReport]
    /// The root's frame in window coordinates.
    var rootFrame: Rect { items.first?.frameInWindow ?? .zero }
}

extension LayoutSnapshot {
    /// What kind of item a row is, for drawing and for the inspector's tree.
    enum Kind: String, Sendable {
        case window, view, label, stack, scroll, list, guide, systemGuide
    }

    /// One view or guide as it was.
    struct Item: Sendable {
        var name: String
        var kind: Kind
        var depth: Int
        /// The index of the superview (of the owning view for a guide); `nil` for the root.
        var parent: Int?
        var frame: Rect
        var frameInWindow: Rect
        var isHidden: Bool
        /// Hidden, or inside a hidden view: left out of pictures.
        var isInvisible: Bool
        /// The free unknowns when the constraints leave the frame undetermined.
        var ambiguity: [AmbiguousItem.Unknown] = []
        /// Whether a required constraint on the item had to be broken.
        var isBroken = false
        /// For views: the intrinsic content size and the four priorities that act on it.
        var intrinsic: Intrinsic?
        /// For labels: the lines as drawn.
        var text: Text?
        /// For scroll views: the content area and the offset.
        var scroll: Scroll?
        /// For guides: made by a stack view (`UISV-alignment-spanner`, `UISV-distributing`), a flow
        /// or a grid (`TRELLIS-flow-line`, `TRELLIS-grid-row`, …).
        var isGenerated = false
        /// For guides: a scroll view's content or frame layout guide, which pictures show as
        /// the scroll view's content area and visible window instead.
        var isScrollGuide = false
        /// Identifies the live item the row was read from, for ``SVGDrawing/Crop/item(_:)``.
        var objectID: ObjectIdentifier

        var isGuide: Bool { kind == .guide || kind == .systemGuide }
    }

    /// A view's intrinsic content size and its hugging and compression-resistance priorities.
    struct Intrinsic: Sendable {
        var size: Size
        var hugging: (horizontal: LayoutPriority, vertical: LayoutPriority)
        var compression: (horizontal: LayoutPriority, vertical: LayoutPriority)
    }

    /// A label's text as laid out in its bounds.
    struct Text: Sendable {
        /// The text, `nil` for none.
        var string: String?
        /// Each line with its x offset from the label's left edge and its baseline below the top.
        var lines: [(text: String, width: Double, x: Double, baseline: Double)]
        var fontSize: Double
        var lineHeight: Double
        var isTruncated: Bool
    }

    /// A scroll view's content area (the content layout guide) and where it is scrolled to.
    struct Scroll: Sendable {
        var contentFrameInWindow: Rect
        var contentOffset: Point
    }

    /// One constraint (or intrinsic-size constraint) as it stood.
    struct Constraint: Sendable {
        /// `blue.leading == red.trailing + 8`, or `red.width <= 50 (content hugging)`.
        var text: String
        var identifier: String?
        var priority: LayoutPriority
        var state: ConstraintTable.State
        /// Made by Trellis rather than by the program: stack views' `UISV-*`, the system guides'
        /// edges, scroll and list views' own, collapse-on-hide's, and intrinsic-size constraints.
        var isGenerated: Bool
        var location: String?
        /// The view the constraint is installed on (the owner of an intrinsic-size constraint).
        var owner: Int
        /// The items it mentions, in order of appearance.
        var items: [Int]
        /// How to draw it, when it can be drawn.
        var shape: Shape?
    }

    /// A constraint as a picture draws it.
    struct Shape: Sendable {
        enum Form: Sendable {
            /// Two positions on one axis (window coordinates): the first item's attribute at
            /// `first`, the second item's at `second`.
            case spacing(first: Double, second: Double)
            /// The first item's width or height, against a constant or another length.
            case length
        }
        var form: Form
        var axis: Axis
        var firstItem: Int
        var secondItem: Int?
        /// `8`, `≥ 8 @750`, `= star1.width`.
        var label: String
        /// Whether the first attribute is a centre: coinciding centres are drawn as short
        /// marks beside the item rather than a line through it.
        var isCentre = false
        /// Whether the constraint multiplies a position (`v.centerX == 0.4 × superview.centerX`):
        /// it is no distance, so it is drawn as a mark at the first item's position.
        var isMultiplied = false
    }
}
