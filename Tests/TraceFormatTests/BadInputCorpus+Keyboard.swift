/// Malformed text inputs, keyboard keys, first-responder verbs and rotation (issue 32).
extension BadInputCorpus {
    /// A trace's first lines up to its key window's root view `root`; the rest follows from column 9
    /// (shared by the corpus files written since issue 32).
    static let rootHead = """
name: t
scene:
  windows:
    - id: main
      state: key
      root:
        id: root

"""

    static let writtenKeyboard: [BadInput] = [
        BadInput("recognizer-enabled-verbs", rootHead + """
        recognizers: [{id: hide, type: tap}]
        children:
          - {id: card, frame: [0, 0, 10, 10]}
events:
  - {t: 1s, disableRecognizer: hid}
  - {t: 2s, enableRecognizer: card}
  - {t: 3s, disableRecognizer: [hide]}
  - {t: 4s, enableRecognizer: hide, extra: 1}
""", [
            "12:5: 'hid' names no recognizer; did you mean 'hide'?",
            "13:5: 'card' is a view, not a recognizer",
            "14:32: disableRecognizer must be text, not a list",
            "15:37: unknown key 'extra' in an event",
        ]),
        BadInput("control-class", rootHead + """
        children:
          - {id: rating, kind: button, class: UIControll}
          - {id: plain, class: UIControl}
          - {id: slider, kind: button, class: [UISlider]}
          - {id: a, kind: button, knob: [0, 0, 10, 10]}
          - {id: b, kind: button, class: UISlider, knob: [0, 0, 10]}
          - {id: c, kind: button, knob: [0, 0, 10, 10], class: UISwitch}
events:
  - {t: 1s, tap: [1, 1]}
""", [
            "9:47: class must be one of UIButton, UISwitch, UIStepper, UISegmentedControl, UIPageControl, UISlider, UIControl, not 'UIControll'; did you mean 'UIControl'?",
            "10:25: 'class' applies to buttons; add kind: button",
            "11:47: class must be text, not a list",
            "12:41: knob applies to a UISlider or a UISwitch; add class: UISlider or class: UISwitch",
            "13:58: knob must be a rect [x, y, width, height]",
        ]),
        BadInput("keyboard-keys-and-verbs", rootHead + """
        recognizers: [{id: hide, type: tap, endsEditing: 3}]
        children:
          - {id: keyboard, frame: [0, 0, 10, 10]}
          - {id: list, kind: scroll, keyboardDismissMode: sideways}
          - {id: ok, kind: button, onPress: ok}
          - {id: field, kind: textField, editable: maybe, keyboardFrame: [0, 0, 10]}
events:
  - {t: 1s, becomeFirstResponder: ok}
  - {t: 2s, endEditing: nowhere}
  - {t: 3s, resignFirstResponder: field}
""", [
            "8:58: endsEditing must be true or false",
            "10:13: 'keyboard' is a reserved word and cannot be an id",
            "11:59: keyboardDismissMode must be one of none, onDrag, interactive, not 'sideways'",
            "13:52: editable must be true or false",
            "13:74: keyboardFrame must be a rect [x, y, width, height]",
            "15:5: 'ok' is not a text input (kind: textField or textView)",
            "16:5: 'nowhere' names no view",
        ]),
        BadInput("rotation-keys-and-verb", rootHead + """
        children:
          - {id: a, frame: [0, 0, 10, 10], autoresizing: [flexibleWidth, stretchy], landscapeFrame: 3}
events:
  - {t: 1s, orientation: sideways}
""", [
            "9:74: autoresizing must be one of flexibleLeftMargin, flexibleWidth, flexibleRightMargin, flexibleTopMargin, flexibleHeight, flexibleBottomMargin, not 'stretchy'",
            "9:101: landscapeFrame must be a rect [x, y, width, height]",
            "11:26: orientation must be one of portrait, portraitUpsideDown, landscapeLeft, landscapeRight, not 'sideways'",
        ]),
            BadInput("input-accessory-without-frame", rootHead + """
        children:
          - {id: f, kind: textField, inputAccessory: {id: bar}}
events:
  - {t: 1s, tap: [1, 1]}
""", ["9:54: an input accessory view needs a frame: its height above the keys"]),
    ]
}
