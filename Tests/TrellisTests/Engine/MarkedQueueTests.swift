import Testing

@testable import Trellis

/// The engine's queues keep repeats out by a mark in each queued object (``MarkedQueue``): a
/// queue must behave as an ordered set, each pass starting empty, whatever other queues hold.
/// They hold their objects unretained: an object that goes while its pass may still be read
/// must be left out, and one whose going the pass would not hear of must be held by it.
@Suite("Marked queues")
struct MarkedQueueTests {
    /// A queued object.
    final class Item: QueueMarking {
        let name: Int
        var queueMark: QueueMark?
        init(_ name: Int) { self.name = name }
        deinit { leaveQueue() }
    }

    /// Inserts `items` into `queue` in order; whether each was queued.
    private func insert(_ items: [Item], into queue: inout MarkedQueue<Item>) -> [Bool] {
        items.map { queue.insert($0) }
    }

    /// Takes everything out of `queue`; the names, in order.
    private func take(_ queue: inout MarkedQueue<Item>) -> [Int] {
        let pass = queue.takeAll()
        defer { pass.finish() }
        return names(in: pass)
    }

    /// The names of the live items of a taken pass, in order.
    private func names(in pass: TakenPass<Item>) -> [Int] {
        (0..<pass.count).filter(pass.isLive(at:)).map { pass[$0].name }
    }

    @Test("repeats are kept out, order is first-queued, and taking starts a new pass")
    func onePass() {
        let items = (0..<4).map(Item.init)
        var queue = MarkedQueue<Item>()
        #expect(insert([items[2], items[0], items[2], items[3], items[0]], into: &queue) == [true, true, false, true, false])
        #expect(queue.count == 3 && !queue.isEmpty)
        #expect(take(&queue) == [2, 0, 3])
        #expect(queue.isEmpty)
        // The taken items still hold the old pass's mark; the new pass takes them again.
        #expect(insert([items[0], items[2], items[0]], into: &queue) == [true, true, false])
        #expect(take(&queue) == [0, 2])
    }

    @Test("an object waiting in another queue is queued here once too, and a closed queue's mark counts for nothing")
    func twoQueues() {
        let items = (0..<3).map(Item.init)
        var first = MarkedQueue<Item>(), second = MarkedQueue<Item>()
        #expect(insert([items[0], items[1]], into: &first) == [true, true])
        // Marked by the first queue's open pass: the second keeps its repeats out by identity.
        #expect(insert([items[1], items[1], items[2]], into: &second) == [true, false, true])
        #expect(insert([items[1]], into: &first) == [false])
        // The first queue sees the second's mark on items[2] the same way.
        #expect(insert([items[2], items[2]], into: &first) == [true, false])
        #expect(take(&first) == [0, 1, 2])
        // The first queue's pass is over, but items[1] is still waiting in the second: a repeat.
        #expect(insert([items[1], items[2]], into: &second) == [false, false])
        #expect(take(&second) == [1, 2])
        // A queue whose owner went closes its pass: what it marked is queued elsewhere as new.
        var gone = MarkedQueue<Item>()
        #expect(insert([items[0]], into: &gone) == [true])
        gone.close()
        #expect(insert([items[0], items[0]], into: &second) == [true, false])
        #expect(take(&second) == [0])
    }

    @Test("20,000 random inserts and takes over three queues agree with ordered sets")
    func matchesModel() {
        let items = (0..<30).map(Item.init)
        var queues = [MarkedQueue<Item>(), MarkedQueue<Item>(), MarkedQueue<Item>()]
        var models: [[Int]] = [[], [], []]
        var generator = SplitMix64(state: 34)
        for _ in 0..<20_000 {
            let q = Int.random(in: 0..<3, using: &generator)
            if Int.random(in: 0..<12, using: &generator) == 0 {
                let taken = take(&queues[q])
                #expect(taken == models[q])
                models[q] = []
                continue
            }
            let item = items[Int.random(in: 0..<items.count, using: &generator)]
            let isNew = !models[q].contains(item.name)
            let queued = queues[q].insert(item)
            #expect(queued == isNew)
            if isNew { models[q].append(item.name) }
            #expect(queues[q].count == models[q].count)
        }
        for q in 0..<3 {
            let taken = take(&queues[q])
            #expect(taken == models[q])
        }
    }

    @Test("an item that goes while queued is left out, also when a new item takes its address")
    func goneWhileQueued() {
        let kept = (0..<3).map(Item.init)
        var queue = MarkedQueue<Item>()
        var doomed: Item? = Item(9)
        #expect(insert([kept[0]], into: &queue) == [true])
        if let doomed { queue.insert(doomed) }
        #expect(insert([kept[1]], into: &queue) == [true])
        let address = doomed.map(ObjectIdentifier.init)
        doomed = nil
        // The allocator hands the freed block to the next object of its size: a new item at the
        // same address, queued in the same pass, must be queued once, where it was queued.
        var fresh: [Item] = []
        for name in 10..<110 where fresh.last.map(ObjectIdentifier.init) != address { fresh.append(Item(name)) }
        let reused = fresh.last.map(ObjectIdentifier.init) == address
        #expect(reused)
        if let last = fresh.last { #expect(insert([last, last], into: &queue) == [true, false]) }
        #expect(insert([kept[2]], into: &queue) == [true])
        #expect(take(&queue) == [0, 1] + (fresh.last.map { [$0.name] } ?? []) + [2])
    }

    @Test("a taken pass learns of items that go while it is read, and holds those that move on")
    func goneWhileTaken() {
        var queue = MarkedQueue<Item>()
        var items: [Item?] = (0..<4).map(Item.init)
        for item in items { if let item { queue.insert(item) } }
        let pass = queue.takeAll()
        #expect(names(in: pass) == [0, 1, 2, 3])
        // Item 1 goes while the pass is still read.
        items[1] = nil
        #expect(names(in: pass) == [0, 2, 3])
        // Item 2 is queued again: from now on it tells the new pass, so the old one holds it.
        weak let moved = items[2]
        if let item = items[2] { queue.insert(item) }
        items[2] = nil
        #expect(moved != nil)
        #expect(names(in: pass) == [0, 2, 3])
        // Once the old pass is done, the new one is the item's only reader, and holds nothing.
        pass.finish()
        #expect(moved == nil)
        #expect(take(&queue).isEmpty)
        // Going after its pass finished concerns nobody.
        items[3] = nil
    }

    @Test("an item another queue's open pass marks is held by this queue's pass")
    func heldForAnotherQueue() {
        var first = MarkedQueue<Item>(), second = MarkedQueue<Item>()
        var item: Item? = Item(7)
        weak let watched = item
        if let item {
            first.insert(item)
            second.insert(item)
        }
        item = nil
        // The first queue's pass would learn of its going, the second's would not: it holds it.
        #expect(watched != nil)
        #expect(take(&first) == [7])
        #expect(take(&second) == [7])
        #expect(watched == nil)
    }
}
