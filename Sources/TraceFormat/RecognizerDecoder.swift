import InteractionEngine
import TraceYAML

/// Decodes `recognizers:` entries: a type, the keys that type takes, and the delegate as data.
struct RecognizerDecoder {
    let diagnostics: Diagnostics
    var values: ValueReader { ValueReader(diagnostics: diagnostics) }

    /// The options every recognizer takes, and the only keys a built-in one (a scroll view's pan, a
    /// back gesture) takes.
    static let optionKeys = RecognizerFields.options.map(\.name)
    static let commonKeys = RecognizerFields.common.map(\.name)
    /// Keys that only some types take, with the types that take them, in registry order.
    static let typeKeys: [String: [String]] = {
        var keys: [String: [String]] = [:]
        for type in Registry.gestureTypes {
            for name in type.parameterNames { keys[name, default: []].append(type.name) }
        }
        return keys
    }()

    func decode(_ node: YAMLNode) -> RecognizerSpec? {
        guard let map = MappingReader(node, "a recognizer", diagnostics) else { return nil }
        map.rejectUnknown(Self.commonKeys + Self.typeKeys.keys.sorted())
        let id = map.required("id").flatMap { values.id($0, "recognizer id") }
        guard let typeNode = map.required("type"), let name = values.text(typeNode, "type") else { return nil }
        guard let type = Registry.gestureTypes.first(where: { $0.name == name }) else {
            let known = Registry.gestureTypes.map { $0.name }
            diagnostics.error("unknown recognizer type '\(name)'; known: \(known.joined(separator: ", "))\(Suggestion.hint(for: name, in: known))", at: typeNode.mark)
            return nil
        }
        for pair in map.pairs {
            if let allowed = Self.typeKeys[pair.key], !allowed.contains(name) {
                diagnostics.error("'\(pair.key)' applies to \(allowed.joined(separator: " and ")) recognizers, not \(name)", at: pair.keyMark)
            }
        }
        let gesture = type.read(from: map, values)
        guard let id, let gesture else { return nil }
        var spec = RecognizerSpec(id: id, type: gesture, location: diagnostics.location(node.mark))
        spec.hostViewKind = type.hostViewKind
        decodeOptions(map, into: &spec)
        return spec
    }

    /// The keys every recognizer takes: action, the delivery flags, enabled, requireToFail, delegate.
    /// The options of a built-in recognizer `id` of `type`, written at `node`.
    func decodeOptions(_ map: MappingReader, id: String, type: any GestureType, at node: YAMLNode) -> RecognizerSpec {
        map.rejectUnknown(Self.optionKeys)
        var spec = RecognizerSpec(id: id, type: type, location: diagnostics.location(node.mark))
        decodeOptions(map, into: &spec)
        return spec
    }

    func decodeOptions(_ map: MappingReader, into spec: inout RecognizerSpec) {
        spec.action = map["action"].flatMap { values.id($0, "action") }
        for flag in GestureOptions.flags {
            guard let value = map[flag.name].flatMap({ values.bool($0, flag.name) }) else { continue }
            spec.options[keyPath: flag.keyPath] = value
            spec.writtenFlags.insert(flag.name)
        }
        if let v = map["enabled"].flatMap({ values.bool($0, "enabled") }) { spec.enabled = v }
        if let v = map["endsEditing"].flatMap({ values.bool($0, "endsEditing") }) { spec.endsEditing = v }
        if let list = map["requireToFail"].flatMap({ values.list($0, "requireToFail") }) {
            for item in list {
                guard let other = values.reference(item, "requireToFail") else { continue }
                spec.requireToFail.append(other)
                spec.references.append((other, diagnostics.location(item.mark)))
            }
        }
        if let delegate = map["delegate"] { decodeDelegate(delegate, into: &spec) }
    }

    private func decodeDelegate(_ node: YAMLNode, into spec: inout RecognizerSpec) {
        if case .scalar = node.content {
            spec.delegateHook = values.id(node, "delegate")
            spec.delegateHookLocation = diagnostics.location(node.mark)
            return
        }
        guard let map = MappingReader(node, "delegate", diagnostics) else { return }
        map.rejectUnknown(RecognizerFields.delegate.map(\.name))
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
                guard let requirement = failureRequirement(item, "requireFailureOf") else { continue }
                spec.delegate.requireFailureOf.append(requirement)
                spec.references.append((requirement.id, diagnostics.location(item.mark)))
            }
        }
        if let list = map["requiredToFailBy"].flatMap({ values.list($0, "requiredToFailBy") }) {
            for item in list {
                guard let requirement = failureRequirement(item, "requiredToFailBy") else { continue }
                spec.delegate.requiredToFailBy.append(requirement)
                spec.references.append((requirement.id, diagnostics.location(item.mark)))
            }
        }
    }

    /// `{startedIn: rect}` or `{startedOutside: rect}`.
    private func region(_ node: YAMLNode, _ what: String) -> TouchRegion? {
        guard let map = MappingReader(node, what, diagnostics) else { return nil }
        map.rejectUnknown(RecognizerFields.region.map(\.name))
        switch (map["startedIn"], map["startedOutside"]) {
        case (let inside?, nil): return values.rect(inside, "startedIn").map { TouchRegion(rect: $0, inside: true) }
        case (nil, let outside?): return values.rect(outside, "startedOutside").map { TouchRegion(rect: $0, inside: false) }
        default:
            diagnostics.error("\(what) takes one of startedIn or startedOutside, with a rect", at: node.mark)
            return nil
        }
    }

    /// An id, or `{id, unlessStartedIn: rect}`.
    /// An id, or `{id, unlessStartedIn: rect}` or `{id, onlyIfStartedIn: rect}`.
    private func failureRequirement(_ node: YAMLNode, _ what: String) -> FailureRequirement? {
        if case .scalar = node.content { return values.reference(node, what).map { FailureRequirement(id: $0) } }
        guard let map = MappingReader(node, "a failure requirement", diagnostics) else { return nil }
        map.rejectUnknown(RecognizerFields.failureRequirement.map(\.name))
        guard let id = map.required("id").flatMap({ values.reference($0, "\(what) id") }) else { return nil }
        var requirement = FailureRequirement(id: id)
        if let node = map["unlessStartedIn"] {
            guard let rect = values.rect(node, "unlessStartedIn") else { return nil }
            requirement.unlessStartedIn = rect
        }
        if let node = map["onlyIfStartedIn"] {
            guard let rect = values.rect(node, "onlyIfStartedIn") else { return nil }
            requirement.onlyIfStartedIn = rect
        }
        return requirement
    }
}
