import InteractionEngine
@testable import TraceFormat

/// The lists the language's messages name, taken from its declarations, so a new recognizer type or
/// record kind needs no edit here.
enum Known {
    static let recognizerTypes = Registry.gestureTypes.map { $0.name }.joined(separator: ", ")
    static let recordWords = RecordShape.firstWords.joined(separator: ", ")
    static let recordKinds = RecordKind.allCases.map(\.rawValue).joined(separator: ", ")
}

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

    static let written: [BadInput] = writtenA + writtenB + writtenC + writtenD + writtenE + writtenF + writtenSwiftUI + writtenTargets + writtenOrder + writtenKeyboard + writtenSystemGestures + writtenAddToApp + writtenAnimation + writtenPointer

    static let writtenA: [BadInput] = [
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
        recognizers: [{id: g, type: wobble}]
events: []
""", ["8:37: unknown recognizer type 'wobble'; known: \(Known.recognizerTypes)"]),
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
    ]
}
