import Testing

@testable import TrellisSolver

/// The solver telling the observers of variables whose value may have moved (see
/// `Solver+ValueChanges.swift`), which lets the layout engine reread only the frames a change
/// reached.
@Suite("Value changes")
struct ValueChangeTests {
    /// A chain `x[i] = x[i−1] + h[i−1] + 8`, every `h` a tableau variable at 20 through an
    /// optional pin (returned): `x[i] = 28·i`, the shape of a vertical stack's rows.
    func chain(_ count: Int, in solver: Solver) throws -> (x: [Variable], h: [Variable], pins: [LinearConstraint]) {
        let x = (0..<count).map { Variable("x\($0)") }
        let h = (0..<count).map { Variable("h\($0)") }
        var pins: [LinearConstraint] = []
        try solver.addConstraint(x[0] + 0 == 0)
        for i in 0..<count {
            try solver.addConstraint((h[i] + 0 >= 20))
            pins.append((h[i] + 0 == 20).priority(750))
            try solver.addConstraint(pins[i])
            if i > 0 { try solver.addConstraint(LinearExpression(x[i]) == x[i - 1] + h[i - 1] + 8) }
        }
        return (x, h, pins)
    }

    /// An observer that remembers being told.
    final class Recorder {
        let variable: ObjectIdentifier
        var told = false
        init(_ variable: Variable) { self.variable = ObjectIdentifier(variable) }

        /// This recorder as a variable's observer (unretained, as the solver requires).
        var object: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

        /// How a solver tells a recorder.
        static let tell = ValueObserver { object in
            Unmanaged<Recorder>.fromOpaque(object).takeUnretainedValue().told = true
        }
    }

    /// Observers for some variables, kept alive (a variable holds its observer unretained) and
    /// detached when they go, as the layout engine's item records do.
    final class Observers {
        private var recorders: [(variable: Variable, recorder: Recorder)] = []

        /// Gives each of `variables` an observer of its own, which `solver` tells.
        func observe(_ variables: [Variable], in solver: Solver) {
            solver.valueObserver = Recorder.tell
            for variable in variables {
                let recorder = Recorder(variable)
                variable.observer = recorder.object
                recorders.append((variable, recorder))
            }
        }

        /// The variables whose observers `solver` told since the last call, or `nil` when it
        /// says any value may have moved.
        func take(_ solver: Solver) -> Set<ObjectIdentifier>? {
            let known = solver.takeValueChanges()
            var told = Set<ObjectIdentifier>()
            for (_, recorder) in recorders where recorder.told {
                told.insert(recorder.variable)
                recorder.told = false
            }
            return known ? told : nil
        }

        deinit { for (variable, _) in recorders { variable.observer = nil } }
    }

    @Test("a moved pin tells its variable and the definitions below it, nothing above")
    func definitionsBelow() throws {
        let solver = Solver()
        let (x, h, pins) = try chain(200, in: solver)
        let observers = Observers()
        observers.observe(x + h, in: solver)
        // A new solver has told nothing: any value may have moved.
        #expect(observers.take(solver) == nil)
        #expect(observers.take(solver) == [])
        let serial = solver.valueSerial
        try solver.updateConstant(of: pins[190], to: -30)
        #expect(solver.valueSerial != serial)
        // h190 is 30 now, so x191…x199 move down by 10 (x191 = 28·191 + 10); x0…x190 and every
        // other h stay.
        #expect(solver.value(of: x[191]) == 28 * 191 + 10 && solver.value(of: x[190]) == 28 * 190)
        let expected = Set([ObjectIdentifier(h[190])] + x[191...].map(ObjectIdentifier.init))
        #expect(observers.take(solver) == expected)
        #expect(observers.take(solver) == [])
    }

