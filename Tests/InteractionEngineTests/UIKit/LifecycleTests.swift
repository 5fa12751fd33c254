import Testing
@testable import InteractionEngine

@Suite("App lifecycle")
struct LifecycleTests {
    @Test("background and foreground in UIKit's order")
    func order() {
        let world = World()
        world.lifecycle.send(.background)
        world.lifecycle.send(.foreground)
        #expect(world.recorder.texts() == [
            "app willResignActive", "app didEnterBackground", "app willEnterForeground", "app didBecomeActive",
        ])
        #expect(world.app.state == .active)
    }

    @Test("from inactive, background only enters the background")
    func inactiveToBackground() {
        let world = World()
        world.lifecycle.send(.resignActive)
        world.lifecycle.send(.background)
        world.lifecycle.send(.becomeActive)
        #expect(world.recorder.texts() == [
            "app willResignActive", "app didEnterBackground", "note app becomeActive ignored (the app is in the background)",
        ])
    }

    @Test("touches are dropped while not active, and resigning active cancels live ones")
    func touches() {
        let f = Fixture()
        f.add("card", Rect(0, 0, 100, 100), handles: Set(TouchPhase.allCases))
        f.start()
        f.world.touches.touchDown(finger: 1, at: Point(50, 50))
        f.world.lifecycle.send(.resignActive)
        f.world.touches.touchUp(finger: 1, at: Point(50, 50))
        f.tap(Point(50, 50), finger: 2)
        #expect(f.log([.deliver, .note]) == [
            "deliver 1 began card", "note touch 1 cancelled (the app resigned active)", "deliver 1 cancelled card",
            "note touch 2 dropped (the app is not active)",
        ])
    }
}
