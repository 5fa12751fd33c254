/// A clock that moves only when told to, running scheduled work in (time, lane, scheduling order)
/// order (docs/semantics.md S1.2).
///
/// `now` is set to an item's time before the item runs; work scheduled for a time already passed
/// runs at `now` (the clock never moves backwards).
public final class VirtualClock {
    /// A handle for cancelling scheduled work.
    public struct Token: Hashable, Sendable {
        fileprivate let sequence: Int64
    }

    /// Which work runs first when several items fall due at the same microsecond.
    public enum Lane: Int8, Sendable {
        /// A timer that was waiting for this instant (a deadline): it has expired by the time input at
        /// the same instant is handled.
        case timer = 0
        /// Input, display frames and work due at once: in the order they were scheduled.
        case input = 1
    }

    private struct Entry {
        var time: Time
        var lane: Int8
        var sequence: Int64
        var action: (() -> Void)?

        func precedes(_ other: Entry) -> Bool { (time, lane, sequence) < (other.time, other.lane, other.sequence) }
    }

    @exclusivity(unchecked) public private(set) var now: Time = .zero
    /// Once halted (a replay over its limits), the clock runs nothing more.
    @exclusivity(unchecked) public private(set) var isHalted = false
    @exclusivity(unchecked) private var heap: [Entry] = []
    /// Whether each scheduled item, by sequence number, is still to run: a cancelled item stays in the
    /// heap until it comes up and is dropped there, so scheduling and cancelling hash nothing.
    @exclusivity(unchecked) private var waiting: [Bool] = []
    /// How many heap items are still to run.
    @exclusivity(unchecked) private var waitingCount = 0
    @exclusivity(unchecked) private var nextSequence: Int64 = 0
    /// Input known in advance (`schedule(inputsAt:_:)`), in time order: it waits in this array, not in
    /// the heap, and `inputCursor` is the next to run.
    @exclusivity(unchecked) private var inputs: [Time] = []
    @exclusivity(unchecked) private var inputCursor = 0
    /// The sequence number of `inputs[0]`; input `i` has `inputBase + i`.
    @exclusivity(unchecked) private var inputBase: Int64 = 0
    @exclusivity(unchecked) private var runInput: ((Int) -> Void)?

    /// Whether `workInstants` is kept (off by default: a replay for its transcript has no reader).
    @exclusivity(unchecked) public var logsWorkInstants = false
    /// The instants at which scheduled work ran — input, a timer, a frame — each once, in order, while
    /// `logsWorkInstants` is on. Cancelled work never runs and is not here.
    @exclusivity(unchecked) public private(set) var workInstants: [Time] = []

    public init() {}

    /// How many scheduled items have not run or been cancelled.
    public var pendingCount: Int { waitingCount + inputs.count - inputCursor }

    /// The time of the next scheduled item, if any.
    public var nextTime: Time? {
        dropCancelledHead()
        guard inputCursor < inputs.count else { return heap.first?.time }
        guard let head = heap.first else { return inputs[inputCursor] }
        return min(head.time, inputs[inputCursor])
    }

    /// Schedules a run of input items at `times`, as if each were scheduled in the input lane now, one
    /// after another: `run(i)` runs item `i`. A first run in time order, none before now, waits outside
    /// the heap, so a replay of a hundred thousand touch phases keeps only its timers there; any other
    /// run goes into the heap item by item, to the same effect.
    public func schedule(inputsAt times: [Time], _ run: @escaping (Int) -> Void) {
        guard !times.isEmpty else { return }
        guard inputs.isEmpty, runInput == nil, (times.first ?? now) >= now, zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }) else {
            for (index, time) in times.enumerated() { schedule(at: time) { run(index) } }
            return
        }
        inputs = times
        inputBase = nextSequence
        nextSequence += Int64(times.count)
        waiting.append(contentsOf: repeatElement(false, count: times.count))  // not in the heap
        runInput = run
    }

    /// Schedules `action` at `time` (or now, if `time` has passed), in the input lane.
    @discardableResult
    public func schedule(at time: Time, lane: Lane = .input, _ action: @escaping () -> Void) -> Token {
        let sequence = nextSequence
        nextSequence += 1
        waiting.append(true)
        waitingCount += 1
        push(Entry(time: max(time, now), lane: lane.rawValue, sequence: sequence, action: action))
        return Token(sequence: sequence)
    }

    /// Schedules a timer `delay` from now: one that has to wait runs before input due at the same
    /// instant; one due at once runs in order with the input of this instant.
    @discardableResult
    public func schedule(after delay: Time, _ action: @escaping () -> Void) -> Token {
        schedule(at: now + delay, lane: delay > .zero ? .timer : .input, action)
    }

    /// Cancels scheduled work; cancelling work that already ran does nothing.
    public func cancel(_ token: Token) {
        guard waiting[Int(token.sequence)] else { return }
        waiting[Int(token.sequence)] = false
        waitingCount -= 1
    }

    public func isPending(_ token: Token) -> Bool { waiting[Int(token.sequence)] }

    /// Stops the clock for good: `advance` runs nothing after this.
    public func halt() { isHalted = true }

    /// Runs every item due at or before `time`, in order, then sets `now` to `time`.
    public func advance(to time: Time) {
        while !isHalted {
            dropCancelledHead()
            if inputCursor < inputs.count, let run = runInput {
                let input = Entry(time: inputs[inputCursor], lane: Lane.input.rawValue, sequence: inputBase + Int64(inputCursor), action: nil)
                if heap.first.map({ input.precedes($0) }) ?? true {
                    guard input.time <= time else { break }
                    inputCursor += 1
                    now = input.time
                    if logsWorkInstants { logWorkInstant() }
                    // The last input lets go of the run's work, and of what that work holds.
                    if inputCursor == inputs.count { runInput = nil }
                    run(inputCursor - 1)
                    continue
                }
            }
            guard let head = heap.first, head.time <= time else { break }
            let entry = pop()
            waiting[Int(entry.sequence)] = false
            waitingCount -= 1
            now = entry.time
            if logsWorkInstants { logWorkInstant() }
            entry.action?()
        }
        if time > now { now = time }
    }

    private func logWorkInstant() {
        if workInstants.last != now { workInstants.append(now) }
    }

    // MARK: - Binary heap on (time, sequence)

    private func dropCancelledHead() {
        while let head = heap.first, !waiting[Int(head.sequence)] { _ = pop() }
    }

    private func push(_ entry: Entry) {
        heap.append(entry)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private func pop() -> Entry {
        let top = heap[0]
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                let right = left + 1
                var best = parent
                if left < heap.count, heap[left].precedes(heap[best]) { best = left }
                if right < heap.count, heap[right].precedes(heap[best]) { best = right }
                if best == parent { break }
                heap.swapAt(parent, best)
                parent = best
            }
        }
        return top
    }
}
