// The anchors every view and guide has; baseline anchors exist on views only.

extension LayoutItem {
    /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(part: ItemAttribute(self, .leading)) }
    /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(part: ItemAttribute(self, .trailing)) }
    /// The left edge, which never flips.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(part: ItemAttribute(self, .left)) }
    /// The right edge, which never flips.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(part: ItemAttribute(self, .right)) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(part: ItemAttribute(self, .centerX)) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(part: ItemAttribute(self, .top)) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(part: ItemAttribute(self, .bottom)) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(part: ItemAttribute(self, .centerY)) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(term: .attribute(ItemAttribute(self, .width))) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(term: .attribute(ItemAttribute(self, .height))) }
}

extension View {
    /// The baseline of the first line of text; the top edge of a view without baselines. Read
    /// on the view ``View/forFirstBaselineLayout`` names (the view itself unless overridden; a
    /// stack's vended item).
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(part: ItemAttribute(self, .firstBaseline)) }
    /// The baseline of the last line of text; the bottom edge of a view without baselines. Read
    /// on the view ``View/forLastBaselineLayout`` names.
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(part: ItemAttribute(self, .lastBaseline)) }
}
