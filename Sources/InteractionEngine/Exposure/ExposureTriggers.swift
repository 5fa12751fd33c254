extension ExposureOperations {
    /// After an input event: check at once, unless a scroll view is moving — then the display-link
    /// ticks at `fps` do it (docs/semantics.md S8.2).
    func exposureAfterEvent(changesLayout: Bool = true) {
        guard let tracker = tracker else { return }
        if changesLayout { tracker.containers = nil }  // views may have been added, moved or removed
        guard tracker.movingScrollViews.isEmpty else { return }
        checkExposure()
    }

    /// A scroll view started or stopped moving: while any moves, the tracker samples at `fps`;
    /// when the last stops, it checks once more.
    func scrollMotionChanged(_ scroll: ScrollView) {
        guard let tracker = tracker else { return }
        let id = ObjectIdentifier(scroll)
        if scroll.motion != nil { tracker.movingScrollViews.insert(id) } else { tracker.movingScrollViews.remove(id) }
        if !tracker.movingScrollViews.isEmpty, tracker.ticker == nil {
            let period = Time.us(1_000_000 / tracker.config.fps)
            var last = clock.now
            checkExposure()
            tracker.ticker = world.displayLink.subscribe { [unowned self] time in
                guard time - last >= period - .us(1) else { return }
                last = time
                checkExposure()
            }
        } else if tracker.movingScrollViews.isEmpty, let ticker = tracker.ticker {
            world.displayLink.unsubscribe(ticker)
            tracker.ticker = nil
            checkExposure()
        }
    }

    /// Lifecycle: returning from more than `backgroundReset` in the background starts a fresh round.
    func exposureLifecycle(_ event: Record.AppEvent) {
        guard let tracker = tracker else { return }
        switch event {
        case .didEnterBackground:
            tracker.backgroundedAt = clock.now
        case .willEnterForeground:
            if let since = tracker.backgroundedAt, clock.now - since > tracker.config.backgroundReset { tracker.exposed.removeAll() }
            tracker.backgroundedAt = nil
        default:
            break
        }
    }

    /// A bottom-tab switch away from a page starts a fresh round for it and every page inside it.
    func exposureLeftPage(_ page: View) {
        guard let tracker = tracker else { return }
        let instances = page.subtree.compactMap(\.pageInstance)
        tracker.exposed = tracker.exposed.filter { key in !instances.contains(key.page) }
    }

    /// Pull-to-refresh: the content reloads on the same page; nothing is exposed anew (S8.3).
    public func refresh(_ scroll: ScrollView) {
        recorder.note("refresh \(scroll.id) (the content reloads on the same page)")
        if scroll.contentOffset != .zero { world.scrolling.animate(scroll, to: .zero, over: .zero) }
    }
}
