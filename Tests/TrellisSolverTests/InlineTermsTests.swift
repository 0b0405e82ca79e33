import Testing
@testable import TrellisSolver

@Suite("Inline term sums")
struct InlineTermsTests {
    /// The sum's terms as (variable, coefficient) pairs, for comparing with a hand-written list.
    private func pairs(_ sum: InlineTerms) -> [(Variable, Double)] {
        sum.terms.map { ($0.variable, $0.coefficient) }
    }

    private func matches(_ sum: InlineTerms, _ expected: [(Variable, Double)]) -> Bool {
        let terms = pairs(sum)
        return terms.count == expected.count && zip(terms, expected).allSatisfy { $0.0 === $1.0 && $0.1 == $1.1 }
    }

    @Test("merge repeated variables and keep the order of first appearance")
    func merging() {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        var sum = InlineTerms()
        sum.add(Unmanaged.passUnretained(x), 1)
        sum.add(Unmanaged.passUnretained(y), -1)
        sum.add(Unmanaged.passUnretained(x), 2)
        sum.add(Unmanaged.passUnretained(z), 0.5)
        // 3·x − y + 0.5·z, in the order x, y, z first appeared.
        #expect(matches(sum, [(x, 3), (y, -1), (z, 0.5)]))
        #expect(InlineTerms().terms.isEmpty)
    }

    @Test("leave out terms that cancel or were added as zero, wherever they are")
    func cancelling() {
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w")
        var sum = InlineTerms()
        sum.add(Unmanaged.passUnretained(x), 1)
        sum.add(Unmanaged.passUnretained(y), 2)
        sum.add(Unmanaged.passUnretained(z), 0)
        sum.add(Unmanaged.passUnretained(w), 4)
        sum.add(Unmanaged.passUnretained(x), -1)  // `G.minX − G.minX`
        #expect(matches(sum, [(y, 2), (w, 4)]))
        // A term that cancelled and came back counts again, in its first place.
        sum.add(Unmanaged.passUnretained(x), 5)
        #expect(matches(sum, [(x, 5), (y, 2), (w, 4)]))
    }

    @Test("hold more than four terms, merging and cancelling past the inline ones too")
    func overflowing() {
        let variables = (0..<7).map { Variable("v\($0)") }
        var sum = InlineTerms()
        for (index, variable) in variables.enumerated() {
            sum.add(Unmanaged.passUnretained(variable), Double(index + 1))
        }
        sum.add(Unmanaged.passUnretained(variables[5]), 10)  // past the inline four: 6 + 10
        sum.add(Unmanaged.passUnretained(variables[6]), -7)  // cancels the last one
        sum.add(Unmanaged.passUnretained(variables[1]), 1)  // inline: 2 + 1
        #expect(
            matches(
                sum,
                [
                    (variables[0], 1), (variables[1], 3), (variables[2], 3), (variables[3], 4), (variables[4], 5),
                    (variables[5], 16),
                ]))
    }

    @Test("retain each variable the terms hold, so that they outlive the sum's lenders")
    func retaining() {
        weak var weakVariable: Variable?
        var terms: [LinearExpression.Term] = []
        do {
            let variable = Variable("lent")
            weakVariable = variable
            var sum = InlineTerms()
            sum.add(Unmanaged.passUnretained(variable), 2)
            terms = sum.terms
        }
        #expect(weakVariable != nil)
        #expect(terms.count == 1 && terms[0].coefficient == 2)
        terms.removeAll()
        #expect(weakVariable == nil)
    }
}
