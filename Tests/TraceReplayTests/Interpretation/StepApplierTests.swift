import InteractionEngine
import Testing
import TraceFormat
@testable import TraceReplay

/// Each command reaches the world as the engine call it names.
@Suite("Step applier")
struct StepApplierTests {
    /// A world built from `scene`, and a function that applies the steps of each event in `events`
    /// (YAML event mappings, one per item) when called with its index.
    func applier(_ scene: String, events: [String]) throws -> (World, (Int) -> Void) {
        let text = "name: t\nscene:\n\(scene)\nevents:\n" + events.map { "  - " + $0 + "\n" }.joined()
        let trace = try TraceLoader().decode(file: "t.yaml", bytes: Array(text.utf8)).get()
        let world = World(screen: trace.scene.screen)
        let builder = WorldBuilder(world: world, pages: trace.scene.pages, resolvedReferences: trace.resolvedReferences)
        for spec in trace.scene.windows { world.windows.create(builder.makeWindow(spec), state: spec.state) }
        let apply = StepApplier(world: world, builder: builder)
        return (world, { index in for i in trace.timeline.indices where trace.timeline[i].event == index { apply.run(trace.timeline, at: i) } })
    }

    static let plain = """
          windows:
            - id: main
              state: key
              root: {id: home, children: [{id: card, frame: [0, 0, 100, 100]}, {id: feed, kind: scroll, contentSize: [375, 2000]}]}
        """

    @Test("set changes the properties it names and nothing else")
    func set() throws {
        let (world, run) = try applier(Self.plain, events: ["{t: 1s, set: {view: card, alpha: 0.5, hidden: true, frame: [1, 2, 3, 4]}}"])
        run(0)
        let card = try #require(world.view("card"))
        #expect(card.alpha == 0.5 && card.isHidden && card.frame == Rect(1, 2, 3, 4))
        #expect(card.isUserInteractionEnabled)
    }

    @Test("set hidden on a window hides and shows it as a window does")
    func hideWindow() throws {
        let (world, run) = try applier(Self.plain, events: ["{t: 1s, set: {window: main, hidden: true}}"])
        run(0)
        #expect(world.recorder.texts().suffix(3) == ["window main hidden", "windows none", "key none"])
    }

    @Test("scroll by moves from the current offset and is clamped to the content")
    func scrollBy() throws {
        let (world, run) = try applier(Self.plain, events: ["{t: 1s, scroll: {view: feed, by: [0, 300]}}", "{t: 2s, scroll: {view: feed, by: [0, 5000]}}"])
        run(0)
        run(1)
        let feed = try #require(world.view("feed") as? ScrollView)
        #expect(feed.contentOffset == Point(0, 2000 - 812))
    }

    @Test("addView to the key window adds a new view there; with no key window it is a note")
    func addToKeyWindow() throws {
        let (world, run) = try applier(Self.plain, events: [
            "{t: 1s, addView: {to: keyWindow, view: {id: popup, frame: [0, 0, 10, 10]}}}", "{t: 2s, hide: main}",
            "{t: 3s, addView: {to: keyWindow, view: {id: second}}}",
        ])
        run(0)
        #expect(world.view("popup")?.superview === world.window("main"))
        run(1)
        run(2)
        #expect(world.recorder.texts().last == "note addView second ignored (there is no key window)")
    }

    @Test("push instantiates the page anew each time; pop and selectTab reach their views")
    func navigation() throws {
        let scene = """
              pages: [{id: home}, {id: detail}, {id: a}, {id: b}]
              windows:
                - {id: main, state: key, root: {id: nav, kind: navigation, stack: [home]}}
                - {id: other, state: visible, root: {id: tabs, kind: tabs, tabs: [a, b]}}
            """
        let (world, run) = try applier(scene, events: [
            "{t: 1s, push: {nav: nav, page: detail}}", "{t: 2s, pop: nav}", "{t: 3s, push: {nav: nav, page: detail}}",
            "{t: 4s, selectTab: {tabs: tabs, index: 1}}",
        ])
        for index in 0..<4 { run(index) }
        #expect(world.recorder.texts(of: [.nav, .tab]) == ["nav nav push detail#1", "nav nav pop detail#1", "nav nav push detail#2", "tab tabs 1"])
    }

    @Test("verbs naming something gone by now leave it to the engine's notes and do nothing")
    func goneTargets() throws {
        let (world, run) = try applier(Self.plain, events: ["{t: 1s, removeView: card}", "{t: 2s, removeView: card}"])
        run(0)
        run(1)
        #expect(world.recorder.texts().suffix(2) == ["view card removed", "note removeView card ignored (it has no superview)"])
    }

    static let pageWithTabs = """
          pages:
            - {id: home, children: [{id: topTabs, kind: tabs, tabs: [a, b], bar: top}, {id: card, frame: [0, 0, 10, 10]}]}
            - {id: a}
            - {id: b}
          windows:
            - {id: main, state: key, root: {id: nav, kind: navigation, stack: [home]}}
        """

    @Test("a verb naming a page member by template id reaches the page's one instance")
    func templateIDs() throws {
        let (world, run) = try applier(Self.pageWithTabs, events: ["{t: 1s, selectTab: {tabs: topTabs, index: 1}}", "{t: 2s, set: {view: card, alpha: 0.5}}"])
        run(0)
        run(1)
        #expect(world.recorder.texts(of: [.tab]) == ["tab topTabs#1 1"])
        #expect(world.view("card#1")?.alpha == 0.5)
    }

    @Test("a verb whose view is not in the world yet changes nothing and says so")
    func notYetInTheWorld() throws {
        let (world, run) = try applier(Self.pageWithTabs, events: [
            "{t: 1s, selectTab: {tabs: topTabs#2, index: 1}}", "{t: 2s, removeView: card#2}", "{t: 3s, push: {nav: nav, page: home}}",
        ])
        run(0)
        run(1)
        #expect(world.recorder.texts(of: [.note, .tab]) == [
            "note selectTab topTabs#2 ignored (no view topTabs#2 is in the world)", "note removeView card#2 ignored (no view card#2 is in the world)",
        ])
        run(2)
        #expect(world.view("topTabs#2") != nil)
    }

    /// A command the language might declare with no effect written for it yet.
    private struct Unapplied: Command {
        var verbName: String { "unapplied" }
        func resolve(in table: IDTable, event: TraceEvent) {}
    }

    @Test("a command with no effect on the replay side is noted, not a crash")
    func commandWithoutEffect() throws {
        let world = World()
        let apply = StepApplier(world: world, builder: WorldBuilder(world: world, pages: []))
        apply.run([TimelineStep(time: .s(1), action: .verb(.command(Unapplied())), event: 0)], at: 0)
        #expect(world.recorder.entries.map(\.record.text) == ["note unapplied ignored (the replay has no effect for it)"])
    }
}
