/// The definitions one lowering substituted (see ``DefinitionUse``), kept without an array when
/// there is one, as there nearly always is.
///
/// A lowering keeps its uses for as long as its constraint stands, to find the constraint again
/// when a definition it used goes. As an array, one use was a heap block of its own: in a
/// 1,000-row stack's first layout, about 7,000 of its 7,972 lowerings (each item's height under its
/// intrinsic size, an alias of its row's) allocated one, written once and freed with the
/// layout, and each allocation cost about 210 instructions with the first write's cache miss.
struct DefinitionUses: RandomAccessCollection {
    private enum Storage {
        case one(DefinitionUse)
        case many([DefinitionUse])
    }

    private let storage: Storage

    /// One use.
    init(_ use: DefinitionUse) { storage = .one(use) }

    /// `uses`, kept inline when there is just one.
    init(_ uses: [DefinitionUse]) {
        storage = uses.count == 1 ? .one(uses[0]) : .many(uses)
    }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch storage {
        case .one: 1
        case .many(let uses): uses.count
        }
    }

    subscript(position: Int) -> DefinitionUse {
        switch storage {
        case .one(let use): use
        case .many(let uses): uses[position]
        }
    }

    /// `first` followed by `rest`.
    static func joined(_ first: DefinitionUse, _ rest: [DefinitionUse]) -> DefinitionUses {
        rest.isEmpty ? DefinitionUses(first) : DefinitionUses([first] + rest)
    }
}
