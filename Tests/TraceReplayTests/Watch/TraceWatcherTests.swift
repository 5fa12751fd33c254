import Foundation
import Testing
import TraceFiles
@testable import TraceReplay

/// The real watcher, in this process, on a temporary folder: files are changed as an editor would
/// change them, and the test waits for the watcher's reaction with a deadline of 5 s (how fast it
/// reacts is measured by `tools/watch-latency.sh`, not asserted here).
@Suite("watch: the watcher on real files")
struct TraceWatcherTests {
    static let detections: [ChangeDetection] = [.automatic, .polling(interval: .milliseconds(50))]

    /// A watcher of `repo`'s traces, started, with the outcomes of its first replay.
    static func started(_ repo: TemporaryRepository, _ detection: ChangeDetection) throws -> (TraceWatcher, [TraceOutcome]) {
        let watcher = try TraceWatcher(paths: [repo.root + "/traces"], filter: nil, runner: SuiteRunner(), jobs: 1, detection: detection)
        return (watcher, watcher.start())
    }

    /// A temporary repository holding the tap trace and its golden.
    static func tapRepository() throws -> TemporaryRepository {
        let repo = try TemporaryRepository()
        try repo.write("traces/tap.yaml", TemporaryRepository.tapTrace)
        try repo.write("golden/tap.golden", TemporaryRepository.tapGolden)
        return repo
    }

    /// The first reaction within 5 s that replays or loses a trace with this id.
    static func reaction(of watcher: TraceWatcher, about id: String) -> WatchReaction? {
        let deadline = ContinuousClock.now + .seconds(5)
        while let reaction = watcher.next(until: deadline) {
            if reaction.outcomes.contains(where: { $0.trace.id == id }) || reaction.gone.contains(where: { $0.id == id }) { return reaction }
        }
        return nil
    }

    @Test("an edited trace is replayed, and its new outcome reported", arguments: detections)
    func editedTrace(detection: ChangeDetection) throws {
        let repo = try Self.tapRepository()
        let (watcher, first) = try Self.started(repo, detection)
        #expect(first.map(\.status) == [.passed])
        try repo.write("traces/tap.yaml", TemporaryRepository.tapTrace.replacingOccurrences(of: "t: 1s", with: "t: 2s"))
        let reaction = try #require(Self.reaction(of: watcher, about: "tap"))
        #expect(reaction.outcomes.map(\.trace.id) == ["tap"])
        let outcome = try #require(reaction.outcomes.first)
        #expect(outcome.status == .failed)
        #expect(outcome.difference?.actual == "   2.000 touch 1 down (187, 420)")
        #expect(GoldenAcceptance.isAcceptable(outcome))
        #expect(reaction.changes.written == [repo.root + "/traces/tap.yaml"])
    }

    @Test("without start, the watch begins at the first wait: a later edit is replayed, what was there before is not", arguments: detections)
    func nextWithoutStart(detection: ChangeDetection) throws {
        let repo = try Self.tapRepository()
        let watcher = try TraceWatcher(paths: [repo.root + "/traces"], filter: nil, runner: SuiteRunner(), jobs: 1, detection: detection)
        #expect(watcher.next(until: ContinuousClock.now + .milliseconds(200)) == nil, "nothing changed since the watch began")
        try repo.write("traces/tap.yaml", TemporaryRepository.tapTrace.replacingOccurrences(of: "t: 1s", with: "t: 2s"))
        let reaction = try #require(Self.reaction(of: watcher, about: "tap"))
        #expect(reaction.outcomes.map(\.status) == [.failed])
    }

