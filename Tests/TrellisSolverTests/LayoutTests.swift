import Testing

@testable import TrellisSolver

/// The tableau keeps one of each per-symbol value for every symbol and one record per
/// constraint, so their sizes are the memory a long layout pays per constraint
/// (`trellis-bench` reports it as RSS growth). These strides are deliberate; a new field that
/// grows one should be a decision, not an accident.
@Suite("Per-symbol and per-constraint layouts")
struct LayoutTests {
    @Test("a row, a column and an owner take 32, 16 and 8 bytes a symbol")
    func perSymbol() {
        // Row: constant, scale, cell block, optional index (one word: the mask is derived).
        #expect(MemoryLayout<SparseRow>.stride == 32)
        // Column header: first and last chunk, listed count (top bit: queued), live count.
        #expect(MemoryLayout<Column>.stride == 16)
        // Owner: a plain identity, with a type's identity for "none".
        #expect(MemoryLayout<ObjectIdentifier>.stride == 8)
        // Kind, basic flag, two journal epochs, level count and an error's level key (which
        // saves a stretched stack's first layout a pivot per row; it grew the record from 12).
        #expect(MemoryLayout<SymbolInfo>.stride == 16)
    }

    @Test("a constraint's record takes 48 bytes and a row block's header 8")
    func perConstraint() {
        #expect(MemoryLayout<ConstraintRecord>.stride == 48)
        #expect(MemoryLayout<CellHeader>.stride == 8)
    }

    @Test("a symbol without an owner reports none, one with an owner reports it")
    func owners() throws {
        var tableau = Tableau()
        let constraint = Variable("x") + 0 >= 0
        let owned = tableau.makeSymbol(.slack, owner: ObjectIdentifier(constraint))
        let free = tableau.makeSymbol(.external)
        #expect(tableau.owner(of: owned) == ObjectIdentifier(constraint))
        #expect(tableau.owner(of: free) == nil)
    }
}
