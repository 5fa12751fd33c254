/// Inputs that name a view to touch (`on:`) written wrong (issue 30).
extension BadInputCorpus {
    static let targetsHead = """
name: t
scene:
  windows:
    - id: main
      state: key
      root:
        id: root
        recognizers: [{id: pan, type: pan}]
        children:
          - {id: buy, kind: button, frame: [0, 0, 100, 40]}
events:
"""

    static let writtenTargets: [BadInput] = [
        BadInput("target-keys", targetsHead + """

  - {t: 1s, tap: {on: buy, at: [1, 2], unit: [0.5, 0.5]}}
  - {t: 2s, tap: {unit: [0.5, 0.5]}}
  - {t: 3s, tap: {finger: 2}}
  - {t: 4s, swipe: {from: {at: [1, 1]}, to: [3, 3], duration: 100ms}}
  - {t: 5s, down: {on: buy, hold: 1s}}
""", [
            "12:32: give 'at' (points) or 'unit' (fractions of the size), not both",
            "13:25: 'unit' is a point on the view 'on' names; give 'on' too, or 'at' for screen coordinates",
            "14:18: a tap needs 'at' (screen coordinates) or 'on' (a view, widget or SwiftUI view)",
            "15:27: from as a mapping is a point on a view: give 'on' (the view), or write screen coordinates as [x, y]",
            "16:29: unknown key 'hold' in down",
        ]),
        BadInput("target-ids", targetsHead + """

  - {t: 1s, tap: {on: nothing}}
  - {t: 2s, longPress: {on: pan, duration: 1s}}
  - {t: 3s, swipe: {from: {on: buy}, to: {on: later}, duration: 100ms}}
  - {t: 4s, addView: {to: root, view: {id: later}}}
""", [
            "12:5: 'nothing' names no view",
            "13:5: 'pan' is a recognizer, not a view or a widget or a SwiftUI view or a window",
            "14:5: 'later' does not exist yet: it is created at t.yaml:15:39",
        ]),
    ]
}
