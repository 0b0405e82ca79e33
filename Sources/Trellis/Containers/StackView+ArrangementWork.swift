// What a stack's regenerations cost, counted rather than timed (`WorkGrowthTests`).

extension StackView {
    /// The recipe entries a stack's regenerations made and compared, summed since it was created.
    ///
    /// A change that touches one item (hiding a row) must cost the same in a stack of 20 rows
    /// and of 80; tests compare these counts instead of timing the change.
    struct ArrangementWork: Equatable, CustomStringConvertible {
        /// Wanted constraints the recipe produced (keys built).
        var generated = 0
        /// Wanted constraints compared with an active one.
        var compared = 0
        /// Active constraints found again by key, through a table, rather than in their place
        /// (see ``StackParts/replace(with:count:shift:work:)``).
        var matchedByKey = 0

        static func - (lhs: ArrangementWork, rhs: ArrangementWork) -> ArrangementWork {
            ArrangementWork(
                generated: lhs.generated - rhs.generated, compared: lhs.compared - rhs.compared,
                matchedByKey: lhs.matchedByKey - rhs.matchedByKey)
        }

        var description: String { "generated \(generated), compared \(compared), matched by key \(matchedByKey)" }
    }
}
