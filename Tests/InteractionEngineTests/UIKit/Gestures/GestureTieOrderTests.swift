import Testing
@testable import InteractionEngine

/// docs/semantics.md S4.3: two recognizers that may begin on the same touch batch are settled in view
/// order — deeper first by default, ancestor first with `uikit.gestureTieOrder` — and within one view
/// in the order they were added.
@Suite("Gesture tie order")
struct GestureTieOrderTests {
    /// Pans `outer.a` and `outer.b` on `outer`, `inner.a` and `inner.b` on `inner` inside it; one
    /// 20 pt move takes all four past the threshold. Returns the one that began.
    private func winner(_ order: GestureTieOrder) -> String? {
        var settings = Settings()
        settings.gestureTieOrder = order
        let f = Fixture(settings: settings)
        let outer = f.add("outer", Rect(0, 0, 375, 400))
        let inner = f.add("inner", Rect(0, 100, 375, 100), to: outer)
        for (view, names) in [(outer, ["outer.a", "outer.b"]), (inner, ["inner.a", "inner.b"])] {
            for name in names { view.addGestureRecognizer(GestureRecognizer(id: name, type: PanGesture(), action: name)) }
        }
        f.start()
        f.world.touches.touchDown(finger: 1, at: Point(100, 150))
        f.world.touches.touchMove(finger: 1, to: Point(120, 150))
        let began = f.log([.gesture]).filter { $0.hasSuffix(" began") }
        #expect(began.count == 1)
        #expect(f.log([.gesture]).filter { $0.hasSuffix(" failed") }.count == 3)
        return began.first.map { String($0.dropFirst("gesture ".count).dropLast(" began".count)) }
    }

    @Test("deeper first: the inner view's first-added pan begins and the rest fail")
    func deeperFirst() { #expect(winner(.deeperFirst) == "inner.a") }

    @Test("ancestor first: the outer view's first-added pan begins; within a view addition order still holds")
    func ancestorFirst() { #expect(winner(.ancestorFirst) == "outer.a") }

    @Test("reordering keeps each view's recognizers together and in order")
    func runs() {
        let a = View(id: "a"), b = View(id: "b"), c = View(id: "c")
        var recognizers: [GestureRecognizer] = []
        for (view, count) in [(a, 2), (b, 1), (c, 3)] {
            for index in 0..<count {
                let recognizer = GestureRecognizer(id: "\(view.id)\(index)", type: PanGesture())
                view.addGestureRecognizer(recognizer)
                recognizers.append(recognizer)
            }
        }
        #expect(GestureTieOrder.ancestorsFirst(recognizers).map(\.id) == ["c0", "c1", "c2", "b0", "a0", "a1"])
        #expect(GestureTieOrder.ancestorsFirst([]).isEmpty)
    }
}
