import Testing
import TrellisSolver
@testable import Trellis

/// A solver failure wraps the solver's own message, which may already end its sentence and ask
/// for a report.
@Suite("Solver failure messages")
struct SolverFailureMessageTests {
    @Test("an internal failure is wrapped without a doubled full stop or a second request")
    func wrapsInternalFailure() {
        let inner = SolverError.internalFailure("a row lost its subject").description
        #expect(inner == "Internal solver failure: a row lost its subject. Please report it with the solver's dump().")
        #expect(LayoutError.solverFailure(inner).description
            == "Layout failed inside the solver: Internal solver failure: a row lost its subject. "
            + "Please report it with the solver's dump().")
    }

    @Test("a bare message gets its full stop and the request")
    func bareMessage() {
        #expect(LayoutError.solverFailure("the tableau is empty").description
            == "Layout failed inside the solver: the tableau is empty. Please report it.")
    }
}
