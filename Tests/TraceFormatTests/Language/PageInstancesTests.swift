import InteractionEngine
import Testing
@testable import TraceFormat

/// The most instances of each page, and how their ids read, worked out from the trace.
@Suite("Page instances")
struct PageInstancesTests {
    /// The page instances of a trace that decodes.
    func instances(_ text: String) throws -> PageInstances {
        let trace = try decodeTrace(text).get()
        let diagnostics = Diagnostics(file: "t.yaml")
        var table = IDTable(diagnostics: diagnostics, hooks: Hooks.builtIn.names)
        table.check(scene: trace.scene, events: trace.events, expectations: [])
        return table.pageInstances
    }

    static let nested = """
        name: t
        scene:
          pages:
            - id: home
              children:
                - {id: cell, onTap: cell.open, frame: [0, 0, 100, 100]}
                - {id: list, kind: scroll, contentSize: [375, 2000], frame: [0, 100, 375, 300]}
                - {id: topTabs, kind: tabs, tabs: [feed, feed, more], bar: top}
            - {id: feed, controller: feedVC, recognizers: [{id: proxy, type: pan}]}
            - {id: more}
            - {id: sheet, controller: sheetVC}
            - {id: unused}
          windows:
            - {id: main, state: key, root: {id: nav, kind: navigation, stack: [home], controller: navVC}}
        events:
          - {t: 1s, push: {nav: nav, page: home}}
          - {t: 2s, present: {page: sheet, from: navVC}}
          - {t: 3s, present: {page: sheet, from: navVC}}
        """

    @Test("stacks and tab bars count once each time their view is built; pushes and presents once each")
    func counts() throws {
        let pages = try instances(Self.nested)
        // home: the stack and one push; feed: twice in each home's tab bar; more: once in each.
        #expect(pages.most == ["home": 2, "feed": 4, "more": 2, "sheet": 2, "unused": 0])
        #expect(pages.cycles.isEmpty)
    }

    @Test("every id a page holds reads as its instances name it, built-in parts included")
    func forms() throws {
        let pages = try instances(Self.nested)
        let expected: [String: String] = [
            "home": "home#2", "cell": "cell#2", "cell.tap": "cell#2.tap", "list.pan": "list#2.pan", "list.delay": "list#2.delay",
            "topTabs.tab1": "topTabs#2.tab1", "feedVC": "feedVC#2", "proxy": "proxy#2",
            "sheet.container": "sheet#2.container", "sheet.dimming": "sheet#2.dimming", "sheet.dismissPan": "sheet#2.dismissPan",
        ]
        for (template, instance) in expected {
            #expect(pages.forms[template]?.id(2) == instance, "\(template)")
        }
        #expect(pages.forms["nav"] == nil && pages.forms["cell.open"] == nil)
    }

    @Test("in a page instance a SwiftUI hosting view's gestures take the suffix, and recognizers that name them follow")
    func swiftUIRenames() throws {
        let trace = try decodeTrace("""
            name: t
            settings: {swiftui.generation: ios18}
            scene:
              pages:
                - id: card
                  recognizers: [{id: single, type: tap, requireToFail: [dbl]}]
                  children:
                    - id: host
                      kind: swiftui
                      body:
                        - id: feed
                          scroll: {axis: vertical, extent: 900}
                          children:
                            - {id: photo, gestures: [{type: tap, id: dbl, count: 2}, {type: representable, recognizer: {id: swipe, type: pan, delegate: {simultaneousWith: [feed.pan]}}}]}
                            - {id: buy, draws: button}
              windows:
                - {id: main, state: key, root: {id: nav, kind: navigation, stack: [card]}}
            events: []
            """).get()
        let page = try #require(trace.scene.pages.first)
        let instance = page.instance(suffix: "#2", renames: page.recognizerRenames(suffix: "#2"))
        #expect(instance.recognizers.first?.requireToFail == ["dbl#2"])
        let body = try #require((instance.children.first?.kind as? SwiftUIKind)?.body)
        let photo = try #require(body.first?.children.first)
        #expect(photo.gestures.map(\.id) == ["dbl#2", "swipe#2"])
        #expect(photo.gestures.last?.recognizer?.id == "swipe#2")
        #expect(photo.gestures.last?.recognizer?.delegate.simultaneousWith == ["feed#2.pan"])
        #expect(body.first?.children.last?.recognizerIDs.map(\.id) == ["buy#2.press"])
    }

