import Testing
@testable import InteractionEngine

@Suite("Flutter hit test")
struct FlutterHitTestTests {
    private func tree(_ behavior: Widget.Behavior) -> Widget {
        let root = Widget(id: "root", frame: Rect(0, 0, 375, 812), behavior: .deferToChild)
        let back = Widget(id: "back", frame: Rect(0, 0, 375, 812))
        let front = Widget(id: "front", frame: Rect(0, 0, 375, 100), behavior: behavior)
        root.addChild(back)
        root.addChild(front)
        return root
    }

    @Test("opaque stops the widgets behind; translucent lets them be hit too; deferToChild is hit only through a child")
    func behaviors() {
        #expect(FlutterHitTest.path(tree(.opaque), at: Point(10, 10)).map(\.id) == ["front", "root"])
        #expect(FlutterHitTest.path(tree(.translucent), at: Point(10, 10)).map(\.id) == ["front", "back", "root"])
        #expect(FlutterHitTest.path(tree(.deferToChild), at: Point(10, 10)).map(\.id) == ["back", "root"])
        #expect(FlutterHitTest.path(tree(.opaque), at: Point(10, 500)).map(\.id) == ["back", "root"])
    }

    @Test("children are positioned in their parent's coordinates")
    func coordinates() {
        let root = Widget(id: "root", frame: Rect(0, 100, 375, 300), behavior: .deferToChild)
        let child = Widget(id: "child", frame: Rect(0, 50, 100, 50))
        root.addChild(child)
        #expect(FlutterHitTest.path(root, at: Point(10, 160)).map(\.id) == ["child", "root"])
        #expect(FlutterHitTest.path(root, at: Point(10, 110)).isEmpty)
    }

    /// rendering/proxy_box.dart, RenderIgnorePointer.hitTest (`!ignoring && super.hitTest`) and
    /// RenderAbsorbPointer.hitTest (`absorbing ? size.contains(position) : super.hitTest`): an ignored
    /// front widget and its child vanish from the test; an absorbing one stops it inside its bounds and
    /// adds nothing of its own, so only the ancestors hit through it are on the path.
    @Test("IgnorePointer hides a subtree; AbsorbPointer stops the test without being hit", arguments: [
        (Widget.PointerBarrier.ignore, ["back", "root"]), (.absorb, ["root"]),
    ])
    func barriers(barrier: Widget.PointerBarrier, path: [String]) {
        let root = tree(.opaque)
        let front = root.children[1]
        front.addChild(Widget(id: "inner", frame: Rect(0, 0, 50, 50)))
        front.barrier = barrier
        #expect(FlutterHitTest.path(root, at: Point(10, 10)).map(\.id) == path)
        #expect(FlutterHitTest.path(root, at: Point(10, 500)).map(\.id) == ["back", "root"])
    }

    /// gesture_detector_test.dart builds detectors over painted children (a Container with a colour): the
    /// child is hit anywhere in the frame, so a deferToChild detector is hit there and hides what is behind.
    @Test("a detector over a painted child is hit anywhere inside and hides the widgets behind")
    func paintedChild() {
        let root = tree(.deferToChild)
        root.children[1].hasPaintedChild = true
        #expect(FlutterHitTest.path(root, at: Point(10, 10)).map(\.id) == ["front", "root"])
    }
}
