/// The screen's frame clock: tick k at round(k * 1e6 / rate) µs, ticking only while someone needs frames.
public final class DisplayLink {
    public typealias Subscriber = (Time) -> Void

    public let rate: Int64
    private let clock: VirtualClock
    @exclusivity(unchecked) private var subscribers: [(id: Int, callback: Subscriber)] = []
    @exclusivity(unchecked) private var nextID = 0
    @exclusivity(unchecked) private var pendingTick: VirtualClock.Token?

    public init(clock: VirtualClock, rate: Int64 = 60) {
        self.clock = clock
        self.rate = rate
    }

    deinit {
        if let pendingTick { clock.cancel(pendingTick) }
    }

    /// True while at least one subscriber needs frames.
    public var isRunning: Bool { !subscribers.isEmpty }

    /// The time of the tick being delivered, while its subscribers run; nil between frames.
    @exclusivity(unchecked) public private(set) var currentFrame: Time?

    /// The time of tick `k`.
    public func tickTime(_ k: Int64) -> Time {
        Time(microseconds: (k * 2_000_000 + rate) / (2 * rate))
    }

    /// The first tick strictly after `time`.
    public func tick(after time: Time) -> Int64 {
        var k = time.microseconds * rate / 1_000_000
        while tickTime(k) <= time { k += 1 }
        return k
    }

    /// Calls `callback` on every tick until the returned id is removed.
    @discardableResult
    public func subscribe(_ callback: @escaping Subscriber) -> Int {
        let id = nextID
        nextID += 1
        subscribers.append((id, callback))
        scheduleNextTick()
        return id
    }

    public func unsubscribe(_ id: Int) {
        subscribers.removeAll { $0.id == id }
        if subscribers.isEmpty, let token = pendingTick {
            clock.cancel(token)
            pendingTick = nil
        }
    }

    private func scheduleNextTick() {
        guard pendingTick == nil, !subscribers.isEmpty else { return }
        let time = tickTime(tick(after: clock.now))
        // Unowned(unsafe): a weak capture would give the display link a side table, and send every
        // retain of it down the runtime's slow path; it cancels this tick when it goes (`deinit`), so
        // the tick never runs without it.
        pendingTick = clock.schedule(at: time) { [unowned(unsafe) self] in
            self.pendingTick = nil
            self.currentFrame = time
            // A subscriber removed by an earlier one during this frame is not called.
            for subscriber in self.subscribers where self.subscribers.contains(where: { $0.id == subscriber.id }) {
                subscriber.callback(time)
            }
            self.currentFrame = nil
            self.scheduleNextTick()
        }
    }
}
