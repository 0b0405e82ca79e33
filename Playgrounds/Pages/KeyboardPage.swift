import Trellis

extension Pages {
    /// Keyboard avoidance (spec §7, §4.4): a 216-pt keyboard covers the bottom of a form; the
    /// classic recipe sets the bottom inset to the overlap and scrolls the focused field into view.
    static let keyboard = Page(
        name: "keyboard",
        summary: "keyboard avoidance: bottom inset = keyboard overlap, then scroll the focused field into view",
        snapshots: {
            let form = ScrollForm()
            guard (try? form.build(floatingHeader: false)) != nil else { return [] }
            let hidden = Snapshot("keyboard-hidden", form.window)
            form.window.keyboardFrame = Rect(x: 0, y: 264, width: 320, height: 216)
            guard (try? form.window.layoutIfNeededOrThrow()) != nil else { return [hidden] }
            form.scroll.contentInset.bottom = form.scroll.keyboardOverlap
            form.scroll.scrollRectToVisible(form.fields[2].frame)
            guard (try? form.window.layoutIfNeededOrThrow()) != nil else { return [hidden] }
            return [hidden, Snapshot("keyboard-shown", form.window)]
        }
    ) {
        let form = ScrollForm()
        var output = "The same form, no safe area; field3 (content y 460…660) has the focus\n\n"
        do {
            try form.build(floatingHeader: false)
            let (window, scroll) = (form.window, form.scroll)
            let guide = window.keyboardLayoutGuide
            try window.layoutIfNeededOrThrow()
            output += "keyboard hidden: keyboardLayoutGuide \(guide.layoutFrame)\n"
            output += window.frameTable()
            let before = FrameTable(root: window)
            window.keyboardFrame = Rect(x: 0, y: 264, width: 320, height: 216)
            try window.layoutIfNeededOrThrow()
            output += "\nkeyboardFrame = \(Rect(x: 0, y: 264, width: 320, height: 216)): guide \(guide.layoutFrame)\n"
            scroll.contentInset.bottom = scroll.keyboardOverlap
            output += "contentInset.bottom = keyboardOverlap = \(NumberFormat.string(for: scroll.keyboardOverlap))   (480 − 264)\n"
            output += "maximumContentOffset \(scroll.maximumContentOffset)   (680 + 216 − 480)\n"
            scroll.scrollRectToVisible(form.fields[2].frame)
            try window.layoutIfNeededOrThrow()
            output += "scrollRectToVisible(field3.frame): contentOffset \(scroll.contentOffset)   (660 − 264)\n"
            output += DiffTable(before: before, after: FrameTable(root: window), changesOnly: true).render()
        } catch {
            output += "error: \(error)\n"
        }
        return output
    }
}
