import Testing
@testable import InteractionEngine

/// A key window with scroll views made by `build` under its root; the world started.
private func world(_ settings: Settings = Settings(), _ build: (Fixture) -> Void) -> Fixture {
    let f = Fixture(settings: settings)
    build(f)
    f.start()
    return f
}

/// A vertical scroll view with 3000 pt of content, scrolled to `offset`, added to `parent`.
@discardableResult
private func list(_ id: String, _ frame: Rect, offset: Point = Point(0, 500), in parent: View,
                  _ configure: (ScrollView) -> Void = { _ in }) -> ScrollView {
    let scroll = ScrollView(id: id, frame: frame, contentSize: Size(frame.size.width, 3000))
    scroll.contentOffset = offset
    configure(scroll)
    parent.addSubview(scroll)
    return scroll
}

@Suite("Status bar tap (scroll to top)")
struct ScrollToTopTests {
    @Test("the one scroll view that qualifies scrolls to its top over uikit.scrollToTopDuration, keeping its x offset")
    func scrollsToTop() {
        var feed: ScrollView!
        let f = world { f in
            feed = list("feed", Rect(0, 100, 375, 600), offset: Point(30, 500), in: f.root) { $0.contentSize = Size(600, 3000) }
        }
        f.world.scrolling.statusBarTap(atX: 187)
        #expect(f.log([.statusBar, .scroll]) == ["statusBar tap feed scrolls", "scroll feed began (30, 500)"])
        f.world.clock.advance(to: .ms(150))
        #expect(feed.contentOffset == Point(30, 250), "linear: halfway at half the duration")
        f.world.clock.advance(to: .ms(300))
        #expect(feed.contentOffset == Point(30, 0))
        #expect(f.log([.scroll]).last == "scroll feed ended (30, 0)")
        #expect(!feed.isMoving)
    }

    @Test("the duration is the setting's")
    func duration() {
        var settings = Settings()
        settings.scrollToTopDuration = 1
        var feed: ScrollView!
        let f = world(settings) { f in feed = list("feed", Rect(0, 100, 375, 600), in: f.root) }
        f.world.scrolling.statusBarTap(atX: 187)
        f.world.clock.advance(to: .ms(500))
        #expect(feed.contentOffset == Point(0, 250))
        f.world.clock.advance(to: .s(1))
        #expect(feed.contentOffset == .zero)
    }

    @Test("on a phone, two scroll views that qualify make the tap do nothing, wherever the second lies")
    func several() {
        var feed: ScrollView!
        let f = world { f in
            feed = list("feed", Rect(0, 100, 375, 600), in: f.root)
            // A page of a pager beside the screen: out of sight, still in the visible hierarchy.
            list("offscreen", Rect(375, 100, 375, 600), in: f.root)
        }
        f.world.scrolling.statusBarTap(atX: 187)
        #expect(f.log([.statusBar, .scroll]) == ["statusBar tap several 2"])
        f.world.clock.advance(to: .s(1))
        #expect(feed.contentOffset == Point(0, 500))
    }

    @Test("scrollsToTop NO, a hidden or transparent view above it, or a hidden window leaves a scroll view out")
    func qualifying() {
        let f = world { f in
            list("feed", Rect(0, 100, 375, 600), in: f.root)
            list("off", Rect(0, 100, 375, 600), in: f.root) { $0.behavior.scrollsToTop = false }
            let hidden = f.add("hiddenBox", Rect(0, 0, 375, 812))
            hidden.isHidden = true
            list("inHidden", Rect(0, 100, 375, 600), in: hidden)
            let faded = f.add("fadedBox", Rect(0, 0, 375, 812))
            faded.alpha = 0.005
            list("inFaded", Rect(0, 100, 375, 600), in: faded)
            list("transparent", Rect(0, 100, 375, 600), in: f.root) { $0.alpha = 0 }
        }
        f.world.scrolling.statusBarTap(atX: 187)
        #expect(f.log([.statusBar]) == ["statusBar tap feed scrolls"])
        #expect(ScrollToTop.isInVisibleHierarchy(f.world.view("feed")!, of: f.main))
        #expect(!ScrollToTop.isInVisibleHierarchy(f.world.view("inHidden")!, of: f.main))
    }

