/// Required constraints that could not all hold, the one the engine broke, and why: the full
/// form of a ``LayoutError/unsatisfiable(constraint:conflicting:)`` diagnostic.
///
/// ``constraints`` is the *minimal* conflicting set the solver found: together they have no
/// solution, and removing (or making optional) any single one of them resolves the conflict. The
/// engine breaks the newest of them (the one added or changed last; the window's own size is never
/// broken), keeps it active, and minimises its error above every optional priority, so it still
/// holds as nearly as the others allow (UIKit's recovery at priority 1100).
///
/// ```swift
/// window.layoutIfNeeded()
/// for report in window.conflictReports {
///     print(report)            // Trellis's form, with where each constraint was made
///     print(report.uikitLog)   // UIKit's "Unable to simultaneously satisfy constraints" form
/// }
/// ```
public struct ConflictReport: Sendable, Hashable, CustomStringConvertible {
    /// One constraint of a conflicting set, described as it was when the conflict happened.
    public struct Entry: Sendable, Hashable {
        /// The one-line form: `red.width == 150`, `gap: blue.leading == red.trailing + 8`.
        public var description: String
        /// UIKit's form: `<LayoutConstraint:MyApp/File.swift:12 red.width == 150   (active)>`.
        public var uikitDescription: String
        /// Where the constraint was created (`#fileID:#line`); `nil` for constraints the engine
        /// makes itself (intrinsic content size, the window's size).
        public var location: String?

        /// Creates an entry.
        public init(description: String, uikitDescription: String, location: String?) {
            self.description = description
            self.uikitDescription = uikitDescription
            self.location = location
        }

        /// ``description`` followed by ``location`` as a comment, when known.
        var line: String {
            location.map { "\(description)  // \($0)" } ?? description
        }
    }

    /// The minimal conflicting set, in the order the constraints entered the engine; the broken
    /// one is among them (normally last: it is the newest).
    public var constraints: [Entry]
    /// The constraint the engine broke.
    public var broken: Entry
    /// Why that one: `"it is the newest constraint of the set"` and similar.
    public var reason: String

    /// Creates a report.
    public init(constraints: [Entry], broken: Entry, reason: String) {
        self.constraints = constraints
        self.broken = broken
        self.reason = reason
    }

    /// Trellis's form: the set with where each constraint was made, the broken one marked.
    ///
    /// ```text
    /// Unable to simultaneously satisfy constraints. These 2 cannot all hold:
    ///     red.width == 100  // MyApp/Card.swift:10
    ///   ! red.width == 150  // MyApp/Card.swift:11
    /// Broke `red.width == 150` (marked !): it is the newest constraint of the set. It stays active and
    /// holds as nearly as the others allow. Remove one of these constraints or make it optional
    /// (priority below 1000).
    /// ```
    public var description: String {
        var text = "Unable to simultaneously satisfy constraints. These \(constraints.count) cannot all hold:\n"
        let marked = constraints.lastIndex(of: broken)
        for (index, entry) in constraints.enumerated() {
            text += (index == marked ? "  ! " : "    ") + entry.line + "\n"
        }
        text += "Broke `\(broken.description)` (marked !): \(reason). It stays active and holds as nearly as "
        text += "the others allow. Remove one of these constraints or make it optional (priority below 1000).\n"
        return text
    }

    /// The report in the shape of UIKit's console log (spec §8.1), constraints in UIKit's
    /// description form.
    ///
    /// Two deliberate differences: no line ends in a space (UIKit's do), and the closing lines
    /// about symbolic breakpoints and the autoresizing-mask note are replaced by one line saying
    /// where Trellis keeps the report.
    public var uikitLog: String {
        var text = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            (

            """
        text += constraints.map { "    \"\($0.uikitDescription)\"" }.joined(separator: ",\n")
        text += "\n)\n\nWill attempt to recover by breaking constraint\n\(broken.uikitDescription)\n\n"
        text += "The broken constraint stays active; this report is kept in Window.conflictReports.\n"
        return text
    }
}
