import TrellisSolver

/// One pass of a ``MarkedQueue``: what its elements are marked with while they wait in it, and
/// what the pass's taker learns of them while it still uses them.
///
/// A queue holds its elements unretained (see ``MarkedQueue``), so an element that goes while
/// the pass still refers to it reports its identity here from its deinitialiser, and one whose
/// going the pass could no longer hear of (it moved to a newer pass, or it is marked by another
/// queue's pass) is held by the pass instead.
final class QueueMark {
    // The fields skip the run-time exclusivity check: each access is one read or one short
    // update that calls nothing which could reach the mark again, and every queued object's
    // insert reads them (with the check, about 80 instructions each).
    /// Whether the pass still collects elements (its queue has not been taken since).
    @exclusivity(unchecked) var isOpen = true
    /// Whether the pass's elements are still in use: from its start until its taker is done
    /// with them (``finish()``).
    @exclusivity(unchecked) private(set) var isWatched = true
    /// The identities of elements that went while the pass watched them (a removal that drops
    /// thousands of constraints lets thousands go, so a table, not a list).
    @exclusivity(unchecked) private var gone = IdentityMap()
    /// Elements the pass holds because it would not hear of their going.
    @exclusivity(unchecked) private var held: [AnyObject] = []

    /// Notes that the element with identity `id`, marked by this pass, is going.
    func elementWillGo(_ id: ObjectIdentifier) {
        if isWatched { gone[id] = 0 }
    }

    /// Holds `element` for as long as the pass is watched: it is about to stop telling this
    /// pass of its going.
    func hold(_ element: AnyObject) {
        if isWatched { held.append(element) }
    }

    /// Whether any element went while the pass watched it.
    var hasAnyGone: Bool { gone.count > 0 }

    /// Whether the element with identity `id` went while the pass watched it.
    @inline(__always)
    func hasGone(_ id: ObjectIdentifier) -> Bool {
        gone.count > 0 && gone[id] != nil
    }

    /// Forgets every element that went (the pass's taker has left them out).
    func forgetAllGone() {
        gone.removeAll()
    }

    /// Forgets that the element with identity `id` went (a new object took its address and is
    /// queued in this pass).
    func forgetGone(_ id: ObjectIdentifier) {
        gone[id] = nil
    }

    /// Ends the pass for good: its elements are no longer used, and those it held are let go.
    func finish() {
        isOpen = false
        isWatched = false
        gone = IdentityMap()
        held = []
    }
}

/// An object a ``MarkedQueue`` can tell is queued already without hashing it.
protocol QueueMarking: AnyObject {
    /// The pass of the queue that last took it (see ``MarkedQueue``).
    var queueMark: QueueMark? { get set }
}

extension QueueMarking {
    /// Tells the pass that marks the object that it is going: called from its deinitialiser.
    func leaveQueue() {
        queueMark?.elementWillGo(ObjectIdentifier(self))
    }
}

/// A queue of objects without repeats, in the order first queued, that tells a repeat by a mark
/// in the object rather than a hash table of identities, and holds its objects unretained.
///
/// The engine queues every constraint and view a layout changes; a first layout queues all of
/// them, and the table of identities that kept repeats out was probed and written once per
/// object, a likely cache miss each (about 1 % of a 1,000-row stack's first layout in perf),
/// and laid out for thousands of slots before each large layout. Here an object queued in the
/// current pass holds that pass's ``QueueMark``: a repeat is one comparison of a field the
/// engine is touching anyway. Taking the queue starts a new pass with a new mark, so nothing
/// needs unmarking; an old mark lives while an object still holds it. An object is rarely in
/// two engines' queues at once (its view moved to another window between two layouts): one
/// marked by another queue's open pass is kept out of repeats here by identity, as before.
///
/// **Unretained.** Held strongly, every queued object was retained when queued and released
/// when the layout was done with it, by then long out of the cache: in a 1,000-row stack's
/// first layout, 25,000 releases and about 28,000 last-level cache misses under them
/// (callgrind's simulation), 21,400 of them in the first frame read. Nearly every queued object has an owner anyway
/// (an active constraint its container, a view its superview). One that goes while its pass
/// may still be read tells the pass (``QueueMarking/leaveQueue()``, from its deinitialiser):
/// ``takeAll()`` leaves it out, and the taker asks ``TakenPass/isLive(at:)`` where code of the
/// app may have run since. Where the pass would not hear of it (the object is marked by another
/// queue's pass, or by a newer pass of its own), the pass holds it (``QueueMark/hold(_:)``).
struct MarkedQueue<Element: QueueMarking> {
    /// The queued elements, in the order first queued, unretained; some may have gone (see
    /// ``QueueMark/hasGone(_:)``).
    private var elements: [Unmanaged<Element>] = []
    private var mark = QueueMark()
    /// The elements marked by another queue's open pass, by identity.
    private var others = IdentitySet()

