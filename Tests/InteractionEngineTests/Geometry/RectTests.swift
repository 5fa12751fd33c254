import Testing
@testable import InteractionEngine

@Suite("Rect")
struct RectTests {
    @Test("contains points as CGRectContainsPoint: min edges in, max edges out")
    func containsPoint() {
        let r = Rect(10, 20, 30, 40)
        #expect(r.contains(Point(10, 20)))
        #expect(r.contains(Point(39.999, 59.999)))
        #expect(!r.contains(Point(40, 30)))
        #expect(!r.contains(Point(20, 60)))
        #expect(!Rect.zero.contains(Point(0, 0)))
    }

    @Test("contains rects edges included")
    func containsRect() {
        let r = Rect(0, 0, 100, 100)
        #expect(r.contains(Rect(0, 0, 100, 100)))
        #expect(!r.contains(Rect(-1, 0, 10, 10)))
        #expect(!r.contains(Rect(95, 0, 10, 10)))
    }
}
