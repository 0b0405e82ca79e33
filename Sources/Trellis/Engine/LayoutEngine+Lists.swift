// List views in the layout pass (`ListView+Layout.swift`): the one place where a layout makes
// and removes views, as `UITableView.layoutSubviews` does.
//
// Before the solve, each list that has been laid out before places its rows for its last size
// and its current content offset, so scrolling costs one solve. After the solve, each list
// checks its rows against the size just solved; only when some list changed anything (its
// first layout, a resize, estimates replaced near the top) is the window solved again, at most
// `maximumListPasses` times (lists inside rows of lists may need more than one).

extension LayoutEngine {
    /// Solves again after lists changed their rows at most this many times per layout.
    static let maximumListPasses = 3

    /// Registers a list that joined the window; its size in another window does not count.
    func listDidEnter(_ list: ListView) {
        guard listIDs.insert(ObjectIdentifier(list)).inserted else { return }
        lists.append(list)
        list.lastRowLayoutSize = nil
    }

    /// The window's lists, after forgetting those that left.
    private func currentLists() -> [ListView] {
        if lists.contains(where: { $0.window !== window }) {
            lists.removeAll { $0.window !== window }
            listIDs = Set(lists.map(ObjectIdentifier.init))
        }
        return lists
    }

    /// Places each list's rows for the size it had at the last layout.
    func layOutListsBeforeSolve() {
        for list in currentLists() where list.lastRowLayoutSize != nil {
            _ = list.layOutRows(in: size(of: list))
        }
    }

    /// Places each list's rows for its solved size; returns whether any list changed.
    func layOutListsAfterSolve() -> Bool {
        var changed = false
        for list in currentLists() where list.layOutRows(in: size(of: list)) { changed = true }
        return changed
    }
}
