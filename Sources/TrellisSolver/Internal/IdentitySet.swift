/// A set of objects by identity without SipHash, for the layout engine's queues of pending
/// constraints and views: one ``IdentityMap`` probe per insertion where a `Set` of
/// `ObjectIdentifier`s hashed every key (a tenth of a 1,000-row stack's first layout went to
/// hashing). It holds no references and cannot be iterated: the caller keeps every member alive
/// (so no address is reused while it is a member) and keeps its own ordered list.
package struct IdentitySet {
    private var map = IdentityMap()

    /// An empty set.
    package init() {}

    /// The number of members.
    package var count: Int { map.count }

    /// Whether `object` is a member.
    package func contains(_ object: AnyObject) -> Bool { map[ObjectIdentifier(object)] != nil }

    /// Adds `object`; `true` when it was not a member yet.
    @discardableResult
    package mutating func insert(_ object: AnyObject) -> Bool {
        // One probe: looking the key up and then storing it probed the table twice.
        map.value(for: ObjectIdentifier(object), insertingIfAbsent: 0).inserted
    }

    /// Makes room for `count` members in all, so that a large batch of inserts does not
    /// rehash step by step.
    package mutating func reserveCapacity(_ count: Int) { map.reserveCapacity(count) }

    /// Removes `object` if it is a member.
    package mutating func remove(_ object: AnyObject) { map[ObjectIdentifier(object)] = nil }

    /// Removes every member, keeping a small table's storage (the engine empties its pending
    /// sets after every layout, most often holding a few members or none).
    package mutating func removeAll() { map.removeAll() }
}
