import Testing

@testable import Trellis

/// The engine's queues keep repeats out by a mark in each queued object (``MarkedQueue``): a
/// queue must behave as an ordered set, each pass starting empty, whatever other queues hold.
@Suite("Marked queues")
struct MarkedQueueTests {
    /// A queued object.
    final class Item: QueueMarking {
        let name: Int
        var queueMark: QueueMark?
        init(_ name: Int) { self.name = name }
    }

    /// Inserts `items` into `queue` in order; whether each was queued.
    private func insert(_ items: [Item], into queue: inout MarkedQueue<Item>) -> [Bool] {
        items.map { queue.insert($0) }
    }

    /// Takes everything out of `queue`; the names, in order.
    private func take(_ queue: inout MarkedQueue<Item>) -> [Int] { queue.takeAll().map(\.name) }

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
}
