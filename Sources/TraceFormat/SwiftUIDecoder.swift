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
        if let node = map["pressed"] {
            spec.pressed = values.id(node, "pressed")
            if spec.content != .button { diagnostics.error("only a button (draws: button) has a pressed state; a long press has `pressing`", at: node.mark) }
        }
        if let node = map["contentShape"], let value = values.bool(node, "contentShape") { spec.hasContentShape = value }
        if let node = map["allowsHitTesting"], let value = values.bool(node, "allowsHitTesting") { spec.allowsHitTesting = value }
        if let node = map["disabled"], let value = values.bool(node, "disabled") { spec.isDisabled = value }
        if let node = map["hidden"], let value = values.bool(node, "hidden") { spec.isHidden = value }
        if let node = map["gestures"], let list = values.list(node, "gestures") {
            if list.isEmpty { diagnostics.error("gestures must not be empty (leave it out instead)", at: node.mark) }
            spec.gestures = list.flatMap { SwiftUIGestureDecoder(diagnostics: diagnostics).decode($0, on: id) }
        }
        if let node = map["scroll"], let scroll = MappingReader(node, "scroll", diagnostics) {
            scroll.rejectUnknown(SwiftUIFields.scroll.map(\.name))
            let axis = scroll.required("axis").flatMap { values.choice($0, "axis", Widget.Scroll.Axis.allCases.map { ($0.rawValue, $0) }) }
            let extent = scroll.required("extent").flatMap { values.nonNegativeNumber($0, "extent") }
            let offset = scroll["offset"].flatMap { values.nonNegativeNumber($0, "offset") } ?? 0
            if let axis, let extent {
                if offset > extent {
                    diagnostics.error("offset must be from 0 to the extent", at: scroll["offset"]?.mark ?? node.mark)
                } else {
                    spec.scroll = (axis, extent, offset)
                }
            }
            if spec.content != nil { diagnostics.error("a ScrollView draws its children: leave out 'draws'", at: node.mark) }
        }
        if let node = map["list"], let list = MappingReader(node, "list", diagnostics) {
            list.rejectUnknown(SwiftUIFields.list.map(\.name))
            let extent = list.required("extent").flatMap { values.nonNegativeNumber($0, "extent") }
            let offset = list["offset"].flatMap { values.nonNegativeNumber($0, "offset") } ?? 0
            if let extent {
                if offset > extent {
                    diagnostics.error("offset must be from 0 to the extent", at: list["offset"]?.mark ?? node.mark)
                } else {
                    spec.scroll = (.vertical, extent, offset)
                    spec.isList = true
                }
            }
            if map["scroll"] != nil { diagnostics.error("a view is a List or a ScrollView, not both: leave out 'scroll'", at: node.mark) }
            if spec.content != nil { diagnostics.error("a List draws its rows: leave out 'draws'", at: node.mark) }
        }
        if let node = map["buttonStyle"], let style = values.choice(node, "buttonStyle", SwiftUIViewSpec.ButtonStyle.allCases.map { ($0.rawValue, $0) }) {
            spec.buttonStyle = style
            if spec.content != .button { diagnostics.error("only a button (draws: button) has a buttonStyle", at: node.mark) }
        }
        if let node = map["representable"], let view = SceneDecoder(diagnostics: diagnostics).decodeView(node) {
            spec.representable = view
            if spec.scroll != nil || spec.content != nil { diagnostics.error("a representable is drawn by its UIKit view: leave out 'draws' and 'scroll'", at: node.mark) }
        }
        if let list = map["children"].flatMap({ values.list($0, "children") }) {
            spec.children = list.compactMap { decode($0) }
        }
        if spec.isList {
            spec.markRows()
            for row in spec.children {
                for joined in row.subtree where joined.joinsRow && joined.pressed != nil {
                    diagnostics.error("a button whose automatic style makes it part of its List row has no pressed state of its own: give it buttonStyle: borderless or plain", at: joined.location.mark)
                }
            }
        }
        return spec
    }
}
