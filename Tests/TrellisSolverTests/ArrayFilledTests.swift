import Testing
@testable import TrellisSolver

@Suite("Filled arrays")
struct ArrayFilledTests {
    @Test("hold count copies of the value, and nothing for a count of zero")
    func filledArrays() {
        #expect([Int32](filledWith: 7, count: 0).isEmpty)
        #expect([Int32](filledWith: 7, count: 5) == [7, 7, 7, 7, 7])
        #expect([String?](filledWith: nil, count: 3) == [nil, nil, nil])
    }
}

@Suite("Arrays made at their size")
struct ArrayExactlyTests {
    @Test("hold element(i) at i for every count, literal or not, each made once in order")
    func exactArrays() {
        for count in 0...11 {
            var calls: [Int] = []
            let made = [Int](exactly: count) { index in
                calls.append(index)
                return 10 * index + 1
            }
            #expect(made == (0..<count).map { 10 * $0 + 1 })
            #expect(calls == Array(0..<count))
        }
        #expect([Int](exactly: -1) { $0 }.isEmpty)
    }
}
