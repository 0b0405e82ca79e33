import Testing
@testable import TrellisSolver

/// The twin lists keep each owner's twins in the order they joined, as arrays in a dictionary
/// would: checked against exactly that over random operations.
@Suite("Twin lists")
struct TwinListsTests {
    @Test("10,000 random appends, removals and hand-overs over 20 owners match a dictionary of arrays")
    func matchesDictionary() {
        let objects = (0..<60).map { _ in Variable() }
        let ids = objects.map { ObjectIdentifier($0) }
        var lists = TwinLists()
        var model: [ObjectIdentifier: [ObjectIdentifier]] = [:]
        var random = SplitMix(seed: 7)
        for _ in 0..<10_000 {
            let owner = ids[Int(random.next() % 20)]
            switch random.next() % 4 {
            case 0, 1:
                let twin = ids[20 + Int(random.next() % 40)]
                guard model[owner]?.contains(twin) != true else { continue }
                lists.append(twin, to: owner)
                model[owner, default: []].append(twin)
            case 2:
                guard let twin = model[owner]?.randomElement(using: &random) else { continue }
                lists.remove(twin, from: owner)
                model[owner]?.removeAll { $0 == twin }
                if model[owner]?.isEmpty == true { model[owner] = nil }
            default:
                let taken = lists.removeList(of: owner)
                #expect(taken == (model.removeValue(forKey: owner) ?? []))
                let heir = ids[Int(random.next() % 20)]
                guard model[heir] == nil, !taken.isEmpty else { continue }
                lists.setList(taken, of: heir)
                model[heir] = taken
            }
        }
        for owner in ids.prefix(20) { #expect(lists.removeList(of: owner) == (model[owner] ?? [])) }
    }
}
