/// One entry of a ``SparseMap``: a symbol id and its value, stored side by side.
struct Cell<Value: BitwiseCopyable>: BitwiseCopyable {
    var key: Int32
    var value: Value
}

/// The count and capacity of a ``CellStorage``, 32 bits each: eight bytes less per row block
/// (a long chain keeps one block per constraint).
struct CellHeader {
    var count: Int32
    var capacity: Int32
}

/// The heap block of a ``SparseMap``: its cells, allocated in one piece with their header.
///
/// Cells are `BitwiseCopyable`, so the block needs no per-element teardown and copying one is a
/// `memcpy`.
///
/// The header is read through ``withUnsafeMutablePointerToHeader(_:)``, never through
/// `ManagedBuffer.header`: that is a class property, so each access would pay a dynamic
/// exclusivity check (a quarter of the enaml-like build when tried).
final class CellStorage<Value: BitwiseCopyable>: ManagedBuffer<CellHeader, Cell<Value>> {
    /// The number of cells in use.
    @inline(__always) var count: Int { Int(withUnsafeMutablePointerToHeader { $0.pointee.count }) }
    /// The number of cells the block has room for.
    @inline(__always) var room: Int { Int(withUnsafeMutablePointerToHeader { $0.pointee.capacity }) }

    /// An empty block with room for `capacity` cells.
    static func make(capacity: Int) -> CellStorage {
        let buffer = create(minimumCapacity: capacity) { _ in CellHeader(count: 0, capacity: Int32(capacity)) }
        return unsafeDowncast(buffer, to: CellStorage.self)
    }

    /// A new block holding the same cells, with room for `capacity` (at least ``count``).
    func copy(capacity: Int) -> CellStorage {
        let count = self.count
        let copy = CellStorage.make(capacity: capacity)
        copy.withUnsafeMutablePointers { header, target in
            header.pointee.count = Int32(count)
            withUnsafeMutablePointerToElements { source in target.initialize(from: source, count: count) }
        }
        return copy
    }
}

/// A small map from dense `Int32` ids to values: one heap block of `(key, value)` cells.
///
/// Rows of the tableau are mostly small (two to twenty entries), where a linear scan is as
/// fast as hashing; objective rows, their improving sets and the rows of a dense basis (a
/// pushed chain) grow to thousands of entries. The map scans while small and builds a
/// ``SlotIndex`` once it passes ``indexThreshold`` entries. (Columns are ``Column``s: they never
/// need a lookup.)
///
/// The cells live in one ``CellStorage`` block, copied on write like an array's buffer. Two
/// parallel arrays (keys, values) cost two allocations per row and two to four uniqueness
/// checks per change; a row update checks this block once. An empty map holds no block, so the
/// tableau's many empty rows (one per parametric symbol) allocate nothing.
///
/// Iteration order is the order of insertion, disturbed only by deterministic swap-removal, so
/// the same sequence of operations always iterates the same way: no hash seeding is involved.
struct SparseMap<Value: BitwiseCopyable> {
    private var storage: CellStorage<Value>?
    private var index: SlotIndex?

    /// Size above which lookups use a hash index instead of a scan. Below it, a scan costs
    /// about what a hash probe does, and the map skips the index's upkeep on every append and
    /// removal. Measured with callgrind on the (`key`, `value`) cell block with the four-way
    /// scan: 16 → 24 took 4 % off the enaml-like build and added 6 % to its resize step (whose
    /// shifts look up one cell in each row of a column); 20 took 2 % off and added 4 %; 32 did
    /// worse than 24 on both. (With two arrays and a plain scan, 12 → 16 had taken 4 % off.)
    static var indexThreshold: Int { 24 }

    /// Rows mostly hold two to six entries: a first block of six skips most regrowth (0.5 % on
    /// the enaml-like build over four; the 100,000-link chain's peak memory measured the same).
    private static var initialCapacity: Int { 6 }

