/// Malformed `pointer` events: what a finger number is and the buttons it holds (S7.13).
extension BadInputCorpus {
    static let writtenPointer: [BadInput] = [
        BadInput("pointer-verb", rootHead + """
        children:
          - {id: card, frame: [0, 0, 10, 10]}
events:
  - {t: 1s, pointer: {buttons: secondary}}
  - {t: 2s, pointer: {device: pen}}
  - {t: 3s, pointer: {device: finger, buttons: secondary}}
  - {t: 4s, pointer: {device: mouse, buttons: []}}
  - {t: 5s, pointer: {device: mouse, buttons: [secondary, secondary]}}
  - {t: 6s, pointer: {device: mouse, buttons: tertiary}}
  - {t: 7s, pointer: {device: mouse, finger: 0}}
  - {t: 8s, pointer: mouse}
  - {t: 9s, pointer: {device: mouse, button: primary}}
""", [
            "11:22: pointer needs 'device'",
            "12:31: device must be one of finger, pencil, mouse, not 'pen'",
            "13:48: a finger holds no buttons but its touch (primary); a secondary button needs device: mouse",
            "14:47: buttons lists at least one button; a mouse with none held is not touching",
            "15:59: 'secondary' is listed twice",
            "16:47: a button must be one of primary, secondary, not 'tertiary'",
            "17:46: finger must be a whole number from 1 to 20",
            "18:22: pointer must be a mapping, not a scalar",
            "19:38: unknown key 'button' in pointer; did you mean 'buttons'?",
        ]),
        BadInput("device-and-button-filters", """
name: t
scene:
  windows:
    - id: main
      state: key
      root:
        id: flutter
        kind: flutter
        widgets:
          - {id: a, onTap: a.tap, supportedDevices: [touch, pen]}
          - {id: b, onTap: b.tap, supportedDevices: []}
          - {id: c, supportedDevices: [mouse]}
          - {id: d, onTap: d.tap, supportedDevices: mouse}
          - {id: e, onTap: e.tap, doubleTapButtons: [secondary]}
          - {id: g, onDoubleTap: g.dt, doubleTapButtons: [middle]}
events:
  - {t: 1s, tap: [1, 1]}
""", [
            "10:61: a device kind must be one of touch, stylus, mouse, not 'pen'",
            "11:53: supportedDevices lists at least one kind (touch, stylus, mouse); leave it out for every kind",
            "12:39: supportedDevices needs a gesture callback (onTap, onLongPress, onPan, …): it filters the detector's recognizers",
            "13:53: supportedDevices must be a list, not a scalar",
            "14:53: doubleTapButtons needs a double-tap callback (onDoubleTap, onDoubleTapDown, onDoubleTapCancel)",
            "15:59: a button must be one of primary, secondary, not 'middle'",
        ]),
    ]
}
