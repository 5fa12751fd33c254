/// Malformed traces around the system's gesture gate at the screen edges (docs/semantics.md S4.7): the
/// `systemGesture` verb, the `deferringSystemGestures` key, the gate's setting and `system` patterns.
extension BadInputCorpus {
    static let writtenSystemGestures: [BadInput] = [
        BadInput("system-gesture-finger-not-down", """
\(head)
events:
  - {t: 1s, systemGesture: {finger: 2}}
  - {t: 2s, down: [1, 800]}
  - {after: 10ms, systemGesture: }
""", ["6:5: finger 2 is taken by the system but is not down"]),
        BadInput("system-gesture-argument", """
\(head)
events:
  - {t: 1s, down: [1, 800]}
  - {after: 10ms, systemGesture: {fingers: 1}}
  - {after: 10ms, systemGesture: [1, 2]}
""", [
            "7:35: unknown key 'fingers' in systemGesture; did you mean 'finger'?",
            "8:34: systemGesture must be a mapping, not a list",
        ]),
        BadInput("deferring-system-gestures-needs-a-controller", """
name: t
scene:
  pages: [{id: p}]
  windows:
    - {id: main, state: key, root: {id: home, deferringSystemGestures: [bottom]}}
    - {id: other, root: {id: tabs, kind: tabs, bar: top, tabs: [p], deferringSystemGestures: all}}
    - {id: third, root: {id: flutter, kind: flutter, widgets: [], deferringSystemGestures: [top, bottom]}}
    - {id: fourth, root: {id: nav, kind: navigation, stack: [p], deferringSystemGestures: all}}
    - {id: fifth, root: {id: plain, controller: plainVC, deferringSystemGestures: [left, right]}}
events: []
""", [
            "5:72: deferringSystemGestures is a view controller's (preferredScreenEdgesDeferringSystemGestures); give the view 'controller'",
            "6:94: deferringSystemGestures is a view controller's (preferredScreenEdgesDeferringSystemGestures); give the view 'controller'",
        ]),
        BadInput("deferring-system-gestures-edges", """
name: t
scene:
  windows:
    - {id: main, state: key, root: {id: home, controller: homeVC, deferringSystemGestures: [botom, all]}}
    - {id: other, root: {id: other.root, controller: otherVC, deferringSystemGestures: bottom}}
events: []
""", [
            "4:93: a screen edge must be one of left, right, top, bottom, all, not 'botom'; did you mean 'bottom'?",
            "5:88: deferringSystemGestures must be a list, not a scalar",
        ]),
        BadInput("system-gesture-gate-setting", """
name: t
settings: {uikit.systemGestureGate: faceId, uikit.systemGestureDelay: -1, uikit.systemGestureBand: 20}
scene:
  windows:
    - {id: main, state: key, root: {id: home}}
events: []
""", [
            "2:37: uikit.systemGestureGate must be one of off, faceID, not 'faceId'; did you mean 'faceID'?",
            "2:71: uikit.systemGestureDelay must not be negative",
            "2:75: unknown setting 'uikit.systemGestureBand'; did you mean 'uikit.systemGestureTopBand'?",
        ]),
        BadInput("system-patterns", """
\(head)
events:
  - {t: 1s, down: [1, 800]}
  - {after: 10ms, systemGesture: }
expect:
  - never: system 1 held left
  - never: system 3 taken
  - never: system 1 released now
  - never: system 1 deferred
""", [
            "9:5: 'system 1 held left' can never match: after 'system 1 held' comes top or bottom, not 'left'",
            "10:5: 'system 3 taken' can never match: finger 3 never goes down: the trace's input uses finger 1",
            "11:5: 'system 1 released now' can never match: records of this kind end after 'system 1 released'",
        ]),
    ]
}
