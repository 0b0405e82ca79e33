import Testing
import Trellis

@Suite("Geometry")
struct GeometryTests {
    @Test("descriptions use the Trellis number format")
    func descriptions() {
        #expect(Point(x: 10, y: 20.5).description == "(10, 20.5)")
        #expect(Size(width: 100.5, height: 44).description == "(100.5, 44)")
        #expect(Rect(x: 10, y: 20, width: 100.5, height: 44).description == "(10, 20, 100.5, 44)")
        #expect(
            Rect(x: -0.0, y: 1.0 / 3.0, width: -4, height: .nan).description
                == "(0, 0.333, -4, nan)")
        #expect(
            EdgeInsets(top: 8, left: 16, bottom: 8.25, right: 0).description
                == "(top: 8, left: 16, bottom: 8.25, right: 0)")
        #expect(
            DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).description
                == "(top: 1, leading: 2, bottom: 3, trailing: 4)")
        #expect(Axis.horizontal.description == "horizontal")
        #expect(Axis.vertical.description == "vertical")
        #expect(LayoutDirection.leftToRight.description == "leftToRight")
        #expect(LayoutDirection.rightToLeft.description == "rightToLeft")
    }

    @Test("zero values are all zeros")
    func zeros() {
        #expect(Point.zero == Point(x: 0, y: 0))
        #expect(Size.zero == Size(width: 0, height: 0))
        #expect(Rect.zero == Rect(origin: .zero, size: .zero))
        #expect(EdgeInsets.zero == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(
            DirectionalEdgeInsets.zero
                == DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        #expect(Rect.zero.description == "(0, 0, 0, 0)")
    }

    @Test("edges and centre of a rectangle")
    func edges() {
        let frame = Rect(x: 10, y: 20, width: 100.5, height: 44)
        #expect(frame.minX == 10)
        #expect(frame.midX == 60.25)
        #expect(frame.maxX == 110.5)
        #expect(frame.minY == 20)
        #expect(frame.midY == 42)
        #expect(frame.maxY == 64)
        #expect(frame.width == 100.5)
        #expect(frame.height == 44)
    }

    @Test("a negative size keeps its stored value but edges are standardized")
    func negativeSize() {
        let frame = Rect(x: 10, y: 0, width: -4, height: 2)
        #expect(frame.size.width == -4)
        #expect(frame.minX == 6)
        #expect(frame.midX == 8)
        #expect(frame.maxX == 10)
        #expect(frame.width == 4)
        #expect(frame.standardized == Rect(x: 6, y: 0, width: 4, height: 2))
        #expect(frame.description == "(10, 0, -4, 2)")
    }

    @Test("empty means zero width or zero height")
    func emptiness() {
        #expect(Rect.zero.isEmpty)
        #expect(Rect(x: 5, y: 5, width: 0, height: 10).isEmpty)
        #expect(Rect(x: 5, y: 5, width: 10, height: 0).isEmpty)
        #expect(!Rect(x: 5, y: 5, width: 10, height: 10).isEmpty)
        #expect(!Rect(x: 5, y: 5, width: -10, height: 10).isEmpty)
    }

    @Test("offsetting moves the origin only")
    func offsetting() {
        #expect(Point(x: 1, y: 2).offsetBy(dx: 10, dy: -2) == Point(x: 11, y: 0))
        #expect(
            Rect(x: 0, y: 0, width: 10, height: 10).offsetBy(dx: 5, dy: -5)
                == Rect(x: 5, y: -5, width: 10, height: 10))
    }

    @Test("insetting shrinks each edge and may go negative instead of returning a null rectangle")
    func insetting() {
        let box = Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(box.insetBy(dx: 10, dy: 5) == Rect(x: 10, y: 5, width: 80, height: 40))
        #expect(box.insetBy(dx: -10, dy: 0) == Rect(x: -10, y: 0, width: 120, height: 50))
        #expect(box.insetBy(dx: 60, dy: 0) == Rect(x: 60, y: 0, width: -20, height: 50))
        let padding = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        #expect(box.inset(by: padding) == Rect(x: 16, y: 8, width: 68, height: 34))
        let uneven = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(box.inset(by: uneven) == Rect(x: 2, y: 1, width: 94, height: 46))
        // Insetting works on the standardized rectangle, spanning 6...10 here.
        #expect(
            Rect(x: 10, y: 0, width: -4, height: 2).insetBy(dx: 1, dy: 0)
                == Rect(x: 7, y: 0, width: 2, height: 2))
    }

    @Test("a point on the top or left edge is inside, on the bottom or right edge outside")
    func containsPoint() {
        let box = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(box.contains(Point(x: 0, y: 0)))
        #expect(box.contains(Point(x: 9.999, y: 5)))
        #expect(!box.contains(Point(x: 10, y: 5)))
        #expect(!box.contains(Point(x: 5, y: 10)))
        #expect(!box.contains(Point(x: -0.001, y: 5)))
        #expect(!Rect(x: 0, y: 0, width: 0, height: 10).contains(Point(x: 0, y: 5)))
    }

    @Test("a rectangle contains another when it lies within its edges")
    func containsRect() {
        let box = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(box.contains(box))
        #expect(box.contains(Rect(x: 5, y: 5, width: 5, height: 5)))
        #expect(!box.contains(Rect(x: 5, y: 5, width: 6, height: 5)))
        #expect(!box.contains(Rect(x: -1, y: 0, width: 2, height: 2)))
        #expect(box.contains(Rect(x: 10, y: 10, width: 0, height: 0)))
        #expect(!box.contains(Rect(x: 11, y: 10, width: 0, height: 0)))
    }

    @Test("rectangles intersect only when they overlap with positive area")
    func intersects() {
        let left = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(left.intersects(Rect(x: 9, y: 0, width: 10, height: 10)))
        #expect(!left.intersects(Rect(x: 10, y: 0, width: 10, height: 10)))
        #expect(!left.intersects(Rect(x: 10, y: 10, width: 5, height: 5)))
        #expect(!left.intersects(Rect(x: 5, y: 5, width: 0, height: 0)))
        #expect(left.intersects(Rect(x: 12, y: 2, width: -4, height: 1)))
    }

    @Test("the intersection is the overlap, or nil when there is none")
    func intersection() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(
            a.intersection(Rect(x: 5, y: 5, width: 10, height: 10))
                == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(
            a.intersection(Rect(x: 2, y: -5, width: 3, height: 30))
                == Rect(x: 2, y: 0, width: 3, height: 10))
        #expect(a.intersection(a) == a)
        #expect(a.intersection(Rect(x: 20, y: 0, width: 10, height: 10)) == nil)
        #expect(a.intersection(Rect(x: 10, y: 0, width: 10, height: 10)) == nil)
    }

    @Test("the union spans both rectangles")
    func union() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(
            a.union(Rect(x: 20, y: 5, width: 10, height: 10))
                == Rect(x: 0, y: 0, width: 30, height: 15))
        #expect(a.union(Rect(x: 2, y: 2, width: 2, height: 2)) == a)
        #expect(
            a.union(Rect(x: -5, y: 3, width: 0, height: 0))
                == Rect(x: -5, y: 0, width: 15, height: 10))
    }

    @Test("directional insets resolve leading and trailing by layout direction")
    func directionalInsets() {
        let insets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(
            insets.edgeInsets(for: .leftToRight) == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        )
        #expect(
            insets.edgeInsets(for: .rightToLeft) == EdgeInsets(top: 1, left: 4, bottom: 3, right: 2)
        )
    }

    @Test("geometry values are hashable by value")
    func hashing() {
        let frames: Set = [
            Rect(x: 0, y: 0, width: 1, height: 1), Rect(x: 0, y: 0, width: 1, height: 1),
            Rect(x: 0, y: 0, width: 2, height: 1),
        ]
        #expect(frames.count == 2)
        #expect(Set(Axis.allCases).count == 2)
        #expect(Set(LayoutDirection.allCases).count == 2)
    }
}