    @Test("an edited scene file replays both traces that use it, and not the trace that does not", arguments: detections)
    func editedScene(detection: ChangeDetection) throws {
        let repo = try TemporaryRepository()
        let scene = """
            windows:
              - id: main
                state: key
                root:
                  id: home
                  children:
                    - {id: buy, frame: [100, 400, 175, 44], onTap: buy.tap}
            """
        let shared = TemporaryRepository.tapTrace.replacingOccurrences(of: "scene:\n  windows:\n    - id: main\n      state: key\n      root:\n        id: home\n        children:\n          - {id: buy, frame: [100, 400, 175, 44], onTap: buy.tap}\n",
                                                                      with: "scene: ../../scenes/shop.scene.yaml\n")
        #expect(shared.contains("scene: ../../scenes/shop.scene.yaml"))
        try repo.write("scenes/shop.scene.yaml", scene)
        try repo.write("traces/shop/first.yaml", shared)
        try repo.write("traces/shop/second.yaml", shared)
        try repo.write("traces/inline.yaml", TemporaryRepository.tapTrace)
        let (watcher, first) = try Self.started(repo, detection)
        #expect(first.map(\.status) == [.failed, .failed, .failed], "no goldens yet")
        #expect(watcher.planner.sceneFiles == [repo.root + "/scenes/shop.scene.yaml"])
        try repo.write("scenes/shop.scene.yaml", scene.replacingOccurrences(of: "[100, 400, 175, 44]", with: "[0, 0, 10, 10]"))
        let reaction = try #require(Self.reaction(of: watcher, about: "shop/first"))
        #expect(reaction.outcomes.map(\.trace.id) == ["shop/first", "shop/second"])
        #expect(reaction.outcomes.allSatisfy { $0.expectationFailures.count == 1 }, "the tap misses the moved button")
    }

    @Test("a trace with a YAML error is reported at its line and column, and the watch goes on", arguments: detections)
    func yamlError(detection: ChangeDetection) throws {
        let repo = try Self.tapRepository()
        let (watcher, _) = try Self.started(repo, detection)
        try repo.write("traces/tap.yaml", "name: Tap the button\nscene:\n  windows: []\n events: []\n")
        let broken = try #require(Self.reaction(of: watcher, about: "tap")?.outcomes.first)
        #expect(broken.status == .invalid)
        #expect(broken.messages.first?.hasPrefix("\(repo.root)/traces/tap.yaml:4:2: error: YAML syntax: did not find expected key") == true, "\(broken.messages)")
        try repo.write("traces/tap.yaml", TemporaryRepository.tapTrace)
        let fixed = try #require(Self.reaction(of: watcher, about: "tap")?.outcomes.first)
        #expect(fixed.status == .passed)
    }

    @Test("a deleted trace is gone; a trace and a golden written in new folders are seen and replayed", arguments: detections)
    func deletedAndAdded(detection: ChangeDetection) throws {
        let repo = try Self.tapRepository()
        let (watcher, _) = try Self.started(repo, detection)
        try FileManager.default.removeItem(atPath: repo.root + "/traces/tap.yaml")
        let gone = try #require(Self.reaction(of: watcher, about: "tap"))
        #expect(gone.gone.map(\.id) == ["tap"])
        #expect(gone.outcomes.isEmpty)
        // Folders made first, and seen to replay nothing: the files written into them later are seen
        // only through the watches added for the new folders.
        for folder in ["traces/new/deeper", "golden/new/deeper"] {
            try FileManager.default.createDirectory(atPath: repo.root + "/" + folder, withIntermediateDirectories: true)
        }
        #expect(watcher.next(until: .now + .milliseconds(300)) == nil, "new folders replay nothing")
        try repo.write("traces/new/deeper/tap.yaml", TemporaryRepository.tapTrace)
        let added = try #require(Self.reaction(of: watcher, about: "new/deeper/tap"))
        #expect(added.outcomes.map(\.trace.id) == ["new/deeper/tap"])
        #expect(added.outcomes.first?.goldenWasMissing == true)
        try repo.write("golden/new/deeper/tap.golden", TemporaryRepository.tapGolden)
        let golden = try #require(Self.reaction(of: watcher, about: "new/deeper/tap"))
        #expect(golden.outcomes.map(\.status) == [.passed], "a golden written in a new folder of golden/ replays its trace")
    }

    @Test("a folder that does not exist is an error at start")
    func missingFolder() throws {
        let repo = try TemporaryRepository()
        let error = #expect(throws: TraceCatalog.Problem.self) {
            _ = try TraceWatcher(paths: [repo.root + "/traces/nowhere"], filter: nil, runner: SuiteRunner())
        }
        #expect(error?.description == "\(repo.root)/traces/nowhere: no such file or folder")
    }
}
