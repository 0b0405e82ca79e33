/// One runnable playground page: a named scenario that builds a layout and returns what it
/// printed, so the `playgrounds` executable can show it and a golden test can compare it.
public struct Page: Sendable {
    /// The short name used on the command line (`swift run playgrounds solver`).
    public let name: String
    /// One line saying what the page shows.
    public let summary: String
    /// Builds the scenario and returns its printed text.
    public let run: @Sendable () -> String
    /// Builds the page's layouts again and returns them laid out, for pictures
    /// (`swift run playgrounds --svg DIR`); none unless given.
    public let snapshots: @Sendable () -> [Snapshot]

    /// Creates a page.
    public init(
        name: String, summary: String, snapshots: @escaping @Sendable () -> [Snapshot] = { [] },
        run: @escaping @Sendable () -> String
    ) {
        self.name = name
        self.summary = summary
        self.snapshots = snapshots
        self.run = run
    }
}

/// Every page, in the order `swift run playgrounds` prints them.
public enum Pages {
    /// All pages.
    public static let all: [Page] = [
        solver, anatomy, seasons, scroll, keyboard, multipliers, spacers, collapse, group, stack, list, builder, overlay, flow, grid, porting,
    ]

    /// The page named `name`, if any.
    public static func named(_ name: String) -> Page? { all.first { $0.name == name } }
}
