/// How a solver tells the objects its reader attached to variables (``Variable/observer``)
/// that a variable's value may have moved: one C function for every object, called with it.
///
/// A raw pointer and a C function pointer rather than a protocol existential: calling a protocol
/// method through an unretained existential retained and released the observer around every
/// call, two atomic operations for each value that moved (a twentieth of hiding a cell of a
/// 100-cell feed, in wall time). The function is the solver's, not each variable's: every
/// object a reader attaches is told the same way, and a variable keeps only the object (8
/// bytes, where the pair took 16 of a variable's 56).
///
/// ```swift
/// variable.observer = Unmanaged.passUnretained(item).toOpaque()
/// solver.valueObserver = ValueObserver { object in
///     Unmanaged<Item>.fromOpaque(object)._withUnsafeGuaranteedRef { $0.isStale = true }
/// }
/// ```
package struct ValueObserver: Sendable {
    /// Tells `object` that the value of a variable that names it may have moved. Called in the
    /// middle of a solver operation: it must not call back into the solver.
    package let tell: @convention(c) (UnsafeMutableRawPointer) -> Void

    /// An observer that calls `tell` with each variable's object.
    package init(tell: @convention(c) (UnsafeMutableRawPointer) -> Void) {
        self.tell = tell
    }
}
