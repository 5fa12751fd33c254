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
    /// Ids that verbs and recognizer relations wrote with a page template's id (`topTabs`), each with
    /// the id of the one instance that page can have (`topTabs#1`): the replay looks up that one.
    public var resolvedReferences: [String: String] = [:]
    /// The places of the scene's views in the world's registry (`Scene.placeViews()`), which their
    /// specs carry; empty when the specs carry none.
    public var viewPlaces = ViewPlaces()
    /// The test or report the trace reproduces, when it says (`source:`).
    public var source: TraceSource?

    /// The id a reference written in the trace names at run time.
    public func resolved(_ reference: String) -> String { resolvedReferences[reference] ?? reference }
}
