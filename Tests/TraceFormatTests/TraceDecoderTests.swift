import Foundation
import InteractionEngine
import Testing
import TraceFormat

private func decode(_ text: String, file: String = "t.yaml") throws -> Trace {
    try TraceLoader().decode(file: file, bytes: Array(text.utf8)).get()
}

private let scene = """
    name: A trace
    scene:
      screen: [320, 568]
      windows:
        - id: main
          state: key
          root:
            id: home
            controller: homeVC
            controllerHandles: all
            children:
              - {id: buy, frame: [10, 20, 30, 40], handles: [began, ended], onTap: buy.tap, extraHitRects: [[0, -10, 30, 10]]}
    """

@Suite("Trace decoding")
struct TraceDecoderTests {
    @Test("a scene decodes with defaults filled in")
    func sceneDefaults() throws {
        let trace = try decode(scene + "\nevents: []\n")
        #expect(trace.name == "A trace")
        #expect(trace.scene.screen == Size(320, 568))
        let window = try #require(trace.scene.windows.first)
        #expect(window.state == .key)
        #expect(window.level == 0)
        #expect(window.frame == nil)
        let root = try #require(window.root)
        #expect(root.controllerHandles == Set(TouchPhase.allCases))
        let buy = try #require(root.children.first)
        #expect(buy.frame == Rect(10, 20, 30, 40))
        #expect(buy.handles == [.began, .ended])
        #expect(buy.extraHitRects == [Rect(0, -10, 30, 10)])
        #expect(buy.location.mark.line == 12)
        #expect(trace.transcriptKinds == RecordKind.defaultSet)
        #expect(trace.settings == Settings())
    }

    @Test("settings may be dotted or nested; transcript include and exclude adjust the default set")
    func settingsAndTranscript() throws {
        let dotted = try decode(scene + "\nsettings: {uikit.tapSlop: 12}\nevents: []\n")
        let nested = try decode(scene + "\nsettings: {uikit: {tapSlop: 14}}\ntranscript: {include: [deliver], exclude: [touch]}\nevents: []\n")
        #expect(dotted.settings.tapSlop == 12)
        #expect(nested.settings.tapSlop == 14)
        #expect(nested.transcriptKinds.contains(.deliver))
        #expect(!nested.transcriptKinds.contains(.touch))
    }

    @Test("t is absolute and after is relative to the previous event; the first may have neither")
    func times() throws {
        let trace = try decode(scene + """

            events:
              - {show: main}
              - {after: 1.5s, hide: main}
              - {t: 2s, show: main}
              - {after: 250ms, hide: main}
            """)
        #expect(trace.events.map(\.time) == [.zero, .ms(1500), .s(2), .ms(2250)])
        #expect(trace.events.map(\.index) == [0, 1, 2, 3])
    }

    @Test("taps expand to down and up that interleave with later events by time")
    func tapExpansion() throws {
        let trace = try decode(scene + """

            events:
              - {t: 1s, tap: {at: [15, 25], hold: 100ms}}
              - {t: 1.05s, tap: {at: [100, 100], finger: 2}}
              - {t: 1.1s, hide: main}
            """)
        let steps = trace.timeline.map { step -> String in
            switch step.action {
            case .down(let finger, _): return "\(step.time.microseconds) down \(finger)"
            case .up(let finger, _): return "\(step.time.microseconds) up \(finger)"
            case .verb(let verb): return "\(step.time.microseconds) \(verb.name)"
            default: return "?"
            }
        }
        #expect(steps == ["1000000 down 1", "1050000 down 2", "1100000 up 1", "1100000 up 2", "1100000 hide"])
    }

    @Test("a swipe moves every 60 Hz frame along the line and lifts at its end")
    func swipe() throws {
        let trace = try decode(scene + "\nevents:\n  - {t: 1s, swipe: {from: [0, 100], to: [100, 100], duration: 50ms}}\n")
        let points = trace.timeline.map { step -> String in
            switch step.action {
            case .down(_, let p): return "\(step.time.microseconds) down \(NumberText.format(p))"
            case .move(_, let p): return "\(step.time.microseconds) move \(NumberText.format(p))"
            case .up(_, let p): return "\(step.time.microseconds) up \(NumberText.format(p))"
            default: return "?"
            }
        }
        #expect(points == [
            "1000000 down (0, 100)", "1016667 move (33.334, 100)", "1033333 move (66.666, 100)", "1050000 up (100, 100)",
        ])
    }

    @Test("an up without a point lifts where the finger last was")
    func upWithoutPoint() throws {
        let trace = try decode(scene + "\nevents:\n  - {t: 1s, down: [5, 6]}\n  - {after: 10ms, move: [7, 8]}\n  - {after: 10ms, up: ~}\n")
        guard case .up(1, let p) = trace.timeline.last?.action else {
            Issue.record("no up")
            return
        }
        #expect(p == Point(7, 8))
    }

    @Test("a scene file is read relative to the trace, and its errors name the scene file")
    func sceneFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tr-scene-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("traces/a"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = "windows:\n  - {id: main, state: key}\n"
        let bad = "windows:\n  - {id: main, stat: key}\n"
        try good.write(to: folder.appendingPathComponent("traces/good.scene.yaml"), atomically: true, encoding: .utf8)
        try bad.write(to: folder.appendingPathComponent("traces/bad.scene.yaml"), atomically: true, encoding: .utf8)
        let root = folder.path
        let trace = try decode("name: x\nscene: ../good.scene.yaml\nevents: []\n", file: root + "/traces/a/x.yaml")
        #expect(trace.scene.windows.map(\.id) == ["main"])
        #expect(trace.scene.file == root + "/traces/good.scene.yaml")
        let result = TraceLoader().decode(file: root + "/traces/a/y.yaml", bytes: Array("name: y\nscene: ../bad.scene.yaml\nevents: []\n".utf8))
        guard case .failure(let error) = result else {
            Issue.record("bad scene decoded")
            return
        }
        #expect(error.description == root + "/traces/bad.scene.yaml:2:16: error: unknown key 'stat' in a window; did you mean 'state'?")
    }

    @Test("errors are all reported, in file order")
    func manyErrors() {
        let result = TraceLoader().decode(file: "t.yaml", bytes: Array("name: x\nscene: {windows: [{id: a, lvl: 1}]}\nevents: [{t: 1, tap: [1, 2]}]\nexpect: [{never: nothing}]\n".utf8))
        guard case .failure(let error) = result else {
            Issue.record("decoded")
            return
        }
        #expect(error.diagnostics.map { "\($0.location.mark)" } == ["2:27", "3:14", "4:18"])
    }
}

