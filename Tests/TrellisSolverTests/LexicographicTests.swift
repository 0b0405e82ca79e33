import Testing
import TrellisSolver

/// Cases where a weighted sum (kiwi) and strict priorities (Auto Layout) disagree; expected
/// values follow from "satisfy the higher level first", worked out in each comment.
@Suite("Priorities are strictly lexicographic")
struct LexicographicTests {
    @Test("one constraint at 251 beats a hundred at 250, and one weighing a thousand")
    func oneBeatsMany() throws {
        try Self.oneBeatsMany(count: 100)
        // 1000·x == 10000 misses by 1000·|x − 10|: the thousand constraints of the long run in
        // one row, so a solver whose 251 weighs less than a thousand 250s fails here too.
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x + 0 == 0).priority(251))
        try solver.addConstraint((1000 * x == 10_000).priority(250))
        expectClose(solver.value(of: x), 0)
        expectLevels(solver, [(251, 0), (250, 10_000)])
        expectConsistent(solver)
    }

    /// Level 251 wants x = 0 and wins outright; the `count` x = 10 at 250 each miss by 10.
    static func oneBeatsMany(count: Int) throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x + 0 == 0).priority(251))
        for _ in 0..<count { try solver.addConstraint((x + 0 == 10).priority(250)) }
        expectClose(solver.value(of: x), 0)
        expectLevels(solver, [(251, 0), (250, 10 * Double(count))])
        expectConsistent(solver)
    }

    @Test("999 beats 998 beats many 997s")
    func adjacentLevels() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x + y == 100)
        try solver.addConstraint((x + 0 == 70).priority(999))
        try solver.addConstraint((y + 0 == 50).priority(998))
        for _ in 0..<50 { try solver.addConstraint((x + 0 == 0).priority(997)) }
        // 999 fixes x = 70, so y = 30 (998 misses by 20); the 997s each miss by 70.
        expectClose(solver.value(of: x), 70)
        expectClose(solver.value(of: y), 30)
        expectLevels(solver, [(999, 0), (998, 20), (997, 3500)])
    }

    @Test("kiwi#28: w == 1, 2, 3, 4 at rising priorities gives 4")
    func kiwi28() throws {
        // kiwi's weighted sum gives 3; strictly, the highest (w == 4 @999) wins.
        let solver = Solver()
        let w = Variable("w")
        for (value, priority) in [(1.0, 996), (2, 997), (3, 998), (4, 999)] {
            try solver.addConstraint((w + 0 == value).priority(Priority(Float(priority))))
        }
        expectClose(solver.value(of: w), 4)
        expectLevels(solver, [(999, 0), (998, 1), (997, 2), (996, 3)])
    }

    @Test("kiwi#33: a third low constraint cannot change which of two others wins")
    func kiwi33() throws {
        // x ≥ 100 @501 forces x ≥ 100; x = 90 @500 then pulls to the closest point, 100;
        // x = 10 @10 cannot move it. kiwi's weights give 90.
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x + 0 >= 100).priority(501))
        try solver.addConstraint((x + 0 == 90).priority(500))
        try solver.addConstraint((x + 0 == 10).priority(10))
        expectClose(solver.value(of: x), 100)
        expectLevels(solver, [(501, 0), (500, 10), (10, 90)])
    }

    @Test("101 weak constraints cannot outvote one medium, nor one weighing 1001")
    func manyWeak() throws {
        try Self.manyWeak(count: 101)
        // 1001·x == 0 misses by 1001·|x|, as 1001 rows would: kiwi's weights (1000 per level)
        // would give x = 0 here (solver-notes §0).
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((1001 * x == 0).priority(1))
        try solver.addConstraint((x + 0 == 1).priority(2))
        expectClose(solver.value(of: x), 1)
        expectLevels(solver, [(2, 0), (1, 1001)])
        expectConsistent(solver)
    }

    /// `count` x = 0 at 1, then x = 1 at 2: lexicographically x = 1 (level 2 first), and level 1
    /// pays `count`.
    static func manyWeak(count: Int) throws {
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<count { try solver.addConstraint((x + 0 == 0).priority(1)) }
        try solver.addConstraint((x + 0 == 1).priority(2))
        expectClose(solver.value(of: x), 1)
        expectLevels(solver, [(2, 0), (1, Double(count))])
        expectConsistent(solver)
    }

    @Test("within one level the sum of absolute errors is minimised")
    func sumWithinLevel() throws {
        // Three x = a at one level: the sum |x−0| + |x−10| + |x−100| is least at the median, 10.
        let solver = Solver()
        let x = Variable("x")
        for value in [0.0, 10, 100] { try solver.addConstraint((x + 0 == value).priority(300)) }
        expectClose(solver.value(of: x), 10)
        expectLevels(solver, [(300, 100)])
    }
}
