/// The root of a view hierarchy: a view with a fixed size that owns the layout engine.
///
/// A window's frame is always `(0, 0, size)`. ``layoutIfNeeded()`` brings every frame in the
/// hierarchy up to date with the constraints; changing ``size`` re-solves incrementally (the
/// engine moves the constants of the window's size constraints instead of rebuilding).
///
/// ```swift
/// let window = Window(size: Size(width: 393, height: 852))
/// // … add subviews and activate constraints …
/// try window.layoutIfNeeded()
/// print(window.frameTable())
/// window.size = Size(width: 852, height: 393)   // rotate
/// try window.layoutIfNeeded()
/// ```
public final class Window: View {
    /// The safe-area insets the window was created with (stored for the safe-area guides to come).
    public var safeAreaInsets: EdgeInsets

    /// The direction leading and trailing resolve with throughout the hierarchy.
    public let layoutDirection: LayoutDirection

    /// Errors recorded by calls that do not throw (bad setter values, subview cycles) and
    /// required constraints the engine had to break, oldest first.
    public internal(set) var diagnostics: [LayoutError] = []

    private var storedSize: Size

    /// The engine that solves this window's hierarchy.
    lazy var engine = LayoutEngine(window: self)

    /// Creates a window.
    ///
    /// - Parameters:
    ///   - size: the window's size, for example an iPhone's 393 × 852 points.
    ///   - safeAreaInsets: the insets of the safe area (status bar, home indicator).
    ///   - layoutDirection: whether leading means left (the default) or right.
    ///   - name: the name frame tables and messages use.
    public init(
        size: Size, safeAreaInsets: EdgeInsets = .zero, layoutDirection: LayoutDirection = .leftToRight,
        name: String = "window"
    ) {
        self.storedSize = size
        self.safeAreaInsets = safeAreaInsets
        self.layoutDirection = layoutDirection
        super.init(name: name)
        if !size.width.isFinite || !size.height.isFinite || size.width < 0 || size.height < 0 {
            diagnostics.append(.nonFiniteValue("The window size \(size) of `\(name)` (using 0 × 0)"))
            storedSize = .zero
        }
    }

    /// The window's size. Changing it re-lays out at the next ``layoutIfNeeded()``; a non-finite
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

    /// Solves every pending change (constraints, intrinsic sizes, hierarchy, window size) so
    /// that all frames are up to date.
    ///
    /// Required constraints that cannot all hold never stop layout: the newest one in a conflict
    /// is kept broken (satisfied as nearly as the others allow) and reported in ``diagnostics``.
    ///
    /// - Throws: ``LayoutError/solverFailure(_:)`` only when the solver itself fails.
    /// - Complexity: proportional to what changed since the last layout, not to the hierarchy.
    public func layoutIfNeeded() throws(LayoutError) {
        try engine.layout()
    }

    /// Forgets the recorded ``diagnostics`` (and their ``conflictReports``).
    public func removeAllDiagnostics() {
        diagnostics.removeAll()
        engine.conflictReports.removeAll()
    }
}
