import InteractionEngine
import TraceYAML

/// Decodes one gesture of a SwiftUI view's `gestures:` (docs/trace-format.md): a gesture, a sequence (one
/// gesture), or an exclusive or simultaneous composition, written as its two parts `<id>.first` and
/// `<id>.second` related to each other as the composition says.
struct SwiftUIGestureDecoder {
    let diagnostics: Diagnostics
    var values: ValueReader { ValueReader(diagnostics: diagnostics) }

    /// The keys each type takes besides the common ones.
    private static let ownKeys: [SwiftUIFields.GestureKind: [String]] = [
        .tap: ["count"], .spatialTap: ["count"], .longPress: ["minimumDuration", "maximumDistance", "pressing"], .drag: ["minimumDistance"],
        .magnify: ["minimumScaleDelta"], .rotate: ["minimumAngleDelta"],
        .sequence: ["first", "second"], .exclusive: ["first", "second"], .simultaneous: ["first", "second"],
        .representable: ["recognizer"],
    ]
    private static let typedKeys = Array(Set(ownKeys.values.joined())).sorted()

    /// The gestures `node` attaches to `view`: one, or a composition's two parts.
    func decode(_ node: YAMLNode, on view: String) -> [SwiftUIViewSpec.Gesture] {
        guard let map = MappingReader(node, "a gesture", diagnostics) else { return [] }
        map.rejectUnknown(SwiftUIFields.gesture.map(\.name))
        let kinds = SwiftUIFields.GestureKind.allCases.map { ($0.rawValue, $0) }
        guard let kind = map.required("type").flatMap({ values.choice($0, "type", kinds) }) else { return [] }
        for key in Self.typedKeys where !(Self.ownKeys[kind] ?? []).contains(key) {
            if let node = map[key] { diagnostics.error("'\(key)' is not a key of a \(kind.rawValue) gesture", at: node.mark) }
        }
        if kind == .representable { return representable(map, at: node).map { [$0] } ?? [] }
        let id = map["id"].flatMap { values.id($0, "gesture id") } ?? view + "." + kind.rawValue
        var gesture = SwiftUIViewSpec.Gesture(id: id, type: SwiftUITapGesture(), location: diagnostics.location(node.mark))
        if let node = map["modifier"], let modifier = values.choice(node, "modifier", SwiftUIAttachment.Modifier.allCases.map { ($0.rawValue, $0) }) {
            gesture.modifier = modifier
        }
        if let node = map["including"], let mask = values.choice(node, "including", SwiftUIAttachment.Mask.allCases.map { ($0.rawValue, $0) }) {
            gesture.mask = mask
        }
        gesture.action = map["action"].flatMap { values.id($0, "action") }
        switch kind {
        case .sequence:
            guard let (first, second) = parts(map, of: kind, id: id), let type = sequence(first, second, at: node) else { return [] }
            gesture.type = type
            return [gesture]
        case .exclusive, .simultaneous:
            guard let (first, second) = parts(map, of: kind, id: id) else { return [] }
            let pairing: SwiftUIAttachment.Pairing = kind == .exclusive ? .exclusive : .simultaneous
            return [(first, SwiftUIAttachment.Part.first), (second, .second)].map { part, role in
                var made = gesture
                made.id = part.id
                made.type = part.type
                made.action = part.action ?? gesture.action
                made.location = part.location
                made.pair = (group: id, pairing: pairing, role: role)
                return made
            }
        default:
            gesture.type = simpleType(kind, map)
            return [gesture]
        }
    }

    /// A `UIGestureRecognizerRepresentable`: its UIKit recognizer, declared as in `recognizers:`, attached
    /// with `gesture(_:)` — the one modifier SwiftUI offers for it, without a mask (S10.9).
    private func representable(_ map: MappingReader, at node: YAMLNode) -> SwiftUIViewSpec.Gesture? {
        for key in ["id", "action"] {
            if let given = map[key] {
                diagnostics.error("'\(key)' of a representable gesture is given to its recognizer", at: given.mark)
            }
        }
        if let given = map["including"] {
            diagnostics.error("a UIGestureRecognizerRepresentable is attached with gesture(_:), which takes no mask", at: given.mark)
        }
        if let given = map["modifier"], values.text(given, "modifier") != SwiftUIAttachment.Modifier.gesture.rawValue {
            diagnostics.error("a UIGestureRecognizerRepresentable is attached with gesture(_:) only: SwiftUI has no highPriorityGesture or simultaneousGesture for it", at: given.mark)
        }
        guard let recognizerNode = map["recognizer"] else {
            diagnostics.error("a representable gesture needs 'recognizer': the UIKit recognizer it wraps", at: node.mark)
            return nil
        }
        guard let spec = RecognizerDecoder(diagnostics: diagnostics).decode(recognizerNode) else { return nil }
        var gesture = SwiftUIViewSpec.Gesture(id: spec.id, type: spec.type, location: spec.location)
        gesture.action = spec.action
        gesture.recognizer = spec
        return gesture
    }

