import Foundation
import InteractionEngine
import Testing
import TraceFormat
@testable import TraceReplay

/// Hooks as traces name them: unknown names are errors at their line, names resolve to the
/// registered code when the world is built, and a trace's own keys win over a class's settings.
@Suite("Hooks in traces")
struct HookTracesTests {
    final class Quiet: CustomRecognizer {}
    final class Yes: GestureDelegateHook {
        func gestureRecognizerShouldBegin(_ recognizer: ReplayRecognizer) -> Bool { true }
    }

    static var hooks: Hooks {
        var hooks = Hooks.builtIn
        hooks.register(pointInside: "wide", PointInsideHook(summary: "wide") { _ in true })
        hooks.register(recognizer: "Proxy", RecognizerHook(summary: "proxy", isContinuous: true,
                                                           options: GestureOptions(cancelsTouchesInView: false, delaysTouchesEnded: false)) { Quiet() })
        hooks.register(delegate: "Yes") { Yes() }
        return hooks
    }

    static let unknownNames = """
        name: t
        scene:
          exposure: {rule: Seen}
          windows:
            - id: main
              state: key
              root:
                id: root
                children:
                  - {id: a, pointInside: wide2}
                  - {id: b, touches: Began}
                  - {id: c, kind: button, handler: Buy}
                  - id: d
                    recognizers:
                      - {id: d.tap, type: tap, delegate: No}
                      - {id: d.custom, type: custom, class: Proxi}
        events: []
        """

    @Test("each unknown hook is an error at its line, naming what is registered and where hooks come from")
    func unknownNamesAreErrors() throws {
        let result = TraceLoader(hooks: Self.hooks).decode(file: "t.yaml", bytes: Array(Self.unknownNames.utf8))
        guard case .failure(let error) = result else { Issue.record("decoded"); return }
        let lines = error.diagnostics.map(\.description)
        #expect(lines.contains { $0.hasPrefix("t.yaml:3:") && $0.contains("unknown rule hook 'Seen'; none is registered") })
        #expect(lines.contains { $0.hasPrefix("t.yaml:10:") && $0.contains("unknown pointInside hook 'wide2'; known: wide; did you mean 'wide'?") })
        #expect(lines.contains { $0.hasPrefix("t.yaml:11:") && $0.contains("unknown touches hook 'Began'") })
        #expect(lines.contains { $0.hasPrefix("t.yaml:12:") && $0.contains("unknown handler hook 'Buy'") })
        #expect(lines.contains { $0.hasPrefix("t.yaml:15:") && $0.contains("unknown delegate hook 'No'; known: Yes") })
        #expect(lines.contains { $0.hasPrefix("t.yaml:16:") && $0.contains("unknown class hook 'Proxi'; known: Proxy; did you mean 'Proxy'?") })
        #expect(lines.allSatisfy { $0.contains("Hooks.register(") }, "\(lines)")
        #expect(lines.count == 6, "\(lines)")
    }

    @Test("a custom recognizer needs its class; a delegate is a name or a mapping, nothing else")
    func shapes() throws {
        let text = """
            name: t
            scene:
              windows:
                - id: main
                  state: key
                  root:
                    id: root
                    recognizers:
                      - {id: r1, type: custom}
                      - {id: r2, type: tap, delegate: [Yes]}
            events: []
            """
        guard case .failure(let error) = TraceLoader(hooks: Self.hooks).decode(file: "t.yaml", bytes: Array(text.utf8)) else {
            Issue.record("decoded")
            return
        }
        let lines = error.diagnostics.map(\.description)
        #expect(lines.contains { $0.hasPrefix("t.yaml:9:") && $0.contains("class") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("t.yaml:10:") && $0.contains("delegate") }, "\(lines)")
    }

    @Test("names resolve when the world is built: the class's delivery flags unless the trace writes one, a delegate per recognizer")
    func resolution() throws {
        let text = """
            name: t
            scene:
              windows:
                - id: main
                  state: key
                  root:
                    id: root
                    pointInside: wide
                    recognizers:
                      - {id: p1, type: custom, class: Proxy, delegate: Yes}
                      - {id: p2, type: custom, class: Proxy, cancelsTouchesInView: true, delegate: Yes}
            events: []
            """
        let trace = try TraceLoader(hooks: Self.hooks).decode(file: "t.yaml", bytes: Array(text.utf8)).get()
        let world = World(hooks: Self.hooks)
        let builder = WorldBuilder(world: world, pages: [])
        let window = builder.makeWindow(trace.scene.windows[0])
        let root = try #require(window.subviews.first)
        #expect(root.hookNames?.pointInside == "wide")
        let (p1, p2) = (root.gestureRecognizers[0], root.gestureRecognizers[1])
        #expect(p1.type.continuous && !p1.cancelsTouchesInView && !p1.delaysTouchesEnded)
        #expect(p2.cancelsTouchesInView && !p2.delaysTouchesEnded)
        #expect(p1.delegateHook != nil && p1.delegateHook !== p2.delegateHook)
        #expect(p1.type.className == "Proxy")
    }
}