    @Test("a template id stands for the page's one instance; with several, or none, it is a problem")
    func templateIDs() throws {
        let pages = try instances(Self.nested)
        #expect(pages.soleInstance(of: "cell") == nil)
        #expect(pages.problem("cell", inRecords: false) == "'cell' is in page 'home', which can have 2 instances: name one, cell#1 or cell#2")
        #expect(pages.problem("cell", inRecords: true) == "'cell' is in page 'home'; records name its instances cell#1 or cell#2")
        #expect(pages.problem("proxy", inRecords: true) == "'proxy' is in page 'feed'; records name its instances proxy#1 … proxy#4")
        #expect(pages.problem("unused", inRecords: false)
            == "'unused' is a page template, which no navigation stack, tab bar, push or present instantiates, so 'unused' never exists")
        let single = try instances(traceWithRoot("{id: nav, kind: navigation, stack: [detail]}").replacingOccurrences(
            of: "scene:\n", with: "scene:\n  pages: [{id: detail, children: [{id: buy, onTap: buy.tap}]}]\n"))
        #expect(single.soleInstance(of: "buy.tap") == "buy#1.tap")
        #expect(single.problem("buy.tap", inRecords: false) == nil)
    }

    @Test("an instance number must be written where the instance puts it, and be one the page reaches")
    func numbers() throws {
        let pages = try instances(Self.nested)
        #expect(pages.problem("cell#2.tap", inRecords: true) == nil)
        #expect(pages.problem("cell#3", inRecords: true) == "'cell#3' never exists: page 'home' has at most 2 instances (cell#1 and cell#2)")
        #expect(pages.problem("cell.tap#1", inRecords: true) == "'cell.tap#1' is not how an instance names 'cell.tap': cell#1.tap")
        #expect(pages.problem("cell#0", inRecords: true) == "'cell#0' is not how an instance names 'cell': cell#1")
        #expect(pages.problem("cell#01", inRecords: true) == "'cell#01' is not how an instance names 'cell': cell#1")
        #expect(pages.problem("unused#1", inRecords: true)
            == "'unused#1' never exists: no navigation stack, tab bar, push or present instantiates page 'unused'")
        #expect(pages.problem("nav#1", inRecords: true) == "'nav' is not in a page template, so it has no instance 'nav#1'")
        #expect(pages.problem("nav", inRecords: true) == nil)
    }

    @Test("pages that show one another are cycles, and everything below them unbounded")
    func cycles() {
        let text = """
            name: t
            scene:
              pages:
                - {id: a, children: [{id: aTabs, kind: tabs, tabs: [b]}]}
                - {id: b, children: [{id: bNav, kind: navigation, stack: [a, c]}]}
                - {id: c}
              windows: [{id: main, state: key, root: {id: nav, kind: navigation, stack: [a]}}]
            events: []
            """
        #expect(errors(text) == ["4:57: pages show one another through navigation stacks or tab bars (a → b → a); building any of them would never end"])
        let here = SourceLocation(file: "t.yaml", mark: .start)
        let pages = ["a", "b", "c", "d"].map { ViewSpec(id: $0, location: here) }
        let sources = [("a", nil), ("b", "a"), ("a", "b"), ("c", "b"), ("d", nil)].map { PageInstances.Source(page: $0.0, container: $0.1, location: here) }
        let counted = PageInstances(pages: pages, sources: sources) { _ in [] }
        #expect(counted.cycles.map(\.pages) == [["a", "b"]])
        #expect(counted.most == ["a": PageInstances.unbounded, "b": PageInstances.unbounded, "c": PageInstances.unbounded, "d": 1])
    }
}

/// A native view embedded in a Flutter page gets its recognizers renamed per instance.
@Suite("Page instances: platform views")
struct PageInstancePlatformViewTests {
    static let trace = """
        name: t
        scene:
          pages:
            - id: adPage
              kind: flutter
              widgets:
                - id: ad
                  frame: [0, 0, 375, 200]
                  platformView:
                    view: {id: adView, recognizers: [{id: adTap, type: tap, action: ad.click}]}
          windows:
            - {id: main, state: key, root: {id: nav, kind: navigation, stack: [adPage], controller: navVC}}
        events:
          - {t: 1s, push: {nav: nav, page: adPage}}
        expect:
          - never: gesture adTap#2 recognized
        """

    @Test("each instance's native view has its own recognizer, and patterns name it by instance")
    func renamed() throws {
        let trace = try decodeTrace(Self.trace).get()
        let page = try #require(trace.scene.pages.first)
        let flutter = try #require(page.kind as? FlutterKind)
        let widget = try #require(flutter.widgets.first)
        let second = widget.instance(suffix: "#2")
        #expect(second.platformView?.view.recognizers.map(\.id) == ["adTap#2"])
        #expect(second.platformView?.view.id == "adView#2")
        #expect(widget.instance(suffix: "#1").platformView?.view.recognizers.map(\.id) == ["adTap#1"])
        let bad = Self.trace.replacingOccurrences(of: "adTap#2", with: "adTap#3")
        #expect(throws: DiagnosticError.self) { try decodeTrace(bad).get() }
    }
}