    @Test("without definitions, the tableau tells the rows that moved")
    func tableauRows() throws {
        let solver = Solver(usesDefinitions: false)
        let (x, h, pins) = try chain(10, in: solver)
        let observers = Observers()
        observers.observe(x + h, in: solver)
        _ = observers.take(solver)
        try solver.updateConstant(of: pins[1], to: -30)
        #expect(solver.value(of: x[2]) == 66 && solver.value(of: x[9]) == 262)
        let listed = try #require(observers.take(solver))
        // May say too much (a row that moved and came back), never too little.
        let moved = Set([ObjectIdentifier(h[1])] + x[2...].map(ObjectIdentifier.init))
        #expect(listed.isSuperset(of: moved))
        #expect(!listed.contains(ObjectIdentifier(x[0])) && !listed.contains(ObjectIdentifier(x[1])))
    }

    @Test("removing a definition tells its variable, which reads 0 afterwards")
    func removedDefinition() throws {
        let solver = Solver()
        let a = Variable("a")
        let observers = Observers()
        observers.observe([a], in: solver)
        let pin = a + 0 == 12
        try solver.addConstraint(pin)
        #expect(solver.value(of: a) == 12)
        _ = observers.take(solver)
        try solver.removeConstraint(pin)
        #expect(solver.value(of: a) == 0)
        // No definition is left to sweep, so the log kept up: just `a` was told.
        #expect(observers.take(solver) == [ObjectIdentifier(a)])
    }

    @Test("a variable without an observer costs nothing and is not told")
    func unobserved() throws {
        let solver = Solver()
        let (x, h, pins) = try chain(200, in: solver)
        let observers = Observers()
        observers.observe(Array(x[..<195]), in: solver)
        _ = observers.take(solver)
        _ = observers.take(solver)
        try solver.updateConstant(of: pins[190], to: -30)
        #expect(solver.value(of: x[199]) == 28 * 199 + 10)
        // h190 and x195…x199 moved too, but name no observer.
        #expect(observers.take(solver) == Set(x[191..<195].map(ObjectIdentifier.init)))
        _ = h
    }

    @Test("a solver without a value observer tells no object; after a reset it still tells")
    func observerIsTheSolvers() throws {
        let a = Variable("a")
        let recorder = Recorder(a)
        a.observer = recorder.object
        defer { a.observer = nil }
        /// Pins `a` to `first`, takes the changes, moves the pin to `second`: `a` reads `second`.
        func movePin(in solver: Solver, from first: Double, to second: Double) throws {
            let pin = a + 0 == first
            try solver.addConstraint(pin)
            _ = solver.takeValueChanges()
            try solver.updateConstant(of: pin, to: -second)
            #expect(solver.value(of: a) == second)
        }
        try movePin(in: Solver(), from: 1, to: 2)
        #expect(!recorder.told)

        // The same variable in a solver that tells: told when it moves, and again after the
        // solver was reset (which replaces the logs that keep how to tell).
        let solver = Solver()
        solver.valueObserver = Recorder.tell
        try movePin(in: solver, from: 3, to: 4)
        #expect(recorder.told)
        recorder.told = false
        solver.reset()
        try movePin(in: solver, from: 5, to: 6)
        #expect(recorder.told)
    }

    @Test("the listener is told once between takes, again after a take, and when newly set")
    func listenerToldOncePerTake() throws {
        let solver = Solver()
        var calls = 0
        solver.onValuesMayMove = { calls += 1 }
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x + 0 == 10)
        #expect(calls == 1)
        // Two more operations before anyone took: the listener already knows.
        let pin = (y + 0 == 5).priority(500)
        try solver.addConstraint(pin)
        try solver.updateConstant(of: pin, to: -7)
        #expect(calls == 1)
        _ = solver.takeValueChanges()
        #expect(solver.value(of: y) == 7)
        #expect(calls == 1)
        try solver.updateConstant(of: pin, to: -9)
        #expect(calls == 2)
        // A new listener is told by the next operation, though the last one was not taken.
        var newCalls = 0
        solver.onValuesMayMove = { newCalls += 1 }
        try solver.removeConstraint(pin)
        #expect(newCalls == 1)
        #expect(calls == 2)
    }
}
