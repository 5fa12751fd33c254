import Testing
@testable import InteractionEngine

/// docs/semantics.md S6.5: where each style puts the presented page, what happens to the presenter's
/// views, and what dismiss undoes.
@Suite("Modal presentation")
struct PresentationTests {
    /// A page root view with its own controller, as a page instance would be built.
    static func page(_ id: String, controller: String) -> View {
        let page = View(id: id)
        ViewController(id: controller).setView(page)
        return page
    }

    @Test("full screen: the presenter's root view leaves the window once the page is up, and comes back where it was")
    func fullScreen() {
        let f = Fixture()
        let overlay = View(id: "overlay", frame: Rect(0, 0, 10, 10))
        f.main.addSubview(overlay)
        f.start()
        f.world.presentation.present("detail", from: f.root.controller!, style: .fullScreen) { _ in Self.page("detail#1", controller: "detailVC#1") }
        #expect(f.root.window == nil)
        #expect(f.main.subviews.map(\.id) == ["overlay", "detail#1.container"])
        #expect(f.world.view("detail#1")?.frame == Rect(0, 0, 375, 812))
        f.world.presentation.dismiss(f.root.controller!)
        #expect(f.main.subviews.map(\.id) == ["root", "overlay"])
        #expect(f.log([.modal]) == ["modal vc present detail#1 fullScreen", "modal vc dismiss detail#1"])
    }

    @Test("a page sheet: a dimming view over the window, the card below the inset, a swipe-down pan unless modal")
    func sheet() {
        var settings = Settings()
        settings.sheetTopInset = 60
        let f = Fixture(settings: settings)
        f.start()
        f.world.presentation.present("sheet", from: f.root.controller!, style: .automatic) { _ in Self.page("sheet#1", controller: "sheetVC#1") }
        let container = f.world.view("sheet#1.container")
        #expect(container?.subviews.map(\.id) == ["sheet#1.dimming", "sheet#1"])
        #expect(f.world.view("sheet#1")?.frame == Rect(0, 60, 375, 752))
        #expect(f.world.recognizer("sheet#1.dismissPan") != nil)
        #expect(f.root.window === f.main)
        f.world.presentation.dismiss(f.root.controller!)
        f.world.presentation.present("sheet", from: f.root.controller!, style: .formSheet, modalInPresentation: true) { _ in
            Self.page("sheet#2", controller: "sheetVC#2")
        }
        #expect(f.world.view("sheet#2")?.gestureRecognizers.isEmpty == true)
        #expect(f.log([.modal]).last == "modal vc present sheet#2 formSheet")
    }

