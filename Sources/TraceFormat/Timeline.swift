import InteractionEngine
import TraceYAML

/// One input step at one time: a touch phase, or a non-touch verb. Taps, swipes and long presses
/// expand into several steps that interleave with later events by time.
public struct TimelineStep: Sendable {
    package enum Action: Sendable {
        case down(finger: Int, at: Point)
        case move(finger: Int, to: Point)
        case up(finger: Int, at: Point)
        case cancel(finger: Int)
        /// The system takes the finger's touch; the finger stays down (docs/semantics.md S4.7).
        case systemGesture(finger: Int)
        case verb(Verb)
    }

    public var time: Time
    package var action: Action
    /// The `TraceEvent.index` of the event it comes from.
    public var event: Int
    /// Set when its point is not known until the replay: the input names a view to touch, or the
    /// finger lifts where such an input left it. `action` then holds the origin in its place.
    package var anchor: StepAnchor?

    package init(time: Time, action: Action, event: Int, anchor: StepAnchor? = nil) {
        self.time = time
        self.action = action
        self.event = event
        self.anchor = anchor
    }
}

/// Where the replay finds the point of a step whose input names a view (docs/trace-format.md, Events).
package enum StepAnchor: Sendable {
    /// Step `index` of `input`, once its places are found from the world at the input's first step.
    case input(AnchoredInput, index: Int)
    /// A lift without a point, of a finger whose last point was found in the replay: where it is.
    case whereTheFingerIs
}

/// An input that names a view, widget or SwiftUI view, shared by its steps: the replay finds its places
/// when its first step runs, from the world as it is then, and every step of it uses those points.
package final class AnchoredInput: Sendable {
    package let gesture: any InputGesture
    /// Where the event is written, for the error when a place cannot be touched.
    package let location: SourceLocation

    init(_ gesture: any InputGesture, location: SourceLocation) {
        self.gesture = gesture
        self.location = location
    }
}

