import InteractionEngine

/// `app: background | foreground | resignActive | becomeActive`: the app's lifecycle moves on
/// (docs/engine-notes.md, Touches: resigning active cancels every touch).
struct AppLifecycle: Command {
    let event: LifecycleEvent
    var verbName: String { "app" }

    func resolve(in table: IDTable, event: TraceEvent) {}
    func apply(_ context: CommandContext) { context.world.lifecycle.send(event) }

    static let verb: VerbDeclaration = VerbDeclaration(command: "app", argument: .word(LifecycleEvent.allCases.map(\.rawValue)),
                                      doc: "an app lifecycle transition") { node, reader in
        reader.values.choice(node, "app", LifecycleEvent.allCases.map { ($0.rawValue, $0) }).map { AppLifecycle(event: $0) }
    }
}