    /// Whether nothing is queued.
    var isEmpty: Bool { elements.isEmpty }

    /// The number of queued elements.
    var count: Int { elements.count }

    /// Makes room for `count` more elements.
    mutating func reserveCapacity(adding count: Int) {
        elements.reserveCapacity(elements.count + count)
    }

    /// Queues `element` unless it is queued already; returns whether it was queued now.
    @discardableResult
    mutating func insert(_ element: Element) -> Bool {
        if let current = element.queueMark {
            if current === mark { return false }
            if current.isOpen {
                guard others.insert(element) else { return false }
                // It tells the other queue's pass of its going, not this one.
                mark.hold(element)
                elements.append(Unmanaged.passUnretained(element))
                return true
            }
            // Marked anew below, it would no longer tell that pass, whose taker may still read it.
            current.hold(element)
        }
        // Queued here while another queue's pass had it, that pass since taken: still a repeat.
        if others.count > 0, others.contains(element) { return false }
        let id = ObjectIdentifier(element)
        // A new object at the address of one that went while queued: the old entry goes first.
        if mark.hasGone(id) {
            elements.removeAll { $0.objectID == id }
            mark.forgetGone(id)
        }
        element.queueMark = mark
        elements.append(Unmanaged.passUnretained(element))
        return true
    }

    /// Calls `body` with each queued element still there, in order.
    func forEachQueued(_ body: (Element) -> Void) {
        for element in elements where !mark.hasGone(element.objectID) {
            element._withUnsafeGuaranteedRef(body)
        }
    }

    /// Takes every queued element out, in order, and starts a new pass. The taken pass stays
    /// watched until ``TakenPass/finish()``.
    mutating func takeAll() -> TakenPass<Element> {
        var taken = elements
        elements = []
        // What went while queued is left out; what goes from now on is recorded anew.
        if mark.hasAnyGone {
            taken.removeAll { mark.hasGone($0.objectID) }
            mark.forgetAllGone()
        }
        mark.isOpen = false
        let pass = TakenPass(elements: taken, mark: mark)
        mark = QueueMark()
        if others.count > 0 { others.removeAll() }
        return pass
    }

    /// Ends the current pass for good (the queue's owner is going): elements still marked by it
    /// count as queued nowhere.
    func close() {
        mark.finish()
    }
}

/// The elements of one taken pass of a ``MarkedQueue``, unretained, in the order queued.
///
/// `Element` asks only for a class: a protocol requirement makes the run time check the
/// conformance when it first builds the type (about 340,000 instructions, once per process,
/// in its first layout).
struct TakenPass<Element: AnyObject> {
    /// The elements; one may have gone since the pass was taken if the app's code ran (see
    /// ``isLive(at:)``).
    let elements: [Unmanaged<Element>]
    /// The pass's mark, which learns of elements that go while the pass is watched.
    let mark: QueueMark

    /// The number of elements taken.
    var count: Int { elements.count }

    /// Whether the element at `position` is still there: always, unless the app's code ran since
    /// the pass was taken and let it go.
    @inline(__always)
    func isLive(at position: Int) -> Bool {
        !mark.hasAnyGone || !mark.hasGone(elements[position].objectID)
    }

    /// The element at `position` (which must be live), lent unretained to `body`.
    @inline(__always)
    func with<Result>(_ position: Int, _ body: (Element) throws -> Result) rethrows -> Result {
        try elements[position]._withUnsafeGuaranteedRef(body)
    }

    /// The element at `position` (which must be live).
    @inline(__always)
    subscript(position: Int) -> Element { elements[position].takeUnretainedValue() }

    /// Calls `body` with each live element and its position, in order, lent unretained.
    @inline(__always)
    func forEachLiveIndexed(_ body: (Int, Element) throws -> Void) rethrows {
        for position in elements.indices where isLive(at: position) {
            try elements[position]._withUnsafeGuaranteedRef { try body(position, $0) }
        }
    }

    /// Calls `body` with each live element at `positions`, in their order, lent unretained.
    @inline(__always)
    func forEachLive(at positions: [Int32], _ body: (Element) throws -> Void) rethrows {
        for position in positions where isLive(at: Int(position)) {
            try elements[Int(position)]._withUnsafeGuaranteedRef(body)
        }
    }

    /// Done with the elements: the pass stops watching them and lets go of those it held.
    func finish() {
        mark.finish()
    }
}

extension Unmanaged {
    /// The identity of the object referred to, read from the reference alone, so that it can be
    /// asked of an object that may be gone: `ObjectIdentifier(takeUnretainedValue())` makes a
    /// strong reference first, which debug builds retain, touching the freed memory.
    @inline(__always)
    var objectID: ObjectIdentifier { unsafeBitCast(toOpaque(), to: ObjectIdentifier.self) }
}
