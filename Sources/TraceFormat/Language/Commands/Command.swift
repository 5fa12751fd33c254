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

/// What a command acts on: the world, and the builder that makes views, windows and pages. Ids are
/// looked up as the trace resolved them (a page template's id names the page's one instance), and a
/// lookup that finds nothing is noted, never silently skipped.
package struct CommandContext {
    package let world: World
    package let builder: any SceneBuilding

    package init(world: World, builder: any SceneBuilding) {
        self.world = world
        self.builder = builder
    }

    /// The id `reference` names at run time.
    package func resolve(_ reference: String) -> String { builder.resolve(reference) }

    /// The view or window `id` names, or nil with `note <verb> <id> ignored (no view <id> is in the world)`.
    package func view(_ id: String, for verb: String) -> View? {
        if let view = world.view(resolve(id)) { return view }
        ignored(verb, id, "no view \(resolve(id)) is in the world")
        return nil
    }

    /// The window `id` names, or nil with a note.
    package func window(_ id: String, for verb: String) -> Window? {
        if let window = world.window(resolve(id)) { return window }
        ignored(verb, id, "no window \(resolve(id)) is in the world")
        return nil
    }

    /// `note <verb> <subject> ignored (<why>)`.
    package func ignored(_ verb: String, _ subject: String, _ why: String) {
        world.recorder.note("\(verb) \(subject) ignored (\(why))")
    }
}
