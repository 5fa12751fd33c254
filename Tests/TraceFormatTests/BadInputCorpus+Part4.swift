/// Malformed traces: modal presentation and Flutter view controllers (docs/semantics.md S6.5, S7.8).
extension BadInputCorpus {
    static let presentationHead = """
        name: t
        scene:
          windows:
            - {id: main, state: key, root: {id: home, controller: homeVC}}
          pages:
            - {id: sheet, controller: sheetVC}
            - {id: bare}
        """

    static let writtenD: [BadInput] = [
        BadInput("present-unknown-style", """
\(presentationHead)
events:
  - {t: 1s, present: {page: sheet, from: homeVC, style: sheet}}
""", ["9:57: style must be one of automatic, fullScreen, pageSheet, formSheet, overFullScreen, overCurrentContext, not 'sheet'"]),
        BadInput("present-page-without-controller", """
\(presentationHead)
events:
  - {t: 1s, present: {page: bare, from: homeVC}}
""", ["9:5: page 'bare' has no view controller to present: give its root view 'controller: <id>'"]),
        BadInput("present-from-a-view", """
\(presentationHead)
events:
  - {t: 1s, present: {page: sheet, from: home}}
""", ["9:42: 'home' is a view, not a controller"]),
        BadInput("present-without-from", """
\(presentationHead)
events:
  - {t: 1s, present: {page: sheet}}
""", ["9:22: present needs 'from'"]),
        BadInput("present-modal-not-bool", """
\(presentationHead)
events:
  - {t: 1s, present: {page: sheet, from: homeVC, modalInPresentation: 2}}
""", ["9:71: modalInPresentation must be true or false"]),
        BadInput("dismiss-a-view", """
\(presentationHead)
events:
  - {t: 1s, dismiss: home}
""", ["9:5: 'home' is a view, not a controller"]),
        BadInput("dismiss-unknown-controller", """
\(presentationHead)
events:
  - {t: 1s, dismiss: sheetVc#1}
""", ["9:5: 'sheetVc' names no controller; did you mean 'sheetVC'?"]),
        BadInput("flutter-key-on-plain-view", """
name: t
scene:
  windows:
    - {id: main, root: {id: home, ignoresTouchesWhilePresenting: true}}
events: []
""", ["4:35: 'ignoresTouchesWhilePresenting' applies to Flutter views; add kind: flutter"]),
            BadInput("drag-strategy-typo", """
name: t
scene:
  windows:
    - {id: main, root: {id: f, kind: flutter, widgets: [{id: box, onPan: box.move, dragStrategy: latest}]}}
events: []
""", ["4:98: dragStrategy must be one of latestPointer, averageBoundaryPointers, sumAllPointers, not 'latest'"]),
        BadInput("drag-start-behavior-not-a-word", """
name: t
scene:
  windows:
    - {id: main, root: {id: f, kind: flutter, widgets: [{id: box, onPan: box.move, dragStartBehavior: [down]}]}}
events: []
""", ["4:103: dragStartBehavior must be text, not a list"]),
            BadInput("ignore-and-absorb", """
name: t
scene:
  windows:
    - {id: main, root: {id: f, kind: flutter, widgets: [{id: box, ignorePointer: true, absorbPointer: true}]}}
events: []
""", ["4:103: give one of ignorePointer or absorbPointer, not both"]),
    ]
}
