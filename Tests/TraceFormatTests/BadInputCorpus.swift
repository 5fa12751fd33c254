/// Malformed traces, each with the exact errors it must produce (`line:column: message`).
enum BadInputCorpus {
    static let head = """
        name: t
        scene:
          windows:
            - {id: main, state: key, root: {id: home, children: [{id: buy, frame: [0, 0, 100, 100], onTap: buy.tap}]}}
        """

    static let generated: [BadInput] = [
        BadInput("tabs", "name: t\nscene:\n\twindows: []\nevents: []\n", ["3:1: a tab character cannot be used here; indent with spaces"]),
        BadInput(
            "non-utf8", bytes: Array("name: caf".utf8) + [0xE9] + Array("\nscene: {windows: []}\nevents: []\n".utf8),
            ["1:10: the file is not valid UTF-8 text (invalid trailing UTF-8 octet)"]),
        BadInput(
            "deep nesting (20,000 levels)",
            "name: t\nscene: {windows: []}\nevents: [" + String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000) + "]\n",
            ["3:136: nesting is deeper than 128 levels"]),
        BadInput("alias bomb", aliasBomb, ["7:36: aliases expand to more than 100000 nodes; refusing (an alias bomb?)"]),
    ]

    /// Nine levels of ten aliases each: 10^9 nodes if expanded.
    static var aliasBomb: String {
        var text = "name: t\nscene: {windows: []}\na: &a [x, x, x, x, x, x, x, x, x, x]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i"] {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
            previous = name
        }
        return text + "events: []\n"
    }

    static let cases: [BadInput] = generated + written

    static let written: [BadInput] = [
        BadInput("flutter-no-widgets", """
name: t
scene:
  windows:
    - id: main
      state: key
      root:
        id: flutter
        kind: flutter
events: []
""", ["7:9: a flutter view needs 'widgets': its widget tree, back to front"]),
        BadInput("flutter-scroll-widget", """
name: t
scene:
  windows:
    - id: main
      state: key
      root:
        id: flutter
        kind: flutter
        widgets: [{id: list, scroll: {axis: sideways}}]
events: []
""", ["9:38: scroll needs 'extent'", "9:45: axis must be one of vertical, horizontal, not 'sideways'"]),
        BadInput("flutter-widget-key", """
name: t
scene:
  windows:
    - id: main
      state: key
      root:
        id: flutter
        kind: flutter
        widgets: [{id: w, onTapp: x}]
events: []
""", ["9:27: unknown key 'onTapp' in a widget; did you mean 'onTap'?"]),
        BadInput("flutter-arena-pattern", """
name: t
scene:
  windows:
    - id: main
      state: key
      root:
        id: flutter
        kind: flutter
        widgets: [{id: w, onTap: w.open}]
events: []
expect:
  - never: arena 1 w.longPress
""", ["12:5: 'arena 1 w.longPress' can never match: no arena member is named 'w.longPress'"]),
        BadInput("exposure-ratio", """
name: t
scene:
  exposure: {minRatio: 1.5, fps: 0}
  windows:
    - {id: main, state: key, root: {id: home, children: [{id: card, frame: [0, 0, 100, 100], exposure: item-1}]}}
events: []
""", ["3:24: minRatio must be more than 0 and at most 1", "3:34: fps must be a whole number from 1 to 120"]),
        BadInput("exposure-unknown-key", """
name: t
scene:
  exposure: {minRatoi: 0.5}
  windows:
    - {id: main, state: key, root: {id: home, children: [{id: card, frame: [0, 0, 100, 100], exposure: {id: item-1, slott: a}}]}}
events: []
""", ["3:14: unknown key 'minRatoi' in exposure; did you mean 'minRatio'?", "5:117: unknown key 'slott' in exposure; did you mean 'slot'?"]),
        BadInput("exposure-unknown-content", """
name: t
scene:
  windows:
    - {id: main, state: key, root: {id: home, children: [{id: card, frame: [0, 0, 100, 100], exposure: item-1}]}}
events: []
expect:
  - once: exposure item-2 page=home
""", ["7:5: 'exposure item-2 page=home' can never match: no view shows content 'item-2'; did you mean 'item-1'?"]),
        BadInput("exposure-refresh-not-scroll", """
name: t
scene:
  windows:
    - {id: main, state: key, root: {id: home, children: [{id: card, frame: [0, 0, 100, 100], exposure: item-1}]}}
events:
  - {t: 1s, refresh: card}
""", ["6:5: 'card' is not a scroll view (kind: scroll)"]),
        BadInput("flutter-behavior", """
name: t
scene:
  windows:
    - id: main
      state: key
      root:
        id: flutter
        kind: flutter
        widgets: [{id: w, behavior: transparent}]
events: []
""", ["9:37: behavior must be one of deferToChild, opaque, translucent, not 'transparent'; did you mean 'translucent'?"]),
        BadInput("flutter-children", """
name: t
scene:
  windows:
    - id: main
      state: key
      root:
        id: flutter
        kind: flutter
        widgets: []
        children: [{id: v}]
events: []
""", ["10:19: a flutter view draws widgets, not UIKit children"]),
        BadInput("unknown-kind", """
name: t
scene:
  windows:
    - {id: main, root: {id: home, kind: webview}}
events: []
""", ["4:41: unknown kind 'webview'"]),
        BadInput("gesture unknown-type", """
name: t
scene:
  windows:
    - id: main
      state: key
      root:
        id: home
        recognizers: [{id: g, type: hover}]
events: []
""", ["8:37: unknown recognizer type 'hover'; known: tap, pan, longPress, edgePan, swipe, pinch, rotation, flutterProxy"]),
        BadInput("gesture require-nothing", """
name: t
scene:
  windows:
    - id: main
      state: key
      root:
        id: home
        recognizers: [{id: g, type: tap, requireToFail: [dobleTap]}]
events: []
""", ["8:58: 'dobleTap' names no recognizer"]),
        BadInput("gesture cycle", """
name: t
scene:
  windows:
    - id: main
      state: key
      root:
        id: home
        recognizers:
          - {id: a, type: tap, requireToFail: [b]}
          - {id: b, type: pan, delegate: {requireFailureOf: [c]}}
          - {id: c, type: swipe, requireToFail: [a]}
events: []
""", ["9:13: failure requirements form a cycle: a → b → c → a; each would wait for the other forever"]),
        BadInput("gesture delegate-rect", """
name: t
scene:
  windows:
    - id: main
      state: key
      root:
        id: home
        recognizers: [{id: g, type: pan, delegate: {shouldBegin: {startedIn: [0, 0, 30]}}}]
events: []
""", ["8:78: startedIn must be a rect [x, y, width, height]"]),
        BadInput("gesture wrong-type-key", """
name: t
scene:
  windows:
    - id: main
      state: key
      root:
        id: home
        recognizers: [{id: g, type: pan, taps: 2}]
events: []
""", ["8:42: 'taps' applies to tap recognizers, not pan"]),
        BadInput("gesture on-press-plain", """
name: t
scene:
  windows:
    - id: main
      state: key
      root:
        id: home
        onPress: buy.press
events: []
""", ["8:18: onPress is a button's action; add kind: button"]),
        BadInput("gesture flutter-proxy-on-plain-view", """
name: t
scene:
  windows:
    - id: main
      state: key
      root:
        id: home
        recognizers: [{id: g, type: flutterProxy}]
events: []
""", ["8:23: a flutterProxy recognizer goes on a Flutter view (kind: flutter)"]),
        BadInput("gesture self-require", """
name: t
scene:
  windows:
    - id: main
      state: key
      root:
        id: home
        recognizers: [{id: g, type: tap, requireToFail: [g]}]
events: []
""", ["8:58: 'g' cannot refer to itself"]),
        BadInput("gesture edges-missing", """
name: t
scene:
  windows:
    - id: main
      state: key
      root:
        id: home
        recognizers: [{id: g, type: edgePan}]
events: []
""", ["8:23: a recognizer needs 'edges'"]),
        BadInput("gesture simultaneous-view", """
name: t
scene:
  windows:
    - id: main
      state: key
      root:
        id: home
        recognizers: [{id: g, type: pan, delegate: {simultaneousWith: [home]}}]
events: []
""", ["8:72: 'home' is a view, not a recognizer"]),
        BadInput("gesture region-both", """
name: t
scene:
  windows:
    - id: main
      state: key
      root:
        id: home
        recognizers: [{id: g, type: pan, delegate: {shouldReceive: {startedIn: [0, 0, 1, 1], startedOutside: [0, 0, 1, 1]}}}]
events: []
""", ["8:68: shouldReceive takes one of startedIn or startedOutside, with a rect"]),
        BadInput("huge-number", """
\(head)
events:
  - {t: 1s, tap: [1e300, 2]}
""", ["6:19: tap: each value must be within ±1e9, not 1e300"]),
        BadInput("long-swipe", """
\(head)
events:
  - {t: 1s, swipe: {from: [1, 2], to: [3, 4], duration: 86400s}}
""", ["6:57: a swipe lasts more than 0s and at most 60s"]),
        BadInput("huge-level", """
name: t
scene:
  windows:
    - {id: main, level: 1e300}
events: []
""", ["4:25: level must be within ±1e9, not 1e300"]),
        BadInput("alpha", """
name: t
scene:
  windows:
    - {id: main, root: {id: home, alpha: 1.5}}
events: []
""", ["4:42: alpha must be from 0 to 1"]),
        BadInput("backwards", """
\(head)
events:
  - {t: 2s, tap: [1, 2]}
  - {t: 1s, tap: [1, 2]}
""", ["7:5: time goes backwards: 1.000s is before 2.000s, the time of the event at line 6"]),
        BadInput("bad-id", """
name: t
scene:
  windows:
    - {id: 1main}
events: []
""", ["4:12: window id '1main' is not a valid id (letters, digits, '_', '.', '-'; not starting with a digit)"]),
        BadInput("bad-level", """
name: t
scene:
  windows:
    - {id: main, level: alrt}
events: []
""", ["4:25: level must be normal, statusBar, alert or a number; did you mean 'alert'?"]),
        BadInput("before-creation", """
\(head)
events:
  - {t: 1s, removeView: popup}
  - {t: 2s, addView: {to: home, view: {id: popup}}}
""", ["6:5: 'popup' does not exist yet: it is created at t.yaml:7:39"]),
        BadInput("controller-handles", """
name: t
scene:
  windows:
    - {id: main, root: {id: home, controllerHandles: [began]}}
events: []
""", ["4:54: controllerHandles needs 'controller' on the same view"]),
        BadInput("dangling", """
\(head)
events:
  - {t: 1s, show: mian}
""", ["6:5: 'mian' names no window; did you mean 'main'?"]),
        BadInput("down-twice", """
\(head)
events:
  - {t: 1s, down: [1, 2]}
  - {t: 2s, tap: [1, 2]}
""", ["7:5: finger 1 is already down (it went down at line 6)"]),
        BadInput("duplicate-id", """
name: t
scene:
  windows:
    - {id: main, root: {id: home, children: [{id: home}]}}
events: []
""", ["4:46: duplicate id 'home' (first defined at t.yaml:4:24)"]),
        BadInput("duplicate-key", """
name: a
name: b
scene: {windows: []}
events: []
""", ["2:1: duplicate key 'name' (first at line 1)"]),
        BadInput("empty", """

""", ["1:1: the file is empty; a trace is a mapping with at least 'name', 'scene' and 'events'"]),
        BadInput("finger-range", """
\(head)
events:
  - {t: 1s, tap: {at: [1, 2], finger: 0}}
""", ["6:39: finger must be a whole number from 1 to 20"]),
        BadInput("format-2", """
format: 2
name: t
scene:
  windows:
    - {id: main, state: key, root: {id: home, children: [{id: buy, frame: [0, 0, 100, 100], onTap: buy.tap}]}}
events: []
""", ["1:9: format 2 is not supported; 1 is the only version"]),
        BadInput("navigation-without-stack", """
name: t
scene:
  windows:
    - {id: main, root: {id: nav, kind: navigation}}
events: []
""", ["4:24: a navigation view needs 'stack': its pages, bottom to top"]),
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
""", ["7:12: 'acton buy.tap' cannot match any record: records start with window, windows, key, app, touch, hit, hittest, deliver, gesture, action, scroll, nav, tab, arena, platform, overlay, exposure, view, note; did you mean 'action'?"]),
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
""", ["5:24: a record kind must be one of window, windows, key, app, touch, move, hit, hittest, deliver, gesture, changed, action, scroll, nav, tab, arena, platform, overlay, exposure, view, note, not 'hitest'; did you mean 'hittest'?"]),
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
""", ["4:24: unknown hitTest behaviour 'passthrough'; known: passThrough, penetrationGuard; did you mean 'passThrough'?"]),
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
    ]
}
