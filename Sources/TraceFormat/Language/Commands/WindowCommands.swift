import InteractionEngine
import TraceYAML

/// `createWindow: {window}`: a new window, as a scene declares one (docs/semantics.md S3).
struct CreateWindow: Command {
    let window: WindowSpec
    var verbName: String { "createWindow" }

    func define(in table: inout IDTable, event: TraceEvent) { table.define(window, since: event.index) }
    func resolve(in table: IDTable, event: TraceEvent) {}
    func apply(_ context: CommandContext) {
        context.world.windows.create(context.builder.makeWindow(window), state: window.state)
    }

    static let verb: VerbDeclaration = VerbDeclaration(command: "createWindow", argument: .mapping("window"), doc: "creates a window") { node, reader in
        reader.scenes.decodeWindow(node).map { CreateWindow(window: $0) }
    }
}

/// The window calls that take only a window: `show`, `hide`, `makeKey`, `makeKeyAndVisible`,
/// `destroyWindow` (docs/semantics.md S3.4, S3.5).
struct WindowCall: Command {
    enum Call: String, CaseIterable, Sendable {
        case show, hide, makeKey, makeKeyAndVisible, destroyWindow

        var doc: String {
            switch self {
            case .show: return "`isHidden = NO`"
            case .hide: return "`isHidden = YES`"
            case .makeKey: return "`makeKeyWindow`"
            case .makeKeyAndVisible: return "`makeKeyAndVisible`"
            case .destroyWindow: return "the window is released"
            }
        }
    }

    let call: Call
    let window: String
    var verbName: String { call.rawValue }

    func resolve(in table: IDTable, event: TraceEvent) {
        table.resolve(window, as: [.window, .alert], at: event.location, event: event.index)
    }

    func apply(_ context: CommandContext) {
        guard let window = context.window(window, for: verbName) else { return }
        let world = context.world
        switch call {
        case .show: world.windows.show(window)
        case .hide: world.windows.hide(window)
        case .makeKey: world.windows.makeKey(window)
        case .makeKeyAndVisible: world.windows.makeKeyAndVisible(window)
        case .destroyWindow: world.windows.destroy(window)
        }
    }

    static let verbs = Call.allCases.map { call in
        VerbDeclaration(command: call.rawValue, argument: .reference, doc: call.doc) { node, reader in
            reader.values.reference(node, "\(call.rawValue)'s window").map { WindowCall(call: call, window: $0) }
        }
    }
}

/// `setLevel: {window, level}`: a window's level changes; windows reorder (docs/semantics.md S3.2).
struct SetLevel: Command {
    let window: String
    let level: Double
    var verbName: String { "setLevel" }

    func resolve(in table: IDTable, event: TraceEvent) {
        table.resolve(window, as: [.window, .alert], at: event.location, event: event.index)
    }

    func apply(_ context: CommandContext) {
        context.window(window, for: verbName).map { context.world.windows.setLevel($0, level) }
    }

    static let mapping = MappingShape("setLevel", "a window's new level", keys: [
        Key("window", .reference, required: true, "the window"),
        Key("level", .oneOf([.word(["normal", "statusBar", "alert"]), .number(unit: nil, range: nil)]), required: true, "the new level"),
    ])

    static let verb: VerbDeclaration = VerbDeclaration(command: "setLevel", argument: .mapping("setLevel"), doc: "changes a window's level",
                                      mappings: [mapping]) { node, reader in
        guard let map = reader.map(node, verb, "setLevel"),
              let window = map.required("window").flatMap({ reader.values.id($0, "window") }),
              let level = map.required("level").flatMap({ reader.scenes.decodeLevel($0) })
        else { return nil }
        return SetLevel(window: window, level: level)
    }
}
