import InteractionEngine

/// One row of the timeline: a label on the left and, along the time axis, spans (a state that lasts)
/// and marks (an instant). Each span and mark carries the transcript lines it stands for, shown on hover.
struct TimelineLane {
    /// Something that lasts from `from` to `to`, drawn as a bar of the CSS class `style`.
    struct Span {
        var from: Time
        var to: Time
        var style: String
        var title: String
    }

    /// Something that happens at an instant, drawn as a dot of the CSS class `style`, with an optional
    /// word beside it when there is room.
    struct Mark {
        var at: Time
        var style: String
        var title: String
        var word: String? = nil
    }

    /// What the lane follows, as a CSS class: `finger`, `gesture`, `arena`, `member`, …
    var kind: String
    var label: String
    /// Shown on hovering the label: what the lane is and which records it is drawn from.
    var about: String
    /// Arena members sit under their arena, indented.
    var indented = false
    /// What tells the lane from another whose label shortens alike, when their ends do not: an
    /// expectation's `line 12`.
    var tag: String? = nil
    var spans: [Span] = []
    var marks: [Mark] = []
    /// Several tick marks drawn as one path (a finger's moves), with one title for them all.
    var ticks: [(at: Time, title: String)] = []
}