    /// The number of entries.
    @inline(__always) var count: Int { storage?.count ?? 0 }
    /// Whether the map has no entries.
    @inline(__always) var isEmpty: Bool { count == 0 }
    /// The valid positions, `0..<count`.
    @inline(__always) var indices: Range<Int> { 0..<count }

    /// Calls `body` with the cells (empty when the map is).
    ///
    /// The block is reached by optional chaining on the stored property, which borrows it;
    /// binding it to a local (`guard let storage`) retains and releases it on every call.
    @inline(__always)
    func withCells<Result>(_ body: (UnsafeBufferPointer<Cell<Value>>) -> Result) -> Result {
        if let result = storage?.withUnsafeMutablePointers({ header, cells in
            body(UnsafeBufferPointer(start: cells, count: Int(header.pointee.count)))
        }) {
            return result
        }
        return body(UnsafeBufferPointer(start: nil, count: 0))
    }

    /// Returns the position of `key`, or `nil` when it is absent.
    @inline(__always)
    func position(of key: Int32) -> Int? {
        // Optional chaining borrows the index; binding it with `if let` would retain its slots.
        if index != nil { return index?.position(of: key) }
        return withCells { Self.scan($0, for: key) }
    }

    /// The position of `key` in `cells` by a linear scan, four cells per step (one loop test
    /// per four comparisons).
    @inline(__always)
    private static func scan(_ cells: UnsafeBufferPointer<Cell<Value>>, for key: Int32) -> Int? {
        var position = 0
        let count = cells.count
        while position + 4 <= count {
            if cells[position].key == key { return position }
            if cells[position + 1].key == key { return position + 1 }
            if cells[position + 2].key == key { return position + 2 }
            if cells[position + 3].key == key { return position + 3 }
            position += 4
        }
        while position < count {
            if cells[position].key == key { return position }
            position += 1
        }
        return nil
    }

    /// Whether `key` is present.
    @inline(__always)
    func contains(_ key: Int32) -> Bool { position(of: key) != nil }

    /// The key at `position`, which must be below ``count``.
    @inline(__always)
    func key(at position: Int) -> Int32 { withCells { $0[position].key } }

    /// The value at `position`, which must be below ``count``.
    @inline(__always)
    func value(at position: Int) -> Value { withCells { $0[position].value } }

    /// The keys in iteration order, as a new array (for listings and certificates; hot loops
    /// read ``key(at:)`` or ``withCells(_:)``).
    var keys: [Int32] { withCells { $0.map(\.key) } }

    /// The values in iteration order, as a new array.
    var values: [Value] { withCells { $0.map(\.value) } }

    /// Calls `body` with the cells, writable, and the count to update, after making the block
    /// unique with room for `extra` more cells. Returns what `body` returns.
    @inline(__always)
    private mutating func mutateCells<Result>(
        reserving extra: Int, _ body: (UnsafeMutablePointer<Cell<Value>>, inout Int32) -> Result
    ) -> Result? {
        if !isKnownUniquelyReferenced(&storage) || count + extra > (storage?.room ?? 0) {
            storage = reallocated(reserving: extra)
        }
        // Never nil here; optional chaining borrows the block where unwrapping would retain it.
        return storage?.withUnsafeMutablePointers { header, cells in body(cells, &header.pointee.count) }
    }

    /// A unique copy of the block with room for `extra` more cells (doubling on growth), or a
    /// first block.
    @inline(never)
    private func reallocated(reserving extra: Int) -> CellStorage<Value> {
        guard let old = storage else { return CellStorage.make(capacity: max(Self.initialCapacity, extra)) }
        let needed = old.count + extra
        let capacity = needed > old.room ? max(needed, 2 * old.room) : old.room
        return old.copy(capacity: capacity)
    }

    /// Replaces the value at `position`.
    @inline(__always)
    mutating func setValue(_ value: Value, at position: Int) {
        mutateCells(reserving: 0) { cells, _ in cells[position].value = value }
    }

