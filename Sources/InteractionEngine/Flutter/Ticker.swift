/// A Ticker (scheduler/ticker.dart) on the display link: it calls back once per frame with the time
/// elapsed since it started. Started during a frame, it counts from that frame; started outside one (a
/// pointer event, a trace's command), it counts from the first frame it sees, which reports zero.
final class FlutterTicker {
    /// Weak: the world may release its display link before the scroll positions holding tickers.
    private weak var displayLink: DisplayLink?
    private var start: Time?
    private var subscription: Int?

    /// Starts ticking; `onTick` receives the elapsed time of each frame.
    init(displayLink: DisplayLink, onTick: @escaping (Time) -> Void) {
        self.displayLink = displayLink
        start = displayLink.currentFrame
        subscription = displayLink.subscribe { [weak self] frame in
            guard let self else { return }
            let start = self.start ?? frame
            self.start = start
            onTick(frame - start)
        }
    }

    var isActive: Bool { subscription != nil }

    func stop() {
        if let subscription { displayLink?.unsubscribe(subscription) }
        subscription = nil
    }

    deinit { stop() }
}
