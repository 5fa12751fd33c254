import InteractionEngine
import TraceYAML

/// Decodes a hosting view's `body:` (docs/trace-format.md).
struct SwiftUIDecoder {
    let diagnostics: Diagnostics
    var values: ValueReader { ValueReader(diagnostics: diagnostics) }

    func decode(_ node: YAMLNode) -> SwiftUIViewSpec? {
        guard let map = MappingReader(node, "a SwiftUI view", diagnostics) else { return nil }
        map.rejectUnknown(SwiftUIFields.view.map(\.name))
        guard let id = map.required("id").flatMap({ values.id($0, "view id") }) else { return nil }
        var spec = SwiftUIViewSpec(id: id, location: diagnostics.location(node.mark))
        spec.frame = map["frame"].flatMap { values.rect($0, "frame") }
        if let node = map["draws"] {
            spec.content = values.choice(node, "draws", SwiftUIFields.drawings.map { ($0.rawValue, $0) })
        }
        if let node = map["action"] {
            spec.action = values.id(node, "action")
            if spec.content != .button { diagnostics.error("only a button (draws: button) has an action; give a gesture its own", at: node.mark) }
        }
        if let node = map["contentShape"], let value = values.bool(node, "contentShape") { spec.hasContentShape = value }
        if let node = map["allowsHitTesting"], let value = values.bool(node, "allowsHitTesting") { spec.allowsHitTesting = value }
        if let node = map["disabled"], let value = values.bool(node, "disabled") { spec.isDisabled = value }
        if let node = map["gestures"], let list = values.list(node, "gestures") {
            if list.isEmpty { diagnostics.error("gestures must not be empty (leave it out instead)", at: node.mark) }
            spec.gestures = list.compactMap { decodeGesture($0, on: id) }
        }
        if let node = map["scroll"], let scroll = MappingReader(node, "scroll", diagnostics) {
            scroll.rejectUnknown(SwiftUIFields.scroll.map(\.name))
            let axis = scroll.required("axis").flatMap { values.choice($0, "axis", Widget.Scroll.Axis.allCases.map { ($0.rawValue, $0) }) }
            let extent = scroll.required("extent").flatMap { nonNegative($0, "extent") }
            let offset = scroll["offset"].flatMap { nonNegative($0, "offset") } ?? 0
            if let axis, let extent {
                if offset > extent {
                    diagnostics.error("offset must be from 0 to the extent", at: scroll["offset"]?.mark ?? node.mark)
                } else {
                    spec.scroll = (axis, extent, offset)
                }
            }
            if spec.content != nil { diagnostics.error("a ScrollView draws its children: leave out 'draws'", at: node.mark) }
        }
        if let node = map["representable"], let view = SceneDecoder(diagnostics: diagnostics).decodeView(node) {
            spec.representable = view
            if spec.scroll != nil || spec.content != nil { diagnostics.error("a representable is drawn by its UIKit view: leave out 'draws' and 'scroll'", at: node.mark) }
        }
        if let list = map["children"].flatMap({ values.list($0, "children") }) {
            spec.children = list.compactMap { decode($0) }
        }
        return spec
    }

    private func decodeGesture(_ node: YAMLNode, on view: String) -> SwiftUIViewSpec.Gesture? {
        guard let map = MappingReader(node, "a gesture", diagnostics) else { return nil }
        map.rejectUnknown(SwiftUIFields.gesture.map(\.name))
        guard let kind = map.required("type").flatMap({ values.choice($0, "type", SwiftUIFields.GestureKind.allCases.map { ($0.rawValue, $0) }) }) else {
            return nil
        }
        let allowed: [SwiftUIFields.GestureKind: [String]] = [
            .tap: ["count"], .spatialTap: ["count"], .longPress: ["minimumDuration", "maximumDistance"], .drag: ["minimumDistance"],
            .magnify: ["minimumScaleDelta"], .rotate: ["minimumAngleDelta"], .sequence: ["first", "second"],
        ]
        for key in ["count", "minimumDuration", "maximumDistance", "minimumDistance", "minimumScaleDelta", "minimumAngleDelta", "first", "second"]
        where !(allowed[kind] ?? []).contains(key) {
            if let node = map[key] { diagnostics.error("'\(key)' is not a key of a \(kind.rawValue) gesture", at: node.mark) }
        }
        let type: any GestureType
        switch kind {
        case .sequence:
            let first = map.required("first").flatMap { decodeGesture($0, on: view) }
            let second = map.required("second").flatMap { decodeGesture($0, on: view) }
            guard let first, let second else { return nil }
            guard let press = first.type as? SwiftUILongPressGesture, let drag = second.type as? SwiftUIDragGesture else {
                diagnostics.error("a sequence is modelled for a longPress before a drag (LongPressGesture().sequenced(before: DragGesture())); other pairs are not yet", at: node.mark)
                return nil
            }
            for (part, node) in [(first, map["first"]), (second, map["second"])] {
                if part.action != nil || part.modifier != .gesture || part.mask != .all || part.id != view + "." + (part.type is SwiftUIDragGesture ? "drag" : "longPress") {
                    diagnostics.error("a sequence's parts take only their gesture's own keys; give id, modifier, including and action to the sequence", at: node?.mark ?? part.location.mark)
                }
            }
            type = SwiftUISequenceGesture(press: press, drag: drag)
        case .tap, .spatialTap:
            type = SwiftUITapGesture(count: map["count"].flatMap { values.integer($0, "count", in: 1...10) } ?? 1, isSpatial: kind == .spatialTap)
        case .magnify:
            type = SwiftUIMagnifyGesture(minimumScaleDelta: map["minimumScaleDelta"].flatMap { nonNegative($0, "minimumScaleDelta") } ?? 0.01)
        case .rotate:
            type = SwiftUIRotateGesture(minimumAngleDelta: map["minimumAngleDelta"].flatMap { nonNegative($0, "minimumAngleDelta") } ?? 1)
        case .longPress:
            type = SwiftUILongPressGesture(minimumDuration: map["minimumDuration"].flatMap { values.time($0, "minimumDuration") } ?? .ms(500),
                                           maximumDistance: map["maximumDistance"].flatMap { nonNegative($0, "maximumDistance") } ?? 10)
        case .drag:
            type = SwiftUIDragGesture(minimumDistance: map["minimumDistance"].flatMap { nonNegative($0, "minimumDistance") } ?? 10)
        }
        let id = map["id"].flatMap { values.id($0, "gesture id") } ?? view + "." + kind.rawValue
        var gesture = SwiftUIViewSpec.Gesture(id: id, type: type, location: diagnostics.location(node.mark))
        if let node = map["modifier"], let modifier = values.choice(node, "modifier", SwiftUIAttachment.Modifier.allCases.map { ($0.rawValue, $0) }) {
            gesture.modifier = modifier
        }
        if let node = map["including"], let mask = values.choice(node, "including", SwiftUIAttachment.Mask.allCases.map { ($0.rawValue, $0) }) {
            gesture.mask = mask
        }
        gesture.action = map["action"].flatMap { values.id($0, "action") }
        return gesture
    }

    private func nonNegative(_ node: YAMLNode, _ what: String) -> Double? {
        guard let value = values.number(node, what) else { return nil }
        guard value >= 0 else {
            diagnostics.error("\(what) must not be negative", at: node.mark)
            return nil
        }
        return value
    }
}
