// Symbol lists whose order does not matter (a loose column, the infeasible queue) are
// compacted by sorting and dropping repeats.
extension Array where Element == Int32 {
    /// Sorts the symbols and drops repeats (for lists whose order does not matter).
    mutating func sortAndRemoveDuplicates() {
        sort()
        var kept = 0
        for index in indices where kept == 0 || self[index] != self[kept - 1] {
            self[kept] = self[index]
            kept += 1
        }
        removeLast(count - kept)
    }
}