    @Test("over current context: the container covers the view of the controller that defines the context, just above it")
    func overCurrentContext() {
        let f = Fixture()
        let content = f.add("content", Rect(0, 100, 375, 500))
        f.add("toolbar", Rect(0, 700, 375, 112))
        ViewController(id: "contentVC").setView(content)
        content.controller?.definesPresentationContext = true
        f.start()
        f.world.presentation.present("filter", from: content.controller!, style: .overCurrentContext) { size in
            #expect(size == Size(375, 500))
            return Self.page("filter#1", controller: "filterVC#1")
        }
        #expect(f.root.subviews.map(\.id) == ["content", "filter#1.container", "toolbar"])
        #expect(f.world.view("filter#1.container")?.frame == Rect(0, 100, 375, 500))
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(10, 750))?.view.id == "toolbar")
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(10, 150))?.view.id == "filter#1")
    }

    @Test("a context style with no controller defining the context goes to the topmost one: the root controller covers the window")
    func overCurrentContextWithoutDefiner() {
        let f = Fixture()
        let content = f.add("content", Rect(0, 100, 375, 500))
        ViewController(id: "contentVC").setView(content)
        f.start()
        f.world.presentation.present("filter", from: content.controller!, style: .overCurrentContext) { size in
            #expect(size == Size(375, 812))
            return Self.page("filter#1", controller: "filterVC#1")
        }
        #expect(f.log([.modal]) == ["modal vc present filter#1 overCurrentContext from contentVC"])
        #expect(f.world.view("filter#1.container")?.frame == Rect(0, 0, 375, 812))
    }

    @Test("a page of a navigation stack, on screen or below the top, is contained by the navigation controller, which presents for it")
    func forwardedToNavigation() {
        let f = Fixture()
        let nav = NavigationView(id: "nav", frame: Rect(0, 0, 375, 812), backGesture: .none)
        nav.setInitialPage(Self.page("list#1", controller: "listVC#1"))
        nav.setInitialPage(Self.page("detail#1", controller: "detailVC#1"))
        f.root.addSubview(nav)
        f.start()
        let list = f.world.controller("listVC#1")
        #expect(list != nil, "the page below the top is in the world")
        #expect(f.world.presentation.parent(of: list!) === nav.controller)
        #expect(f.world.presentation.parent(of: nav.controller!) === f.root.controller, "the navigation view sits in the root controller's view")
        #expect(nav.controller?.definesPresentationContext == true)
        f.world.presentation.present("share", from: list!, style: .pageSheet) { _ in Self.page("share#1", controller: "shareVC#1") }
        #expect(f.log([.modal]) == ["modal vc present share#1 pageSheet from listVC#1"])
        #expect(f.world.presentation.presented(byOrAbove: list!)?.id == "shareVC#1")
        f.world.presentation.dismiss(list!)
        f.world.presentation.present("menu", from: list!, style: .overCurrentContext) { size in
            #expect(size == Size(375, 812))
            return Self.page("menu#1", controller: "menuVC#1")
        }
        #expect(f.log([.modal]).suffix(2) == ["modal vc dismiss share#1", "modal nav.controller present menu#1 overCurrentContext from listVC#1"])
    }

    @Test("a bottom tab bar's controller contains every tab's page, the one not shown too, and presents for it")
    func forwardedToTabs() {
        let f = Fixture()
        let tabs = TabsView(id: "tabs", frame: Rect(0, 0, 375, 812), bar: .bottom,
                            pages: [Self.page("feed#1", controller: "feedVC#1"), Self.page("me#1", controller: "meVC#1")], selected: 0)
        f.root.addSubview(tabs)
        f.start()
        let hidden = f.world.controller("meVC#1")
        #expect(hidden != nil)
        #expect(f.world.presentation.parent(of: hidden!) === tabs.controller)
        #expect(tabs.controller?.id == "tabs.controller")
        #expect(tabs.controller?.definesPresentationContext == false, "not documented for UITabBarController")
        f.world.presentation.present("share", from: hidden!, style: .fullScreen) { _ in Self.page("share#1", controller: "shareVC#1") }
        #expect(f.log([.modal]) == ["modal vc present share#1 fullScreen from meVC#1"])
        let top = TabsView(id: "topTabs", frame: Rect(0, 0, 375, 400), bar: .top, pages: [Self.page("a#1", controller: "aVC#1")], selected: 0)
        #expect(top.controller == nil, "top tabs stay inside the page holding them: no controller of their own")
    }

    @Test("a popped page has no parent and its view is out of the window: a presentation sent to it is refused")
    func poppedPageRefuses() {
        let f = Fixture()
        let nav = NavigationView(id: "nav", frame: Rect(0, 0, 375, 812), backGesture: .none)
        nav.setInitialPage(Self.page("list#1", controller: "listVC#1"))
        f.root.addSubview(nav)
        f.start()
        let detail = Self.page("detail#1", controller: "detailVC#1")
        f.world.navigation.push(detail, on: nav)
        f.world.navigation.pop(nav)
        #expect(f.world.presentation.parent(of: detail.controller!) == nil)
        f.world.presentation.present("share", from: detail.controller!, style: .fullScreen) { _ in Self.page("share#1", controller: "shareVC#1") }
        #expect(f.log([.note]).last == "note present share ignored (detailVC#1's view is not in a window)")
    }

    @Test("automatic resolves by iOS generation, and the record names the resolved style", arguments: [
        (PresentationStyle.Automatic.formSheet, "formSheet"), (.pageSheet, "pageSheet"), (.fullScreen, "fullScreen"),
    ])
    func automatic(_ generation: PresentationStyle.Automatic, _ recorded: String) {
        var settings = Settings()
        settings.automaticPresentation = generation
        let f = Fixture(settings: settings)
        f.start()
        f.world.presentation.present("sheet", from: f.root.controller!, style: .automatic) { _ in Self.page("sheet#1", controller: "sheetVC#1") }
        #expect(f.log([.modal]) == ["modal vc present sheet#1 \(recorded)"])
        #expect((f.world.view("sheet#1.dimming") != nil) == (generation != .fullScreen))
        #expect((f.root.window == nil) == (generation == .fullScreen), "full screen takes the presenter's view away")
    }

    @Test("the presented controller's next responder is its presenter; a window's root controller's is the window even out of it")
    func responderChain() {
        let f = Fixture()
        f.start()
        let page = Self.page("detail#1", controller: "detailVC#1")
        f.world.presentation.present("detail", from: f.root.controller!, style: .fullScreen) { _ in page }
        #expect(Responder.view(page).next?.id == "detailVC#1")
        #expect(Responder.controller(page.controller!).next?.id == "vc")
        #expect(Responder.controller(f.root.controller!).next?.id == "main")
    }

    @Test("refused: a presenter already presenting or out of a window makes no page; dismiss with nothing presented notes it")
    func refused() {
        let f = Fixture()
        let hidden = ViewController(id: "loose")
        hidden.setView(View(id: "looseRoot"))
        f.start()
        f.world.presentation.dismiss(f.root.controller!)
        f.world.presentation.present("a", from: f.root.controller!, style: .overFullScreen) { _ in Self.page("a#1", controller: "aVC#1") }
        var made = false
        f.world.presentation.present("b", from: f.root.controller!, style: .fullScreen) { _ in made = true; return Self.page("b#1", controller: "bVC#1") }
        f.world.presentation.present("b", from: hidden, style: .fullScreen) { _ in made = true; return Self.page("b#1", controller: "bVC#1") }
        #expect(!made)
        #expect(f.log([.note]) == [
            "note dismiss vc ignored (it presents nothing and was not presented)",
            "note present b ignored (vc is already presenting a#1)",
            "note present b ignored (loose's view is not in a window)",
        ])
    }

    @Test("dismiss sent to a presenter lower in a stack dismisses every presentation above it, topmost first")
    func stacked() {
        let f = Fixture()
        f.start()
        let a = Self.page("a#1", controller: "aVC#1")
        f.world.presentation.present("a", from: f.root.controller!, style: .pageSheet) { _ in a }
        f.world.presentation.present("b", from: a.controller!, style: .fullScreen) { _ in Self.page("b#1", controller: "bVC#1") }
        #expect(f.world.view("a#1.container")?.window == nil)
        f.world.presentation.dismiss(f.root.controller!)
        #expect(f.log([.modal]).suffix(2) == ["modal aVC#1 dismiss b#1", "modal vc dismiss a#1"])
        #expect(f.main.subviews.map(\.id) == ["root"])
        #expect(f.root.controller?.presentedViewController == nil)
    }

    @Test("a swipe down dismisses past half the card or on a flick, and settles back otherwise", arguments: [
        (to: 400.0, ms: 1000, dismissed: false),  // 346 pt < half of 758 pt, at 0.35 pt/ms
        (to: 480.0, ms: 1000, dismissed: true),   // 426 pt > 379 pt, at 0.43 pt/ms
        (to: 200.0, ms: 100, dismissed: true),    // 146 pt in 100 ms: 1.46 pt/ms
    ])
    func swipe(to: Double, ms: Int, dismissed: Bool) {
        let f = Fixture()
        f.start()
        f.world.presentation.present("s", from: f.root.controller!, style: .pageSheet) { _ in Self.page("s#1", controller: "sVC#1") }
        f.world.touches.touchDown(finger: 1, at: Point(100, 54))
        let steps = 10
        for i in 1...steps {
            f.world.clock.advance(to: f.world.clock.now + .ms(Int64(ms / steps)))
            f.world.touches.touchMove(finger: 1, to: Point(100, 54 + (to - 54) * Double(i) / Double(steps)))
        }
        f.world.touches.touchUp(finger: 1)
        #expect(f.log([.modal]).last == (dismissed ? "modal vc dismiss s#1" : "modal vc swipe cancelled s#1"))
    }

    @Test("a presentation keeps nothing alive once the world is gone: sheet, presenter and page free together")
    func noRetainCycle() {
        weak var presented: ViewController?
        weak var page: View?
        weak var container: View?
        do {
            let f = Fixture()
            f.start()
            let sheet = Self.page("s#1", controller: "sVC#1")
            f.world.presentation.present("s", from: f.root.controller!, style: .pageSheet) { _ in sheet }
            f.world.presentation.present("t", from: sheet.controller!, style: .fullScreen) { _ in Self.page("t#1", controller: "tVC#1") }
            presented = sheet.controller
            page = sheet
            container = f.world.view("s#1.container")
        }
        #expect(presented == nil)
        #expect(page == nil)
        #expect(container == nil)
    }
}
