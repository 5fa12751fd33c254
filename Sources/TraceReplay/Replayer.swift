import InteractionEngine
import TraceFormat

/// What one replay produced: its records with their times and causes, and where each cause was written.
public struct Replay: Sendable {
    public var trace: Trace
    /// The records of the kinds the replay kept (`Replayer.keptKinds(_:)`, or all with
    /// `keepsEveryRecord`), in order.
    public var entries: [Recorder.Entry]
    /// Where the record with cause id `id` came from.
    public func cause(_ id: Int) -> Cause? { Self.cause(id, in: trace) }

    /// Where a record of a replay of `trace` with cause id `id` came from: ids count the scene's
    /// windows, then the events. (Worked out when asked: a long recording has a cause per event, and
    /// few records are ever traced back.)
    static func cause(_ id: Int, in trace: Trace) -> Cause? {
        let windows = trace.scene.windows
        if id >= 0, id < windows.count {
            return Cause(location: windows[id].location, summary: "scene window \(windows[id].id)")
        }
        let event = id - windows.count
        guard event >= 0, event < trace.events.count else { return nil }
        return Cause(location: trace.events[event].location, summary: trace.events[event].verb.name)
    }
    /// The exposure tracker's work counts, when the scene tracks exposure.
    public var exposureStatistics: ExposureTracker.Statistics?
    /// Set when the replay stopped at a limit: what it was, at the event being replayed then.
    public var limitExceeded: Diagnostic?
    /// Every instant the clock ran input, a timer or a frame, when the replayer was asked for them
    /// (`Replayer.logsWorkInstants`); empty otherwise. The scene's building at 0 and the leftover notes
    /// at the end are not clock work and are not here.
    public var workInstants: [Time] = []

    /// Where a record came from: a scene window or an event, with the verb for messages.
    public struct Cause: Sendable, Equatable {
        public var location: SourceLocation
        public var summary: String
    }

    /// The records the transcript shows.
    public var shownEntries: [Recorder.Entry] {
        entries.filter { trace.transcriptKinds.contains($0.kind) }
    }
}

/// Replays a trace on a fresh world (docs/trace-format.md): the scene at time 0, the timeline on the
/// virtual clock, then on until nothing is pending or `until`, whichever is later, capped at 60 s
/// after the last event; leftovers are noted at the end.
public struct Replayer: Sendable {
    /// The app's hooks the replay runs.
    public var hooks: Hooks
    /// How long the clock may run past the last event waiting for pending work.
    public static let settleCap = TraceDecoder.settleCap

    /// The limits a replay runs within (docs/trace-format.md, Limits); tests lower them.
    public var workBudget = World.maxWork
    public var recordBudget = Recorder.maxWeight
    public var viewBudget = World.maxViews
    /// Keeps records of every kind but `hittest` (pictures read them all); otherwise a replay keeps only
    /// the kinds its transcript shows and its expectations may match (`keptKinds(_:)`).
    public var keepsEveryRecord = false
    /// Keeps `Replay.workInstants`, for the check of expectation windows nothing happens in.
    public var logsWorkInstants = false

    public init(hooks: Hooks = .builtIn) {
        self.hooks = hooks
    }

    public func replay(_ trace: Trace) -> Replay {
        replay(trace, stoppingAt: nil).replay
    }

    /// The replay and its world as they stand at `time` (nil: at the end, once settled), for
    /// pictures of the scene; records after `time` are not made, and leftovers are not noted.
    public func replay(_ trace: Trace, stoppingAt time: Time?) -> (replay: Replay, world: World) {
        let world = start(trace)
        if let time {
            world.clock.advance(to: time)
            return (result(trace, world), world)
        }
        finish(trace, world)
        return (result(trace, world), world)
    }

    /// The whole replay, with a look at it and its world as they stand at `time` on the way: a report
    /// draws the screen at a failure's moment and the timeline of the whole replay from one run. For a
    /// moment the replay reaches (a record's time) the whole replay is the one `replay(_:)` makes; past
    /// its end, the clock has run to `time` before the replay settles.
    public func replay(_ trace: Trace, pausingAt time: Time, _ look: (Replay, World) -> Void) -> Replay {
        let world = start(trace)
        world.clock.advance(to: time)
        look(result(trace, world), world)
        finish(trace, world)
        return result(trace, world)
    }

