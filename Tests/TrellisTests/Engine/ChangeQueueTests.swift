import Testing

@testable import Trellis

/// The engine's queues of changed constraints and views: each member once, in the order it
/// first came, told apart by the mark it carries (or by a set while another queue holds it).
@Suite("Change queue")
struct ChangeQueueTests {
    private func views(_ count: Int) -> [View] { (0..<count).map { View(name: "v\($0)") } }

    @Test("repeats are dropped, the first arrival's order kept, and taking empties the queue")
    func keepsFirstArrivals() {
        let vs = views(4)
        let queue = ChangeQueue<View>()
        for index in [2, 0, 2, 3, 0, 2] { queue.append(vs[index]) }
        #expect(queue.count == 3)
        #expect(queue.takeAll().map(\.name) == ["v2", "v0", "v3"])
        #expect(queue.isEmpty && vs.allSatisfy { $0.queueMark == 0 })
        // Taken members can be queued again.
        queue.append(vs[0])
        queue.append(vs[0])
        #expect(queue.takeAll().map(\.name) == ["v0"])
    }

    @Test("a member held by two queues is queued once in each")
    func sharedMember() {
        let vs = views(3)
        let first = ChangeQueue<View>(), second = ChangeQueue<View>()
        first.append(vs[0])
        first.append(vs[1])
        // The second queue finds v1's mark taken: it tells repeats by its set.
        second.append(vs[1])
        second.append(vs[1])
        second.append(vs[2])
        first.append(vs[1])
        #expect(first.takeAll().map(\.name) == ["v0", "v1"])
        // v1's mark is the first queue's until it is taken there; the second still holds v1.
        second.append(vs[1])
        #expect(second.takeAll().map(\.name) == ["v1", "v2"])
        #expect(vs.allSatisfy { $0.queueMark == 0 })
    }

    @Test("a queue clears the marks of what it still holds when it goes")
    func releasesMarks() {
        let vs = views(2)
        var queue: ChangeQueue<View>? = ChangeQueue<View>()
        queue?.append(vs[0])
        queue?.append(vs[1])
        #expect(vs.allSatisfy { $0.queueMark != 0 })
        queue = nil
        #expect(vs.allSatisfy { $0.queueMark == 0 })
    }

    @Test("5,000 random appends and takes in three queues agree with a list per queue")
    func matchesModel() {
        let vs = views(16)
        let queues = [ChangeQueue<View>(), ChangeQueue<View>(), ChangeQueue<View>()]
        var models = [[String]](repeating: [], count: 3)
        var generator = SplitMix64(state: 12)
        for _ in 0..<5_000 {
            let q = Int.random(in: 0..<3, using: &generator)
            if Int.random(in: 0..<8, using: &generator) == 0 {
                #expect(queues[q].takeAll().map(\.name) == models[q])
                models[q] = []
            } else {
                let view = vs[Int.random(in: 0..<vs.count, using: &generator)]
                queues[q].append(view)
                if !models[q].contains(view.name) { models[q].append(view.name) }
            }
            #expect(queues.map(\.count) == models.map(\.count))
        }
    }
}
