/// What a reader of values attaches to a ``Variable`` to be told when its value may have moved:
/// an object, unretained, and a function that tells it.
///
/// A raw pointer and a C function pointer rather than a protocol existential: calling a protocol
/// method through an unretained existential retained and released the observer around every
/// call, two atomic operations for each value that moved (a twentieth of hiding a cell of a
/// 100-cell feed, in wall time).
///
/// ```swift
/// variable.observer = ValueObserver(object: Unmanaged.passUnretained(item).toOpaque()) { object in
///     Unmanaged<Item>.fromOpaque(object)._withUnsafeGuaranteedRef { $0.isStale = true }
/// }
/// ```
package struct ValueObserver {
    /// The observer, unretained: whoever attaches it clears it before the object goes.
    package let object: UnsafeMutableRawPointer
    /// Tells `object` that the value of a variable that names it may have moved. Called in the
    /// middle of a solver operation: it must not call back into the solver.
    package let tell: @convention(c) (UnsafeMutableRawPointer) -> Void

    /// An observer that calls `tell` with `object`.
    package init(object: UnsafeMutableRawPointer, tell: @convention(c) (UnsafeMutableRawPointer) -> Void) {
        self.object = object
        self.tell = tell
    }

    /// Tells the observer.
    @inline(__always)
    package func valueMayHaveMoved() { tell(object) }
}
