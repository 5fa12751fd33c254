/// How the timeline looks: one class per lane kind and per state, so the picture explains itself.
enum TimelineStyle {
    static let css = """
        .caption { font-size: 12px; fill: #222222; }
        .label { font-size: 9px; fill: #1b2a3a; }
        .lane-label { font-size: 10px; fill: #1b2a3a; }
        .lane-label.member { fill: #4a5a6a; }
        .lane-label.expect { font-style: italic; }
        .word { font-size: 9px; fill: #333333; }
        .tick { font-size: 9px; fill: #555555; text-anchor: middle; }
        .grid { stroke: #e2e2e2; stroke-width: 1; }
        .axis { stroke: #888888; stroke-width: 1; }
        .row { fill: #f7f9fb; }
        .span { stroke: none; }
        .span.touch { fill: #d7263d; fill-opacity: 0.45; }
        .span.touch.cancelled { fill: #ff9f1c; fill-opacity: 0.6; }
        .span.touch.open { fill: #d7263d; fill-opacity: 0.25; }
        .span.possible { fill: #b8c4d0; }
        .span.active { fill: #3a6ea5; fill-opacity: 0.7; }
        .span.arena { fill: #0f8fb5; fill-opacity: 0.2; }
        .span.dragging { fill: #7a3aa5; fill-opacity: 0.75; }
        .span.decelerating { fill: #7a3aa5; fill-opacity: 0.35; }
        .span.moving { fill: #7a3aa5; fill-opacity: 0.2; }
        .span.dwell { fill: #2bb24c; fill-opacity: 0.3; }
        .span.interactive { fill: #c77700; fill-opacity: 0.35; }
        .span.input { fill: #555555; fill-opacity: 0.25; }
        .span.window { fill: #ffd166; fill-opacity: 0.45; stroke: #c9a227; stroke-width: 0.8; }
        .mark { stroke: #ffffff; stroke-width: 0.8; fill: #555555; }
        .mark.down, .mark.up { fill: #d7263d; }
        .mark.up { fill: #ffffff; stroke: #d7263d; stroke-width: 1.5; }
        .mark.began, .mark.event { fill: #3a6ea5; }
        .mark.ended, .mark.recognized, .mark.accepted, .mark.won, .mark.exposed, .mark.action, .mark.match { fill: #1c9a3c; }
        .mark.failed, .mark.rejected, .mark.violation { fill: #d7263d; }
        .mark.cancelled { fill: #ff9f1c; }
        .mark.outside { fill: #b0b0b0; }
        .mark.note, .mark.open { fill: #8a8a8a; }
        .move { stroke: #d7263d; stroke-width: 1; stroke-opacity: 0.6; }
        """
}
