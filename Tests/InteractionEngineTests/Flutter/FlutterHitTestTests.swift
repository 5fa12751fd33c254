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
}
