import InteractionEngine

/// A decoded, validated trace: everything needed to replay it, with positions for every part.
public struct Trace: Sendable {
    /// The trace file as the user named it.
    public var file: String
    public var name: String
    public var bug: String?
    public var scene: Scene
    public var settings: Settings
    /// The record kinds the transcript shows.
    public var transcriptKinds: Set<RecordKind>
    /// Keep the clock running at least to this time.
    public var until: Time?
    public var events: [TraceEvent]
    public var expectations: [Expectation]
    /// Input steps in the order they run, expanded from `events` (taps, swipes, long presses).
    public var timeline: [TimelineStep]
}
