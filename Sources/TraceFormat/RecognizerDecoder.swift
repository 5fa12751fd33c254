import InteractionEngine
import TraceYAML

/// Decodes `recognizers:` entries: a type, the keys that type takes, and the delegate as data.
struct RecognizerDecoder {
    let diagnostics: Diagnostics
    var values: ValueReader { ValueReader(diagnostics: diagnostics) }

    static let types = ["tap", "pan", "longPress", "edgePan", "swipe", "flutterProxy"]
    static let laterTypes: [String] = []
    static let commonKeys = [
        "id", "type", "action", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "enabled",
        "requireToFail", "delegate",
    ]
    /// Keys that only some types take.
    static let typeKeys: [String: [String]] = [
        "taps": ["tap"], "fingers": ["tap", "pan", "longPress", "swipe"], "direction": ["pan", "swipe"],
        "edges": ["edgePan"], "minimumPressDuration": ["longPress"], "allowableMovement": ["longPress"],
    ]

    func decode(_ node: YAMLNode) -> RecognizerSpec? {
        guard let map = MappingReader(node, "a recognizer", diagnostics) else { return nil }
        map.rejectUnknown(Self.commonKeys + Self.typeKeys.keys.sorted())
        let id = map.required("id").flatMap { values.id($0, "recognizer id") }
        guard let typeNode = map.required("type"), let type = values.text(typeNode, "type") else { return nil }
        guard Self.types.contains(type) else {
            if Self.laterTypes.contains(type) {
                diagnostics.error("type '\(type)' comes with the Flutter embedding and is not available yet", at: typeNode.mark)
            } else {
                diagnostics.error("unknown recognizer type '\(type)'; known: \(Self.types.joined(separator: ", "))\(Suggestion.hint(for: type, in: Self.types, closeOnly: true))", at: typeNode.mark)
            }
            return nil
        }
        for pair in map.pairs {
            if let allowed = Self.typeKeys[pair.key], !allowed.contains(type) {
                diagnostics.error("'\(pair.key)' applies to \(allowed.joined(separator: " and ")) recognizers, not \(type)", at: pair.keyMark)
            }
        }
        guard let id, let kind = decodeKind(type, map) else { return nil }
        var spec = RecognizerSpec(id: id, kind: kind, location: diagnostics.location(node.mark))
        if kind == .flutterProxy {
            // The proxy lets the FlutterView keep every touch (seed 001).
            spec.cancelsTouchesInView = false
            spec.delaysTouchesEnded = false
        }
        decodeOptions(map, into: &spec)
        return spec
    }

    /// The keys every recognizer takes: action, the delivery flags, enabled, requireToFail, delegate.
    func decodeOptions(_ map: MappingReader, into spec: inout RecognizerSpec) {
        spec.action = map["action"].flatMap { values.id($0, "action") }
        if let v = map["cancelsTouchesInView"].flatMap({ values.bool($0, "cancelsTouchesInView") }) { spec.cancelsTouchesInView = v }
        if let v = map["delaysTouchesBegan"].flatMap({ values.bool($0, "delaysTouchesBegan") }) { spec.delaysTouchesBegan = v }
        if let v = map["delaysTouchesEnded"].flatMap({ values.bool($0, "delaysTouchesEnded") }) { spec.delaysTouchesEnded = v }
        if let v = map["enabled"].flatMap({ values.bool($0, "enabled") }) { spec.enabled = v }
        if let list = map["requireToFail"].flatMap({ values.list($0, "requireToFail") }) {
            for item in list {
                guard let other = values.reference(item, "requireToFail") else { continue }
                spec.requireToFail.append(other)
                spec.references.append((other, diagnostics.location(item.mark)))
            }
        }
        if let delegate = map["delegate"] { decodeDelegate(delegate, into: &spec) }
    }

