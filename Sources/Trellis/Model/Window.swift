/// The root of a view hierarchy: a view with a fixed size that owns the layout engine.
///
/// A window's frame is always `(0, 0, size)`. ``View/layoutIfNeeded()`` brings every frame in the
/// hierarchy up to date with the constraints; changing ``size`` re-solves incrementally (the
/// engine moves the constants of the window's size constraints instead of rebuilding).
///
/// ```swift
/// let window = Window(size: Size(width: 393, height: 852))
/// // … add subviews and activate constraints …
/// window.layoutIfNeeded()
/// print(window.frameTable())
/// window.size = Size(width: 852, height: 393)   // rotate
/// window.layoutIfNeeded()
/// ```
public final class Window: View {
    /// The insets of the window's safe area (status bar, home indicator): an input.
    ///
    /// Every view's ``View/safeAreaLayoutGuide`` and ``View/safeAreaInsets`` derive from it, and
    /// so do margins measured from the safe area. Changing it re-lays out incrementally at the
    /// next ``View/layoutIfNeeded()`` (the guides' constants move in place). A non-finite or negative
    /// inset keeps the previous insets and records a ``LayoutError``.
    public override var safeAreaInsets: EdgeInsets {
        get { storedSafeAreaInsets }
        set {
            let values = [newValue.top, newValue.left, newValue.bottom, newValue.right]
            guard values.allSatisfy(\.isFinite) else {
                diagnostics.append(.nonFiniteValue("The safe-area insets \(newValue) of `\(name)`"))
                return
            }
            guard values.allSatisfy({ $0 >= 0 }) else {
                diagnostics.append(.negativeSize("The safe-area insets \(newValue) of `\(name)`"))
                return
            }
            storedSafeAreaInsets = newValue
        }
    }

    /// The docked keyboard's frame in window coordinates, or `nil` while it is hidden: an input
    /// (spec §4.4).
    ///
    /// Every view's ``View/keyboardLayoutGuide`` follows it at the next ``View/layoutIfNeeded()`` (its
    /// top constant moves in place). A non-finite frame keeps the previous one and records a
    /// ``LayoutError``.
    public var keyboardFrame: Rect? {
        get { storedKeyboardFrame }
        set {
            if let frame = newValue {
                let values = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
                guard values.allSatisfy(\.isFinite) else {
                    diagnostics.append(.nonFiniteValue("The keyboard frame \(frame) of `\(name)`"))
                    return
                }
            }
            storedKeyboardFrame = newValue
        }
    }

    private var storedKeyboardFrame: Rect?

    /// The direction leading and trailing resolve with throughout the hierarchy, unless a view's
    /// ``View/semanticContentAttribute`` says otherwise. Changing it (a trait, see
    /// ``setTraitCollection(_:)``) re-resolves every leading/trailing constraint at the next layout.
    public var layoutDirection: LayoutDirection {
        didSet { if layoutDirection != oldValue { layoutDirectionDidChange() } }
    }

    /// The horizontal size class, which sets ``systemMinimumLayoutMargins``. Never inferred from
    /// the width. A trait: changing it calls ``View/traitCollectionDidChange(_:)``.
    public var horizontalSizeClass: UserInterfaceSizeClass {
        didSet { traitsDidChange() }
    }

    /// The vertical size class (default `.regular`; `.compact` for an iPhone in landscape).
    /// Never inferred from the height. A trait: changing it calls
    /// ``View/traitCollectionDidChange(_:)``; Trellis's own views do not read it.
    public var verticalSizeClass: UserInterfaceSizeClass = .regular {
        didSet { traitsDidChange() }
    }

    /// The user's text size (default ``ContentSizeCategory/large``). A trait: changing it gives
    /// every ``Label`` with ``Label/adjustsFontForContentSizeCategory`` and a text-style font the
    /// font of its style at the new size, and calls ``View/traitCollectionDidChange(_:)``.
    ///
    /// ```swift
    /// window.preferredContentSizeCategory = .accessibilityMedium   // body text 17 → 28 pt
    /// ```
    public var preferredContentSizeCategory: ContentSizeCategory = .large {
        didSet { traitsDidChange() }
    }

    /// The traits last reported through ``View/traitCollectionDidChange(_:)``.
    var reportedTraits = TraitCollection()
    /// Set while ``setTraitCollection(_:)`` assigns several traits, so the change is reported once.
    var isApplyingTraits = false

    /// Whether the window's margins are at least ``systemMinimumLayoutMargins`` (default `true`),
    /// like `UIViewController.viewRespectsSystemMinimumLayoutMargins`; `false` uses the window's
    /// own ``View/directionalLayoutMargins`` alone.
    public var viewRespectsSystemMinimumLayoutMargins = true

