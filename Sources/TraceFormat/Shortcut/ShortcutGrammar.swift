import InteractionEngine

/// What the event shortcut reads of each verb it knows, worked out once from the verbs' declarations
/// (`Registry.verbs`), so that it cannot read what the decoder would refuse: the argument forms the
/// verb declares (nothing, a point, a mapping) and the mapping's keys with their shapes and which are
/// required. A key is read only into the field of `TakenEvent` its name and shape stand for; a declared
/// key it cannot read so makes it decline items that write it, and a required one makes it decline the
/// mapping form altogether. Those items, and every verb not here, are built as nodes and decoded.
struct ShortcutGrammar {
    /// The field of `TakenEvent` a key fills.
    enum Field: Equatable {
        case finger(ClosedRange<Int>)
        case point
        case hold
    }

    /// A mapping key the shortcut reads.
    struct MappingKey {
        let name: [UInt8]
        let field: Field?
        let isRequired: Bool
    }

    let name: [UInt8]
    let action: TakenEvent.Action
    let takesNull: Bool
    let takesPoint: Bool
    /// The mapping form's keys, or nil when the verb has no mapping form the shortcut can read.
    let mappingKeys: [MappingKey]?

    /// The verbs the shortcut may take, in the order it tries them.
    static let verbs: [ShortcutGrammar] = {
        let mappings = Dictionary(Registry.verbs.flatMap(\.mappings).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return Registry.verbs.compactMap { declaration in
            guard let action = TakenEvent.Action(verbName: declaration.name) else { return nil }
            return ShortcutGrammar(declaration, action: action, mappings: mappings)
        }
    }()

    init(_ declaration: VerbDeclaration, action: TakenEvent.Action, mappings: [String: MappingShape]) {
        self.name = Array(declaration.name.utf8)
        self.action = action
        let forms: [Shape] = if case .oneOf(let shapes) = declaration.argument { shapes } else { [declaration.argument] }
        takesNull = forms.contains { if case .null = $0 { true } else { false } }
        takesPoint = forms.contains { if case .point = $0 { true } else { false } }
        let mapping = forms.lazy.compactMap { if case .mapping(let name) = $0 { mappings[name] } else { nil } }.first
        let keys = mapping?.keys.map { key in MappingKey(name: Array(key.name.utf8), field: Self.field(key), isRequired: key.isRequired) }
        // A required key the shortcut cannot read: every mapping item would need the decoder.
        mappingKeys = keys.flatMap { keys in keys.contains { $0.isRequired && $0.field == nil } ? nil : keys }
    }

    /// The field a declared key fills, by its name and shape; nil when the shortcut cannot read it.
    private static func field(_ key: Key) -> Field? {
        switch (key.name, key.shape) {
        case ("finger", .integer(let range)): return .finger(range)
        case ("at", .point): return .point
        case ("hold", .time): return .hold
        default: return nil
        }
    }
}

extension TakenEvent.Action {
    /// The action a verb of this name is, when the shortcut can hold it.
    init?(verbName: String) {
        switch verbName {
        case "down": self = .down
        case "move": self = .move
        case "up": self = .up
        case "cancel": self = .cancel
        case "tap": self = .tap
        default: return nil
        }
    }
}
