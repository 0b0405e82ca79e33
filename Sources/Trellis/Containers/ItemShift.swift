// Where a stack's items went between two regenerations, for pairing the old constraints with
// the new recipe's (see `StackParts.replace(with:count:shift:work:)`).

/// The items a stack's constraints were generated for, matched against its items now: the run
/// they share at the start and the run they share at the end. Items between the two were
/// inserted, removed or moved.
///
/// Removing a stack's first item moves every other item's index by one: compared by index, no
/// recipe group met its old constraints, and every one of them was matched through a table of
/// keys (a tenth of removing the first of 1,000 rows). Found by identity this way, with two
/// scans and no table, each meets its own.
///
/// ```swift
/// let shift = ItemShift(old: [a, b, c, d], new: [b, c, d])  // a removed
/// shift.newIndex(ofOld: 0)  // nil
/// shift.newIndex(ofOld: 3)  // 2
/// ```
struct ItemShift {
    /// How many items are the same at the start.
    let prefix: Int
    /// The first old index of the run the same at the end.
    let oldSuffixStart: Int
    /// New count minus old count: what the end's indices moved by.
    let offset: Int

    /// Matches the items of the last generation, `old`, with the items now, `new`.
    init(old: [ObjectIdentifier], new: [ObjectIdentifier]) {
        let shorter = min(old.count, new.count)
        var prefix = 0
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        self.prefix = prefix
        oldSuffixStart = old.count - suffix
        offset = new.count - old.count
    }

    /// Where old item `index` is now, or `nil` when it is not in either shared run.
    func newIndex(ofOld index: Int) -> Int? {
        if index < prefix { return index }
        if index >= oldSuffixStart { return index + offset }
        return nil
    }
}
