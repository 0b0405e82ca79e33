import Testing
import Trellis
import TrellisTesting
import XCTest

/// Three 60 pt squares in a row, 10 pt apart, 20 pt in from the left of a 300 × 100 window:
/// a at 20, b at 90, c at 160. Hiding b in the stack closes the gap: c moves to 90, and b,
/// 0 wide (the stack's 999.999 beats the 999 width), sits halfway into the spacing after a (85).
func makeRow() throws -> (Window, StackView, [View]) {
    let window = Window(size: Size(width: 300, height: 100))
    let squares = ["a", "b", "c"].map { View(name: $0) }
    let stack = StackView(arrangedSubviews: squares, name: "row")
    stack.spacing = 10
    window.addSubview(stack)
    var constraints = [
        stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
        stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
    ]
    for square in squares {
        let width = square.widthAnchor.constraint(equalToConstant: 60)
        width.priority = LayoutPriority(999)
        constraints += [width, square.heightAnchor.constraint(equalToConstant: 60)]
    }
    try LayoutConstraint.activateOrThrow(constraints)
    return (window, stack, squares)
}

@Test func row() throws {
    let (window, _, squares) = try makeRow()
    expectLayout(of: window, columns: .windowFrames, matches: """
        item    width  height  window x  window y
        window    300     100         0         0
          row     200      60        20        20
            a      60      60        20        20
            b      60      60        90        20
            c      60      60       160        20
        """)
    expectNoConflicts(in: window)
    expectNoAmbiguity(in: window)
    expectCollapse(hiding: squares[1], in: window, changesOnly: true, matches: """
        item   before             after              change
          row  (20, 20, 200, 60)  (20, 20, 130, 60)  width -70
            b  (90, 20, 60, 60)   (85, 20, 0, 60)    x -5, width -60
            c  (160, 20, 60, 60)  (90, 20, 60, 60)   x -70
        """)
}

final class RowXCTests: XCTestCase {
    func testRowSizes() throws {
        let (window, _, _) = try makeRow()
        expectLayout(of: window, columns: [.size], matches: """
            item    width  height
            window    300     100
              row     200      60
                a      60      60
                b      60      60
                c      60      60
            """)
    }
}