    private func decodeKind(_ type: String, _ map: MappingReader) -> GestureRecognizer.Kind? {
        var fingers = 1
        if let node = map["fingers"] {
            guard let value = values.integer(node, "fingers", in: 1...EventDecoder.maxFinger) else { return nil }
            fingers = value
        }
        var direction: GestureRecognizer.Direction?
        if let node = map["direction"] {
            guard let value = parseDirection(node) else { return nil }
            direction = value
        }
        switch type {
        case "tap":
            var taps = 1
            if let node = map["taps"] {
                guard let value = values.integer(node, "taps", in: 1...10) else { return nil }
                taps = value
            }
            return .tap(taps: taps, fingers: fingers)
        case "pan":
            return .pan(direction: direction, fingers: fingers)
        case "swipe":
            return .swipe(direction: direction ?? .right, fingers: fingers)
        case "flutterProxy":
            return .flutterProxy
        case "longPress":
            var duration = Time.ms(500)
            var movement = 10.0
            if let node = map["minimumPressDuration"] {
                guard let value = values.time(node, "minimumPressDuration") else { return nil }
                duration = value
            }
            if let node = map["allowableMovement"] {
                guard let value = values.number(node, "allowableMovement") else { return nil }
                movement = value
            }
            return .longPress(duration: duration, allowableMovement: movement, fingers: fingers)
        default:
            guard let node = map.required("edges"), let list = values.list(node, "edges") else { return nil }
            let edges = list.compactMap { values.choice($0, "an edge", GestureRecognizer.Edge.allCases.map { ($0.rawValue, $0) }) }
            guard edges.count == list.count, !edges.isEmpty else {
                if list.isEmpty { diagnostics.error("edges must name at least one edge", at: node.mark) }
                return nil
            }
            return .edgePan(edges: edges)
        }
    }

    private func parseDirection(_ node: YAMLNode) -> GestureRecognizer.Direction? {
        values.choice(node, "direction", GestureRecognizer.Direction.allCases.map { ($0.rawValue, $0) })
    }

    private func decodeDelegate(_ node: YAMLNode, into spec: inout RecognizerSpec) {
        guard let map = MappingReader(node, "delegate", diagnostics) else { return }
        map.rejectUnknown(["shouldBegin", "shouldReceive", "simultaneousWith", "requireFailureOf"])
        spec.delegate.shouldBegin = map["shouldBegin"].flatMap { region($0, "shouldBegin") }
        spec.delegate.shouldReceive = map["shouldReceive"].flatMap { region($0, "shouldReceive") }
        if let list = map["simultaneousWith"].flatMap({ values.list($0, "simultaneousWith") }) {
            for item in list {
                guard let other = values.reference(item, "simultaneousWith") else { continue }
                spec.delegate.simultaneousWith.insert(other)
                spec.references.append((other, diagnostics.location(item.mark)))
            }
        }
        if let list = map["requireFailureOf"].flatMap({ values.list($0, "requireFailureOf") }) {
            for item in list {
                guard let requirement = failureRequirement(item) else { continue }
                spec.delegate.requireFailureOf.append(requirement)
                spec.references.append((requirement.id, diagnostics.location(item.mark)))
            }
        }
    }

    /// `{startedIn: rect}` or `{startedOutside: rect}`.
    private func region(_ node: YAMLNode, _ what: String) -> TouchRegion? {
        guard let map = MappingReader(node, what, diagnostics) else { return nil }
        map.rejectUnknown(["startedIn", "startedOutside"])
        switch (map["startedIn"], map["startedOutside"]) {
        case (let inside?, nil): return values.rect(inside, "startedIn").map { TouchRegion(rect: $0, inside: true) }
        case (nil, let outside?): return values.rect(outside, "startedOutside").map { TouchRegion(rect: $0, inside: false) }
        default:
            diagnostics.error("\(what) takes one of startedIn or startedOutside, with a rect", at: node.mark)
            return nil
        }
    }

    /// An id, or `{id, unlessStartedIn: rect}`.
    private func failureRequirement(_ node: YAMLNode) -> FailureRequirement? {
        if case .scalar = node.content { return values.reference(node, "requireFailureOf").map { FailureRequirement(id: $0) } }
        guard let map = MappingReader(node, "a failure requirement", diagnostics) else { return nil }
        map.rejectUnknown(["id", "unlessStartedIn"])
        guard let id = map.required("id").flatMap({ values.reference($0, "requireFailureOf id") }) else { return nil }
        var unless: Rect?
        if let node = map["unlessStartedIn"] {
            guard let rect = values.rect(node, "unlessStartedIn") else { return nil }
            unless = rect
        }
        return FailureRequirement(id: id, unlessStartedIn: unless)
    }
}
