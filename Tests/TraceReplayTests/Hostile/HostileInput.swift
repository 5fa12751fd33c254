import InteractionEngine
import Testing
import TraceFormat
import TraceReplay

/// A hostile or careless input, built in memory, and what must come of it: a clean replay, or errors
/// each at a position with a message containing the given words.
struct HostileInput: Sendable, CustomTestStringConvertible {
    enum Outcome: Sendable {
        /// Decodes and replays without a limit being reached.
        case replays
        /// Decodes and replays without reaching a limit; some `note` record contains the fragment.
        case replaysNoting(String)
        /// Decoding fails; every listed fragment appears in some error, each error has a position.
        case rejected([String])
        /// Decodes, and the replay stops at a limit whose error contains the fragment.
        case stopsAtLimit(String)
    }

    var name: String
    var bytes: @Sendable () -> [UInt8]
    var outcome: Outcome
    /// Lower replay budgets, so that a test reaches them quickly in a debug build.
    var workBudget = World.maxWork
    var recordBudget = Recorder.maxWeight
    var viewBudget = World.maxViews

    init(_ name: String, _ outcome: Outcome, workBudget: Int = World.maxWork, recordBudget: Int = Recorder.maxWeight,
         viewBudget: Int = World.maxViews, _ text: @escaping @Sendable () -> String) {
        self.name = name
        self.outcome = outcome
        self.workBudget = workBudget
        self.recordBudget = recordBudget
        self.viewBudget = viewBudget
        bytes = { Array(text().utf8) }
    }

    init(_ name: String, _ outcome: Outcome, bytes: @escaping @Sendable () -> [UInt8]) {
        self.name = name
        self.outcome = outcome
        self.bytes = bytes
    }

    var testDescription: String { name }
}

/// Pieces the hostile traces share.
enum Hostile {
    /// A trace's head: a key window with a root view `home` holding `a` (0, 0, 100, 100), then `body`.
    static func trace(_ body: String, scene extra: String = "") -> String {
        """
        name: hostile
        scene:
          windows:
            - {id: main, state: key, root: {id: home, children: [{id: a, frame: [0, 0, 100, 100]}\(extra)]}}
        \(body)
        """
    }

    /// `count` events, one per line, from `line(i)`.
    static func events(_ count: Int, _ line: (Int) -> String) -> String {
        var text = "events:\n"
        text.reserveCapacity(count * 40)
        for i in 0..<count { text += "  - " + line(i) + "\n" }
        return text
    }
}