    /// A fresh world with the trace's scene built and its timeline scheduled, the clock at 0.
    private func start(_ trace: Trace) -> World {
        let world = World(screen: trace.scene.screen, settings: trace.settings, hooks: hooks)
        world.workBudget = workBudget
        world.recorder.weightBudget = recordBudget
        world.viewBudget = viewBudget
        world.clock.logsWorkInstants = logsWorkInstants
        if let config = trace.scene.exposure { world.exposureTracking.tracker = ExposureTracker(config: config) }
        world.adopt(trace.viewPlaces)
        // `hittest` records (one or two per view a hit test visits) are kept only when read, always.
        let everyRecord = RecordKinds.all.subtracting(RecordKinds(.hittest))
        world.recorder.keptKinds = Self.keptKinds(trace).union(keepsEveryRecord ? everyRecord : [])
        let builder = WorldBuilder(world: world, pages: trace.scene.pages, resolvedReferences: trace.resolvedReferences)
        for (id, spec) in trace.scene.windows.enumerated() {
            world.recorder.cause = id
            world.windows.create(builder.makeWindow(spec), state: spec.state)
        }
        world.recorder.cause = nil
        world.exposureTracking.checkExposure()
        // Event indexes count the items of `events:`, so a table by index is as long as that list.
        let lastIndex = trace.events.indices.reduce(-1) { max($0, trace.events[$1].index) }
        var eventCause = [Int?](repeating: nil, count: lastIndex + 1)
        for position in trace.events.indices { eventCause[trace.events[position].index] = trace.scene.windows.count + position }
        let apply = StepApplier(world: world, builder: builder)
        let timeline = trace.timeline
        let groups = Self.groupedMoves(timeline)
        let inputs = groups.map { group in
            var isTouch = true
            if case .verb = timeline[group.lowerBound].action { isTouch = false }
            return World.Input(time: timeline[group.lowerBound].time, cause: eventCause[timeline[group.lowerBound].event], changesLayout: !isTouch)
        }
        world.schedule(inputs) { index in
            let group = groups[index]
            if group.count == 1 { apply.run(timeline, at: group.lowerBound) } else { apply.runMoves(timeline[group]) }
        }
        return world
    }

    /// Runs the clock on from wherever it stands until the replay settles, then notes the leftovers
    /// (none after a limit).
    private func finish(_ trace: Trace, _ world: World) {
        settle(world, lastEvent: trace.timeline.last?.time ?? .zero, until: trace.until ?? .zero)
        if !world.recorder.overflowed { noteLeftovers(world) }
    }

    /// The replay as the world's records stand now.
    private func result(_ trace: Trace, _ world: World) -> Replay {
        let limit = world.recorder.overflowed ? limitReached(world.recorder, trace: trace) : nil
        var replay = Replay(trace: trace, entries: world.recorder.entries, exposureStatistics: world.exposureTracking.tracker?.statistics,
                            limitExceeded: limit)
        if logsWorkInstants { replay.workInstants = world.clock.workInstants }
        return replay
    }

    /// The kinds a replay of `trace` has readers for: those its transcript shows, and those whose
    /// records start with the first word of one of its expectations.
    public static func keptKinds(_ trace: Trace) -> RecordKinds {
        trace.expectations.reduce(RecordKinds(trace.transcriptKinds)) { $0.union($1.recordKinds) }
    }

    /// The error for a replay stopped at a limit: at the event being handled, or, when the limit came
    /// from work no event started (a display-link tick, a settle), after the last event before it.
    private func limitReached(_ recorder: Recorder, trace: Trace) -> Diagnostic {
        let reason = recorder.overflowReason ?? "the replay reached a limit"
        if !recorder.stoppedAtLimit, let id = recorder.overflowCause, let cause = Replay.cause(id, in: trace) {
            return Diagnostic(reason, at: cause.location)
        }
        if let id = recorder.overflowCause, let cause = Replay.cause(id, in: trace) {
            return Diagnostic("\(reason) and stopped here; that is the limit", at: cause.location)
        }
        let time = recorder.overflowTime ?? .zero
        let last = trace.timeline.last { $0.time <= time }.flatMap { step in trace.events.first { $0.index == step.event } }
        return Diagnostic("\(reason) and stopped at \(time.description)s, after the event here; that is the limit",
                          at: last?.location ?? SourceLocation(file: trace.file, mark: .start))
    }

    /// The timeline cut into groups of steps run together: moves of different fingers at the same
    /// instant go in one group, as UIKit delivers every touch that moved in a frame in one touchesMoved.
    static func groupedMoves(_ timeline: [TimelineStep]) -> [Range<Int>] {
        var groups: [Range<Int>] = []
        groups.reserveCapacity(timeline.count)
        for index in timeline.indices {
            if case .move(let finger, _) = timeline[index].action, let last = groups.last, timeline[last.upperBound - 1].time == timeline[index].time,
               case .move = timeline[last.upperBound - 1].action,
               !timeline[last].contains(where: { if case .move(finger, _) = $0.action { true } else { false } }) {
                groups[groups.count - 1] = last.lowerBound..<index + 1
            } else {
                groups.append(index..<index + 1)
            }
        }
        return groups
    }

    private func settle(_ world: World, lastEvent: Time, until: Time) {
        let cap = lastEvent + Self.settleCap
        world.clock.advance(to: min(max(lastEvent, until), cap))
        while !world.clock.isHalted, world.clock.pendingCount > 0 || world.displayLink.isRunning || !world.touches.allFingersDown.isEmpty {
            guard let next = world.clock.nextTime, next <= cap else {
                world.clock.advance(to: cap)
                return
            }
            world.clock.advance(to: next)
        }
    }

    private func noteLeftovers(_ world: World) {
        for finger in world.touches.allFingersDown {
            world.recorder.note("leftover finger \(finger) still down at the end")
        }
        for pointer in world.flutter.unresolvedArenas {
            world.recorder.note("leftover Flutter arena for pointer \(pointer) never resolved")
        }
        if world.clock.pendingCount > 0 {
            world.recorder.note("leftover \(world.clock.pendingCount) scheduled work item(s) never ran")
        }
    }
}
