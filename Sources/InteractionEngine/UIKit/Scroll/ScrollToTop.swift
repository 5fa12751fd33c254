/// The scroll-to-top gesture, a tap on the status bar (docs/semantics.md S6.7). The scroll views that
/// qualify are the key window's with `scrollsToTop` YES in its visible hierarchy. On a phone, when more
/// than one qualifies, none is asked (the default); otherwise those beneath the tap are asked, the one
/// nearest the status bar first, until one scrolls its content to the top. A scroll view asked scrolls
/// unless its delegate says no or its content is already at the top.
public enum ScrollToTop {
    /// What a tap does when several scroll views qualify (`uikit.scrollToTopSeveral`).
    public enum Several: String, Sendable, CaseIterable {
        /// None is asked: Apple's documentation for iPhone, and UIKitCore (iOS 18.2) on a phone for an app
        /// linked before an SDK its code checks (the decompilation does not show which). The default.
        case none
        /// Those beneath the tap are asked, the one whose top edge is nearest the status bar first, until
        /// one scrolls: UIKitCore (iOS 18.2) on iPad, and on a phone for an app linked on or after that SDK.
        case closest
    }

    /// What a scroll view asked to scroll to its top answers.
    public enum Answer: String, Hashable, Sendable, CaseIterable {
        /// It scrolls its content to the top, animated.
        case scrolls
        /// Its delegate's `scrollViewShouldScrollToTop(_:)` says NO (`shouldScrollToTop: false`).
        case declined
        /// Its content is already at the top.
        case atTop
    }

    /// Whether `view` counts as on screen for the gesture: it and every view above it up to and including
    /// `window` are shown (not hidden, alpha at least 0.01, as hit-testing reads alpha). Where it lies is
    /// not asked: a scroll view scrolled out of sight or off the screen still counts (docs/engine-notes.md).
    static func isInVisibleHierarchy(_ view: View, of window: Window) -> Bool {
        for current in view.selfAndAncestors {
            if current.isHidden || current.alpha < 0.01 { return false }
            if current === window { return true }
        }
        return false
    }

    /// The left edge and top edge of `view`'s frame, in screen coordinates.
    static func screenOrigin(of view: View, in window: Window) -> Point {
        window.convertToSuperview(view.convert(view.boundsOrigin, toAncestor: window))
    }
}

extension ScrollOperations {
    /// A tap on the status bar at screen x `x` (docs/semantics.md S6.7). The window searched is the key
    /// window, or with none the frontmost visible window, as UIStatusBarManager picks it.
    public func statusBarTap(atX x: Double) {
        guard world.app.state == .active else {
            return recorder.note("statusBar tap dropped (the app is not active)")
        }
        guard let window = world.app.keyWindow ?? world.app.visibleWindows.last(where: \.canBecomeKey) else {
            return recorder.record(.statusBar(.noScrollView))
        }
        var qualifying: [ScrollView] = []
        var visited = 0
        window.forEachInSubtree { view in
            visited += 1
            if let scroll = view as? ScrollView, scroll.behavior.scrollsToTop, ScrollToTop.isInVisibleHierarchy(scroll, of: window) {
                qualifying.append(scroll)
            }
        }
        world.spend(visited)
        if qualifying.count > 1, settings.scrollToTopSeveral == .none {
            return recorder.record(.statusBar(.several(qualifying.count)))
        }
        // Beneath the tap: the frame's horizontal extent on screen holds x, both edges included.
        let beneath = qualifying.enumerated().compactMap { index, scroll -> (top: Double, index: Int, scroll: ScrollView)? in
            let origin = ScrollToTop.screenOrigin(of: scroll, in: window)
            guard origin.x <= x, x <= origin.x + scroll.frame.size.width else { return nil }
            return (origin.y, index, scroll)
        }.sorted { ($0.top, $0.index) < ($1.top, $1.index) }.map(\.scroll)
        guard !beneath.isEmpty else { return recorder.record(.statusBar(.noScrollView)) }
        for scroll in beneath {
            let answer = scrollToTopAnswer(scroll)
            recorder.record(.statusBar(.asked(scroll.id, answer)))
            guard answer == .scrolls else { continue }
            return animate(scroll, to: Point(scroll.contentOffset.x, 0), over: Settings.time(settings.scrollToTopDuration))
        }
    }

    /// What `scroll` answers when asked to scroll to its top: its delegate first, then its offset (the
    /// top is offset 0: the engine models no content insets).
    func scrollToTopAnswer(_ scroll: ScrollView) -> ScrollToTop.Answer {
        if !scroll.behavior.shouldScrollToTop { return .declined }
        return scroll.contentOffset.y == 0 ? .atTop : .scrolls
    }
}