@Suite("Pages and instances")
struct PageDecodingTests {
    @Test("instance ids map back to the template ids patterns are checked against")
    func templateIDs() {
        #expect(IDTableProbe.templateID("detail#2") == "detail")
        #expect(IDTableProbe.templateID("buy#12.tap") == "buy.tap")
        #expect(IDTableProbe.templateID("plain") == "plain")
    }

    @Test("expectations may name page instances; unknown pages and navigation views are errors")
    func patterns() {
        let base = """
            name: t
            scene:
              pages: [{id: home}, {id: detail, children: [{id: buy, kind: button, onPress: buy.press}]}]
              windows: [{id: main, state: key, root: {id: nav, kind: navigation, stack: [home]}}]
            events: [{t: 1s, push: {nav: nav, page: detail}}, {t: 2s, tap: [10, 100]}]
            expect:

            """
        let good = base + "  - once: nav nav push detail#1\n  - never: hit 1 buy#1 window=main\n"
        #expect((try? TraceLoader().decode(file: "t.yaml", bytes: Array(good.utf8)).get()) != nil)
        let bad = base + "  - once: nav nav push detial#1\n  - once: nav navv pop home#1\n"
        guard case .failure(let error) = TraceLoader().decode(file: "t.yaml", bytes: Array(bad.utf8)) else {
            Issue.record("decoded")
            return
        }
        #expect(error.diagnostics.map(\.message) == [
            "'nav nav push detial#1' can never match: no page is named 'detial'; did you mean 'detail'?",
            "'nav navv pop home#1' can never match: no navigation view is named 'navv'; did you mean 'nav'?",
        ])
    }

    @Test("a failure-requirement cycle through the delegate is found")
    func cycle() {
        #expect(IDTableProbe.cycle(from: "a", edges: ["a": ["b"], "b": ["c"], "c": ["a"]]) == ["a", "b", "c"])
        #expect(IDTableProbe.cycle(from: "a", edges: ["a": ["b"], "b": []]) == nil)
    }
}

@Suite("Error reporting")
struct ErrorLimitTests {
    private func errors(_ count: Int) -> [Diagnostic] {
        let events = (0..<count).map { "  - {t: 1s, removeView: missing\($0)}" }.joined(separator: "\n")
        let text = "name: t\nscene: {windows: []}\nevents:\n" + events + "\n"
        switch TraceLoader().decode(file: "t.yaml", bytes: Array(text.utf8)) {
        case .success: return []
        case .failure(let error): return error.diagnostics
        }
    }

    @Test("the first 100 errors by position are shown, then one line says how many more there are, at the first of them")
    func manyErrors() {
        let shown = errors(250)
        #expect(shown.count == 101)
        #expect(shown[99].location.mark.line == 103 && shown[99].message.contains("missing99"))
        #expect(shown[100].location.mark.line == 104)
        #expect(shown[100].message == "150 more errors from here on are not shown (the first 100 are)")
    }

    @Test("up to 100 errors are all shown; the 101st is named on its own line")
    func fewErrors() {
        #expect(errors(100).count == 100)
        let shown = errors(101)
        #expect(shown.count == 101)
        #expect(shown[100].message == "1 more error, here, is not shown (the first 100 are)")
    }

    @Test("the system gesture gate's settings: a word and three numbers, off and 34, 44, 0.5 s by default (S4.7)")
    func systemGestureSettings() throws {
        let defaults = Settings()
        #expect(defaults.systemGestureGate == .off)
        #expect(defaults.systemGestureBottomBand == 34)
        #expect(defaults.systemGestureTopBand == 44)
        #expect(defaults.systemGestureDelay == 0.5)
        let trace = try decode(scene + """

            settings:
              uikit.systemGestureGate: faceID
              uikit: {systemGestureBottomBand: 20, systemGestureTopBand: 0, systemGestureDelay: 1}
            events: []
            """)
        #expect(trace.settings.systemGestureGate == .faceID)
        #expect(trace.settings.systemGestureBottomBand == 20)
        #expect(trace.settings.systemGestureTopBand == 0)
        #expect(trace.settings.systemGestureDelay == 1)
    }
}
