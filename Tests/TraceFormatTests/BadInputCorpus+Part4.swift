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
        BadInput("scroll-curve-on-uikit", """
name: t
scene:
  windows:
    - {id: main, state: key, root: {id: list, kind: scroll, contentSize: [375, 2000]}}
events:
  - {t: 1s, scroll: {view: list, to: [0, 100], duration: 300ms, curve: easeIn}}
""", ["6:72: curve applies to a Flutter Scrollable's animateTo; 'list' is a UIKit scroll view, whose animation has its own curve"]),
        BadInput("scroll-flutter-cross-axis", """
name: t
scene:
  windows:
    - {id: main, state: key, root: {id: f, kind: flutter, widgets: [{id: feed, scroll: {axis: vertical, extent: 3000}}]}}
events:
  - {t: 1s, scroll: {view: feed, to: [10, 100]}}
""", ["6:38: 'feed' scrolls vertically: its offset's x must be 0"]),
        BadInput("scroll-flutter-not-scrollable", """
name: t
scene:
  windows:
    - {id: main, state: key, root: {id: f, kind: flutter, widgets: [{id: box, onTap: box.tap}]}}
events:
  - {t: 1s, scroll: {view: box, by: [0, 100]}}
""", ["6:5: 'box' is a widget that does not scroll: give it 'scroll:' or name a Scrollable"]),
        BadInput("scroll-unknown-curve", """
name: t
scene:
  windows:
    - {id: main, state: key, root: {id: f, kind: flutter, widgets: [{id: feed, scroll: {axis: vertical, extent: 3000}}]}}
events:
  - {t: 1s, scroll: {view: feed, to: [0, 100], duration: 1s, curve: bounce}}
""", ["6:69: curve must be one of linear, ease, easeIn, easeOut, easeInOut, fastOutSlowIn, not 'bounce'"]),
        BadInput("platform-views-era-typo", """
name: t
settings: {flutter.platformViews: legacy}
scene:
  windows: [{id: main, root: {id: home}}]
events: []
""", ["2:35: flutter.platformViews must be one of blockAtTouchEnd, holdUndecided, rejectAbsorbed, resetWebKit, not 'legacy'"]),
        BadInput("old-reject-absorbed-setting", """
name: t
settings: {flutter.rejectAbsorbedPointers: true}
scene:
  windows: [{id: main, root: {id: home}}]
events: []
""", ["2:12: unknown setting 'flutter.rejectAbsorbedPointers'"]),
        BadInput("platform-view-recognizer-twice", """
name: t
scene:
  windows:
    - {id: main, root: {id: f, kind: flutter, widgets: [{id: ad, frame: [0, 0, 10, 10], platformView: {view: {id: v}, gestureRecognizers: [eager, tap, eager]}}]}}
events: []
""", ["4:152: 'eager' is listed twice: a UiKitView takes one recognizer of each type"]),
        BadInput("web-fires-on-a-tap", """
name: t
scene:
  windows:
    - {id: main, root: {id: home, recognizers: [{id: t, type: tap, fires: touchStart}]}}
events: []
""", ["4:68: 'fires' applies to webTouchEvents recognizers, not tap"]),
    ]
}
