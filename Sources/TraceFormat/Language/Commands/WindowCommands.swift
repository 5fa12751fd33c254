import InteractionEngine
import TraceYAML

/// `createWindow: {window}`: a new window, as a scene declares one (docs/semantics.md S3).
package struct CreateWindow: Command {
    package let window: WindowSpec
    package var verbName: String { "createWindow" }

    package func define(in table: inout IDTable, event: TraceEvent) { table.define(window, since: event.index) }
    package func resolve(in table: IDTable, event: TraceEvent) {}

    static let verb: VerbDeclaration = VerbDeclaration(command: "createWindow", reads: CreateWindow.self, argument: .mapping("window"), doc: "creates a window") { node, reader in
        reader.scenes.decodeWindow(node).map { CreateWindow(window: $0) }
    }
}

/// The window calls that take only a window: `show`, `hide`, `makeKey`, `makeKeyAndVisible`,
/// `destroyWindow` (docs/semantics.md S3.4, S3.5).
package struct WindowCall: Command {
    package enum Call: String, CaseIterable, Sendable {
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

    package let call: Call
    package let window: String
    package var verbName: String { call.rawValue }

    package func resolve(in table: IDTable, event: TraceEvent) {
        table.resolve(window, as: [.window, .alert], at: event.location, event: event.index)
    }


    static let verbs = Call.allCases.map { call in
        VerbDeclaration(command: call.rawValue, reads: WindowCall.self, argument: .reference, doc: call.doc) { node, reader in
            reader.values.reference(node, "\(call.rawValue)'s window").map { WindowCall(call: call, window: $0) }
        }
    }
}

/// `setLevel: {window, level}`: a window's level changes; windows reorder (docs/semantics.md S3.2).
package struct SetLevel: Command {
    package let window: String
    package let level: Double
    package var verbName: String { "setLevel" }

    package func resolve(in table: IDTable, event: TraceEvent) {
        table.resolve(window, as: [.window, .alert], at: event.location, event: event.index)
    }


    static let mapping = MappingShape("setLevel", "a window's new level", keys: [
        Key("window", .reference, required: true, "the window"),
        Key("level", .oneOf([.word(["normal", "statusBar", "alert"]), .number(unit: nil, range: nil)]), required: true, "the new level"),
    ])

    static let verb: VerbDeclaration = VerbDeclaration(command: "setLevel", reads: SetLevel.self, argument: .mapping("setLevel"), doc: "changes a window's level",
                                      mappings: [mapping]) { node, reader in
        guard let map = reader.map(node, verb, "setLevel"),
              let window = map.required("window").flatMap({ reader.values.id($0, "window") }),
              let level = map.required("level").flatMap({ reader.scenes.decodeLevel($0) })
        else { return nil }
        return SetLevel(window: window, level: level)
    }
}
