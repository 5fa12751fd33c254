import InteractionEngine
import TraceYAML

/// Decodes and validates a trace document (docs/trace-format.md), collecting every error it can
/// find with its position rather than stopping at the first.
public struct TraceDecoder {
    /// The names of the hooks traces may use (`hitTest:`, `delegate:`, `class:`…).
    public var hookNames: HookNames
    /// Reads another file a trace names (a `.scene.yaml`), by its display path.
    public var readFile: (String) -> Result<[UInt8], ReadError>
    public var limits: YAMLLimits
    /// Whether the common items of `events:` are read straight from parser events (the event
    /// shortcut); without it every item is built as a node first, the reference the shortcut must match.
    package var usesEventShortcut = true

    public init(
        hookNames: HookNames = Hooks.builtIn.names,
        limits: YAMLLimits = .default,
        readFile: @escaping (String) -> Result<[UInt8], ReadError>
    ) {
        self.hookNames = hookNames
        self.limits = limits
        self.readFile = readFile
    }

    /// How long a replay may run past its last event (docs/trace-format.md).
    public static let settleCap = Time.s(60)

    static let documentKeys = DocumentFields.document.map(\.name)

    /// Parses and decodes the bytes of the trace at `file`.
    public func decode(file: String, bytes: [UInt8]) -> Result<Trace, DiagnosticError> {
        decodeCounting(file: file, bytes: bytes).result
    }

    /// How many items of `events:` the event shortcut was offered, and how many it took.
    package struct ShortcutCounts: Sendable, Equatable {
        package var offered = 0
        package var taken = 0
    }

    /// `decode`, also telling how much of `events:` the event shortcut read.
    package func decodeCounting(file: String, bytes: [UInt8]) -> (result: Result<Trace, DiagnosticError>, counts: ShortcutCounts) {
        let diagnostics = Diagnostics(file: file)
        let root: YAMLNode?
        var held = HeldItems()
        do {
            if usesEventShortcut {
                (root, held) = try YAMLParser.parse(bytes, limits: limits, holdingItemsOf: EventShortcut.rootKey)
            } else {
                root = try YAMLParser.parse(bytes, limits: limits)
            }
        } catch {
            return (.failure(DiagnosticError([Diagnostic(error.message, at: SourceLocation(file: file, mark: error.mark))])), ShortcutCounts())
        }
        let (taken, declined) = EventShortcut.read(held, file: file)
        held = HeldItems()
        let counts = ShortcutCounts(offered: taken.count + declined.count, taken: taken.count)
        guard let root, !root.isNull else {
            diagnostics.error("the file is empty; a trace is a mapping with at least 'name', 'scene' and 'events'", at: .start)
            return (.failure(DiagnosticError(diagnostics.sorted)), counts)
        }
        let trace = decodeDocument(root, taken: taken, declined: declined, file: file, diagnostics)
        if let trace, diagnostics.isEmpty { return (.success(trace), counts) }
        return (.failure(DiagnosticError(diagnostics.sorted)), counts)
    }

    /// Parses and checks a `.scene.yaml` file on its own (`lint` uses this for scenes).
    public func decodeScene(file: String, bytes: [UInt8]) -> Result<Scene, DiagnosticError> {
        let diagnostics = Diagnostics(file: file)
        do {
            guard let root = try YAMLParser.parse(bytes, limits: limits), !root.isNull else {
                diagnostics.error("the scene file is empty", at: .start)
                return .failure(DiagnosticError(diagnostics.sorted))
            }
            let scene = SceneDecoder(diagnostics: diagnostics).decodeScene(root, file: file)
            if let scene {
                var table = IDTable(diagnostics: diagnostics, hooks: hookNames)
                table.check(scene: scene, events: [], expectations: [])
            }
            if let scene, diagnostics.isEmpty { return .success(scene) }
        } catch {
            diagnostics.error(error.message, at: error.mark)
        }
        return .failure(DiagnosticError(diagnostics.sorted))
    }

