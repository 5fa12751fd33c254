/// Malformed engine keys, add-to-app verbs (issue 33) and Flutter widget keys.
extension BadInputCorpus {
    static let writtenAddToApp: [BadInput] = [
        BadInput("engine-keys-and-lifetime-verbs", rootHead + """
        controller: rootVC
        children:
          - id: fv
            kind: flutter
            engine: [a]
            takesEngineOnAppear: sometimes
            widgets:
              - {id: box, frame: [0, 0, 10, 10]}
              - id: cell
                frame: [0, 20, 10, 10]
                platformView: {onPlatformViewCreated: [x], view: {id: native}}
events:
  - {t: 1s, setViewController: {engine: nowhere}}
  - {t: 2s, setViewController: {engine: fv.engine, controller: rootVC}}
  - {t: 3s, releaseController: rootVC}
  - {t: 4s, rebuildPlatformView: {widget: box, change: viewType}}
  - {t: 5s, rebuildPlatformView: {widget: cell, change: colour}}
  - {t: 6s, setViewController: {controller: fv.controller}}
  - {t: 7s, releaseController: nobody}
""", [
            "12:21: engine must be text, not a list",
            "13:34: takesEngineOnAppear must be true or false",
            "18:55: onPlatformViewCreated must be text, not a list",
            "20:5: 'nowhere' names no Flutter engine; engines: fv.engine",
            "21:5: 'rootVC' is not a FlutterViewController (the controller of a flutter view)",
            "22:5: 'rootVC' is not a FlutterViewController (the controller of a flutter view)",
            "23:5: 'box' is not a UiKitView (a widget with platformView)",
            "24:57: change must be one of viewType, key, creationParams, not 'colour'",
            "25:32: setViewController needs 'engine'",
            "26:5: 'nobody' names no controller",
        ]),
        BadInput("recognizer-parameter-keys", rootHead + """
        children:
          - id: fv
            kind: flutter
            widgets:
              - {id: a, frame: [0, 0, 10, 10], longPressDuration: 100ms}
              - {id: b, frame: [0, 20, 10, 10], onLongPress: b.lp, longPressDuration: 0s}
              - {id: c, frame: [0, 40, 10, 10], onTap: c.tap, longPressDuration: soon}
              - {id: d, frame: [0, 0, 10, 10], tapPostAcceptSlop: 5}
              - {id: e, frame: [0, 20, 10, 10], onTap: e.tap, tapPostAcceptSlop: -1}
              - {id: f, frame: [0, 40, 10, 10], onTapMove: f.move, tapPostAcceptSlop: far}
events:
  - {t: 1s, tap: [1, 1]}
""", [
            "12:67: longPressDuration needs a long-press callback (onLongPress, onLongPressStart, …)",
            "13:87: longPressDuration must be longer than 0s",
            "14:82: longPressDuration: 'soon' is not a time; write 250ms, 1.5s or 40us",
            "15:67: tapPostAcceptSlop needs a tap callback (onTap, onTapDown, onTapMove, …)",
            "16:82: tapPostAcceptSlop must not be negative",
            "17:87: tapPostAcceptSlop must be a number, not 'far'",
        ]),
        BadInput("dispose-gestures", rootHead + """
        children:
          - id: fv
            kind: flutter
            widgets:
              - {id: a, frame: [0, 0, 10, 10], onTap: a.tap}
events:
  - {t: 1s, disposeGestures: b}
  - {t: 2s, disposeGestures: root}
  - {t: 3s, disposeGestures: [a]}
""", [
            "14:5: 'b' names no widget; did you mean 'a'?",
            "15:5: 'root' is a view, not a widget",
            "16:30: disposeGestures must be text, not a list",
        ]),
    ]
}
