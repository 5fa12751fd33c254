import TestSupport

/// Hostile and careless inputs (issue 11): each is rejected with positioned errors, or replays, or
/// stops at a limit — quickly, in bounded memory, in a debug build.
enum HostileCorpus {
    static let cases: [HostileInput] = yaml + language + replay

    /// The inputs a local run tests (TestDepth): all but the ones that take longest in a debug build,
    /// which run under CI — each took 0.25 s or more through one of the two suites that use the corpus.
    static var sampled: [HostileInput] {
        TestDepth.isFull ? cases : cases.filter { !long.contains($0.name) }
    }

    static let long: Set<String> = [
        "views nested 20,000 deep at run time: past 256 levels each call is a note", "windows shown and hidden many times",
        "a million events", "a failure chain through 1,000 recognizers on one touch", "200,000 keys in one mapping",
        "existing views moved into one another 2,000 deep", "ten thousand windows", "long swipes past half a million steps",
        "a huge scalar where a name goes", "ten thousand references to nothing", "a 5 MB id", "a huge key",
        "a chain of 3,000 failure requirements closed into a cycle", "a hit test through many views, many times",
    ]

    /// What the YAML layer must refuse or take.
    static let yaml: [HostileInput] = [
        HostileInput("alias bomb of lists", .rejected(["aliases expand to more than"])) {
            var text = "name: t\nx0: &a0 [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]\n"
            for i in 1..<9 { text += "x\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]\n" }
            return text
        },
        HostileInput("alias bomb of mappings", .rejected(["aliases expand to more than"])) {
            var text = "name: t\nm0: &m0 {a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8}\n"
            for i in 1..<8 { text += "m\(i): &m\(i) {" + (0..<8).map { "k\($0): *m\(i - 1)" }.joined(separator: ", ") + "}\n" }
            return text
        },
        HostileInput("one wide anchor aliased many times", .rejected(["aliases expand to more than"])) {
            "name: t\nbig: &big [" + Array(repeating: "1", count: 2_000).joined(separator: ", ") + "]\n"
                + (0..<100).map { "use\($0): *big\n" }.joined()
        },
        HostileInput("deep nesting in block style", .rejected(["nesting is deeper than 128 levels"])) {
            (0..<300).map { String(repeating: "  ", count: $0) + "- \n" }.joined()
        },
        HostileInput("deep nesting in flow style", .rejected(["nesting is deeper than 128 levels"])) {
            "name: t\nx: " + String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000) + "\n"
        },
        HostileInput("a huge scalar where a name goes", .rejected(["name is", "one line of text is at most 1000"])) {
            "name: " + String(repeating: "x", count: 10_000_000) + "\nscene: {windows: []}\nevents: []\n"
        },
        HostileInput("a huge key", .rejected(["a key is longer than 1024 characters"])) {
            Hostile.trace("events: []\n" + String(repeating: "k", count: 5_000_000) + ": 1\n")
        },
        HostileInput("NUL bytes in the text", .rejected(["not valid", "control"]), bytes: {
            Array("name: t\nscene: {windows: []}\nevents: []\n".utf8) + [0, 0, 0] + Array("\n".utf8)
        }),
        HostileInput("UTF-16 with its byte order mark", .rejected(["UTF-16"]), bytes: {
            [0xFF, 0xFE] + Array("name: t\n".utf8).flatMap { [$0, 0] }
        }),
        HostileInput("UTF-32 with its byte order mark", .rejected(["UTF-32"]), bytes: {
            [0xFF, 0xFE, 0, 0] + Array("name: t\n".utf8).flatMap { [$0, 0, 0, 0] }
        }),
        HostileInput("UTF-16 without a byte order mark", .rejected(["control"]), bytes: {
            Array("name: t\n".utf8).flatMap { [$0, 0] }
        }),
        HostileInput("a UTF-8 byte order mark", .replays, bytes: {
            [0xEF, 0xBB, 0xBF] + Array(Hostile.trace("events: [{t: 1s, tap: [10, 10]}]\n").utf8)
        }),
        HostileInput("CRLF line ends", .replays) {
            Hostile.trace("events:\n  - {t: 1s, tap: [10, 10]}\n").replacingOccurrences(of: "\n", with: "\r\n")
        },
        HostileInput("CR-only line ends", .replays) {
            Hostile.trace("events:\n  - {t: 1s, tap: [10, 10]}\n").replacingOccurrences(of: "\n", with: "\r")
        },
        HostileInput("200,000 keys in one mapping", .rejected(["unknown key 'extra'"])) {
            Hostile.trace("events: []\nextra:\n" + (0..<200_000).map { "  k\($0): 1\n" }.joined())
        },
        HostileInput("a million events", .rejected(["more than 1000000 YAML nodes"])) {
            Hostile.trace(Hostile.events(1_000_000) { _ in "{after: 1ms, app: resignActive}" })
        },
    ]

    /// What the trace language must refuse.
    static let language: [HostileInput] = [
        HostileInput("addView puts a view inside itself", .rejected(["the view tree would have a cycle"])) {
            Hostile.trace("events:\n  - {t: 1s, addView: {to: a, view: home}}\n")
        },
        HostileInput("after adds up past a day", .rejected(["events must happen within 86400.000s"])) {
            Hostile.trace(Hostile.events(2) { _ in "{after: 50000s, app: resignActive}" })
        },
        HostileInput("ten thousand windows", .rejected(["at most 1000 windows"])) {
            Hostile.trace(Hostile.events(10_000) { "{t: 1s, createWindow: {id: w\($0)}}" })
        },
        HostileInput("21 fingers", .rejected(["finger"])) {
            Hostile.trace("events:\n  - {t: 1s, down: {finger: 21, at: [10, 10]}}\n")
        },
        HostileInput("long swipes past half a million steps", .rejected(["more than 500000 input steps"])) {
            Hostile.trace(Hostile.events(400) { "{t: \($0 * 61)s, swipe: {from: [10, 10], to: [90, 90], duration: 60s}}" })
        },
        HostileInput("a scroll animation a day long", .rejected(["a scroll animation lasts at most 60s"])) {
            Hostile.trace("events:\n  - {t: 1s, scroll: {view: list, to: [0, 100], duration: 86400s}}\n",
                          scene: ", {id: list, kind: scroll, contentSize: [100, 5000]}")
        },
        HostileInput("ten thousand references to nothing", .rejected(["names no view"])) {
            Hostile.trace(Hostile.events(10_000) { "{t: 1s, removeView: missing\($0)}" })
        },
        HostileInput("a 5 MB id", .rejected(["an id is at most 200"])) {
            Hostile.trace("events:\n  - {t: 1s, removeView: " + String(repeating: "v", count: 5_000_000) + "}\n")
        },
        HostileInput("a chain of 3,000 failure requirements closed into a cycle", .rejected(["form a cycle"])) {
            let recognizers = (0..<3_000).map { "{id: r\($0), type: tap, requireToFail: [r\(($0 + 1) % 3_000)]}" }
            return Hostile.trace("events: []\n", scene: ", {id: b, recognizers: [" + recognizers.joined(separator: ", ") + "]}")
        },
        HostileInput("1,001 gesture recognizers", .rejected(["at most 1000 gesture recognizers"])) {
            Hostile.trace("events: []\n", scene: ", {id: b, recognizers: [" + (0...1_000).map { "{id: r\($0), type: tap}" }.joined(separator: ", ") + "]}")
        },
        HostileInput("control characters in the name", .rejected(["must not contain control characters"])) {
            "name: \"x\\0\\e[2J\\r\"\nscene: {windows: []}\nevents: []\n"
        },
    ]

    /// What the replay must survive.
    static let replay: [HostileInput] = [
        HostileInput("20 fingers down and moving together", .replays) {
            let downs = (1...20).map { "{t: 1s, down: {finger: \($0), at: [\($0 * 4), 10]}}" }
            let moves = (1...20).map { "{t: 1.1s, move: {finger: \($0), at: [\($0 * 4), 60]}}" }
            let ups = (1...20).map { "{t: 1.2s, up: {finger: \($0)}}" }
            return Hostile.trace("events:\n" + (downs + moves + ups).map { "  - \($0)\n" }.joined())
        },
        HostileInput("views nested 300 deep at run time", .replays) {
            Hostile.trace(Hostile.events(300) { "{t: 1s, addView: {to: \($0 == 0 ? "a" : "n\($0 - 1)"), view: {id: n\($0)}}}" }
                + "  - {t: 2s, tap: [10, 10]}\n")
        },
        HostileInput("views nested 20,000 deep at run time: past 256 levels each call is a note", .replaysNoting("deeper than 256 levels")) {
            Hostile.trace(Hostile.events(20_000) { "{t: 1s, addView: {to: \($0 == 0 ? "a" : "n\($0 - 1)"), view: {id: n\($0)}}}" }
                + "  - {t: 2s, tap: [10, 10]}\n")
        },
        HostileInput("existing views moved into one another 2,000 deep", .replaysNoting("deeper than 256 levels")) {
            Hostile.trace(Hostile.events(1_999) { "{t: 1s, addView: {to: c\($0), view: c\($0 + 1)}}" } + "  - {t: 2s, tap: [5, 5]}\n",
                          scene: (0..<2_000).map { ", {id: c\($0), frame: [0, 0, 10, 10]}" }.joined())
        },
        // Every view holds the point and answers nil, so hit-test culling can skip none of them.
        HostileInput("a hit test through many views, many times", .stopsAtLimit("units of work"), workBudget: 200_000) {
            Hostile.trace(Hostile.events(2_000) { "{t: \($0 + 1)s, tap: [150, 150]}" },
                          scene: (0..<500).map { ", {id: c\($0), frame: [100, 100, 100, 100], interactive: false}" }.joined())
        },
        HostileInput("a big scene rotated back and forth many times", .stopsAtLimit("units of work"), workBudget: 100_000) {
            Hostile.trace(Hostile.events(2_000) { "{t: \($0 + 1)ms, orientation: \($0 % 2 == 0 ? "landscapeLeft" : "portrait")}" },
                          scene: (0..<300).map { ", {id: r\($0), frame: [0, \($0), 100, 10], autoresizing: [flexibleWidth, flexibleTopMargin]}" }.joined())
        },
        HostileInput("a platform view with a big native tree made again and again", .stopsAtLimit("units of work"), workBudget: 100_000) {
            let natives = (0..<300).map { "{id: n\($0), frame: [0, 0, 10, 10]}" }.joined(separator: ", ")
            return Hostile.trace(Hostile.events(2_000) { "{t: \($0 + 1)ms, rebuildPlatformView: {widget: cell, change: \($0 % 2 == 0 ? "viewType" : "key")}}" },
                                 scene: ", {id: fv, kind: flutter, frame: [0, 100, 375, 400], widgets: [{id: cell, frame: [0, 0, 375, 200], "
                                     + "platformView: {view: {id: native, children: [\(natives)]}}}]}")
        },
        HostileInput("an engine handed between two views on every frame while a finger taps", .replays) {
            // Every frame hands the engine on; every tenth also starts a tap on one view or the other.
            let events = Hostile.events(2_000) { i in
                let hand = "{t: \(i * 16 + 1)ms, setViewController: {engine: shared, controller: \(i % 2 == 0 ? "f1" : "f2").controller}}"
                return i % 10 == 0 ? hand + "\n  - {t: \(i * 16 + 5)ms, tap: [50, \(i % 20 == 0 ? 150 : 450)]}" : hand
            }
            return Hostile.trace(events,
                                 scene: ", {id: f1, kind: flutter, engine: shared, frame: [0, 100, 375, 300], widgets: [{id: w1, frame: [0, 0, 100, 100], onTap: w1.tap}]}"
                                     + ", {id: f2, kind: flutter, engine: shared, frame: [0, 400, 375, 300], widgets: [{id: w2, frame: [0, 0, 100, 100], onTap: w2.tap}]}")
        },
        HostileInput("a recognizer disabled and enabled at every frame of a long drag, its view removed halfway", .replays) {
            // Every frame flips the pan and the tap waiting on it; halfway the view goes, and the flips go on.
            let events = Hostile.events(2_000) { i in
                let flip = "{t: \(1_000 + i * 16 + 1)ms, \(i % 2 == 0 ? "disableRecognizer" : "enableRecognizer"): \(i % 3 == 0 ? "tap" : "drag")}"
                return i == 1_000 ? flip + "\n  - {t: \(1_000 + i * 16 + 2)ms, removeView: b}" : flip
            }
            return Hostile.trace("events:\n  - {t: 1s, swipe: {from: [10, 10], to: [90, 90], duration: 40s}}\n" + String(events.dropFirst("events:\n".count)),
                                 scene: ", {id: b, frame: [0, 0, 100, 100], recognizers: [{id: drag, type: pan}, {id: tap, type: tap, requireToFail: [drag]}]}")
        },
        HostileInput("a failure chain through 1,000 recognizers on one touch", .replays) {
            let chain = (0..<1_000).map { "{id: r\($0), type: tap\($0 < 999 ? ", requireToFail: [r\($0 + 1)]" : "")}" }
            return Hostile.trace("events:\n  - {t: 1s, tap: [10, 10]}\n  - {t: 2s, tap: [10, 10]}\n",
                                 scene: ", {id: b, frame: [0, 0, 100, 100], recognizers: [" + chain.joined(separator: ", ") + "]}")
        },
        HostileInput("a big page pushed again and again", .stopsAtLimit("built more than 5000 views"), viewBudget: 5_000) {
            let page = (0..<500).map { "{id: p\($0), frame: [0, 0, 10, 10]}" }.joined(separator: ", ")
            return """
            name: pushes
            scene:
              pages: [{id: home}, {id: big, children: [\(page)]}]
              windows: [{id: main, state: key, root: {id: nav, kind: navigation, stack: [home]}}]
            \(Hostile.events(100) { "{t: \($0 + 1)s, push: {nav: nav, page: big}}" })
            """
        },
        HostileInput("tracked views checked at every frame of a long scroll", .stopsAtLimit("stopped at"), workBudget: 100_000) {
            let cells = (0..<200).map { "{id: e\($0), frame: [0, \($0 * 30), 375, 30], exposure: item-\($0)}" }.joined(separator: ", ")
            return """
            name: exposure
            scene:
              exposure: {fps: 120}
              windows: [{id: main, state: key, root: {id: home, children: [{id: list, kind: scroll, frame: [0, 0, 375, 800], contentSize: [375, 6000], children: [\(cells)]}]}}]
            events:
              - {t: 1s, swipe: {from: [100, 700], to: [110, 100], duration: 60s}}
            """
        },
        HostileInput("windows shown and hidden many times", .stopsAtLimit("records"), recordBudget: 50_000) {
            Hostile.trace(Hostile.events(40_000) { "{t: 1s, \($0 % 2 == 0 ? "hide" : "show"): main}" })
        },
    ]
}
