import InteractionEngine

/// `app: background | foreground | resignActive | becomeActive`: the app's lifecycle moves on
/// (docs/engine-notes.md, Touches: resigning active cancels every touch).
package struct AppLifecycle: Command {
    package let event: LifecycleEvent
    package var verbName: String { "app" }

    package func resolve(in table: IDTable, event: TraceEvent) {}

    static let verb: VerbDeclaration = VerbDeclaration(command: "app", reads: AppLifecycle.self, argument: .word(LifecycleEvent.allCases.map(\.rawValue)),
                                      doc: "an app lifecycle transition") { node, reader in
        reader.values.choice(node, "app", LifecycleEvent.allCases.map { ($0.rawValue, $0) }).map { AppLifecycle(event: $0) }
    }
}
