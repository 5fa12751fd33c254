import Testing
@testable import InteractionEngine

private enum P {
    static let screen = Rect(0, 0, 375, 812)
    /// The bottom bar's buttons are a third of the width each, from y 763 to 812.
    static func onButton(_ index: Int) -> Point { Point(125 * Double(index) + 62, 787) }
    /// A row inside the first page.
    static let row = Rect(0, 100, 375, 100)
    static let onRow = Point(187, 150)
}

/// A key window `main` whose root is a TabsView `tabs` over three pages, `feed#1` (with a row `row`
/// that handles its touches), `search#1` and `profile#1`.
private func threeTabs(_ bar: TabsView.Bar = .bottom, selected: Int = 0) -> (World, TabsView) {
    let world = World()
    let window = Window(id: "main", frame: P.screen)
    let feed = View(id: "feed#1")
    let row = View(id: "row", frame: P.row)
    row.handles = Set(TouchPhase.allCases)
    feed.addSubview(row)
    let pages = [feed, View(id: "search#1"), View(id: "profile#1")]
    let tabs = TabsView(id: "tabs", frame: P.screen, bar: bar, pages: pages, selected: selected)
    window.setRoot(tabs, controller: nil)
    world.windows.create(window, state: .key)
    return (world, tabs)
}

/// A tab controller's view (TabsView): a 49 pt bar of buttons `<tabs>.tab<i>` and the selected page
/// beside it; selecting a tab swaps the page and records `tab <tabs> <i>`.
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
        world.windows.create(window, state: .key)
        #expect(feed.frame == Rect(0, 0, 375, 763))
        world.navigation.selectTab(tabs, 1)
        world.navigation.selectTab(tabs, 1)
        world.navigation.selectTab(tabs, 5)
        #expect(feed.window == nil && profile.window === window)
        #expect(world.recorder.texts(of: [.tab, .note]) == ["tab tabs 1", "note selectTab tabs 5 ignored (there are 2 tabs)"])
        world.touches.touchDown(finger: 1, at: Point(90, 790))
        world.touches.touchUp(finger: 1, at: Point(90, 790))
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
        world.windows.create(window, state: .key)
        #expect(tabs.inheritedHitRects.map(\.source) == ["badge"] && window.inheritedHitRects.map(\.source) == ["badge"])
        world.navigation.selectTab(tabs, 1)
        #expect(tabs.inheritedHitRects.isEmpty && window.inheritedHitRects.isEmpty)
        world.navigation.selectTab(tabs, 0)
        #expect(tabs.inheritedHitRects.map(\.source) == ["badge"])
        #expect(tabs.inheritedHitRects.first?.rects == [Rect(0, -11, 50, 40)], "registered once, not twice")
    }

    @Test("a top bar puts the pages below it")
    func topBar() {
        let tabs = TabsView(id: "t", frame: Rect(0, 0, 375, 600), bar: .top, pages: [View(id: "a#1")], selected: 0)
        #expect(tabs.bar.frame.minY == 0)
        #expect(tabs.pages[0].frame == Rect(0, 49, 375, 551))
    }

    @Test("the bar is 49 pt at the bottom or the top, and the page fills the rest", arguments: [
        (TabsView.Bar.bottom, Rect(0, 763, 375, 49), Rect(0, 0, 375, 763)),
        (.top, Rect(0, 0, 375, 49), Rect(0, 49, 375, 763)),
    ])
    func barAndPageFrames(bar: TabsView.Bar, barFrame: Rect, pageFrame: Rect) {
        let (_, tabs) = threeTabs(bar)
        #expect(TabsView.barHeight == 49)
        #expect(tabs.bar.frame == barFrame)
        #expect(tabs.pages[0].frame == pageFrame)
        #expect(tabs.subviews.map(\.id) == ["feed#1", "tabs.bar"], "the page is under the bar")
    }

    @Test("the buttons are <tabs>.tab<i>, sharing the bar's width in order")
    func buttonIDs() {
        let (world, tabs) = threeTabs()
        #expect(tabs.buttons.map(\.id) == ["tabs.tab0", "tabs.tab1", "tabs.tab2"])
        #expect(tabs.buttons.map(\.frame) == [Rect(0, 0, 125, 49), Rect(125, 0, 125, 49), Rect(250, 0, 125, 49)])
        #expect(world.view("tabs.tab2") === tabs.buttons[2])
        #expect(TabsView.buttonID("tabs", 2) == "tabs.tab2" && TabsView.barID("tabs") == "tabs.bar")
    }

    @Test("tapping a tab's button selects it")
    func selectByTappingButton() {
        let (world, tabs) = threeTabs()
        world.touches.touchDown(finger: 1, at: P.onButton(2))
        #expect(tabs.selectedIndex == 0, "a button acts on touch-up-inside")
        world.touches.touchUp(finger: 1, at: P.onButton(2))
        #expect(tabs.selectedIndex == 2)
        #expect(tabs.subviews.map(\.id) == ["profile#1", "tabs.bar"])
        #expect(world.recorder.texts(of: [.tab]) == ["tab tabs 2"])
    }

    @Test("selecting the selected tab does nothing: no record, the same page stays")
    func selectingSelectedTab() {
        let (world, tabs) = threeTabs(selected: 1)
        let page = tabs.pages[1]
        let before = world.recorder.entries.count
        world.navigation.selectTab(tabs, 1)
        world.touches.touchDown(finger: 1, at: P.onButton(1))
        world.touches.touchUp(finger: 1, at: P.onButton(1))
        #expect(tabs.selectedIndex == 1 && page.superview === tabs)
        let kinds: Set<RecordKind> = [.tab, .note, .view, .exposure]
        #expect(world.recorder.entries.dropFirst(before).filter { kinds.contains($0.record.kind) }.isEmpty)
    }

    @Test("an index out of range is ignored with a note", arguments: [-1, 3])
    func outOfRange(index: Int) {
        let (world, tabs) = threeTabs()
        world.navigation.selectTab(tabs, index)
        #expect(tabs.selectedIndex == 0)
        #expect(world.recorder.texts(of: [.tab, .note]) == ["note selectTab tabs \(index) ignored (there are 3 tabs)"])
    }

    @Test("the old page leaves the window and its touches are cancelled")
    func oldPageLeaves() {
        let (world, tabs) = threeTabs()
        let feed = tabs.pages[0]
        world.touches.touchDown(finger: 1, at: P.onRow)
        world.navigation.selectTab(tabs, 1)
        #expect(feed.window == nil && feed.superview == nil)
        #expect(world.recorder.texts(of: [.deliver, .note]) == [
            "deliver 1 began row", "note touch 1 cancelled (its view left the window)", "deliver 1 cancelled row",
        ])
        world.touches.touchUp(finger: 1, at: P.onRow)
        #expect(world.recorder.texts(of: [.deliver]).count == 2, "the cancelled touch's up goes nowhere")
    }

    @Test("every change of tab is recorded, in order")
    func tabRecords() {
        let (world, tabs) = threeTabs()
        world.navigation.selectTab(tabs, 2)
        world.navigation.selectTab(tabs, 2)
        world.navigation.selectTab(tabs, 0)
        world.navigation.selectTab(tabs, 1)
        #expect(world.recorder.texts(of: [.tab]) == ["tab tabs 2", "tab tabs 0", "tab tabs 1"])
        #expect(tabs.pages.filter { $0.window != nil }.map(\.id) == ["search#1"])
    }
}
