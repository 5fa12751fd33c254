/// A Ticker (scheduler/ticker.dart) on the display link: it calls back once per frame with the time
/// elapsed since it started. Started during a frame, it counts from that frame; started outside one (a
/// pointer event, a trace's command), it counts from the first frame it sees, which reports zero.
final class FlutterTicker {
    /// Held: the world may release its display link before the scroll positions holding tickers, and
    /// a ticker going away unsubscribes from it (the link does not hold the ticker).
    private let displayLink: DisplayLink
    @exclusivity(unchecked) private var start: Time?
    @exclusivity(unchecked) private var subscription: Int?

    /// Starts ticking; `onTick` receives the elapsed time of each frame.
    init(displayLink: DisplayLink, onTick: @escaping (Time) -> Void) {
        self.displayLink = displayLink
        start = displayLink.currentFrame
        // Unowned(unsafe): a weak capture would give every ticker a side table; a ticker going away
        // unsubscribes (`deinit`), so the link never calls back a ticker that is gone.
        subscription = displayLink.subscribe { [unowned(unsafe) self] frame in
            let start = self.start ?? frame
            self.start = start
            onTick(frame - start)
        }
    }

    var isActive: Bool { subscription != nil }

    func stop() {
        if let subscription { displayLink.unsubscribe(subscription) }
        subscription = nil
    }

    deinit { stop() }
}
