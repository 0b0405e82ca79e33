/// For each key object (by identity), a short list of object identities (a ``ListPool``, its
/// heads in an identity map): which lowerings went through a definition.
///
/// Like ``IdentityMap`` it holds no references: whoever owns a list's members keeps its key
/// alive while the list is not empty (a lowering holds the definitions it went through), so no
/// address is reused while it is a key.
struct IdentityLists {
    /// The first cell of each key's list; a key with an empty list is absent.
    private var heads = IdentityMap()
    private var pool = ListPool<ObjectIdentifier>()

    /// Makes room for about `keys` more keys, so that a large batch of appends does not
    /// rehash the table of list heads step by step.
    mutating func reserveCapacity(keys: Int, members: Int = 0) {
        heads.reserveCapacity(heads.count + keys)
        pool.reserveCapacity(members)
    }

    /// Whether the list of the key with identity `key` is empty.
    func isEmpty(_ key: ObjectIdentifier) -> Bool { heads[key] == nil }

    /// Appends `member` to the list of `key`.
    mutating func append(_ member: ObjectIdentifier, to key: ObjectIdentifier) {
        // One probe: a new key's head is the cell the append is about to claim.
        let (existing, inserted) = heads.value(for: key, insertingIfAbsent: pool.nextCell)
        var head = inserted ? ListPool<ObjectIdentifier>.empty : existing
        pool.append(member, to: &head)
    }

    /// Removes `member` from the list of `key` (the list's last member takes its place), and
    /// the key once its list is empty.
    mutating func remove(_ member: ObjectIdentifier, from key: ObjectIdentifier) {
        guard var head = heads[key] else { return }
        pool.remove(member, from: &head)
        // A list keeps its head cell until it is empty.
        if head < 0 { heads[key] = nil }
    }

    /// Calls `body` with each member of the list of `key`, in order.
    func forEach(of key: ObjectIdentifier, _ body: (ObjectIdentifier) -> Void) {
        guard let head = heads[key] else { return }
        pool.forEach(from: head, body)
    }

    /// The list of `key`, in order.
    func members(of key: ObjectIdentifier) -> [ObjectIdentifier] {
        guard let head = heads[key] else { return [] }
        return pool.members(from: head)
    }
}
