/// A picture's size, standing in for `UIImage`: Trellis never decodes images, it only needs
/// the size in points (pixels ÷ the image's scale).
///
/// ```swift
/// let avatar = Image(size: Size(width: 40, height: 40), name: "avatar")   // avatar@3x.png, 120 px
/// ```
public struct Image: Hashable, Sendable {
    /// The size in points, as `UIImage.size`.
    public var size: Size
    /// A name for messages and tables (`UIImage(named:)`'s name).
    public var name: String

    /// Creates an image of `size` points.
    public init(size: Size, name: String = "image") {
        self.size = size
        self.name = name
    }
}

/// A view that shows an image: Trellis's `UIImageView`.
///
/// Its ``View/intrinsicContentSize`` is the image's size, so constraints size it from the
/// image unless they say otherwise; with no image (`image = nil`, the default) it has no
/// intrinsic size on either axis (−1 × −1), as UIKit's. Hugging 250 and compression 750 on
/// both axes (UIKit's defaults for a view made in code). An image with a non-finite or
/// negative side keeps the previous image and records a ``LayoutError``.
///
/// ```swift
/// let photo = ImageView(image: Image(size: Size(width: 120, height: 80)), name: "photo")
/// window.addSubview(photo)     // pinned at its top-left corner, it is 120 × 80
/// photo.image = nil            // no intrinsic size: only constraints size it now
/// ```
open class ImageView: View {
    /// The image, or `nil` (the default).
    public var image: Image? {
        get { storedImage }
        set {
            if let size = newValue?.size {
                guard size.width.isFinite, size.height.isFinite else {
                    recordDiagnostic(.nonFiniteValue("The image size \(size) of `\(name)`"))
                    return
                }
                guard size.width >= 0, size.height >= 0 else {
                    recordDiagnostic(.negativeSize("The image size \(size) of `\(name)`"))
                    return
                }
            }
            storedImage = newValue
            refreshIntrinsicSize()
        }
    }

    private var storedImage: Image?

    /// Creates an image view showing `image`.
    public init(image: Image? = nil, name: String = "imageView") {
        super.init(name: name)
        self.image = image
    }

    /// The image's size, or the current size without an image (UIKit's `sizeThatFits`).
    open override func sizeThatFits(_ size: Size) -> Size { storedImage?.size ?? bounds.size }

    private func refreshIntrinsicSize() {
        let none = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        setComputedIntrinsicContentSize(storedImage?.size ?? none)
    }
}
