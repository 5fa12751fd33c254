import Testing
@testable import InteractionEngine

private func navFixture(_ backGesture: NavigationView.BackGesture = .edge) -> (World, NavigationView) {
    let world = World()
    let window = Window(id: "main", frame: Rect(0, 0, 375, 812))
    let nav = NavigationView(id: "nav", frame: Rect(0, 0, 375, 812), backGesture: backGesture)
    nav.setInitialPage(View(id: "home#1"))
    window.setRoot(nav, controller: nil)
    world.createWindow(window, state: .key)
    return (world, nav)
}

@Suite("Navigation")
struct NavigationViewTests {
    @Test("push shows the new page under the bar and takes the old one out of the window; pop reverses it")
    func pushPop() {
        let (world, nav) = navFixture()
        let detail = View(id: "detail#1")
        world.push(detail, on: nav)
        #expect(nav.subviews.map(\.id) == ["detail#1", "nav.bar"])
        #expect(world.view("home#1")?.window == nil)
        #expect(nav.backButton?.isHidden == false)
        world.pop(nav)
        #expect(nav.subviews.map(\.id) == ["home#1", "nav.bar"])
        #expect(nav.backButton?.isHidden == true)
        world.pop(nav)
        #expect(world.recorder.texts(of: [.nav, .note]) == [
            "nav nav push detail#1", "nav nav pop detail#1", "note pop nav ignored (only the root page is left)",
        ])
    }

    @Test("the back button pops on touch-up-inside")
    func backButton() {
        let (world, nav) = navFixture()
        world.push(View(id: "detail#1"), on: nav)
        world.touchDown(finger: 1, at: Point(20, 20))
        world.touchUp(finger: 1, at: Point(20, 20))
        #expect(nav.stack.map(\.id) == ["home#1"])
    }

    @Test("the interactive pop completes past a third of the width and is cancelled short of it",
          arguments: [(Double(125), false), (Double(126), true)])
    func interactivePop(distance: Double, pops: Bool) {
        let (world, nav) = navFixture(.fullScreen)
        world.push(View(id: "detail#1"), on: nav)
        world.touchDown(finger: 1, at: Point(100, 400))
        world.touchMove(finger: 1, to: Point(150, 400))
        #expect(nav.topPage?.frame.origin.x == 0, "the slide does not move the page's view")
        world.touchMove(finger: 1, to: Point(100 + distance, 400))
        world.touchUp(finger: 1, at: Point(100 + distance, 400))
        #expect((nav.stack.count == 1) == pops)
        #expect(world.recorder.texts(of: [.nav]).last == (pops ? "nav nav pop detail#1" : "nav nav back cancelled detail#1"))
        #expect(world.allFingersDown.isEmpty)
    }
}

@Suite("Tabs")
struct TabsViewTests {
    @Test("selecting a tab swaps the page beside the bar and records it once")
    func select() {
        let world = World()
        let window = Window(id: "main", frame: Rect(0, 0, 375, 812))
        let feed = View(id: "feed#1")
        let profile = View(id: "profile#1")
        let tabs = TabsView(id: "tabs", frame: Rect(0, 0, 375, 812), bar: .bottom, pages: [feed, profile], selected: 0)
        window.setRoot(tabs, controller: nil)
        world.createWindow(window, state: .key)
        #expect(feed.frame == Rect(0, 0, 375, 763))
        world.selectTab(tabs, 1)
        world.selectTab(tabs, 1)
        world.selectTab(tabs, 5)
        #expect(feed.window == nil && profile.window === window)
        #expect(world.recorder.texts(of: [.tab, .note]) == ["tab tabs 1", "note selectTab tabs 5 ignored (there are 2 tabs)"])
        world.touchDown(finger: 1, at: Point(90, 790))
        world.touchUp(finger: 1, at: Point(90, 790))
        #expect(tabs.selectedIndex == 0)
    }

    @Test("a page's extra hit rects leave with it and come back with it, like any removed view's")
    func extraHitRectsFollowThePage() {
        let world = World()
        let window = Window(id: "main", frame: Rect(0, 0, 375, 812))
        let feed = View(id: "feed#1")
        let badge = View(id: "badge", frame: Rect(0, 0, 50, 50))
        badge.extraHitRects = [Rect(0, -60, 50, 40)]  // reaches above the tabs view and the window
        feed.addSubview(badge)
        let tabs = TabsView(id: "tabs", frame: Rect(0, 0, 375, 812), bar: .top, pages: [feed, View(id: "profile#1")], selected: 0)
        window.setRoot(tabs, controller: nil)
        world.createWindow(window, state: .key)
        #expect(tabs.inheritedHitRects.map(\.source) == ["badge"] && window.inheritedHitRects.map(\.source) == ["badge"])
        world.selectTab(tabs, 1)
        #expect(tabs.inheritedHitRects.isEmpty && window.inheritedHitRects.isEmpty)
        world.selectTab(tabs, 0)
        #expect(tabs.inheritedHitRects.map(\.source) == ["badge"])
        #expect(tabs.inheritedHitRects.first?.rects == [Rect(0, -11, 50, 40)], "registered once, not twice")
    }

    @Test("a top bar puts the pages below it")
    func topBar() {
        let tabs = TabsView(id: "t", frame: Rect(0, 0, 375, 600), bar: .top, pages: [View(id: "a#1")], selected: 0)
        #expect(tabs.bar.frame.minY == 0)
        #expect(tabs.pages[0].frame == Rect(0, 49, 375, 551))
    }
}
