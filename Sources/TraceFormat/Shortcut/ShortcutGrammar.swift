import InteractionEngine

/// What the event shortcut reads of each verb it knows, worked out once from the verbs' declarations
/// (`Registry.verbs`), so that it cannot take what the decoder would refuse: the argument forms the
/// verb declares (nothing, a point, a mapping) and the mapping's keys with their shapes and which are
/// required. A key is read only into the field of `TakenEvent` its name and shape stand for (`finger`
/// an integer range, `at` a point, `hold` a time); a declared key it cannot bind so makes it decline
/// the items that write it, and a required one the mapping form altogether. Those items, and every
/// verb not here, are built as nodes and decoded. Plain values, no references: the shortcut asks for a
/// grammar on every item.
struct ShortcutGrammar {
    /// The fields of `TakenEvent` a mapping key can fill, as bits.
    struct Fields: OptionSet {
        let rawValue: UInt8
        static let finger = Fields(rawValue: 1)
        static let point = Fields(rawValue: 2)
        static let hold = Fields(rawValue: 4)
    }

    let action: TakenEvent.Action
    let takesNull: Bool
    let takesPoint: Bool
    /// Whether the verb has a mapping form the shortcut can read.
    let takesMapping: Bool
    /// The fields its mapping's keys fill, and those whose keys are required.
    let fields: Fields
    let required: Fields
    /// The fingers `finger` takes.
    let fingers: ClosedRange<Int>

    /// Each verb's grammar, by `TakenEvent.Action.rawValue`; nil for a verb the registry does not declare.
    static let byAction: [ShortcutGrammar?] = {
        let mappings = Dictionary(Registry.verbs.flatMap(\.mappings).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var grammars = [ShortcutGrammar?](repeating: nil, count: TakenEvent.Action.allCases.count)
        for declaration in Registry.verbs {
            guard let action = TakenEvent.Action(verbName: declaration.name), grammars[Int(action.rawValue)] == nil else { continue }
            grammars[Int(action.rawValue)] = ShortcutGrammar(declaration, action: action, mappings: mappings)
        }
        return grammars
    }()

    init(_ declaration: VerbDeclaration, action: TakenEvent.Action, mappings: [String: MappingShape]) {
        self.action = action
        let forms: [Shape] = if case .oneOf(let shapes) = declaration.argument { shapes } else { [declaration.argument] }
        takesNull = forms.contains { if case .null = $0 { true } else { false } }
        takesPoint = forms.contains { if case .point = $0 { true } else { false } }
        let mapping = forms.lazy.compactMap { if case .mapping(let name) = $0 { mappings[name] } else { nil } }.first
        var fields: Fields = [], required: Fields = [], fingers = 1...1, unbound = false
        // A mapping that may name a view (`on`, which the shortcut declines) needs `at` without it,
        // unless the verb needs no point at all (`up`, which also takes null).
        let needsPlace = mapping?.keys.contains { $0.name == "on" } == true && !takesNull
        for key in mapping?.keys ?? [] {
            switch (key.name, key.shape) {
            case ("finger", .integer(let range)):
                fields.insert(.finger)
                fingers = range
                if key.isRequired { required.insert(.finger) }
            case ("at", .point):
                fields.insert(.point)
                if key.isRequired || needsPlace { required.insert(.point) }
            case ("hold", .time):
                fields.insert(.hold)
                if key.isRequired { required.insert(.hold) }
            default:
                // A key it cannot bind: items writing it are declined (it is not among `fields`).
                if key.isRequired { unbound = true }
            }
        }
        takesMapping = mapping != nil && !unbound
        self.fields = fields
        self.required = required
        self.fingers = fingers
    }
}

extension TakenEvent.Action {
    /// The action a verb of this name is, when the shortcut can hold it.
    init?(verbName: String) {
        guard let action = Self.allCases.first(where: { $0.verbName == verbName }) else { return nil }
        self = action
    }

    /// The verb's name.
    var verbName: String {
        switch self {
        case .down: "down"
        case .move: "move"
        case .up: "up"
        case .cancel: "cancel"
        case .tap: "tap"
        }
    }
}