    /// A composition's two parts, named `<id>.first` and `<id>.second`; each is a plain gesture with
    /// its own keys (and, for an exclusive or simultaneous one, its own action).
    private func parts(_ map: MappingReader, of kind: SwiftUIFields.GestureKind, id: String) -> (SwiftUIViewSpec.Gesture, SwiftUIViewSpec.Gesture)? {
        var found: [SwiftUIViewSpec.Gesture] = []
        for role in ["first", "second"] {
            guard let node = map.required(role), let part = MappingReader(node, "a gesture", diagnostics) else { continue }
            part.rejectUnknown(SwiftUIFields.gesture.map(\.name))
            let kinds = SwiftUIFields.GestureKind.allCases.filter { ![.sequence, .exclusive, .simultaneous, .representable].contains($0) }
            guard let partKind = part.required("type").flatMap({ values.choice($0, "type", kinds.map { ($0.rawValue, $0) }) }) else { continue }
            for key in ["id", "modifier", "including"] + (kind == .sequence ? ["action"] : []) {
                if let node = part[key] {
                    diagnostics.error("'\(key)' is given to the \(kind.rawValue), not to its parts", at: node.mark)
                }
            }
            for key in Self.typedKeys where !(Self.ownKeys[partKind] ?? []).contains(key) {
                if let node = part[key] { diagnostics.error("'\(key)' is not a key of a \(partKind.rawValue) gesture", at: node.mark) }
            }
            var gesture = SwiftUIViewSpec.Gesture(id: id + "." + role, type: simpleType(partKind, part), location: diagnostics.location(node.mark))
            gesture.action = part["action"].flatMap { values.id($0, "action") }
            found.append(gesture)
        }
        return found.count == 2 ? (found[0], found[1]) : nil
    }

    /// A sequence, as far as it is modelled: a long press before a drag.
    private func sequence(_ first: SwiftUIViewSpec.Gesture, _ second: SwiftUIViewSpec.Gesture, at node: YAMLNode) -> (any GestureType)? {
        guard let press = first.type as? SwiftUILongPressGesture, let drag = second.type as? SwiftUIDragGesture else {
            diagnostics.error("a sequence is modelled for a longPress before a drag (LongPressGesture().sequenced(before: DragGesture())); other pairs are not yet", at: node.mark)
            return nil
        }
        return SwiftUISequenceGesture(press: press, drag: drag)
    }

    private func simpleType(_ kind: SwiftUIFields.GestureKind, _ map: MappingReader) -> any GestureType {
        switch kind {
        case .tap, .spatialTap:
            return SwiftUITapGesture(count: map["count"].flatMap { values.integer($0, "count", in: 1...10) } ?? 1, isSpatial: kind == .spatialTap)
        case .longPress:
            return SwiftUILongPressGesture(minimumDuration: map["minimumDuration"].flatMap { values.time($0, "minimumDuration") } ?? .ms(500),
                                           maximumDistance: map["maximumDistance"].flatMap { values.nonNegativeNumber($0, "maximumDistance") } ?? 10,
                                           pressing: map["pressing"].flatMap { values.id($0, "pressing") })
        case .drag:
            return SwiftUIDragGesture(minimumDistance: map["minimumDistance"].flatMap { values.nonNegativeNumber($0, "minimumDistance") } ?? 10)
        case .magnify:
            return SwiftUIMagnifyGesture(minimumScaleDelta: map["minimumScaleDelta"].flatMap { values.nonNegativeNumber($0, "minimumScaleDelta") } ?? 0.01)
        case .rotate:
            return SwiftUIRotateGesture(minimumAngleDelta: map["minimumAngleDelta"].flatMap { values.nonNegativeNumber($0, "minimumAngleDelta") } ?? 1)
        case .sequence, .exclusive, .simultaneous, .representable:
            return SwiftUITapGesture()  // not reached: compositions and representables are decoded above
        }
    }
}
