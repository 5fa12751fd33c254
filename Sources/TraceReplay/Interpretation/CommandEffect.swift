import InteractionEngine
import TraceFormat

/// What a command does when its time comes: the engine calls it makes, with the views it makes
/// through the replay's builder. Each command's effect sits in `Commands/`, in a file named after the
/// declaration file it belongs to. A target gone by now is for the engine to note.
protocol CommandEffect {
    func apply(_ context: CommandContext)
}

/// What a command acts on: the world, and the builder that makes views, windows and pages. Ids are
/// looked up as the trace resolved them (a page template's id names the page's one instance), and a
/// lookup that finds nothing is noted, never silently skipped.
struct CommandContext {
    let world: World
    let builder: WorldBuilder

    /// The id `reference` names at run time.
    func resolve(_ reference: String) -> String { builder.resolve(reference) }

    /// The view or window `id` names, or nil with `note <verb> <id> ignored (no view <id> is in the world)`.
    func view(_ id: String, for verb: String) -> View? {
        if let view = world.view(resolve(id)) { return view }
        ignored(verb, id, "no view \(resolve(id)) is in the world")
        return nil
    }

    /// The window `id` names, or nil with a note.
    func window(_ id: String, for verb: String) -> Window? {
        if let window = world.window(resolve(id)) { return window }
        ignored(verb, id, "no window \(resolve(id)) is in the world")
        return nil
    }

    /// `note <verb> <subject> ignored (<why>)`.
    func ignored(_ verb: String, _ subject: String, _ why: String) {
        world.recorder.note("\(verb) \(subject) ignored (\(why))")
    }
}
