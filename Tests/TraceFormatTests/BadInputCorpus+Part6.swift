/// Malformed traces: verbs and relations naming page members by template, pages that show one
/// another, and keys in the wrong place (issue 12).
extension BadInputCorpus {
    static let writtenF: [BadInput] = [
        BadInput("verb-template-id-of-a-page-with-two-instances", """
\(pagesHead)
events:
  - {t: 1s, push: {nav: nav, page: home}}
  - {t: 2s, selectTab: {tabs: topTabs, index: 1}}
""", [
            "14:5: 'topTabs' is in page 'home', which can have 2 instances: name one, topTabs#1 or topTabs#2",
        ]),
        BadInput("verb-instance-beyond-the-page", """
\(pagesHead)
events:
  - {t: 1s, set: {view: cellA#2, hidden: true}}
""", ["13:5: 'cellA#2' never exists: page 'home' has at most 1 instance (cellA#1)"]),
        BadInput("verb-page-never-instantiated", """
name: t
scene:
  pages:
    - {id: detail, children: [{id: buy, kind: button, onPress: buy.press}]}
  windows:
    - {id: main, state: key, root: {id: home}}
events:
  - {t: 1s, removeView: buy}
""", [
            "8:5: 'buy' is in page 'detail', which no navigation stack, tab bar, push or present instantiates, so 'buy' never exists",
        ]),
        BadInput("verb-instance-of-a-scene-view", """
\(pagesHead)
events:
  - {t: 1s, pop: nav#1}
""", ["13:5: 'nav' is not in a page template, so it has no instance 'nav#1'"]),
        BadInput("relation-template-id-of-a-page-with-two-instances", """
name: t
scene:
  pages:
    - {id: detail, recognizers: [{id: proxy, type: pan}]}
  windows:
    - id: main
      state: key
      root:
        id: nav
        kind: navigation
        stack: [detail]
        backGesture: {kind: edge, requireToFail: [proxy]}
events:
  - {t: 1s, push: {nav: nav, page: detail}}
""", [
            "12:51: 'proxy' is in page 'detail', which can have 2 instances: name one, proxy#1 or proxy#2",
        ]),
        BadInput("page-shows-itself", """
name: t
scene:
  pages:
    - id: home
      children: [{id: inner, kind: navigation, stack: [home]}]
  windows:
    - {id: main, state: key, root: {id: nav, kind: navigation, stack: [home]}}
events: []
""", [
            "5:56: page 'home' shows itself through a navigation stack or tab bar (home → home); building it would never end",
        ]),
        BadInput("pages-show-one-another", """
name: t
scene:
  pages:
    - {id: a, children: [{id: aTabs, kind: tabs, tabs: [b]}]}
    - {id: b, children: [{id: bNav, kind: navigation, stack: [a]}]}
  windows:
    - {id: main, state: key, root: {id: home}}
events: []
""", [
            "4:57: pages show one another through navigation stacks or tab bars (a → b → a); building any of them would never end",
        ]),
        BadInput("within-inside-count", """
\(gestureHead)
events: [{t: 1s, tap: [10, 10]}]
expect:
  - count: {of: touch 1 down, is: 1, within: [0s, 2s]}
""", [
            "13:38: within goes beside count, not inside it: {count: {of: <pattern>, is: <n>}, within: [from, to]}",
        ]),
        BadInput("within-on-an-event", """
\(gestureHead)
events: [{t: 1s, tap: [10, 10], within: [0s, 2s]}]
""", [
            "11:33: unknown key 'within' in an event; within goes in an expectation, beside never, once or count: {once: <pattern>, within: [from, to]}",
        ]),
        BadInput("within-alone", """
\(gestureHead)
events: [{t: 1s, tap: [10, 10]}]
expect:
  - once: touch 1 down
  - within: [0s, 2s]
""", [
            "14:5: an expectation needs a rule: never, once or count; within narrows the rule beside it, in the same item",
        ]),
        BadInput("within-at-the-top", """
\(gestureHead)
events: [{t: 1s, tap: [10, 10]}]
within: [0s, 2s]
""", [
            "12:1: unknown key 'within' in a trace; within goes in an expectation, beside never, once or count: {once: <pattern>, within: [from, to]}",
        ]),
        BadInput("set-key-far-from-any", """
name: t
scene:
  windows:
    - {id: main, state: key, root: {id: home}}
events:
  - {t: 1s, set: {view: home, touchesShouldCancel: never}}
  - {t: 2s, set: {view: home, boundsOrign: [0, 10]}}
""", [
            "6:31: unknown key 'touchesShouldCancel' in set",
            "7:31: unknown key 'boundsOrign' in set; did you mean 'boundsOrigin'?",
        ]),
        BadInput("reorder-not-the-children", """
name: t
scene:
  windows:
    - id: main
      state: key
      root:
        id: flutter
        kind: flutter
        widgets:
          - {id: stack, children: [{id: a}, {id: b}]}
events:
  - {t: 1s, reorder: {widget: stack, children: [b]}}
  - {t: 2s, reorder: {widget: stack, children: [b, a, a]}}
  - {t: 3s, reorder: {widget: a, children: [b]}}
  - {t: 4s, reorder: {widget: home, children: [a, b]}}
""", [
            "12:48: reorder lists each child of 'stack' once, in its new order; its children are a, b",
            "13:48: reorder lists each child of 'stack' once, in its new order; its children are a, b",
            "14:44: reorder lists each child of 'a' once, in its new order; its children are none",
            "15:5: 'home' names no widget",
        ]),
        BadInput("source-shapes", """
name: t
source:
  test: Should recognize tap
  carries: no onTap before the up
  omits: [1, [2]]
  ads: [typo]
scene:
  windows:
    - {id: main, state: key, root: {id: home}}
events: []
""", [
            "3:3: source needs 'file'",
            "4:12: carries must be a list, not a scalar",
            "5:14: a line of omits must be text, not a list",
            "6:3: unknown key 'ads' in source; did you mean 'adds'?",
        ]),
    ]
}