    private func decodeDocument(
        _ root: YAMLNode, taken: consuming TakenEvents, declined: [(index: Int, node: YAMLNode)], file: String,
        _ diagnostics: Diagnostics
    ) -> Trace? {
        guard let doc = MappingReader(root, "a trace", diagnostics) else { return nil }
        doc.rejectUnknown(Self.documentKeys)
        let values = ValueReader(diagnostics: diagnostics)
        if let format = doc["format"], let version = values.integer(format, "format", in: 0...Int.max), version != 1 {
            diagnostics.error("format \(version) is not supported; 1 is the only version", at: format.mark)
        }
        let name = doc.required("name").flatMap { values.line($0, "name") }
        let bug = doc["bug"].flatMap { values.text($0, "bug") }
        let source = doc["source"].flatMap { TraceSource.decode($0, diagnostics) }
        let scene = doc.required("scene").flatMap { decodeSceneReference($0, file: file, diagnostics) }
        let settings = doc["settings"].map { decodeSettings($0, diagnostics) } ?? Settings()
        let kinds = doc["transcript"].map { decodeTranscript($0, diagnostics) } ?? RecordKind.defaultSet
        let until = doc["until"].flatMap { values.time($0, "until") }
        let eventsNode = doc.required("events")
        var shapes: [EventShape] = []
        var events: [TraceEvent] = []
        if let eventsNode { events = EventDecoder(diagnostics: diagnostics).decodeEvents(eventsNode, taken: taken, declined: declined, shapes: &shapes) }
        let expectations = doc["expect"].map { ExpectationDecoder(diagnostics: diagnostics).decode($0) } ?? []
        guard let name, var scene, let eventsNode else { return nil }
        var summary = InputSummary()
        let timeline = Timeline.expand(events, shapes: shapes, eventsMark: eventsNode.mark, diagnostics, inputs: &summary)
        // An empty timeline from events is one the step limit cut off: its fingers are not known.
        let inputs = timeline.isEmpty && !events.isEmpty ? nil : summary
        var table = IDTable(diagnostics: diagnostics, hooks: hookNames)
        table.settings = settings
        table.check(scene: scene, events: events, commands: EventShape.commands(in: shapes), expectations: expectations, inputs: inputs)
        let lastEvent = timeline.last?.time ?? .zero
        if let until, let node = doc["until"], until > lastEvent + Self.settleCap {
            diagnostics.error(
                "until \(until)s is more than 60s after the last event (at \(lastEvent)s); the replay never runs that long",
                at: node.mark)
        }
        let places = scene.placeViews()
        var trace = Trace(
            file: file, name: name, bug: bug, scene: scene, settings: settings, transcriptKinds: kinds,
            until: until, events: events, expectations: expectations, timeline: timeline, resolvedReferences: table.resolvedReferences,
            viewPlaces: places)
        trace.source = source
        return trace
    }

    /// `scene:` is a mapping, or a path to a `.scene.yaml` relative to the trace.
    private func decodeSceneReference(_ node: YAMLNode, file: String, _ diagnostics: Diagnostics) -> Scene? {
        guard case .scalar(let path, _) = node.content, !node.isNull else {
            return SceneDecoder(diagnostics: diagnostics).decodeScene(node, file: file)
        }
        guard let scenePath = SceneReference.file(named: path, by: file) else {
            diagnostics.error("scene must be a mapping or the path of a .scene.yaml file, not '\(path)'", at: node.mark)
            return nil
        }
        let bytes: [UInt8]
        switch readFile(scenePath) {
        case .success(let read): bytes = read
        case .failure(let problem):
            diagnostics.error("cannot read the scene file \(scenePath): \(problem.message)", at: node.mark)
            return nil
        }
        let sceneDiagnostics = Diagnostics(file: scenePath)
        defer { for item in sceneDiagnostics.items { diagnostics.add(item) } }
        do {
            guard let root = try YAMLParser.parse(bytes, limits: limits), !root.isNull else {
                sceneDiagnostics.error("the scene file is empty", at: .start)
                return nil
            }
            return SceneDecoder(diagnostics: sceneDiagnostics).decodeScene(root, file: scenePath)
        } catch {
            sceneDiagnostics.error(error.message, at: error.mark)
            return nil
        }
    }

    /// `settings:` maps setting names (`uikit.tapSlop`, or nested `uikit: {tapSlop: …}`) to values.
    private func decodeSettings(_ node: YAMLNode, _ diagnostics: Diagnostics) -> Settings {
        var settings = Settings()
        let values = ValueReader(diagnostics: diagnostics)
        let names = Settings.entries.map(\.name) + Settings.choices.map(\.name)
        func visit(_ node: YAMLNode, prefix: String) {
            guard case .mapping(let pairs) = node.content else {
                return diagnostics.error("settings must be a mapping of setting names to values", at: node.mark)
            }
            for pair in pairs {
                let name = prefix.isEmpty ? pair.key : prefix + "." + pair.key
                if case .mapping = pair.value.content, !names.contains(name) {
                    visit(pair.value, prefix: name)
                } else if let choice = Settings.choices.first(where: { $0.name == name }) {
                    if let word = values.choice(pair.value, name, choice.options.map { ($0, $0) }) { choice.store(&settings, word) }
                } else if let entry = Settings.entries.first(where: { $0.name == name }) {
                    if let value = values.number(pair.value, name) {
                        if value < 0 {
                            diagnostics.error("\(name) must not be negative", at: pair.value.mark)
                        } else {
                            settings[keyPath: entry.keyPath] = value
                        }
                    }
                } else {
                    diagnostics.error("unknown setting '\(name)'\(Suggestion.hint(for: name, in: names))", at: pair.keyMark)
                }
            }
        }
        visit(node, prefix: "")
        return settings
    }

    /// `transcript: {include: [...], exclude: [...]}` changes the default set of shown kinds.
    private func decodeTranscript(_ node: YAMLNode, _ diagnostics: Diagnostics) -> Set<RecordKind> {
        var kinds = RecordKind.defaultSet
        guard let map = MappingReader(node, "transcript", diagnostics) else { return kinds }
        map.rejectUnknown(DocumentFields.transcript.map(\.name))
        let values = ValueReader(diagnostics: diagnostics)
        let options = RecordKind.allCases.map { ($0.rawValue, $0) }
        for (key, isInclude) in [("include", true), ("exclude", false)] {
            guard let list = map[key].flatMap({ values.list($0, "transcript \(key)") }) else { continue }
            for item in list {
                guard let kind = values.choice(item, "a record kind", options) else { continue }
                if isInclude { kinds.insert(kind) } else { kinds.remove(kind) }
            }
        }
        return kinds
    }
}
