import InteractionEngine
import Testing
import TraceFormat
@testable import TraceReplay

/// Each non-touch verb reaches the world as the engine call it names.
@Suite("Step applier")
struct StepApplierTests {
    /// A world built from `scene`, with a step applier for it.
    func applier(_ scene: String) throws -> (World, StepApplier, Trace) {
        let text = "name: t\nscene:\n\(scene)\nevents: []\n"
        let trace = try TraceLoader().decode(file: "t.yaml", bytes: Array(text.utf8)).get()
        let world = World(screen: trace.scene.screen)
        let builder = WorldBuilder(world: world, pages: trace.scene.pages)
        for spec in trace.scene.windows { world.createWindow(builder.makeWindow(spec), state: spec.state) }
        return (world, StepApplier(world: world, builder: builder), trace)
    }

    static let plain = """
          windows:
            - id: main
              state: key
              root: {id: home, children: [{id: card, frame: [0, 0, 100, 100]}, {id: feed, kind: scroll, contentSize: [375, 2000]}]}
        """

    @Test("set changes the properties it names and nothing else")
    func set() throws {
        let (world, apply, _) = try applier(Self.plain)
        apply.run(.verb(.set(target: "card", isWindow: false, changes: [.alpha(0.5), .hidden(true), .frame(Rect(1, 2, 3, 4))])))
        let card = try #require(world.view("card"))
        #expect(card.alpha == 0.5 && card.isHidden && card.frame == Rect(1, 2, 3, 4))
        #expect(card.isUserInteractionEnabled)
    }

    @Test("set hidden on a window hides and shows it as a window does")
    func hideWindow() throws {
        let (world, apply, _) = try applier(Self.plain)
        apply.run(.verb(.set(target: "main", isWindow: true, changes: [.hidden(true)])))
        #expect(world.recorder.texts().suffix(3) == ["window main hidden", "windows none", "key none"])
    }

    @Test("scroll by moves from the current offset and is clamped to the content")
    func scrollBy() throws {
        let (world, apply, _) = try applier(Self.plain)
        apply.run(.verb(.scroll(view: "feed", target: .by(Point(0, 300)), duration: .zero)))
        apply.run(.verb(.scroll(view: "feed", target: .by(Point(0, 5000)), duration: .zero)))
        let feed = try #require(world.view("feed") as? ScrollView)
        #expect(feed.contentOffset == Point(0, 2000 - 812))
    }

    @Test("addView to the key window adds a new view there; with no key window it is a note")
    func addToKeyWindow() throws {
        let (world, apply, trace) = try applier(Self.plain)
        var spec = try #require(trace.scene.windows.first?.root?.children.first)
        spec.id = "popup"
        apply.run(.verb(.addView(to: .keyWindow, view: .new(spec))))
        #expect(world.view("popup")?.superview === world.window("main"))
        apply.run(.verb(.hide("main")))
        spec.id = "second"
        apply.run(.verb(.addView(to: .keyWindow, view: .new(spec))))
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
        let (world, apply, _) = try applier(scene)
        apply.run(.verb(.push(nav: "nav", page: "detail")))
        apply.run(.verb(.pop("nav")))
        apply.run(.verb(.push(nav: "nav", page: "detail")))
        apply.run(.verb(.selectTab(tabs: "tabs", index: 1)))
        #expect(world.recorder.texts(of: [.nav, .tab]) == ["nav nav push detail#1", "nav nav pop detail#1", "nav nav push detail#2", "tab tabs 1"])
    }

    @Test("verbs naming something gone by now leave it to the engine's notes and do nothing")
    func goneTargets() throws {
        let (world, apply, _) = try applier(Self.plain)
        apply.run(.verb(.removeView("card")))
        apply.run(.verb(.removeView("card")))
        #expect(world.recorder.texts().suffix(2) == ["view card removed", "note removeView card ignored (it has no superview)"])
    }
}
