/// A progress bar: Trellis's `UIProgressView` (default style).
///
/// It has no intrinsic width (constraints give it one) and an intrinsic height of 4 points,
/// UIKit's since iOS 14 (2 before). Hugging 250, compression 750 on both axes.
///
/// ```swift
/// let progress = ProgressView(name: "upload")
/// progress.intrinsicContentSize   // (−1, 4): pin its leading and trailing edges
/// ```
open class ProgressView: View {
    /// UIKit's bar height since iOS 14: 4 points.
    public static let barHeight = 4.0

    /// The progress from 0 to 1 (default 0); values outside are clamped, as UIKit does, and a
    /// non-finite value keeps the previous one and records a ``LayoutError``. It does not
    /// change the size.
    public var progress: Double {
        get { storedProgress }
        set {
            guard newValue.isFinite else {
                recordDiagnostic(.nonFiniteValue("The progress \(newValue) of `\(name)`"))
                return
            }
            storedProgress = min(max(newValue, 0), 1)
        }
    }

    private var storedProgress = 0.0

    /// Creates a progress bar at 0.
    public override init(name: String = "progress") {
        super.init(name: name)
        setComputedIntrinsicContentSize(Size(width: View.noIntrinsicMetric, height: ProgressView.barHeight))
    }
}
