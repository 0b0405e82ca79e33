import TrellisSolver

/// Something a ``ChangeQueue`` can hold: it carries the mark that says which queue holds it.
protocol ChangeQueueMember: AnyObject {
    /// The address of the queue holding the member (0: none). Only ``ChangeQueue`` sets it.
    var queueMark: UInt { get set }
}

/// Changed constraints or views waiting for the engine's next sync, each once, in the order
/// they first changed.
///
/// A first layout queues every constraint and view of the window. Telling a repeat by looking
/// each one up in a hash set was a likely cache miss per constraint (the set as large as the
/// layout, probed at scattered places; 1 % of a 1,000-row stack's first layout in cycles). Here
/// a member carries the mark of the queue that holds it, which the engine is touching anyway.
/// A member is in one queue nearly always; while it is in two (its view moved to another
/// window, and the old window has not laid out since), the second queue tells its repeats with
/// a set instead.
///
/// A class, so that a queue is never copied: two copies would both claim the marks.
final class ChangeQueue<Member: ChangeQueueMember> {
    #if TRELLIS_INVARIANTS
        private(set) var members: [Member] = []
        /// The members whose mark another queue holds.
        private var overflow = IdentitySet()
    #else
        // Every constraint and view a layout queues passes here, never across a call: release
        // builds skip the run-time exclusivity check (as for the engine's tables).
        @exclusivity(unchecked) private(set) var members: [Member] = []
        @exclusivity(unchecked) private var overflow = IdentitySet()
    #endif

    /// This queue's mark.
    private var mark: UInt { UInt(bitPattern: ObjectIdentifier(self)) }

    deinit {
        // Members outlive the queue: clear their marks, so another queue may use them.
        let mark = self.mark
        for member in members where member.queueMark == mark { member.queueMark = 0 }
    }

    /// Whether nothing is queued.
    var isEmpty: Bool { members.isEmpty }

    /// The number of queued members.
    var count: Int { members.count }

    /// Queues `member` unless it is queued already.
    func append(_ member: Member) {
        let mark = self.mark
        if member.queueMark == mark { return }
        // Queued here through the set while another queue held its mark (which may be free now).
        if overflow.count > 0, overflow.contains(member) { return }
        if member.queueMark == 0 {
            member.queueMark = mark
        } else {
            _ = overflow.insert(member)
        }
        members.append(member)
    }

    /// Hands out the queued members, in order, and empties the queue.
    func takeAll() -> [Member] {
        let taken = members
        members = []
        let mark = self.mark
        for index in taken.indices where taken[index].queueMark == mark { taken[index].queueMark = 0 }
        if overflow.count > 0 { overflow.removeAll() }
        return taken
    }
}