package enum Timeline {
    /// The most input steps a trace may expand to: half a million touch phases, over an hour of one
    /// finger moving at 120 Hz, far beyond any bug report, and a bound on a replay's time and memory.
    package static let maxSteps = 500_000

    /// Expands events into steps in the order they run — by time, then by event order, then by step —
    /// and checks that every finger goes down before it moves or lifts and never goes down twice.
    static func expand(_ events: [TraceEvent], eventsMark: Mark, _ diagnostics: Diagnostics) -> [TimelineStep] {
        var inputs = InputSummary()
        return expand(events, shapes: EventShape.of(events), eventsMark: eventsMark, diagnostics, inputs: &inputs)
    }

    /// `expand`, given each event's shape, also summing up the fingers the steps put down
    /// (`InputSummary` of the result).
    static func expand(
        _ events: [TraceEvent], shapes: [EventShape], eventsMark: Mark, _ diagnostics: Diagnostics, inputs: inout InputSummary
    ) -> [TimelineStep] {
        var steps: [TimelineStep] = []
        // The position in `events` of each step's event (its `index` counts items that failed too),
        // stored small (an event list fits the node limit, far below Int32.max).
        var ordinals: [Int32] = []
        steps.reserveCapacity(events.count)
        ordinals.reserveCapacity(events.count)
        var inOrder = true
        // The time of the last step so far.
        var last = Time(microseconds: .min)
        for ordinal in events.indices {
            // The finger primitives are one step each, the common case of a long trace, made from
            // their shapes; other verbs are read.
            if let action = shapes[ordinal].action {
                let time = events[ordinal].time
                if time < last { inOrder = false }
                last = time
                steps.append(TimelineStep(time: time, action: action, event: events[ordinal].index))
                ordinals.append(Int32(ordinal))
            } else {
                expand(events[ordinal]) { step in
                    if step.time < last { inOrder = false }
                    last = step.time
                    steps.append(step)
                    ordinals.append(Int32(ordinal))
                }
            }
            if steps.count > maxSteps { return tooManySteps(at: events[ordinal], diagnostics) }
        }
        // A stable sort keeps each event's steps, and same-time events, in written order. Traces
        // without overlapping taps or swipes are in order already.
        if !inOrder {
            let order = steps.indices.sorted { a, b in (steps[a].time, ordinals[a], a) < (steps[b].time, ordinals[b], b) }
            steps = order.map { steps[$0] }
            ordinals = order.map { ordinals[$0] }
        }
        // Events whose times go backwards were reported by the decoder; the finger errors that follow
        // from their order (a move before its down) would only repeat that error, so they are not told.
        let eventsInOrder = zip(events, events.dropFirst()).allSatisfy { $0.time <= $1.time }
        checkFingers(&steps, ordinals: ordinals, events: events, shapes: shapes, eventsInOrder ? diagnostics : Diagnostics(file: diagnostics.file),
                     inputs: &inputs)
        return steps
    }

    /// No steps, with the error that the events up to `event` expand to more than `maxSteps`.
    private static func tooManySteps(at event: TraceEvent, _ diagnostics: Diagnostics) -> [TimelineStep] {
        diagnostics.add(Diagnostic(
            "the events up to here expand to more than \(maxSteps) input steps (each tap is 2, each swipe a move per frame); that is the limit",
            at: event.location))
        return []
    }

    /// Follows each finger through the steps in order: reports fingers that go down twice, or move,
    /// lift or are cancelled when not down; gives a lift with no point the finger's last point; and
    /// sums up the fingers that go down.
    private static func checkFingers(
        _ steps: inout [TimelineStep], ordinals: [Int32], events: [TraceEvent], shapes: [EventShape], _ diagnostics: Diagnostics,
        inputs: inout InputSummary
    ) {
        // Finger state by finger number (1...EventDecoder.maxFinger): where it is and the line it went down at.
        var fingers = [(point: Point, line: Int, anchored: Bool)?](repeating: nil, count: EventDecoder.maxFinger + 1)
        var downFingers: UInt64 = 0
        for i in steps.indices {
            let ordinal = Int(ordinals[i])
            // A finger primitive's step is its shape; the steps of inputs are read.
            let shape = shapes[ordinal]
            let step = shape.kind == .input || shape.kind == .command ? FingerStep(steps[i].action) : FingerStep(shape)
            switch step {
            case .down(let finger, let point):
                if let down = fingers[finger] {
                    diagnostics.add(Diagnostic("finger \(finger) is already down (it went down at line \(down.line))", at: events[ordinal].location))
                }
                fingers[finger] = (point, events[ordinal].location.mark.line, steps[i].anchor != nil)
                downFingers |= 1 << UInt64(finger)
                inputs.downs += 1
            case .move(let finger, let point):
                if fingers[finger] == nil {
                    diagnostics.add(Diagnostic("finger \(finger) moves but is not down", at: events[ordinal].location))
                }
                fingers[finger]?.point = point
                fingers[finger]?.anchored = steps[i].anchor != nil
            case .up(let finger):
                if fingers[finger] == nil {
                    diagnostics.add(Diagnostic("finger \(finger) lifts but is not down", at: events[ordinal].location))
                }
                if shape.kind == .up, shape.point == nil, let last = fingers[finger] {
                    steps[i].action = .up(finger: finger, at: last.point)
                    // Where an input that named a view left it is known only in the replay.
                    if last.anchored { steps[i].anchor = .whereTheFingerIs }
                }
                fingers[finger] = nil
            case .cancel(let finger):
                if fingers[finger] == nil {
                    diagnostics.add(Diagnostic("finger \(finger) is cancelled but is not down", at: events[ordinal].location))
                }
                fingers[finger] = nil
            case .taken(let finger):
                if fingers[finger] == nil {
                    diagnostics.add(Diagnostic("finger \(finger) is taken by the system but is not down", at: events[ordinal].location))
                }
            case .none:
                break
            }
        }
        while downFingers != 0 {
            inputs.fingers.insert(downFingers.trailingZeroBitCount)
            downFingers &= downFingers - 1
        }
    }

    /// The steps of one event, in order, handed to `emit`.
    static func expand(_ event: TraceEvent, _ emit: (TimelineStep) -> Void) {
        let t = event.time
        func step(_ time: Time, _ action: TimelineStep.Action) {
            emit(TimelineStep(time: time, action: action, event: event.index))
        }
        switch event.verb {
        case .down(let finger, let at): step(t, .down(finger: finger, at: at))
        case .move(let finger, let to): step(t, .move(finger: finger, to: to))
        case .up(let finger, let at): step(t, .up(finger: finger, at: at ?? .zero))
        case .cancel(let finger): step(t, .cancel(finger: finger))
        case .systemGesture(let finger): step(t, .systemGesture(finger: finger))
        case .input(let gesture) where gesture.namesTarget:
            let anchored = AnchoredInput(gesture, location: event.location)
            for (index, (offset, action)) in gesture.steps().enumerated() {
                emit(TimelineStep(time: t + offset, action: action, event: event.index, anchor: .input(anchored, index: index)))
            }
        case .input(let gesture):
            for (offset, action) in gesture.steps() { step(t + offset, action) }
        default:
            step(t, .verb(event.verb))
        }
    }
}

/// What a step does to a finger, read without copying the step's action where the event's shape
/// says it.
private enum FingerStep {
    case down(Int, Point)
    case move(Int, Point)
    case up(Int)
    case cancel(Int)
    /// The system takes the touch; the finger stays down.
    case taken(Int)
    case none

    init(_ shape: EventShape) {
        switch shape.kind {
        case .down: self = .down(shape.finger, shape.point ?? .zero)
        case .move: self = .move(shape.finger, shape.point ?? .zero)
        case .up: self = .up(shape.finger)
        case .cancel: self = .cancel(shape.finger)
        case .systemGesture: self = .taken(shape.finger)
        case .input, .command: self = .none
        }
    }

    init(_ action: TimelineStep.Action) {
        switch action {
        case .down(let finger, let at): self = .down(finger, at)
        case .move(let finger, let to): self = .move(finger, to)
        case .up(let finger, _): self = .up(finger)
        case .cancel(let finger): self = .cancel(finger)
        case .systemGesture(let finger): self = .taken(finger)
        case .verb: self = .none
        }
    }
}
