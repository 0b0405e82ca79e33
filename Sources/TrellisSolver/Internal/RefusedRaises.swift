/// The definitions whose raise was refused because too many definitions use them (see
/// `Definitions.raise(among:nodes:at:)`), remembered until a definition is next removed.
///
/// A refusal says that the candidate's closure of users grew past the raise limit. Users only
/// come with new definitions and only leave with removed ones, so until a removal the closure
/// can only grow and the raise would be refused again. A `center`-aligned stack asks it of the
/// stack's width once per row: each row's centring is defined from it, so its closure passes
/// the limit early, and each attempt walked it (2.5 % of a 1,000-row tree's first layout).
///
/// Kept by node number and stamped with an epoch that moves on every removal (a node is freed,
/// and its number reused, only after one) and whenever the solver restores saved definitions.
/// A class, shared by such a saved copy and the live definitions, so that a refusal noted while
/// the solver keeps a copy (to restore if an install fails) never copies every node's stamp, as
/// an array inside the definitions would on write. Sharing is why a restore must call
/// ``forgetAll()``: entries made after the copy describe definitions it does not have.
/// Its fields skip the run-time exclusivity check, as the engine's queue marks do: every raise
/// reads them, and nothing holds access to one across a call.
final class RefusedRaises {
    /// Per node, the ``epoch`` its raise was last refused in (0: never). Grown only as far as
    /// the highest node refused, which is usually near the last: a 1,000-row stack tree
    /// refuses about 1,000 nodes spread over all of them. Two bytes a node, so that the array
    /// stays small beside the plan's 48-byte nodes.
    @exclusivity(unchecked) private var stamps: [UInt16] = []
    /// Starts at 1, so that no stamp of 0 is ever current; when it would wrap, every stamp is
    /// cleared instead (once in 65,535 removals).
    @exclusivity(unchecked) private var epoch: UInt16 = 1

    /// Whether the raise of `node` was refused since the latest ``forgetAll()``.
    func isRefused(_ node: Int32) -> Bool {
        Int(node) < stamps.count && stamps[Int(node)] == epoch
    }

    /// Notes that the raise of `node` was refused; the plan has `nodeCount` nodes.
    func refuse(_ node: Int32, nodeCount: Int) {
        let index = Int(node)
        if index >= stamps.count {
            // Past every node at once, at least doubling: reserving the exact count copied every
            // stamp each time the plan had grown (85 times in the 100-cell feed's first layout,
            // 750,000 instructions), and appending zeros one by one cost 9 instructions each.
            let count = max(index + 1, nodeCount, 2 * stamps.count)
            stamps.append(contentsOf: [UInt16](repeating: 0, count: count - stamps.count))
        }
        stamps[index] = epoch
    }

    /// Forgets every refusal: a definition was removed (its variables' closures may be smaller),
    /// or the definitions were restored from a copy.
    func forgetAll() {
        if epoch == .max {
            stamps.removeAll(keepingCapacity: true)
            epoch = 1
        } else {
            epoch += 1
        }
    }
}
