/// Navigation and tab controllers (docs/semantics.md S6.3, S6.4): pushing and popping pages, the back
/// button and back gesture, selecting tabs.
public final class NavigationOperations {
    /// The world that made this and holds it (`World.navigation`), unchecked as `TouchDelivery.world` is.
    private unowned(unsafe) let world: World
    private let recorder: Recorder

    /// What it reads on every call is held here too, rather than looked up through the world each time.
    init(world: World) {
        self.world = world
        self.recorder = world.recorder
    }

    /// Wires a navigation view's back button and back gesture.
    func attach(_ nav: NavigationView) {
        nav.backButton?.pressHandler = { [unowned self, unowned nav] in pop(nav) }
        nav.backRecognizer?.onTransition = { [unowned self, unowned nav] recognizer in backGestureChanged(nav, recognizer) }
    }

    /// Pushes a page instance: it becomes the top page and fills the view under the bar.
    public func push(_ page: View, on nav: NavigationView) {
        if let top = nav.topPage { world.detach(top) }
        page.frame = Rect(origin: .zero, size: nav.frame.size)
        nav.stack.append(page)
        page.controller?.container = nav
        show(page, in: nav)
        recorder.record(.nav(nav.id, .push, page: page.id))
    }

    /// Pops the top page; the page below it shows again. Nothing happens with one page left.
    public func pop(_ nav: NavigationView) {
        guard nav.stack.count > 1, let top = nav.stack.popLast() else {
            return recorder.note("pop \(nav.id) ignored (only the root page is left)")
        }
        world.detach(top)
        top.controller?.container = nil
        if let below = nav.topPage {
            below.frame.origin = .zero
            show(below, in: nav)
        }
        recorder.record(.nav(nav.id, .pop, page: top.id))
    }

    /// Adds a page view under the navigation bar and refreshes the back button.
    private func show(_ page: View, in nav: NavigationView) {
        if let bar = nav.bar {
            nav.insertSubview(page, below: bar)
        } else {
            nav.addSubview(page)
        }
        world.joined(page)
        nav.backButton?.isHidden = nav.stack.count < 2
    }

    /// The interactive pop: released more than a third of the width to the right of where the finger
    /// went down it pops, otherwise the pop is cancelled (docs/semantics.md S6.3). The page's slide is not
    /// modelled as movement of its view, so touches inside it keep their coordinates — seed 001 saw a
    /// Flutter list scroll under the same drag that slid its page away.
    private func backGestureChanged(_ nav: NavigationView, _ recognizer: GestureRecognizer) {
        guard let top = nav.topPage, let touch = recognizer.touches.first else { return }
        let translation = min(max(touch.location.x - touch.startLocation.x, 0), nav.frame.size.width)
        nav.backVelocity.add(at: world.clock.now, touch.location.x)
        switch recognizer.state {
        case .began:
            nav.backVelocity.start(at: world.clock.now, touch.location.x)
            recorder.record(.nav(nav.id, .backBegan, page: top.id))
        case .ended where translation > nav.frame.size.width / 3 || nav.backVelocity.pointsPerMillisecond > world.settings.backFlickVelocity:
            pop(nav)
        case .ended, .cancelled:
            recorder.record(.nav(nav.id, .backCancelled, page: top.id))
        default:
            break
        }
    }

    /// Wires a tab view's buttons.
    func attach(_ tabs: TabsView) {
        for (index, button) in tabs.buttons.enumerated() {
            button.pressHandler = { [unowned self, unowned tabs] in selectTab(tabs, index) }
        }
    }

    /// Shows tab `index`: the old page leaves the window (its touches are cancelled), the new one
    /// fills the view beside the bar. Selecting the selected tab does nothing.
    public func selectTab(_ tabs: TabsView, _ index: Int) {
        guard tabs.pages.indices.contains(index) else {
            return recorder.note("selectTab \(tabs.id) \(index) ignored (there are \(tabs.pages.count) tabs)")
        }
        guard index != tabs.selectedIndex else { return }
        let old = tabs.pages[tabs.selectedIndex]
        if tabs.barPosition == .bottom { world.publish(.pageLeft(old)) }
        world.detach(old)
        tabs.selectedIndex = index
        tabs.install(tabs.pages[index])
        world.joined(tabs.pages[index])
        recorder.record(.tab(tabs.id, index: index))
    }
}
