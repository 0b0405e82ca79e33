import Testing

@testable import TrellisSolver

/// A variable's node hint (``Variable/nodeHint``): where the definitions last put it, checked on
/// use, so that a hint another solver wrote never stands for a node it does not own.
@Suite("Node hints")
struct NodeHintTests {
    @Test("a variable's hint is the node its definitions gave it")
    func hintIsTheNode() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        #expect(x.nodeHint == -1)
        try solver.addConstraint(LinearExpression(x) == y + 4)
        #expect(x.nodeHint >= 0)
        #expect(solver.definitions.node(ofVariable: x) == x.nodeHint)
        #expect(solver.definitions.node(ofVariable: ObjectIdentifier(x)) == x.nodeHint)
        #expect(solver.definitions.node(ofVariable: Variable("never used")) == -1)
    }

    @Test("variables shared by two solvers keep each solver's own nodes")
    func sharedBetweenSolvers() throws {
        // In `first`, z and w take nodes 0 and 1. In `second`, x and y take 0 and 1 and the
        // hints point there. Then `first` meets x: its hint (0) is z's node in `first`, which
        // a lookup trusting the hint would take for x's.
        let first = Solver(), second = Solver()
        let z = Variable("z"), w = Variable("w"), x = Variable("x"), y = Variable("y")
        try first.addConstraint(LinearExpression(z) == w + 1)
        try second.addConstraint(LinearExpression(x) == y + 1)
        #expect(first.definitions.node(ofVariable: x) == -1)
        #expect(first.definitions.node(ofVariable: y) == -1)
        try first.addConstraint(LinearExpression(x) == w + 5)
        try first.addConstraint(w + 0 == 10)
        try second.addConstraint(y + 0 == 3)
        // Each solver's table agrees with the lookup through the hint, whoever wrote it last.
        for variable in [x, y, z, w] {
            for solver in [first, second] {
                #expect(
                    solver.definitions.node(ofVariable: variable) == solver.definitions.node(ofVariable: ObjectIdentifier(variable)))
            }
        }
        #expect(first.value(of: w) == 10)
        #expect(first.value(of: z) == 11)
        #expect(first.value(of: x) == 15)
        #expect(second.value(of: y) == 3)
        #expect(second.value(of: x) == 4)
        expectConsistent(first)
        expectConsistent(second)
    }

    @Test("a node freed and taken by another variable no longer answers for the first")
    func reusedNode() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let first = LinearExpression(a) == b + 2
        try solver.addConstraint(first)
        let hintOfA = a.nodeHint
        try solver.removeConstraint(first)
        // a's node is free now and goes to the next variable that needs one.
        try solver.addConstraint(LinearExpression(c) == d + 3)
        #expect(a.nodeHint == hintOfA)
        #expect(solver.definitions.node(ofVariable: a) == -1)
        #expect(solver.definitions.node(ofVariable: a) == solver.definitions.node(ofVariable: ObjectIdentifier(a)))
        try solver.addConstraint(d + 0 == 1)
        try solver.addConstraint(LinearExpression(a) == c + 10)
        #expect(solver.value(of: c) == 4)
        #expect(solver.value(of: a) == 14)
        expectConsistent(solver)
    }
}
