/// What a reader of values attaches to a ``Variable`` to be told when its value may have moved.
package protocol ValueObserver: AnyObject {
    /// The value of a variable that names this observer may have moved. Called in the middle of
    /// a solver operation: it must not call back into the solver.
    func valueMayHaveMoved()
}