    /// Applies `body` to every value in place.
    mutating func modifyValues(_ body: (inout Value) -> Void) {
        guard !isEmpty else { return }
        mutateCells(reserving: 0) { cells, count in
            for position in 0..<Int(count) { body(&cells[position].value) }
        }
    }

    /// Appends `key`, which must be absent.
    ///
    /// Inlined, as is ``remove(at:)``: a row merge calls them once per cell it adds or cancels,
    /// and the call itself was a tenth of their cost (3 % of the enaml-like build together).
    @inline(__always)
    mutating func append(_ key: Int32, _ value: Value) {
        let count =
            mutateCells(reserving: 1) { cells, count in
                (cells + Int(count)).initialize(to: Cell(key: key, value: value))
                count += 1
                return Int(count)
            } ?? 0
        if var table = index {
            index = nil  // keep the index uniquely referenced while it is mutated
            if table.needsRebuild(toHold: count, adding: key) {
                table = rebuiltIndex()
            } else {
                table.insert(key, at: count - 1)
            }
            index = table
        } else if count > Self.indexThreshold {
            index = rebuiltIndex()
        }
    }

    /// Appends `newCells`, whose keys must be absent and distinct, in one step: one allocation
    /// at most and one index build, where appending them one by one regrew the block and its
    /// index as they came (an objective level of thousands of cells built at once).
    mutating func append(contentsOf newCells: [Cell<Value>]) {
        guard !newCells.isEmpty else { return }
        let count =
            mutateCells(reserving: newCells.count) { cells, count in
                for cell in newCells {
                    (cells + Int(count)).initialize(to: cell)
                    count += 1
                }
                return Int(count)
            } ?? 0
        index = count > Self.indexThreshold ? rebuiltIndex() : nil
    }

    /// Appends the cells of `other`, none of whose keys may be present, each value passed
    /// through `transform`: `other` is read in place and this map's block written once.
    /// (Sharing `other`'s block and then scaling it retained both of its references and copied
    /// the block anyway.)
    mutating func append(contentsOf other: SparseMap<Value>, transform: (Value) -> Value) {
        let added = other.count
        guard added > 0 else { return }
        let count =
            other.withCells { source in
                mutateCells(reserving: added) { cells, count in
                    for cell in source {
                        (cells + Int(count)).initialize(to: Cell(key: cell.key, value: transform(cell.value)))
                        count += 1
                    }
                    return Int(count)
                }
            } ?? 0
        index = count > Self.indexThreshold ? rebuiltIndex() : nil
    }

    /// An index over every current key.
    private func rebuiltIndex() -> SlotIndex {
        withCells { SlotIndex(over: $0) }
    }

    /// Removes the entry at `position` by moving the last entry into its place.
    @inline(__always)
    mutating func remove(at position: Int) {
        if var table = index {
            index = nil
            withCells { cells in
                let last = cells.count - 1
                table.remove(cells[position].key)
                if position != last { table.move(cells[last].key, to: position) }
            }
            index = table
        }
        mutateCells(reserving: 0) { cells, count in
            count -= 1
            let last = Int(count)
            if position != last { cells[position] = cells[last] }
        }
    }

    /// Removes `key` if present and returns its value.
    @discardableResult
    mutating func remove(_ key: Int32) -> Value? {
        guard let position = position(of: key) else { return nil }
        let value = value(at: position)
        remove(at: position)
        return value
    }

    /// Removes every entry.
    mutating func removeAll() {
        storage = nil
        index = nil
    }
}

extension SparseMap where Value == Void {
    /// Inserts `key` into a set-like map; returns whether it was absent.
    @discardableResult
    mutating func insert(_ key: Int32) -> Bool {
        if contains(key) { return false }
        append(key, ())
        return true
    }
}

/// A deterministic set of symbol ids.
typealias SymbolSet = SparseMap<Void>
