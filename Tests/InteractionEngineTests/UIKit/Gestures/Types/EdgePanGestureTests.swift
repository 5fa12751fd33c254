import Testing
@testable import InteractionEngine

/// UIScreenEdgePanGestureRecognizer: a pan that must start within `uikit.edgeWidth` of its edges.
@Suite("Edge pan recognizer")
struct EdgePanGestureTests {
    @Test("an edge pan fails at touch down away from its edges", arguments: [
        (Point(5, 150), true), (Point(19.9, 150), true), (Point(20, 150), false), (Point(150, 150), false),
    ])
    func edges(start: Point, begins: Bool) {
        let f = gestureFixture([GestureRecognizer(id: "edge", type: EdgePanGesture(edges: [.left]), action: "back")])
        f.drag(from: start, to: Point(start.x + 100, start.y))
        #expect(f.gestures.contains("gesture edge began") == begins)
    }

    @Test("the right edge is measured from the screen's width")
    func rightEdge() {
        let f = Fixture()
        f.root.addGestureRecognizer(GestureRecognizer(id: "edge", type: EdgePanGesture(edges: [.right]), action: "forward"))
        f.start()
        f.drag(from: Point(370, 400), to: Point(200, 400))
        #expect(f.gestures.first == "gesture edge began")
    }

    @Test("top and bottom edges are measured from the screen's height")
    func verticalEdges() {
        let f = Fixture()
        f.root.addGestureRecognizer(GestureRecognizer(id: "edge", type: EdgePanGesture(edges: [.bottom]), action: "up"))
        f.start()
        f.drag(from: Point(187, 800), to: Point(187, 600))
        f.drag(from: Point(187, 780), to: Point(187, 600))
        #expect(f.gestures.filter { $0 == "gesture edge began" }.count == 1, "only the drag from within 20 pt of the bottom")
    }
}
