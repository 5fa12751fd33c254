import InteractionEngine

/// A verb that acts on the app rather than on a finger — create or show a window, add a view, push a
/// page — as one unit: its declaration, the ids it brings into the world and the ids it names (checked
/// when the trace is read), and the engine call it makes when its time comes.
package protocol Command: Sendable {
    var verbName: String { get }
    /// Ids it brings into the world at `event` (a created window, an alert, a new view).
    func define(in table: inout IDTable, event: TraceEvent)
    /// Checks every id it names against the table.
    func resolve(in table: IDTable, event: TraceEvent)
    /// Its effect. A target gone by now is for the engine to note.
    func apply(_ context: CommandContext)
}

extension Command {
    package func define(in table: inout IDTable, event: TraceEvent) {}
}

/// What a command acts on: the world, and the builder that makes views, windows and pages.
package struct CommandContext {
    package let world: World
    package let builder: any SceneBuilding

    package init(world: World, builder: any SceneBuilding) {
        self.world = world
        self.builder = builder
    }

    package func view(_ id: String) -> View? { world.view(id) }
    package func window(_ id: String) -> Window? { world.window(id) }
}
