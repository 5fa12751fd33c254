import InteractionEngine

/// A verb that acts on the app rather than on a finger — create or show a window, add a view, push a
/// page — as the trace declares it: its values, the ids it brings into the world and the ids it names
/// (checked when the trace is read). What it does when its time comes is the replay's
/// (`CommandEffect`, in TraceReplay's Interpretation folder).
package protocol Command: Sendable {
    var verbName: String { get }
    /// Ids it brings into the world at `event` (a created window, an alert, a new view).
    func define(in table: inout IDTable, event: TraceEvent)
    /// Checks every id it names against the table.
    func resolve(in table: IDTable, event: TraceEvent)
}

extension Command {
    package func define(in table: inout IDTable, event: TraceEvent) {}
}
