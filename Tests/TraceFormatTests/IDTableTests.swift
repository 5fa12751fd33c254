import InteractionEngine
import Testing
@testable import TraceFormat

/// One namespace of ids, its roles, and references resolved against both.
@Suite("ID table")
struct IDTableTests {
    static let pages = "name: t\nscene:\n  pages: [{id: detail, children: [{id: buy, onTap: buy.tap}]}]\n  windows:\n"

    @Test("built-in parts are ids of their kind: a scroll view's pan and delay, a navigation view's bar and back gesture")
    func builtInParts() throws {
        let text = Self.pages + """
                - id: main
                  state: key
                  root: {id: nav, kind: navigation, stack: [detail], children: []}
            events: []
            expect:
              - never: gesture nav.back began
              - never: view nav.backButton removed
              - never: gesture feed.pan began
            """
        #expect(errors(text).contains { $0.contains("'gesture feed.pan began' can never match: no recognizer is named 'feed.pan'") })
        #expect(!errors(text).contains { $0.contains("nav.back") })
    }

    @Test("a reference to an id created later says where it is created")
    func createdLater() {
        let text = traceWithRoot("{id: home}", events: "[{t: 1s, hide: popup}, {t: 2s, createWindow: {id: popup}}]")
        #expect(errors(text) == ["7:10: 'popup' does not exist yet: it is created at t.yaml:7:54"])
    }

    @Test("a reference to the wrong kind of id names both kinds")
    func wrongKind() {
        #expect(errors(traceWithRoot("{id: home}", events: "[{t: 1s, show: home}]")) == ["7:10: 'home' is a view, not a window or an alert"])
        #expect(errors(traceWithRoot("{id: home}", events: "[{t: 1s, scroll: {view: home, to: [0, 1]}}]"))
            == ["7:10: 'home' is not a scroll view (kind: scroll)"])
    }

    @Test("page instances are checked against their template ids")
    func instances() {
        let text = Self.pages + "    - {id: main, state: key, root: {id: nav, kind: navigation, stack: [detail]}}\n"
            + "events: [{t: 1s, push: {nav: nav, page: detail}}, {t: 2s, tap: [10, 10]}]\nexpect:\n  - once: action buy.tap\n  - never: hit 1 buy#2 window=main\n"
        #expect(errors(text) == [])
        #expect(IDTableProbe.templateID("buy#2.tap") == "buy.tap")
        #expect(IDTableProbe.templateID("detail#12") == "detail")
    }

    @Test("duplicate and reserved ids are errors at the later definition")
    func duplicates() {
        #expect(errors(traceWithRoot("{id: home, children: [{id: home}]}")) == ["6:35: duplicate id 'home' (first defined at t.yaml:6:13)"])
        #expect(errors(traceWithRoot("{id: none}")) == ["6:13: 'none' is a reserved word and cannot be an id"])
    }

    @Test("roles: actions, scroll views and content ids come from the kinds and keys that declare them")
    func roles() {
        let root = "{id: feed, kind: scroll, children: [{id: card, exposure: item-1, onTap: open}, {id: b, kind: button, onPress: buy}]}"
        let expect = "[{never: action open}, {never: action buy}, {never: scroll feed began}, {never: exposure item-1}, {never: action nope}]"
        #expect(errors(traceWithRoot(root, expect: expect)) == ["8:107: 'action nope' can never match: no action is named 'nope'; did you mean 'open'?"])
    }

    @Test("failure requirements that form a cycle are found, and a recognizer naming itself is told so")
    func cycles() {
        #expect(IDTableProbe.cycle(from: "a", edges: ["a": ["b"], "b": ["a"]]) == ["a", "b"])
        let text = traceWithRoot("{id: v, recognizers: [{id: g, type: tap, requireToFail: [g]}]}")
        #expect(errors(text) == ["6:70: 'g' cannot refer to itself"])
    }
}
