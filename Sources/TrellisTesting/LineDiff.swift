/// The lines two texts share and where they differ, by longest common subsequence.
enum LineDiff {
    enum Line: Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// The largest table (expected lines × actual lines, after common ends are trimmed) compared
    /// line by line; past it the middle is shown as all removed, then all added.
    static let cellLimit = 4_000_000

    /// `expected` turned into `actual`, line by line.
    ///
    /// - Complexity: O(*n* · *m*) in the lines that differ after trimming common ends.
    static func lines(from expected: [String], to actual: [String]) -> [Line] {
        var prefix = 0
        while prefix < expected.count, prefix < actual.count, expected[prefix] == actual[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < expected.count - prefix, suffix < actual.count - prefix,
            expected[expected.count - 1 - suffix] == actual[actual.count - 1 - suffix] {
            suffix += 1
        }
        let old = Array(expected[prefix..<(expected.count - suffix)])
        let new = Array(actual[prefix..<(actual.count - suffix)])
        var result = expected[..<prefix].map(Line.same)
        result += middle(old, new)
        result += expected[(expected.count - suffix)...].map(Line.same)
        return result
    }

    private static func middle(_ old: [String], _ new: [String]) -> [Line] {
        guard !old.isEmpty, !new.isEmpty, old.count * new.count <= cellLimit else {
            return old.map(Line.removed) + new.map(Line.added)
        }
        // lengths[i][j]: the longest common subsequence of old[i...] and new[j...].
        let width = new.count + 1
        var lengths = [Int32](repeating: 0, count: (old.count + 1) * width)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i * width + j] =
                    old[i] == new[j]
                    ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var result: [Line] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                result.append(.same(old[i]))
                i += 1
                j += 1
            } else if i < old.count, j == new.count || lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                result.append(.removed(old[i]))
                i += 1
            } else {
                result.append(.added(new[j]))
                j += 1
            }
        }
        return result
    }
}
