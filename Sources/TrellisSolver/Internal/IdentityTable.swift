/// A map from objects (by identity) to values: an ``IdentityMap`` of slots over dense arrays.
///
/// Cheaper than a `Dictionary` keyed by `ObjectIdentifier` (no SipHash), which matters on paths
/// taken per suggestion or per value read. The table holds its keys strongly, so an address is
/// never reused while it is a key, unless it is made with ``init(valuesHoldKeys:)`` for values
/// that hold their key themselves (a record and its constraint): a second strong reference was
/// a retain and a release per insert and removal, and a word per entry. Iteration order is
/// insertion order changed by removals (swap-remove), never address order.
///
/// The layout engine keeps its records in these too. A `package` generic type is specialized in
/// another module only when the type is `@usableFromInline` and its members `@inlinable`:
/// without that, the engine called the unspecialized code, which looked up type metadata on
/// every access and cost more than the dictionaries it replaced.
@usableFromInline package struct IdentityTable<Key: AnyObject, Value> {
    @usableFromInline var slots = IdentityMap()
    /// The keys' identities by slot (what a swap-remove re-points) when the values hold the
    /// keys; empty otherwise.
    @usableFromInline var keyIDs: [ObjectIdentifier] = []
    /// The keys themselves by slot, holding them alive, when the table holds its keys; empty
    /// otherwise. One of the two lists, never both: both cost a word per entry.
    @usableFromInline var heldKeys: [Key] = []
    /// Whether the table holds its keys (``heldKeys``) or its values do (``keyIDs``).
    @usableFromInline let holdsKeys: Bool
    @usableFromInline package internal(set) var values: [Value] = []

    /// An empty table that holds its keys.
    @inlinable package init() { holdsKeys = true }

    /// An empty table; with `valuesHoldKeys`, every value must hold its key strongly for as long
    /// as it is in the table (the table then keeps no reference of its own).
    @inlinable package init(valuesHoldKeys: Bool) { holdsKeys = !valuesHoldKeys }

    @inlinable
    package var isEmpty: Bool { count == 0 }

    /// The number of keys.
    @inlinable
    package var count: Int { holdsKeys ? heldKeys.count : keyIDs.count }

    @inlinable
    package subscript(key: Key) -> Value? {
        get { self[id: ObjectIdentifier(key)] }
        set {
            if let newValue {
                set(newValue, for: key)
            } else {
                remove(id: ObjectIdentifier(key))
            }
        }
    }

    /// Sets the value of `key`, inserting the key when it is absent: the subscript's setter
    /// without the optional. A large value wrapped in one is copied and destroyed through the
    /// runtime's generic `Optional` witnesses (about 60 instructions each way), which was 1 % of
    /// a 1,000-row stack's first layout for the engine's and the tableau's records.
    @inlinable
    package mutating func set(_ value: __owned Value, for key: Key) {
        set(value, forLent: Unmanaged.passUnretained(key))
    }

    /// ``set(_:for:)`` for a key lent unretained: a table whose values hold their keys is handed
    /// one read from the value it stores, which a `Key` parameter retained for the call.
    @inlinable
    package mutating func set(_ value: __owned Value, forLent key: Unmanaged<Key>) {
        let (slot, inserted) = slots.value(for: ObjectIdentifier(key.takeUnretainedValue()), insertingIfAbsent: Int32(count))
        if inserted {
            key._withUnsafeGuaranteedRef { appendKey($0) }
            values.append(value)
        } else {
            values[Int(slot)] = value
        }
    }

    /// Where the key with identity `id` is, trying `hint` first: a slot the key may have
    /// claimed (``set(_:forLent:hint:mayClaim:)``), trusted only where the key stored there is
    /// this one. A key found through its hint has no entry in the index, whose probe (a likely
    /// cache miss in a large table) is skipped while the index is empty.
    @inlinable @inline(__always)
    package func index(id: ObjectIdentifier, hint: Int32) -> Int? {
        if let claimed = claimedIndex(id: id, hint: hint) { return claimed }
        guard slots.count > 0, let slot = slots[id] else { return nil }
        return Int(slot)
    }

    /// `hint` when the key stored at that slot is the one with identity `id`. Inlined: as a
    /// call, the hinted lookups took 0.1 % more of a 1,000-row stack's first layout.
    @inlinable @inline(__always)
    func claimedIndex(id: ObjectIdentifier, hint: Int32) -> Int? {
        let claimed = Int(hint)
        return claimed >= 0 && claimed < values.count && storedID(at: claimed) == id ? claimed : nil
    }

    /// ``set(_:forLent:)`` for a key that keeps a hint of its slot (``index(id:hint:)``). An
    /// absent key that `mayClaim` its slot (its hint is unset and one thread at a time reaches
    /// it) enters without an index entry: the slot is returned for the caller to write into
    /// the key's hint for good. Any other key enters the index as in ``set(_:forLent:)``, and
    /// `nil` is returned.
    ///
    /// A claimed key is found through its hint as long as it stays in its slot; moved by a
    /// removal (``removeKey(_:at:)``), it enters the index. A copy of the table from before
    /// finds it where its hint says; a key the copy does not hold fails the hint's check.
    ///
    /// A key that may claim and has no hint is in no table's index (hints are written once),
    /// so it is absent here without a probe; any other key not found through its hint is
    /// looked up and entered with one probe, as in ``set(_:forLent:)``.
    @inlinable
    package mutating func set(_ value: __owned Value, forLent key: Unmanaged<Key>, hint: Int32, mayClaim: Bool) -> Int32? {
        if let claimed = claimedIndex(id: ObjectIdentifier(key.takeUnretainedValue()), hint: hint) {
            values[claimed] = value
            return nil
        }
        guard mayClaim, hint < 0 else {
            set(value, forLent: key)
            return nil
        }
        key._withUnsafeGuaranteedRef { appendKey($0) }
        values.append(value)
        return Int32(count - 1)
    }

    /// Removes the key with identity `id` found through `hint` (``index(id:hint:)``); returns
    /// its value.
    @inlinable @discardableResult
    package mutating func removeValue(for id: ObjectIdentifier, hint: Int32) -> Value? {
        guard let index = index(id: id, hint: hint) else { return nil }
        let value = values[index]
        removeKey(id, at: index)
        return value
    }

    /// The identity of the key stored at `index`.
    @inlinable
    func storedID(at index: Int) -> ObjectIdentifier {
        holdsKeys ? ObjectIdentifier(heldKeys[index]) : keyIDs[index]
    }

    /// Makes room for `count` keys in all without growing again, keeping growth geometric
    /// (a request just above the current room doubles it rather than adding to it), with a
    /// quarter more for the changes that follow a large batch: reserved exactly, the first
    /// constraint added after a first layout copied the whole table to grow it.
    ///
    /// Without `indexing`, the index is left to grow as keys enter it: a table whose keys
    /// mostly claim their slots (``set(_:forLent:hint:mayClaim:)``) would lay out an index it
    /// never fills (half a megabyte of slots written for a 1,000-row stack's lowerings).
    @inlinable
    package mutating func reserveCapacity(_ count: Int, indexing: Bool = true) {
        let capacity = values.capacity
        guard count > capacity else { return }
        let room = Swift.max(count + count / 4, 2 * capacity)
        if holdsKeys { heldKeys.reserveCapacity(room) } else { keyIDs.reserveCapacity(room) }
        values.reserveCapacity(room)
        if indexing { slots.reserveCapacity(room) }
    }

    /// Runs `body` on the value of `key` in place (no copy of the value), inserting
    /// `defaultValue` first when the key is absent.
    @inlinable
    package mutating func modify(_ key: Key, default defaultValue: @autoclosure () -> Value, _ body: (inout Value) -> Void) {
        let (slot, inserted) = slots.value(for: ObjectIdentifier(key), insertingIfAbsent: Int32(count))
        if inserted {
            var value = defaultValue()
            body(&value)
            appendKey(key)
            values.append(value)
        } else {
            body(&values[Int(slot)])
        }
    }

    /// The value of the key with identity `id`. Setting replaces the value of a present key
    /// (`table[id: id]?.field = x`) or removes it (`nil`); inserting needs the key object
    /// itself (``subscript(_:)``), so setting a value for an absent identity does nothing.
    @inlinable
    package subscript(id id: ObjectIdentifier) -> Value? {
        get {
            guard !values.isEmpty, let slot = slots[id] else { return nil }
            return values[Int(slot)]
        }
        set {
            guard let newValue else {
                remove(id: id)
                return
            }
            if let slot = slots[id] { values[Int(slot)] = newValue }
        }
    }

    /// Where `key`'s value is in ``values``, if it is present: for reading one field of a large
    /// value in place (`table.values[index].field`) rather than copying the value out.
    @inlinable
    package func index(of key: Key) -> Int? { index(id: ObjectIdentifier(key)) }

    /// ``index(of:)`` by identity.
    @inlinable
    package func index(id: ObjectIdentifier) -> Int? {
        guard !values.isEmpty, let slot = slots[id] else { return nil }
        return Int(slot)
    }

    /// Whether the key with identity `id` is present (its value not copied out).
    @inlinable
    package func contains(id: ObjectIdentifier) -> Bool {
        !values.isEmpty && slots[id] != nil
    }

    /// Runs `body` on the value of the key with identity `id` in place (no copy of the value);
    /// returns whether the key was present.
    @inlinable @discardableResult
    package mutating func update(id: ObjectIdentifier, _ body: (inout Value) -> Void) -> Bool {
        guard let slot = slots[id] else { return false }
        body(&values[Int(slot)])
        return true
    }

    /// Removes the key with identity `id`; returns its value.
    @inlinable @discardableResult
    package mutating func removeValue(for id: ObjectIdentifier) -> Value? {
        guard let slot = slots[id] else { return nil }
        let value = values[Int(slot)]
        removeKey(id, at: Int(slot))
        return value
    }

    /// Removes the key with identity `id`, if present, without handing out its value (see
    /// ``set(_:for:)`` for why a large value is better not wrapped in an optional).
    @inlinable
    package mutating func remove(id: ObjectIdentifier) {
        guard let slot = slots[id] else { return }
        removeKey(id, at: Int(slot))
    }

    /// Removes the key `id` stored at `index`: the last key moves into its place.
    @inlinable
    mutating func removeKey(_ id: ObjectIdentifier, at index: Int) {
        let slot = Int32(index), last = values.count - 1
        if index != last {
            values.swapAt(index, last)
            if holdsKeys {
                heldKeys.swapAt(index, last)
                slots[ObjectIdentifier(heldKeys[index])] = slot
            } else {
                keyIDs.swapAt(index, last)
                slots[keyIDs[index]] = slot
            }
        }
        if holdsKeys { heldKeys.removeLast() } else { keyIDs.removeLast() }
        values.removeLast()
        slots[id] = nil
    }

    /// Records a new key: the key itself when the table holds its keys, else its identity.
    @inlinable
    mutating func appendKey(_ key: Key) {
        if holdsKeys { heldKeys.append(key) } else { keyIDs.append(ObjectIdentifier(key)) }
    }
}