    /// The smallest margins of the window, which acts as a view controller's root view: 16 pt
    /// leading and trailing in a compact width, 20 pt in a regular width, 0 top and bottom.
    ///
    /// The window's own margins default to zero, so its margins are these (measured from the safe
    /// area); margins you set count where they are larger.
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
        let side = horizontalSizeClass.minimumHorizontalMargin
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Pixels per point of the screen the window stands for (default 3, an iPhone's), like
    /// `UITraitCollection.displayScale`. Stack views round their spacing to it
    /// (`round(spacing × scale) / scale`). A non-finite or non-positive value keeps the previous
    /// scale and records a ``LayoutError``.
    ///
    /// ```swift
    /// window.displayScale = 2   // spacing 10.3 becomes 10.5
    /// ```
    public var displayScale: Double {
        get { storedDisplayScale }
        set {
            guard newValue.isFinite else {
                diagnostics.append(.nonFiniteValue("The display scale of `\(name)`"))
                return
            }
            guard newValue > 0 else {
                diagnostics.append(.nonPositiveDisplayScale(window: name, value: newValue))
                return
            }
            guard newValue != storedDisplayScale else { return }
            storedDisplayScale = newValue
            for case let stack as StackView in subtree { stack.setNeedsArrangement() }
            traitsDidChange()
        }
    }

    /// The display scale of a window created without one, and of a stack outside any window.
    public static let defaultDisplayScale: Double = 3

    private var storedDisplayScale = Window.defaultDisplayScale

    /// Errors recorded by calls that do not throw (bad setter values, subview cycles) and
    /// required constraints the engine had to break, oldest first.
    public internal(set) var diagnostics: [LayoutError] = []

    private var storedSize: Size
    private var storedSafeAreaInsets: EdgeInsets

    /// A window's own margins default to zero: its margins come from the system minimum.
    override var defaultLayoutMargins: DirectionalEdgeInsets { .zero }

    /// The engine that solves this window's hierarchy, created on first use.
    var engine: LayoutEngine {
        if let engine = existingEngine { return engine }
        let engine = LayoutEngine(window: self)
        existingEngine = engine
        return engine
    }

    /// The engine, if anything has used it yet.
    private var existingEngine: LayoutEngine?

    override var engineForReadsWhenNotCached: Unmanaged<LayoutEngine>? { Unmanaged.passUnretained(engine) }

    /// Creates a window.
    ///
    /// - Parameters:
    ///   - size: the window's size, for example an iPhone's 393 × 852 points.
    ///   - safeAreaInsets: the insets of the safe area (status bar, home indicator).
    ///   - layoutDirection: whether leading means left (the default) or right.
    ///   - horizontalSizeClass: chooses the minimum margins (16 pt compact, the default; 20 pt regular).
    ///   - name: the name frame tables and messages use.
    public init(
        size: Size, safeAreaInsets: EdgeInsets = .zero, layoutDirection: LayoutDirection = .leftToRight,
        horizontalSizeClass: UserInterfaceSizeClass = .compact, name: String = "window"
    ) {
        self.storedSize = size
        self.storedSafeAreaInsets = .zero
        self.layoutDirection = layoutDirection
        self.horizontalSizeClass = horizontalSizeClass
        super.init(name: name)
        cachedWindow = self
        cachedDirection = layoutDirection
        reportedTraits = currentTraits
        self.safeAreaInsets = safeAreaInsets
        if !size.width.isFinite || !size.height.isFinite || size.width < 0 || size.height < 0 {
            diagnostics.append(.nonFiniteValue("The window size \(size) of `\(name)` (using 0 × 0)"))
            storedSize = .zero
        }
    }

    /// Views that outlive the window keep their last frames, as `UIView`s do, and forget the
    /// window (their cached window is unretained).
    ///
    /// Snapshotting reads four values per view and guide, top down (see
    /// `LayoutEngine.snapshotFrames(of:)`); a window that never laid out has nothing to keep.
    deinit {
        if let engine = existingEngine {
            for view in subviews { engine.snapshotFrames(of: view, inWindow: engine.solvedFrame(of: view)) }
        }
        for view in subtree {
            view.cachedWindow = nil
            view.cachedEngine = nil
            view.cachedDirection = nil
        }
    }

    /// The window's size. Changing it re-lays out at the next ``View/layoutIfNeeded()``; a non-finite
    /// or negative size keeps the previous one and records a ``LayoutError``.
    public var size: Size {
        get { storedSize }
        set {
            guard newValue.width.isFinite, newValue.height.isFinite else {
                diagnostics.append(.nonFiniteValue("The window size \(newValue) of `\(name)`"))
                return
            }
            guard newValue.width >= 0, newValue.height >= 0 else {
                diagnostics.append(.negativeSize("The window size \(newValue) of `\(name)`"))
                return
            }
            storedSize = newValue
        }
    }

    /// Forgets the recorded ``diagnostics`` (and their ``conflictReports``).
    public func removeAllDiagnostics() {
        diagnostics.removeAll()
        engine.conflictReports.removeAll()
    }
}
