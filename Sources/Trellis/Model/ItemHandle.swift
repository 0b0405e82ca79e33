/// A stand-in that constraints, anchors and observers hold instead of a weak reference to an
/// item: the item clears it when it is released, so a constraint whose item is gone becomes
/// inert, as with a weak reference.
///
/// Why not `weak`: the Swift runtime gives every object that is ever weakly referenced a side
/// table, and from then on every retain and release of that object takes a slow path. Views
/// and guides are retained and released on every constraint they take part in and every frame
/// read; with weak references to them, those slow paths were a fifth of a large layout's time.
/// The handle is referenced strongly, so neither it nor its item ever gets a side table.
final class ItemHandle {
    /// The item, until it is released. Unretained: the item's deinitialiser clears it.
    private var unretained: Unmanaged<LayoutItem>?
    /// The item's name when it was released (set with ``item``'s clearing).
    var releasedName = ""

    init(_ item: LayoutItem) {
        unretained = Unmanaged.passUnretained(item)
    }

    /// The item, until it is released (then `nil`).
    var item: LayoutItem? {
        get { unretained?.takeUnretainedValue() }
        set { unretained = newValue.map(Unmanaged.passUnretained) }
    }

    /// Whether the item is still alive, asked without loading (and retaining) it.
    var isAlive: Bool { unretained != nil }

    /// `body` applied to the item without retaining it (the item is alive while the handle
    /// holds it), or `nil` once it was released. Lowering reads an item per constraint side,
    /// and retaining and releasing each was a few percent of a first layout's time.
    @inline(__always)
    func withItem<Result>(_ body: (LayoutItem) -> Result) -> Result? {
        unretained?._withUnsafeGuaranteedRef(body)
    }

    /// The item's name: its current one while it lives, the one it had when it was released
    /// after. Constraints read it for messages only, so they keep no copy of their own.
    var itemName: String { item?.name ?? releasedName }
}
