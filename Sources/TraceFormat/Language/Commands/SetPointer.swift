import InteractionEngine
import TraceYAML

/// `pointer: {finger, device, buttons}`: what a finger number is from now on — a finger, or a mouse or
/// trackpad pointer with the buttons it holds (docs/semantics.md S7.13). Its next down, move or up
/// carries them; a device changed while the finger is down holds from its next down.
package struct SetPointer: Command {
    package let finger: Int
    package let style: PointerStyle
    package var verbName: String { "pointer" }

    package func resolve(in table: IDTable, event: TraceEvent) {}

    static let mapping = MappingShape("pointer", "what a finger number is: a finger, a pencil, or a mouse with the buttons it holds", keys: [
        Fingers.key,
        Key("device", .word(PointerStyle.Device.allCases.map(\.rawValue)), required: true,
            "`finger`; `pencil`, an Apple Pencil (UITouch type pencil; a Flutter stylus pointer); or `mouse`, a mouse or trackpad pointer (UITouch type indirectPointer; a Flutter mouse pointer)"),
        Key("buttons", .oneOf([.word(buttonNames), .list(.word(buttonNames), nonEmpty: true)]), default: "primary",
            "the buttons held from now on; a finger or a pencil holds only `primary`"),
    ])

    private static let buttonNames = ["primary", "secondary"]

    static let verb: VerbDeclaration = VerbDeclaration(
        command: "pointer", reads: SetPointer.self, argument: .mapping("pointer"),
        doc: "what a finger number is from now on: a finger, a pencil, or a mouse with the buttons it holds (S7.13)", mappings: [mapping]) { node, reader in
        guard let map = reader.map(node, verb, "pointer") else { return nil }
        guard let finger = reader.finger(map["finger"]), let deviceNode = map.required("device"),
              let device = reader.values.choice(deviceNode, "device", PointerStyle.Device.allCases.map { ($0.rawValue, $0) })
        else { return nil }
        var buttons = PointerStyle.Buttons.primary
        if let buttonsNode = map["buttons"] {
            guard let read = SetPointer.buttons(buttonsNode, reader) else { return nil }
            if device != .mouse, read != .primary {
                reader.diagnostics.error("a \(device.rawValue) holds no buttons but its touch (primary); a secondary button needs device: mouse", at: buttonsNode.mark)
                return nil
            }
            buttons = read
        }
        return SetPointer(finger: finger, style: PointerStyle(device: device, buttons: buttons))
    }

    /// `primary`, `secondary`, or a list of them without repeats.
    private static func buttons(_ node: YAMLNode, _ reader: VerbReader) -> PointerStyle.Buttons? {
        let names: [YAMLNode]
        if case .sequence = node.content {
            guard let list = reader.values.list(node, "buttons") else { return nil }
            if list.isEmpty {
                reader.diagnostics.error("buttons lists at least one button; a mouse with none held is not touching", at: node.mark)
                return nil
            }
            names = list
        } else {
            names = [node]
        }
        var buttons: PointerStyle.Buttons = []
        for name in names {
            guard let button = reader.values.choice(name, "a button", [("primary", PointerStyle.Buttons.primary), ("secondary", .secondary)])
            else { return nil }
            let word = button == .primary ? "primary" : "secondary"
            if buttons.contains(button) {
                reader.diagnostics.error("'\(word)' is listed twice", at: name.mark)
                return nil
            }
            buttons.insert(button)
        }
        return buttons
    }
}
