import Testing
@testable import InteractionEngine

private func navFixture(_ backGesture: NavigationView.BackGesture = .edge) -> (World, NavigationView) {
    let world = World()
    let window = Window(id: "main", frame: Rect(0, 0, 375, 812))
    let nav = NavigationView(id: "nav", frame: Rect(0, 0, 375, 812), backGesture: backGesture)
    nav.setInitialPage(View(id: "home#1"))
    window.setRoot(nav, controller: nil)
    world.windows.create(window, state: .key)
    return (world, nav)
}

@Suite("Navigation")
struct NavigationViewTests {
    @Test("push shows the new page under the bar and takes the old one out of the window; pop reverses it")
    func pushPop() {
        let (world, nav) = navFixture()
        let detail = View(id: "detail#1")
        world.navigation.push(detail, on: nav)
        #expect(nav.subviews.map(\.id) == ["detail#1", "nav.bar"])
        #expect(world.view("home#1")?.window == nil)
        #expect(nav.backButton?.isHidden == false)
        world.navigation.pop(nav)
        #expect(nav.subviews.map(\.id) == ["home#1", "nav.bar"])
        #expect(nav.backButton?.isHidden == true)
        world.navigation.pop(nav)
        #expect(world.recorder.texts(of: [.nav, .note]) == [
            "nav nav push detail#1", "nav nav pop detail#1", "note pop nav ignored (only the root page is left)",
        ])
    }

    @Test("a flick pops short of a third of the width when the finger lifts faster than uikit.backFlickVelocity",
          arguments: [(0.4, false), (0.6, true)])
    func flickPops(speed: Double, pops: Bool) {
        let (world, nav) = navFixture(.fullScreen)
        world.navigation.push(View(id: "detail#1"), on: nav)
        world.touches.touchDown(finger: 1, at: Point(100, 400))
        for ms in stride(from: Int64(20), through: 100, by: 20) {
            world.clock.advance(to: .ms(ms))
            world.touches.touchMove(finger: 1, to: Point(100 + speed * Double(ms), 400))
        }
        world.touches.touchUp(finger: 1)
        #expect((nav.stack.count == 1) == pops, "\(speed) pt/ms over 100 ms")
    }

    @Test("the back button pops on touch-up-inside")
    func backButton() {
        let (world, nav) = navFixture()
        world.navigation.push(View(id: "detail#1"), on: nav)
        world.touches.touchDown(finger: 1, at: Point(20, 20))
        world.touches.touchUp(finger: 1, at: Point(20, 20))
        #expect(nav.stack.map(\.id) == ["home#1"])
    }

    @Test("the interactive pop completes past a third of the width and is cancelled short of it",
          arguments: [(Double(125), false), (Double(126), true)])
    func interactivePop(distance: Double, pops: Bool) {
        let (world, nav) = navFixture(.fullScreen)
        world.navigation.push(View(id: "detail#1"), on: nav)
        world.touches.touchDown(finger: 1, at: Point(100, 400))
        world.touches.touchMove(finger: 1, to: Point(150, 400))
        #expect(nav.topPage?.frame.origin.x == 0, "the slide does not move the page's view")
        world.touches.touchMove(finger: 1, to: Point(100 + distance, 400))
        world.touches.touchUp(finger: 1, at: Point(100 + distance, 400))
        #expect((nav.stack.count == 1) == pops)
        #expect(world.recorder.texts(of: [.nav]).last == (pops ? "nav nav pop detail#1" : "nav nav back cancelled detail#1"))
        #expect(world.touches.allFingersDown.isEmpty)
    }
}
