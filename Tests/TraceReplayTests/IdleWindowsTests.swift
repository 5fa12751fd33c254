import InteractionEngine
import TestSupport
import Testing
import TraceFiles
import TraceFormat
@testable import TraceReplay

@Suite("Idle windows")
struct IdleWindowsTests {
    /// A tap at 1 s on `card`; a finger down on `hold` at 2 s (its long press comes due at 2.5 s) and up
    /// at 3 s, then down at 4 s and up at 4.2 s (its long press, due at 4.5 s, is cancelled). Nothing
    /// else runs: no frames, no other timers.
    private func warnings(_ expect: [String]) throws -> [Diagnostic] {
        let text = """
            name: t
            scene:
              windows:
                - id: main
                  state: key
                  root:
                    id: home
                    children:
                      - {id: card, frame: [50, 200, 275, 200], onTap: card.open}
                      - {id: hold, frame: [50, 500, 275, 100], recognizers: [{id: hold.press, type: longPress, action: hold.pressed}]}
            events:
              - {t: 1s, tap: [187, 300]}
              - {t: 2s, down: [187, 550]}
              - {t: 3s, up: [187, 550]}
              - {t: 4s, down: [187, 550]}
              - {t: 4.2s, up: [187, 550]}
            expect:
            \(expect.map { "  - " + $0 }.joined(separator: "\n"))
            """
        var replayer = Replayer()
        replayer.logsWorkInstants = true
        let trace = try TraceLoader().decode(file: "t.yaml", bytes: Array(text.utf8)).get()
        return IdleWindows.warnings(replayer.replay(trace))
    }

    @Test("a window with no input, timer or frame in it is flagged: a never cannot fail, a once cannot hold")
    func idle() throws {
        let found = try warnings([
            "never: action card.open\n    within: [1.2s, 1.9s]",
            "once: action card.open\n    within: [5s, 6s]",
            "count: {of: action card.open, is: 0}\n    within: [7s, 8s]",
            "never: action card.open\n    within: [0s, 999ms]",  // the scene's build makes no action
        ])
        #expect(found.map(\.location.description) == ["t.yaml:19:13", "t.yaml:21:13", "t.yaml:23:13", "t.yaml:25:13"])
        #expect(found.allSatisfy { $0.severity == .warning })
        #expect(found[0].description.hasPrefix(
            "t.yaml:19:13: warning: no input reaches the replay and no timer comes due between 1.200s and 1.900s"))
        #expect(found[0].message.hasSuffix("so it cannot fail; widen the window to the input that could break it"))
        #expect(found[1].message.hasSuffix("so it can never hold; move the window to the input it is about"))
        #expect(found[2].message.contains("cannot fail"))
    }

    @Test("a window holding input, a timer that comes due, or a matching record of the scene at 0 is not flagged", arguments: [
        "never: action card.open\n    within: [1s, 1s]",            // the tap's down
        "once: action hold.pressed began\n    within: [2.5s, 2.5s]", // only the long press's deadline
        "once: window main created level=0\n    within: [0s, 0s]",   // the scene's build made a matching record
        "never: action card.open",                                   // no window: the whole replay
    ])
    func busy(_ rule: String) throws {
        #expect(try warnings([rule]).isEmpty)
    }

    @Test("a cancelled timer is not work: a window holding only its due time is idle")
    func cancelledTimer() throws {
        let found = try warnings(["never: action hold.pressed began\n    within: [4.5s, 4.5s]"])
        #expect(found.count == 1)
    }

    @Test("no trace in the repository has an expectation nothing can decide")
    func repository() throws {
        let runner = SuiteRunner()
        let files = try TraceCatalog.discover([RepositoryPaths.path("traces")])
        #expect(files.count >= 200)
        var checked = 0
        for file in TestDepth.sample(files, every: 3) {
            guard case .success(let trace) = runner.loader.load(file.path) else { continue }
            let found = IdleWindows.warnings(runner.replayer.replay(trace))
            #expect(found.isEmpty, "\(found.map(\.description))")
            checked += 1
        }
        #expect(checked == TestDepth.sample(files, every: 3).count)
    }

    @Test("instants are searched inclusively at both ends", arguments: [
        ([1, 5], 1...1, true), ([1, 5], 2...4, false), ([1, 5], 5...9, true), ([Int64](), 0...9, false), ([1, 5], 6...9, false),
    ] as [([Int64], ClosedRange<Int64>, Bool)])
    func search(_ instants: [Int64], _ window: ClosedRange<Int64>, _ holds: Bool) {
        let times = instants.map { Time.ms($0) }
        #expect(IdleWindows.holdsWork(times, Time.ms(window.lowerBound)...Time.ms(window.upperBound)) == holds)
    }
}
