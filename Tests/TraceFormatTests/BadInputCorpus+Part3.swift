/// Malformed traces, continued (the corpus is split only to keep files small).
extension BadInputCorpus {
    static let writtenC: [BadInput] = [
        BadInput("missing-name", """
scene: {windows: []}
events: []
""", ["1:1: a trace needs 'name'"]),
        BadInput("missing-scene", """
name: t
scene: shared/nowhere.scene.yaml
events: []
""", ["2:8: cannot read the scene file shared/nowhere.scene.yaml: no such file"]),
        BadInput("missing-unit", """
\(head)
events:
  - {t: 250, tap: [1, 2]}
""", ["6:9: t: '250' needs a unit: write 250ms, 1.5s or 40us"]),
        BadInput("move-without-down", """
\(head)
events:
  - {t: 1s, move: {finger: 2, at: [1, 2]}}
""", ["6:5: finger 2 moves but is not down"]),
        BadInput("multiline-name", """
name: |
  one
  two
scene: {windows: []}
events: []
""", ["1:7: name must be one line"]),
        BadInput("nan", """
\(head)
events:
  - {t: 1s, tap: [.nan, 2]}
""", ["6:19: tap: each value must be a finite number, not .nan"]),
        BadInput("negative-size", """
name: t
scene:
  windows:
    - {id: main, frame: [0, 0, -1, 10]}
events: []
""", ["4:25: frame must have a width and height of at least 0"]),
        BadInput("negative-time", """
\(head)
events:
  - {t: 1s, tap: {at: [1, 2], hold: -5ms}}
""", ["6:37: hold: a time cannot be negative"]),
        BadInput("no-time", """
\(head)
events:
  - {t: 1s, tap: [1, 2]}
  - {show: main}
""", ["7:5: an event needs a time: t (since the start) or after (since the previous event)"]),
        BadInput("pattern-typo", """
\(head)
events: []
expect:
  - never: acton buy.tap
""", ["7:12: 'acton buy.tap' cannot match any record: records start with \(Known.recordWords); did you mean 'action'?"]),
        BadInput("quoted-number", """
\(head)
events:
  - {t: 1s, tap: ['1', 2]}
""", ["6:19: tap: each value must be a number, not the quoted text '1' (write numbers without quotes)"]),
        BadInput("reserved-id", """
name: t
scene:
  windows:
    - {id: none}
events: []
""", ["4:7: 'none' is a reserved word and cannot be an id"]),
        BadInput("set-nothing", """
\(head)
events:
  - {t: 1s, set: {view: buy}}
""", ["6:18: set changes nothing; name a property such as frame or hidden"]),
        BadInput("sub-micro", """
\(head)
events:
  - {t: 1.0005ms, tap: [1, 2]}
""", ["6:9: t: '1.0005ms' is finer than 1us, the resolution of time"]),
        BadInput("swipe-no-duration", """
\(head)
events:
  - {t: 1s, swipe: {from: [1, 2], to: [3, 4]}}
""", ["6:20: swipe needs 'duration'"]),
        BadInput("syntax", """
\(head)
events: [{t: 1s, tap: [1, 2]}
""", ["6:1: YAML syntax: did not find expected ',' or ']' (while parsing a flow sequence)"]),
        BadInput("t-and-after", """
\(head)
events:
  - {t: 1s, after: 1s, show: main}
""", ["6:20: an event has either t or after, not both"]),
        BadInput("top-not-mapping", """
- a
- b
""", ["1:1: a trace must be a mapping, not a list"]),
        BadInput("transcript-kind", """
\(head)
transcript: {include: [hitest]}
events: []
""", ["5:24: a record kind must be one of \(Known.recordKinds), not 'hitest'; did you mean 'hittest'?"]),
        BadInput("two-docs", """
\(head)
events: []
---
name: again
""", ["6:1: a trace file holds one YAML document; this is a second one"]),
        BadInput("two-verbs", """
\(head)
events:
  - {t: 1s, tap: [1, 2], show: main}
""", ["6:26: an event has exactly one verb; this one has tap and show"]),
        BadInput("unknown-action", """
\(head)
events: []
expect:
  - never: action buy.tapp
""", ["7:5: 'action buy.tapp' can never match: no action is named 'buy.tapp'; did you mean 'buy.tap'?"]),
        BadInput("unknown-hittest", """
name: t
scene:
  windows:
    - {id: main, root: {id: home, hitTest: passthrough}}
events: []
""", ["4:24: unknown hitTest hook 'passthrough'; known: passThrough, penetrationGuard; did you mean 'passThrough'?; hooks are registered in Swift (Hooks.register(hitTest:))"]),
        BadInput("unknown-setting", """
\(head)
settings: {uikit.tapSlope: 12}
events: []
""", ["5:12: unknown setting 'uikit.tapSlope'; did you mean 'uikit.tapSlop'?"]),
        BadInput("unknown-top", """
\(head)
evnets: []
""", ["1:1: a trace needs 'events'", "5:1: unknown key 'evnets' in a trace; did you mean 'events'?"]),
        BadInput("unknown-verb", """
\(head)
events:
  - {t: 1s, tpa: [1, 2]}
""", ["6:13: unknown key 'tpa' in an event; did you mean 'tap'?"]),
        BadInput("unknown-view-key", """
name: t
scene:
  windows:
    - {id: main, root: {id: home, frmae: [0, 0, 1, 1]}}
events: []
""", ["4:35: unknown key 'frmae' in a view; did you mean 'frame'?"]),
        BadInput("until-cap", """
\(head)
until: 90s
events:
  - {t: 1s, tap: [1, 2]}
""", ["5:8: until 90.000s is more than 60s after the last event (at 1.050s); the replay never runs that long"]),
        BadInput("up-without-down", """
\(head)
events:
  - {t: 1s, up: [1, 2]}
""", ["6:5: finger 1 lifts but is not down"]),
        BadInput("wrong-type", """
name: [a, b]
scene: {windows: []}
events: []
""", ["1:7: name must be text, not a list"]),
        BadInput("wrong-window-kind", """
\(head)
events:
  - {t: 1s, show: buy}
""", ["6:5: 'buy' is a view, not a window or an alert"]),
        BadInput("exclusive-touch-on-window", """
name: t
scene:
  windows:
    - {id: main, state: key, exclusiveTouch: true}
events: []
""", ["4:30: 'exclusiveTouch' is a view's key, not a window's; give it to the window's root view"]),
        BadInput("touches-should-cancel-word", """
name: t
scene:
  windows:
    - {id: main, state: key, root: {id: list, kind: scroll, touchesShouldCancel: sometimes}}
events: []
""", ["4:82: touchesShouldCancel must be one of default, always, never, not 'sometimes'"]),
    ]
}
