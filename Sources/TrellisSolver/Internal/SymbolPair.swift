/// A constraint's marker and other symbol (−1 when it has none), as a sequence of the present
/// ones.
struct SymbolPair: Sequence, IteratorProtocol {
    private let pair: (Int32, Int32)
    private var index = 0

    init(_ marker: Int32, _ other: Int32) { pair = (marker, other) }

    mutating func next() -> Int32? {
        while index < 2 {
            let symbol = index == 0 ? pair.0 : pair.1
            index += 1
            if symbol >= 0 { return symbol }
        }
        return nil
    }
}
