/// Events out of time order report that once, without the finger errors their order causes (issue 30).
extension BadInputCorpus {
    static let writtenOrder: [BadInput] = [
        BadInput("time-backwards-no-knock-on", """
name: t
scene:
  windows:
    - {id: main, state: key, root: {id: home}}
events:
  - {t: 2s, down: [1, 1]}
  - {t: 1s, move: [3, 3]}
  - {t: 3s, up}
""", ["7:5: time goes backwards: 1.000s is before 2.000s, the time of the event at line 6"]),
    ]
}
