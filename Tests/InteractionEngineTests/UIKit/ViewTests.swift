import Testing
@testable import InteractionEngine

/// A view's own state: what few views set lives apart, and links to a view that goes are cleared.
@Suite("View state")
struct ViewTests {
    @Test("a new view has every rarely set property at its default, and each reads back what was set")
    func rareState() {
        let view = View(id: "v")
        #expect(view.handles.isEmpty && view.handledPhases == 0)
        #expect(view.pageInstance == nil && view.hitTestBehavior == nil)
        #expect(view.extraHitRects.isEmpty && view.inheritedHitRects.isEmpty && view.hitIndex == nil)
        #expect(!view.mayHitOutsideFrame)

        view.handles = [.began, .ended]
        #expect(view.handles == [.began, .ended])
        #expect(view.handledPhases == TouchPhase.began.bit | TouchPhase.ended.bit)
        view.pageInstance = "feed#1"
        #expect(view.pageInstance == "feed#1")
        view.handles = []
        #expect(view.handledPhases == 0 && view.pageInstance == "feed#1")
    }

    @Test("a named hit test, extra rects or inherited rects each let points outside the frame in, until cleared")
    func hitRegion() {
        let view = View(id: "v")
        view.hitTestBehavior = "grabAll"
        #expect(view.mayHitOutsideFrame)
        view.hitTestBehavior = nil
        #expect(!view.mayHitOutsideFrame)
        view.extraHitRects = [Rect(0, 0, 10, 10)]
        #expect(view.mayHitOutsideFrame)
        view.extraHitRects = []
        #expect(!view.mayHitOutsideFrame)
        view.inheritedHitRects = [("child", [Rect(0, 0, 10, 10)])]
        #expect(view.mayHitOutsideFrame)
        view.inheritedHitRects[0].rects.append(Rect(20, 0, 10, 10))
        #expect(view.inheritedHitRects.map(\.rects.count) == [2])
        view.inheritedHitRects = []
        #expect(!view.mayHitOutsideFrame)
    }

    @Test("subviews and recognizers that outlive their view lose their link to it")
    func linksCleared() {
        let child = View(id: "child")
        let recognizer = GestureRecognizer(id: "tap", type: TapGesture())
        do {
            let parent = View(id: "parent")
            parent.addSubview(child)
            parent.addGestureRecognizer(recognizer)
            #expect(child.superview === parent && recognizer.view === parent)
        }
        #expect(child.superview == nil)
        #expect(recognizer.view == nil)
    }

    @Test("a tracked view stays as long as its tracker, however often it is tracked")
    func trackedViewsStay() {
        let world = World()
        weak var gone: View?
        do {
            let parent = View(id: "parent")
            gone = parent
            world.exposureTracking.trackExposure(of: parent, contentID: "a")
            world.exposureTracking.trackExposure(of: parent, contentID: "b")
        }
        #expect(gone != nil)
        #expect(world.exposureTracking.tracker!.entries.map(\.contentID) == ["a", "b"])
        #expect(world.exposureTracking.tracker!.entries.allSatisfy { $0.view === gone })
    }
}
