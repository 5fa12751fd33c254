/// Malformed traces, continued (the corpus is split only to keep files small).
extension BadInputCorpus {
    static let writtenB: [BadInput] = [
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
    ]
}
