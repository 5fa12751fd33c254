import Foundation
import Testing
@testable import InteractionEngine

@Suite("Hooks: hitTest and point(inside:)")
struct HitTestHooksTests {
    /// A 24 pt button whose point(inside:) takes 10 pt around it, and a record of each call.
    private static var enlarged: Hooks {
        var hooks = Hooks.builtIn
        hooks.register(pointInside: "enlarged", PointInsideHook(summary: "10 pt around") { call in
            call.view.bounds.insetBy(dx: -10, dy: -10).contains(call.point)
        })
        return hooks
    }

    @Test("a point(inside:) hook answers for its view: a tap beside the small button hits it; without the hook, its parent")
    func pointInsideDecides() {
        for hooked in [true, false] {
            let f = Fixture(hooks: Self.enlarged)
            let close = f.add("close", Rect(340, 50, 24, 24))
            if hooked { close.hookNames = ViewHookNames(pointInside: "enlarged") }
            f.start()
            #expect(f.world.hitTesting.hitTest(screenPoint: Point(335, 45))?.view === (hooked ? close : f.root))
        }
    }

    @Test("super is UIKit's answer: bounds and extra hit rects")
    func pointInsideSuper() {
        var hooks = Hooks.builtIn
        hooks.register(pointInside: "onlySuper", PointInsideHook(summary: "calls super") { $0.callSuper() })
        let f = Fixture(hooks: hooks)
        let view = f.add("v", Rect(0, 0, 50, 50))
        view.extraHitRects = [Rect(50, 0, 50, 50)]
        view.hookNames = ViewHookNames(pointInside: "onlySuper")
        f.start()
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(75, 25))?.view === view)
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(25, 75))?.view === f.root)
    }

    @Test("among many subviews (the hit index), a hooked subview is still asked outside its frame")
    func hookedViewAmongMany() {
        let f = Fixture(hooks: Self.enlarged)
        var last: View?
        for i in 0..<(SubviewHitIndex.minimumSubviews + 5) {
            last = f.add("cell\(i)", Rect(Double(i % 10) * 30, Double(i / 10) * 30 + 200, 20, 20))
        }
        let cell = try! #require(last)
        cell.hookNames = ViewHookNames(pointInside: "enlarged")
        f.start()
        let outside = Point(cell.frame.maxX + 5, cell.frame.minY)
        #expect(f.world.hitTesting.hitTest(screenPoint: outside)?.view === cell)
    }

    @Test("a hitTest hook sees UIView's values and may return another view; its record is one escaped line")
    func hitTestHook() {
        var hooks = Hooks.builtIn
        hooks.register(hitTest: "toSibling", HitTestHook(summary: "answers with its first sibling") { call in
            call.record("from \(call.view.id)\nat \(Int(call.point.x))")
            return call.view.superview?.subviews.first
        })
        let f = Fixture(hooks: hooks)
        let first = f.add("first", Rect(0, 0, 100, 100))
        let second = f.add("second", Rect(0, 200, 100, 100))
        second.hitTestBehavior = "toSibling"
        f.start()
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(10, 210))?.view === first)
        #expect(f.log([.hook]) == ["hook toSibling from second\\u{a}at 10"])
    }
}
