import TrellisSolver

/// One pass of a ``MarkedQueue``: what its elements are marked with while they wait in it.
/// Only its identity and whether the pass is still open matter.
final class QueueMark {
    /// Whether the pass still collects elements (its queue has not been taken since).
    var isOpen = true
}

/// An object a ``MarkedQueue`` can tell is queued already without hashing it.
protocol QueueMarking: AnyObject {
    /// The pass of the queue that last took it (see ``MarkedQueue``).
    var queueMark: QueueMark? { get set }
}

/// A queue of objects without repeats, in the order first queued, that tells a repeat by a mark
/// in the object rather than a hash table of identities.
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
struct MarkedQueue<Element: QueueMarking> {
    /// The queued elements, in the order first queued.
    private(set) var elements: [Element] = []
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
                elements.append(element)
                return true
            }
        }
        // Queued here while another queue's pass had it, that pass since taken: still a repeat.
        if others.count > 0, others.contains(element) { return false }
        element.queueMark = mark
        elements.append(element)
        return true
    }

    /// Takes every queued element out, in order, and starts a new pass.
    mutating func takeAll() -> [Element] {
        let taken = elements
        elements = []
        close()
        mark = QueueMark()
        if others.count > 0 { others.removeAll() }
        return taken
    }

    /// Ends the current pass for good (the queue's owner is going): elements still marked by it
    /// count as queued nowhere.
    func close() {
        mark.isOpen = false
    }
}
