/// Malformed traces: expectation patterns that no record of the trace can start with (issue 12).
extension BadInputCorpus {
    /// A view with a swipe `swipeA` and a pinch `zoom`.
    static let gestureHead = """
        name: t
        scene:
          windows:
            - id: main
              state: key
              root:
                id: home
                recognizers:
                  - {id: swipeA, type: swipe, direction: left}
                  - {id: zoom, type: pinch}
        """

    /// A navigation view showing page `home`, which holds `cellA` and top tabs `topTabs` of pages
    /// `feedA` and `feedB`.
    static let pagesHead = """
        name: t
        scene:
          pages:
            - id: home
              children:
                - {id: cellA, frame: [0, 100, 375, 44], onTap: cell.open}
                - {id: topTabs, kind: tabs, tabs: [feedA, feedB], bar: top, frame: [0, 200, 375, 400]}
            - {id: feedA}
            - {id: feedB}
          windows:
            - {id: main, state: key, root: {id: nav, kind: navigation, stack: [home]}}
        """

    static let writtenE: [BadInput] = [
        BadInput("pattern-state-word-typo", """
\(gestureHead)
events: [{t: 1s, tap: [10, 10]}]
expect:
  - never: gesture swipeA begun
""", [
            "13:5: 'gesture swipeA begun' can never match: after 'gesture swipeA' comes recognized or failed, not 'begun'",
        ]),
        BadInput("pattern-discrete-never-begins", """
\(gestureHead)
events: [{t: 1s, tap: [10, 10]}]
expect:
  - never: gesture swipeA began
""", [
            "13:5: 'gesture swipeA began' can never match: 'swipeA' records recognized or failed, never began",
        ]),
        BadInput("pattern-one-shot-action-phase", """
\(pagesHead)
events: [{t: 1s, tap: [10, 120]}]
expect:
  - never: action cell.open began
  - never: action cell.open changed
""", [
            "14:5: 'action cell.open began' can never match: 'cell.open' fires once, as 'action cell.open' with nothing after it, so never 'began'",
            "15:5: 'action cell.open changed' can never match: 'cell.open' fires once, as 'action cell.open' with nothing after it, so never 'changed'",
        ]),
        BadInput("pattern-continuous-never-recognizes", """
\(gestureHead)
events: [{t: 1s, tap: [10, 10]}]
expect:
  - never: gesture zoom recognized
""", [
            "13:5: 'gesture zoom recognized' can never match: 'zoom' records began, changed, ended, cancelled or failed, never recognized",
        ]),
        BadInput("pattern-deliver-phase", """
\(pagesHead)
events: [{t: 1s, tap: [10, 120]}]
expect:
  - never: deliver 1 begin cellA#1
""", [
            "14:5: 'deliver 1 begin cellA#1' can never match: after 'deliver 1' comes began, moved, ended or cancelled, not 'begin'; did you mean 'began'?",
        ]),
        BadInput("pattern-touch-phase", """
\(pagesHead)
events: [{t: 1s, tap: [10, 120]}]
expect:
  - never: touch 1 dwn
""", [
            "14:5: 'touch 1 dwn' can never match: after 'touch 1' comes down, up or cancel, not 'dwn'; did you mean 'down'?",
        ]),
        BadInput("pattern-instance-beyond-the-page", """
\(pagesHead)
events: [{t: 1s, tap: [10, 120]}]
expect:
  - never: hit 1 cellA#3
""", [
            "14:5: 'hit 1 cellA#3' can never match: 'cellA#3' never exists: page 'home' has at most 1 instance (cellA#1)",
        ]),
        BadInput("pattern-template-id-of-a-page-member", """
\(pagesHead)
events: [{t: 1s, tap: [10, 120]}, {t: 2s, push: {nav: nav, page: home}}]
expect:
  - once: hit 1 cellA window=main
""", [
            "14:5: 'hit 1 cellA window=main' can never match: 'cellA' is in page 'home'; records name its instances cellA#1 or cellA#2",
        ]),
        BadInput("pattern-page-template", """
\(pagesHead)
events: [{t: 1s, push: {nav: nav, page: feedA}}]
expect:
  - once: nav nav push feedA
""", [
            "14:5: 'nav nav push feedA' can never match: 'feedA' is a page template; records name its instances feedA#1 or feedA#2",
        ]),
        BadInput("pattern-instance-number-misplaced", """
\(pagesHead)
events: [{t: 1s, tap: [10, 120]}]
expect:
  - once: gesture cellA.tap#1 recognized
""", [
            "14:5: 'gesture cellA.tap#1 recognized' can never match: 'cellA.tap#1' is not how an instance names 'cellA.tap': cellA#1.tap",
        ]),
        BadInput("pattern-instance-of-a-scene-view", """
\(pagesHead)
events: [{t: 1s, tap: [10, 120]}]
expect:
  - never: hit 1 nav#1
""", [
            "14:5: 'hit 1 nav#1' can never match: 'nav' is not in a page template, so it has no instance 'nav#1'",
        ]),
        BadInput("pattern-finger-never-down", """
\(pagesHead)
events: [{t: 1s, tap: [10, 120]}, {t: 2s, pinch: {center: [187, 400], from: 60, to: 120, duration: 100ms, fingers: [4, 5]}}]
expect:
  - never: touch 3 down
  - never: hit 2 cellA#1
""", [
            "14:5: 'touch 3 down' can never match: finger 3 never goes down: the trace's input uses fingers 1, 4 and 5",
            "15:5: 'hit 2 cellA#1' can never match: finger 2 never goes down: the trace's input uses fingers 1, 4 and 5",
        ]),
        BadInput("pattern-pointer-beyond-the-touches", """
name: t
scene:
  windows:
    - {id: main, state: key, root: {id: flutter, kind: flutter, widgets: [{id: w, onTap: w.open}]}}
events: [{t: 1s, tap: [10, 10]}]
expect:
  - never: arena 2 w.tap accepted
""", [
            "7:5: 'arena 2 w.tap accepted' can never match: Flutter pointer 2 never exists: pointer ids count touches from 1, and the trace's input puts one touch down",
        ]),
        BadInput("pattern-tab-index", """
\(pagesHead)
events: [{t: 1s, selectTab: {tabs: topTabs, index: 1}}]
expect:
  - never: tab topTabs#1 2
""", [
            "14:5: 'tab topTabs#1 2' can never match: 'topTabs#1' has 2 tabs, so its indices go from 0 to 1, not 2",
        ]),
        BadInput("pattern-measure", """
\(gestureHead)
events: [{t: 1s, pinch: {center: [150, 150], from: 60, to: 120, duration: 100ms}}]
expect:
  - never: gesture zoom changed rotation=1
  - never: gesture zoom changed scale=1.50
""", [
            "13:5: 'gesture zoom changed rotation=1' can never match: the changes of 'zoom' measure scale, not rotation",
            "14:5: 'gesture zoom changed scale=1.50' can never match: after 'gesture zoom changed scale=' comes a number as transcripts print it, 1.5, not '1.50'",
        ]),
        BadInput("pattern-printed-numbers", """
\(gestureHead)
events: [{t: 1s, tap: [10, 10]}]
expect:
  - never: window main created level=0.0
  - never: touch 1 down 10 10
  - never: touch 1 down (10.0, 10)
""", [
            "13:5: 'window main created level=0.0' can never match: after 'window main created' comes a number as transcripts print it, 0, not '0.0'",
            "14:5: 'touch 1 down 10 10' can never match: after 'touch 1 down' comes (x, y), not '10'",
            "15:5: 'touch 1 down (10.0, 10)' can never match: after 'touch 1 down' comes (x, y) with numbers as transcripts print them, 10, not '10.0'",
        ]),
        BadInput("pattern-spaces", """
\(gestureHead)
events: [{t: 1s, tap: [10, 10]}]
expect:
  - never: "touch 1  down"
  - never: "touch 1 "
""", [
            "13:5: 'touch 1  down' can never match: records separate their words by one space, with none before or after",
            "14:5: 'touch 1 ' can never match: records separate their words by one space, with none before or after",
        ]),
        BadInput("pattern-forwarding-never-recognizes", """
name: t
scene:
  windows:
    - id: main
      state: key
      root:
        id: flutter
        kind: flutter
        widgets: [{id: ad, frame: [0, 0, 300, 100], platformView: {view: {id: adView}}}]
events: [{t: 1s, tap: [10, 10]}]
expect:
  - never: gesture adView.forwarding recognized
  - once: gesture adView.delaying began
""", [
            "12:5: 'gesture adView.forwarding recognized' can never match: 'adView.forwarding' records failed, never recognized",
            "13:5: 'gesture adView.delaying began' can never match: 'adView.delaying' records recognized or failed, never began",
        ]),
        BadInput("pattern-scroll-delay-records-nothing", """
name: t
scene:
  windows:
    - {id: main, state: key, root: {id: list, kind: scroll, contentSize: [375, 2000]}}
events: [{t: 1s, tap: [10, 10]}]
expect:
  - never: gesture list.delay failed
""", [
            "7:5: 'gesture list.delay failed' can never match: 'list.delay' makes no records (its changes of state are not in the transcript)",
        ]),
    ]
}