    @Test("the delegate's NO and a content already at the top keep it still")
    func declinedAndAtTop() {
        let declines = world { f in list("feed", Rect(0, 100, 375, 600), in: f.root) { $0.behavior.shouldScrollToTop = false } }
        declines.world.scrolling.statusBarTap(atX: 187)
        #expect(declines.log([.statusBar, .scroll]) == ["statusBar tap feed declined"])
        let atTop = world { f in list("feed", Rect(0, 100, 375, 600), offset: .zero, in: f.root) }
        atTop.world.scrolling.statusBarTap(atX: 187)
        #expect(atTop.log([.statusBar, .scroll]) == ["statusBar tap feed atTop"])
        let both = world { f in list("feed", Rect(0, 100, 375, 600), offset: .zero, in: f.root) { $0.behavior.shouldScrollToTop = false } }
        both.world.scrolling.statusBarTap(atX: 187)
        #expect(both.log([.statusBar]) == ["statusBar tap feed declined"], "the delegate is asked first")
    }

    @Test("only a scroll view whose extent on the screen holds the tap's x is asked, both edges included", arguments: [
        (199.0, "statusBar tap none"), (200, "statusBar tap right scrolls"), (375, "statusBar tap right scrolls"), (376, "statusBar tap none"),
    ])
    func beneath(x: Double, record: String) {
        let f = world { f in
            let box = f.add("box", Rect(100, 0, 275, 812))
            list("right", Rect(100, 100, 175, 600), in: box)
        }
        f.world.scrolling.statusBarTap(atX: x)
        #expect(f.log([.statusBar]) == [record])
    }

    @Test("with closest, those beneath the tap are asked nearest the status bar first, until one scrolls")
    func closest() {
        var settings = Settings()
        settings.scrollToTopSeveral = .closest
        let f = world(settings) { f in
            list("lower", Rect(0, 400, 375, 400), in: f.root)
            list("upper", Rect(0, 100, 375, 300), offset: .zero, in: f.root)
            list("declining", Rect(0, 200, 375, 100), in: f.root) { $0.behavior.shouldScrollToTop = false }
            list("another", Rect(0, 450, 375, 100), in: f.root)
        }
        f.world.scrolling.statusBarTap(atX: 187)
        #expect(f.log([.statusBar]) == ["statusBar tap upper atTop", "statusBar tap declining declined", "statusBar tap lower scrolls"])
    }

    @Test("with closest, equal top edges are asked in tree order")
    func closestTies() {
        var settings = Settings()
        settings.scrollToTopSeveral = .closest
        let f = world(settings) { f in
            let box = f.add("box", Rect(0, 100, 375, 700))
            list("first", Rect(0, 0, 375, 300), offset: .zero, in: box)
            list("second", Rect(0, 100, 375, 300), in: f.root)
        }
        f.world.scrolling.statusBarTap(atX: 10)
        #expect(f.log([.statusBar]) == ["statusBar tap first atTop", "statusBar tap second scrolls"])
    }

    @Test("only the key window is searched; with none key, the frontmost visible window")
    func window() {
        let f = world { f in list("feed", Rect(0, 100, 375, 600), in: f.root) }
        let other = Window(id: "other", frame: Rect(0, 0, 375, 812))
        list("otherList", Rect(0, 0, 375, 812), in: other)
        f.world.windows.create(other, state: .visible)
        f.world.scrolling.statusBarTap(atX: 187)
        #expect(f.log([.statusBar]) == ["statusBar tap feed scrolls"], "other is in front but not key")
        f.world.app.keyWindow = nil
        f.world.clock.advance(to: .s(1))
        f.world.scrolling.statusBarTap(atX: 187)
        #expect(f.log([.statusBar]).last == "statusBar tap otherList scrolls")
    }

    @Test("while the app is not active the tap is dropped with a note")
    func inactive() {
        let f = world { f in list("feed", Rect(0, 100, 375, 600), in: f.root) }
        f.world.lifecycle.send(.resignActive)
        f.world.scrolling.statusBarTap(atX: 187)
        #expect(f.log([.statusBar, .note]).last == "note statusBar tap dropped (the app is not active)")
        #expect(f.log([.statusBar]).isEmpty)
    }

    @Test("statusBar records are their own kind, shown by default, written as declared")
    func records() {
        #expect(Record.statusBar(.noScrollView).text == "statusBar tap none")
        #expect(Record.statusBar(.several(3)).text == "statusBar tap several 3")
        #expect(Record.statusBar(.asked("feed", .atTop)).text == "statusBar tap feed atTop")
        #expect(Record.statusBar(.asked("feed", .scrolls)).kind == .statusBar)
        #expect(RecordKind.defaultSet.contains(.statusBar))
        #expect(RecordKind.kinds(startingWith: "statusBar") == RecordKinds(.statusBar))
    }
}
