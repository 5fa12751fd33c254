/// Malformed SwiftUI hosting views (issue 29).
extension BadInputCorpus {
    static let swiftUIHead = """
name: t
scene:
  windows:
    - id: main
      state: key
      root:
        id: root
        children:
          - id: host
            kind: swiftui
"""

    static let writtenSwiftUI: [BadInput] = [
        BadInput("swiftui-pressed-not-a-button", swiftUIHead + """

            body:
              - {id: card, frame: [0, 0, 100, 100], pressed: dimmed}
              - {id: ok, frame: [0, 100, 100, 100], draws: button, pressed: 3 dimmed}
events: [{t: 1s, tap: [1, 1]}]
""", [
            "12:62: only a button (draws: button) has a pressed state; a long press has `pressing`",
            "13:77: pressed '3 dimmed' is not a valid id (letters, digits, '_', '.', '-'; not starting with a digit)",
        ]),
        BadInput("swiftui-without-body", swiftUIHead + """

            frame: [0, 0, 375, 812]
events: [{t: 1s, tap: [1, 1]}]
""", ["9:13: a swiftui view needs 'body': its SwiftUI views, back to front"]),
        BadInput("swiftui-gesture-keys", swiftUIHead + """

            body:
              - id: card
                gestures:
                  - {type: tap, minimumDistance: 3}
                  - {type: drag, minimumDistance: -1}
                  - {type: pinch}
                  - {type: longPress, including: everything}
events: [{t: 1s, tap: [1, 1]}]
""", [
            "14:50: 'minimumDistance' is not a key of a tap gesture",
            "15:51: minimumDistance must not be negative",
            "16:28: type must be one of tap, spatialTap, longPress, drag, magnify, rotate, sequence, exclusive, simultaneous, representable, not 'pinch'",
            "17:50: including must be one of none, gesture, subviews, all, not 'everything'",
        ]),
        BadInput("swiftui-representable-gesture-keys", swiftUIHead + """

            body:
              - id: card
                gestures:
                  - {type: representable, id: mine, action: go, recognizer: {id: card.pan, type: pan}}
                  - {type: representable, modifier: highPriority, including: gesture, recognizer: {id: card.tap, type: tap}}
                  - {type: representable}
                  - {type: representable, recognizer: {id: card.long, type: longPress, requireToFail: [nothing]}}
events: [{t: 1s, tap: [1, 1]}]
""", [
            "14:47: 'id' of a representable gesture is given to its recognizer",
            "14:61: 'action' of a representable gesture is given to its recognizer",
            "15:53: a UIGestureRecognizerRepresentable is attached with gesture(_:) only: SwiftUI has no highPriorityGesture or simultaneousGesture for it",
            "15:78: a UIGestureRecognizerRepresentable is attached with gesture(_:), which takes no mask",
            "16:21: a representable gesture needs 'recognizer': the UIKit recognizer it wraps",
            "17:104: 'nothing' names no recognizer",
        ]),
        BadInput("swiftui-representable-before-ios18", "settings: {swiftui.generation: ios17}\n" + swiftUIHead + """

            body:
              - {id: card, gestures: [{type: representable, recognizer: {id: card.pan, type: pan}}]}
events: [{t: 1s, tap: [1, 1]}]
""", [
            "13:73: a UIGestureRecognizerRepresentable needs iOS 18 or later: set swiftui.generation to ios18 or ios26",
        ]),
        BadInput("swiftui-list-keys", swiftUIHead + """

            body:
              - {id: a, list: {extent: 100, axis: vertical}}
              - {id: b, list: {extent: 100, offset: 200}}
              - {id: c, list: {extent: 100}, scroll: {axis: vertical, extent: 100}}
              - {id: d, buttonStyle: borderless}
              - id: e
                list: {extent: 100}
                children:
                  - {id: row, children: [{id: go, draws: button, pressed: dim}, {id: ok, draws: button, buttonStyle: fancy}]}
events: [{t: 1s, tap: [1, 1]}]
""", [
            "12:45: unknown key 'axis' in list",
            "13:53: offset must be from 0 to the extent",
            "14:31: a view is a List or a ScrollView, not both: leave out 'scroll'",
            "15:38: only a button (draws: button) has a buttonStyle",
            "19:42: a button whose automatic style makes it part of its List row has no pressed state of its own: give it buttonStyle: borderless or plain",
            "19:118: buttonStyle must be one of automatic, borderless, plain, not 'fancy'",
        ]),
        BadInput("swiftui-two-gestures-one-id", swiftUIHead + """

            body:
              - id: card
                gestures: [{type: tap}, {type: tap, count: 2}]
                children:
                  - {id: label, action: go}
events: [{t: 1s, tap: [1, 1]}]
""", [
            "13:41: duplicate id 'card.tap' (first defined at t.yaml:13:28)",
            "15:41: only a button (draws: button) has an action; give a gesture its own",
        ]),
        BadInput("swiftui-sequence-pairs", swiftUIHead + """

            body:
              - id: card
                gestures:
                  - {type: sequence, first: {type: tap}, second: {type: drag}}
                  - {type: sequence, id: s2, first: {type: longPress, action: pressed}, second: {type: drag}}
                  - {type: sequence, id: s3, second: {type: drag}}
events: [{t: 1s, tap: [1, 1]}]
""", [
            "14:21: a sequence is modelled for a longPress before a drag (LongPressGesture().sequenced(before: DragGesture())); other pairs are not yet",
            "15:79: 'action' is given to the sequence, not to its parts",
            "16:21: a gesture needs 'first'",
        ]),
    ]
}
