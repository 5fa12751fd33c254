import InteractionEngine
import TraceYAML

/// A touch input a trace writes as one verb — a tap, a swipe, a pinch — that expands into finger
/// steps on the timeline. Each lives in one file with its `VerbDeclaration`.
package protocol InputGesture: Sendable {
    /// The verb as written: `tap`, `pinch`.
    var verbName: String { get }
    /// Its steps in order, at offsets from the event's time.
    func steps() -> [(offset: Time, action: TimelineStep.Action)]
    /// The places it names, in a fixed order; those naming a target are found when it happens.
    var places: [InputPlace] { get }
    /// The same input with its places, in `places`' order, at these screen points.
    func placed(at points: [Point]) -> any InputGesture
}

extension InputGesture {
    /// Whether a place names a view, widget or SwiftUI view to be found when the input happens.
    var namesTarget: Bool { places.contains { $0.targetID != nil } }
}

/// The declaration of a verb: its name, the shape of its argument (with the mappings that shape
/// names), one line of doc, and how it reads its argument. The event decoder, the reference and the
/// schema know verbs only through these (`Registry.verbs`).
package struct VerbDeclaration: Sendable {
    package let name: String
    package let argument: Shape
    package let doc: String
    package let mappings: [MappingShape]
    package let decode: @Sendable (YAMLNode, VerbReader) -> Verb?
    /// The command a command verb reads, for the replay's check that each has its effect.
    package private(set) var commandType: (any Command.Type)?

    package init(name: String, argument: Shape, doc: String, mappings: [MappingShape] = [],
                 decode: @escaping @Sendable (YAMLNode, VerbReader) -> Verb?) {
        self.name = name
        self.argument = argument
        self.doc = doc
        self.mappings = mappings
        self.decode = decode
    }

    /// An input verb: what it reads is an input gesture.
    package init(input name: String, argument: Shape, doc: String, mappings: [MappingShape],
                 decode: @escaping @Sendable (YAMLNode, VerbReader) -> (any InputGesture)?) {
        self.init(name: name, argument: argument, doc: doc, mappings: mappings) { node, reader in decode(node, reader).map { .input($0) } }
    }

    /// A command verb: what it reads is a command.
    package init<C: Command>(command name: String, reads: C.Type, argument: Shape, doc: String, mappings: [MappingShape] = [],
                             decode: @escaping @Sendable (YAMLNode, VerbReader) -> C?) {
        self.init(name: name, argument: argument, doc: doc, mappings: mappings) { node, reader in decode(node, reader).map { .command($0) } }
        commandType = C.self
    }
}

/// What a verb's decoder reads with: values, fingers, nested scene parts, and the argument mapping's
/// declared keys.
package struct VerbReader {
    package let values: ValueReader
    var diagnostics: Diagnostics { values.diagnostics }

    /// A finger number, 1 when not given.
    package func finger(_ node: YAMLNode?, _ what: String = "finger") -> Int? {
        guard let node else { return 1 }
        return values.integer(node, what, in: 1...EventDecoder.maxFinger)
    }

    var scenes: SceneDecoder { SceneDecoder(diagnostics: diagnostics) }

    /// The argument as a mapping whose keys are checked against `mapping`'s declaration.
    func map(_ node: YAMLNode, _ verb: VerbDeclaration, _ mapping: String) -> MappingReader? {
        guard let map = MappingReader(node, verb.name, diagnostics) else { return nil }
        map.rejectUnknown(verb.mappings.first { $0.name == mapping }?.keys.map(\.name) ?? [])
        return map
    }

    /// A duration of more than 0s and at most `limit` (a minute of 60 Hz moves is 3,600 steps).
    func duration(_ map: MappingReader, _ verb: String, limit: Time = EventDecoder.maxSwipe) -> Time? {
        guard let node = map.required("duration"), let duration = values.time(node, "duration") else { return nil }
        guard duration > .zero, duration <= limit else {
            diagnostics.error("a \(verb) lasts more than 0s and at most \(limit.traceText)", at: node.mark)
            return nil
        }
        return duration
    }
}

/// Frames of the 60 Hz sampling that moving inputs use: step k at round(k·1e6/60) µs.
enum InputFrames {
    static func offset(_ k: Int64) -> Time { .us((k * 2_000_000 + 60) / 120) }

    /// The frame offsets strictly inside `duration`, with the fraction of it each stands at.
    static func inside(_ duration: Time) -> [(offset: Time, fraction: Double)] {
        var frames: [(Time, Double)] = []
        var k: Int64 = 1
        while offset(k) < duration {
            frames.append((offset(k), Double(offset(k).microseconds) / Double(duration.microseconds)))
            k += 1
        }
        return frames
    }
}
