// The keyboard layout guide (spec §4.4): the window's keyboard frame is an input; every view's
// guide covers the part of the view below the keyboard's top edge, or below the safe area while
// the keyboard is hidden (UIKit's `usesBottomSafeArea`, default true).

extension View {
    /// A guide whose top edge follows the docked keyboard (``Window/keyboardFrame``), or the
    /// bottom of ``safeAreaLayoutGuide`` while the keyboard is hidden; its other edges are the
    /// view's left, right and bottom edges (`UIKeyboardLayoutGuide`).
    ///
    /// ```swift
    /// scroll.bottomAnchor.constraint(equalTo: window.keyboardLayoutGuide.topAnchor)
    /// ```
    public var keyboardLayoutGuide: LayoutGuide { systemGuide(.keyboard) }

    /// How far the keyboard (or, while it is hidden, the bottom safe area) reaches up into this
    /// view from its bottom edge, as of the last layout: 0 when the keyboard misses the view.
    public var keyboardOverlap: Double {
        guard let window else { return 0 }
        let frame = frameInWindow
        guard let keyboard = window.keyboardFrame else { return safeAreaInsets.bottom }
        guard keyboard.minX < frame.maxX, keyboard.maxX > frame.minX, keyboard.maxY > frame.minY else { return 0 }
        return max(0, min(frame.maxY - keyboard.minY, frame.height))
    }

    /// The keyboard guide's insets: everything above the keyboard's top edge.
    var keyboardGuideInsets: EdgeInsets {
        EdgeInsets(top: max(0, frameInWindow.height - keyboardOverlap), left: 0, bottom: 0, right: 0)
    }
}
