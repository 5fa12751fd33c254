import InteractionEngine
import Testing
@testable import TraceFormat

/// References to page members: by instance, or by template id when the page has one instance.
@Suite("ID table: page members named by template")
struct IDTableInstancesTests {
    /// Page `home` (in the scene's stack) holds top tabs `topTabs` and a view with recognizer `cellTap`;
    /// `events` and `expect` follow.
    func trace(events: String, recognizerReference: String = "[]") -> String {
        """
        name: t
        scene:
          pages:
            - id: home
              controller: homeVC
              children:
                - {id: topTabs, kind: tabs, tabs: [feed, more], bar: top, frame: [0, 0, 375, 300]}
                - {id: cell, recognizers: [{id: cellTap, type: tap}, {id: cellPan, type: pan, requireToFail: [cellTap]}]}
            - {id: feed}
            - {id: more}
          windows:
            - id: main
              state: key
              root: {id: nav, kind: navigation, stack: [home], backGesture: {kind: edge, requireToFail: \(recognizerReference)}}
        events: \(events)
        """
    }

    @Test("verbs naming a page member by template id resolve to the page's one instance")
    func resolved() throws {
        let text = trace(events: "[{t: 1s, selectTab: {tabs: topTabs, index: 1}}, {t: 2s, set: {view: cell, hidden: true}}, {t: 3s, dismiss: homeVC}]",
                         recognizerReference: "[cellTap]")
        let decoded = try decodeTrace(text).get()
        #expect(decoded.resolvedReferences == ["topTabs": "topTabs#1", "cell": "cell#1", "homeVC": "homeVC#1", "cellTap": "cellTap#1"])
        #expect(decoded.resolved("topTabs") == "topTabs#1" && decoded.resolved("nav") == "nav")
    }

    @Test("with several instances the template id is an error naming them; a number beyond them is one too")
    func ambiguous() {
        let text = trace(events: "[{t: 1s, push: {nav: nav, page: home}}, {t: 2s, selectTab: {tabs: topTabs, index: 1}}, {t: 3s, removeView: cell#3}]",
                         recognizerReference: "[cellTap]")
        #expect(errors(text) == [
            "14:98: 'cellTap' is in page 'home', which can have 2 instances: name one, cellTap#1 or cellTap#2",
            "15:49: 'topTabs' is in page 'home', which can have 2 instances: name one, topTabs#1 or topTabs#2",
            "15:96: 'cell#3' never exists: page 'home' has at most 2 instances (cell#1 and cell#2)",
        ])
        #expect(errors(text.replacingOccurrences(of: "topTabs, index", with: "topTabs#2, index")
            .replacingOccurrences(of: "cell#3", with: "cell#2").replacingOccurrences(of: "[cellTap]", with: "[cellTap#1]")) == [])
    }

    @Test("a page's own recognizers name one another by template id; each instance renames them")
    func samePage() throws {
        let text = trace(events: "[{t: 1s, push: {nav: nav, page: home}}]")
        #expect(errors(text) == [])
        #expect(try decodeTrace(text).get().resolvedReferences.isEmpty)
    }

    @Test("a page's root view is a view of each instance")
    func pageRoots() throws {
        let text = trace(events: "[{t: 1s, set: {view: home, alpha: 0.5}}, {t: 2s, set: {view: feed#1, alpha: 0.5}}]")
        #expect(try decodeTrace(text).get().resolvedReferences == ["home": "home#1"])
        #expect(errors(trace(events: "[{t: 1s, set: {view: feed#2, alpha: 0.5}}]")) == ["15:10: 'feed#2' never exists: page 'feed' has at most 1 instance (feed#1)"])
    }
}
