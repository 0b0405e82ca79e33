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
