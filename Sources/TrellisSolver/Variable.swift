/// An unknown the solver finds a value for.
///
/// Variables are compared by identity: two variables with the same name are different unknowns.
/// The name appears in ``Solver/dump()`` and in error messages. A variable can be used in several
/// solvers; each solver gives it its own internal symbol the first time a constraint mentions it.
///
/// ```swift
/// let x = Variable("x")
/// try solver.addConstraint(x + 0 >= 10)
/// solver.value(of: x)  // 10
/// ```
public final class Variable: Hashable, Sendable, CustomStringConvertible {
    /// The name used in dumps and messages.
    public var name: String { part == .whole ? stem : stem + "." + part.text }

    /// The name as given, or its stem when ``part`` names the rest.
    private let stem: String
    /// Which part of something named ``stem`` the variable is: a layout item's four variables
    /// share the item's name and are told apart by it, so that making an item builds no string
    /// (four string interpolations were about 700 instructions an item, 1.3 % of a feed's first
    /// layout, which makes guides).
    private let part: Part
    /// Whether the variable belongs to a layout item (made by ``init(_:part:)``), whose owner is
    /// not `Sendable`: one thread at a time reaches it, so the first solver to give it a node
    /// may keep its ``nodeHint`` for good and no table entry (see `EvaluationPlan.node(of:)`).
    /// A variable made by ``init(_:)`` may be shared by solvers on several threads: its hint is
    /// only ever a shortcut, every solver keeping it in its table too. Declared beside
    /// ``part``, in the padding after it: a variable stays 56 bytes.
    package let isConfined: Bool
    /// The node a solver's definitions gave the variable (−1: none ever did), a hint checked on
    /// use against the node's own record (see `EvaluationPlan.node(of:)`): the definitions
    /// probed their table of variables for every term of every constraint they weighed (3.8 %
    /// of the 1,000-row `fill` tree's first-layout samples in perf), where a field of the
    /// variable the term holds is a load and a comparison. For a confined variable it is
    /// written once, by the first solver; otherwise by each solver that gives it a node.
    /// Another solver, or a restored copy of this one's definitions, may hold the variable
    /// elsewhere: then the check fails and the table answers.
    @exclusivity(unchecked) package nonisolated(unsafe) var nodeHint: Int32 = -1
    /// The symbol a solver's tableau gave the variable (−1: none ever did), under the same rules
    /// as ``nodeHint`` (see `Tableau.symbol(of:)`). Beside it, where the observer's function
    /// was: a variable stays 56 bytes.
    @exclusivity(unchecked) package nonisolated(unsafe) var symbolHint: Int32 = -1

    /// What a reader of values attaches to the variable (the layout engine: the item whose frame
    /// the variable is part of), told through the solver's ``Solver/valueObserver`` whenever the
    /// variable's value may have moved (see ``Solver/takeValueChanges()``). Unretained: whoever
    /// sets it clears it before the object goes, so it never dangles. Set once after creation
    /// and cleared once, by the object itself, so it skips the run-time exclusivity check (76
    /// instructions a read, measured).
    @exclusivity(unchecked) package nonisolated(unsafe) var observer: UnsafeMutableRawPointer?

    /// The ``nodeHint`` of the live variable with identity `id`, read without retaining it.
    @inline(__always)
    static func nodeHint(of id: ObjectIdentifier) -> Int32 {
        guard let address = UnsafeRawPointer(bitPattern: UInt(bitPattern: id)) else { return -1 }
        return Unmanaged<Variable>.fromOpaque(address)._withUnsafeGuaranteedRef { $0.nodeHint }
    }

    /// The ``symbolHint`` of the live variable with identity `id`, read without retaining it.
    @inline(__always)
    static func symbolHint(of id: ObjectIdentifier) -> Int32 {
        guard let address = UnsafeRawPointer(bitPattern: UInt(bitPattern: id)) else { return -1 }
        return Unmanaged<Variable>.fromOpaque(address)._withUnsafeGuaranteedRef { $0.symbolHint }
    }

    /// Sets ``observer``; what another module calls. Out of line: an assignment compiled into
    /// the layout module is checked for exclusive access at run time all the same (the attribute
    /// does not cross modules), a `swift_beginAccess` of about 80 instructions for each of an
    /// item's four variables.
    @inline(never)
    package func setObserver(_ observer: UnsafeMutableRawPointer?) {
        self.observer = observer
    }

    /// Creates a variable named `name`.
    public init(_ name: String = "v") {
        stem = name
        part = .whole
        isConfined = false
    }

    /// Creates a variable named `stem.part` (`red.width`), the name built only when asked.
    package init(_ stem: String, part: Part) {
        self.stem = stem
        self.part = part
        isConfined = true
    }

    /// The part of a named thing a variable stands for (see ``init(_:part:)``).
    package enum Part: UInt8, Sendable {
        /// The variable's own name, with no part.
        case whole
        case minX, minY, width, height

        /// The suffix after the stem.
        var text: String {
            switch self {
            case .whole: ""
            case .minX: "minX"
            case .minY: "minY"
            case .width: "width"
            case .height: "height"
            }
        }
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The variable's name.
    public var description: String { name }
}
