/// Malformed view animations on `set` (S2.8).
extension BadInputCorpus {
    static let writtenAnimation: [BadInput] = [
        BadInput("set-animation", rootHead + """
        children:
          - {id: card, frame: [0, 0, 10, 10]}
events:
  - {t: 1s, set: {view: card, alpha: 0.5, animation: {delay: 1s}}}
  - {t: 2s, set: {view: card, alpha: 0.5, animation: {duration: 0s}}}
  - {t: 3s, set: {view: card, alpha: 0.5, animation: {duration: 0.3s, delay: 2min}}}
  - {t: 4s, set: {view: card, alpha: 0.5, animation: {duration: 0.3s, allowUserInteraction: yes}}}
  - {t: 5s, set: {view: card, alpha: 0.5, animation: {duration: 0.3s, curve: easeIn}}}
  - {t: 6s, set: {view: card, interactive: false, animation: {duration: 0.3s}}}
  - {t: 7s, set: {window: main, frame: [0, 0, 10, 10], animation: {duration: 0.3s}}}
  - {t: 8s, set: {view: card, animation: {duration: 0.3s}}}
  - {t: 9s, set: {view: card, alpha: 0.5, animation: 0.3s}}
  - {t: 10s, set: {view: card, alpha: 0.5, animation: {duration: 0.3s, delay: 61s}}}
""", [
            "11:54: animation needs 'duration'",
            "12:65: a view animation lasts more than 0s and at most 60s",
            "13:78: delay: '2min' is not a time; write 250ms, 1.5s or 40us",
            "14:93: allowUserInteraction must be true or false",
            "15:71: unknown key 'curve' in animation",
            "16:62: nothing in this set animates: an animation block animates frame, boundsOrigin or alpha",
            "17:67: animation animates a view's changes; set names a window here",
            "18:18: set changes nothing; name a property such as frame or hidden",
            "19:54: animation must be a mapping, not a scalar",
            "20:79: an animation's delay is at most 60s",
        ]),
    ]
}
