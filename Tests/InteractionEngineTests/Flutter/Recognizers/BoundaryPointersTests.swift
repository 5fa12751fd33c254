import Testing
@testable import InteractionEngine

/// MultitouchDragStrategy.averageBoundaryPointers (gestures/monodrag.dart): within a frame an axis drag
/// moves with the pointer that has gone furthest in the direction; a pan by the average.
@Suite struct BoundaryPointersTests {
    @Test("a second pointer moves an axis drag only by what takes it past the leader")
    func axisLeader() {
        var b = BoundaryPointers()
        b.startFrame(1)
        b.record(1, Point(0, 10))
        #expect(b.resolve(2, 6, \.y) == 0)  // 6 < 10: behind the leader
        b.record(2, Point(0, 6))
        #expect(b.resolve(2, 7, \.y) == 3)  // 6 + 7 = 13 passes 10 by 3
        #expect(b.resolve(1, 5, \.y) == 5)  // the leader moves the drag by all of it
    }

    @Test("opposite directions are led separately")
    func directions() {
        var b = BoundaryPointers()
        b.startFrame(1)
        b.record(1, Point(0, 10))
        #expect(b.resolve(2, -4, \.y) == -4)  // nobody has gone up yet
    }

    @Test("a new frame forgets the last one's deltas")
    func newFrame() {
        var b = BoundaryPointers()
        b.startFrame(1)
        b.record(1, Point(0, 10))
        b.startFrame(2)
        #expect(b.isEmpty)
    }

    @Test("a pan moves by the frame's average over its accepted pointers")
    func panAverage() {
        var b = BoundaryPointers()
        b.startFrame(1)
        #expect(b.panDelta(Point(10, 0), pointers: 2) == Point(5, 0))
        b.record(1, Point(10, 0))
        // The second pointer's 10 px: the average is now 10, of which 5 was already moved.
        #expect(b.panDelta(Point(10, 0), pointers: 2) == Point(5, 0))
    }
}
