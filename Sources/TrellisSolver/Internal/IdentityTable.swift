/// A map from objects (by identity) to values: an ``IdentityMap`` of slots over dense arrays.
///
/// Cheaper than a `Dictionary` keyed by `ObjectIdentifier` (no SipHash), which matters on paths
/// taken per suggestion or per value read. The table holds its keys strongly, so an address is
/// never reused while it is a key. Iteration order is insertion order changed by removals
/// (swap-remove), never address order.
///
/// The layout engine keeps its records in these too. A `package` generic type is specialized in
/// another module only when the type is `@usableFromInline` and its members `@inlinable`:
/// without that, the engine called the unspecialized code, which looked up type metadata on
/// every access and cost more than the dictionaries it replaced.
@usableFromInline package struct IdentityTable<Key: AnyObject, Value> {
    @usableFromInline var slots = IdentityMap()
    @usableFromInline package internal(set) var keys: [Key] = []
    @usableFromInline package internal(set) var values: [Value] = []

    /// An empty table.
    @inlinable package init() {}

    @inlinable
    package var isEmpty: Bool { keys.isEmpty }

    /// The number of keys.
    @inlinable
    package var count: Int { keys.count }

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
        let (slot, inserted) = slots.value(for: ObjectIdentifier(key), insertingIfAbsent: Int32(keys.count))
        if inserted {
            keys.append(key)
            values.append(value)
        } else {
            values[Int(slot)] = value
        }
    }

    /// Makes room for `count` keys in all without growing again, keeping growth geometric
    /// (a request just above the current room doubles it rather than adding to it), with a
    /// quarter more for the changes that follow a large batch: reserved exactly, the first
    /// constraint added after a first layout copied the whole table to grow it.
    @inlinable
    package mutating func reserveCapacity(_ count: Int) {
        guard count > keys.capacity else { return }
        let room = Swift.max(count + count / 4, 2 * keys.capacity)
        keys.reserveCapacity(room)
        values.reserveCapacity(room)
        slots.reserveCapacity(room)
    }

    /// Runs `body` on the value of `key` in place (no copy of the value), inserting
    /// `defaultValue` first when the key is absent.
    @inlinable
    package mutating func modify(_ key: Key, default defaultValue: @autoclosure () -> Value, _ body: (inout Value) -> Void) {
        let (slot, inserted) = slots.value(for: ObjectIdentifier(key), insertingIfAbsent: Int32(keys.count))
        if inserted {
            var value = defaultValue()
            body(&value)
            keys.append(key)
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
            guard !keys.isEmpty, let slot = slots[id] else { return nil }
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

    /// Whether the key with identity `id` is present (its value not copied out).
    @inlinable
    package func contains(id: ObjectIdentifier) -> Bool {
        !keys.isEmpty && slots[id] != nil
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
        let slot = Int32(index), last = keys.count - 1
        if index != last {
            keys.swapAt(index, last)
            values.swapAt(index, last)
            slots[ObjectIdentifier(keys[index])] = slot
        }
        keys.removeLast()
        values.removeLast()
        slots[id] = nil
    }
}
