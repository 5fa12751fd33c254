import InteractionEngine
import Testing
@testable import TraceFormat

/// `statusBarTap`, the scroll views' `scrollsToTop` and `shouldScrollToTop`, and `statusBar` patterns
/// (docs/semantics.md S6.7).
@Suite("Status bar tap")
struct StatusBarTapTests {
    /// A trace whose key window holds the scroll view `feed` (with `keys`), with `events`.
    static func trace(feed keys: String = "", events: String, expect: String? = nil) -> String {
        traceWithRoot("{id: home, children: [{id: feed, kind: scroll\(keys)}]}", events: events, expect: expect)
    }

    /// Every diagnostic of `text`, as `run` and `lint` print them: `t.yaml:line:column: error: message`.
    static func printed(_ text: String) -> [String] {
        guard case .failure(let error) = decodeTrace(text) else { return [] }
        return error.diagnostics.map(\.description)
    }

    @Test("it takes nothing, or where along the status bar the finger lands", arguments: [
        ("{t: 1s, statusBarTap: ~}", nil), ("{t: 1s, statusBarTap: }", nil), ("{t: 1s, statusBarTap: {}}", nil),
        ("{t: 1s, statusBarTap: {x: 20}}", 20), ("{t: 1s, statusBarTap: {x: 0}}", 0),
    ] as [(String, Double?)])
    func decodes(event: String, x: Double?) throws {
        let verbs = try decodeTrace(Self.trace(events: "[\(event)]")).get().events.map(\.verb)
        guard case .command(let command as StatusBarTap)? = verbs.first else {
            Issue.record("not a status bar tap: \(verbs)")
            return
        }
        #expect(command.x == x)
        #expect(command.verbName == "statusBarTap")
    }

    @Test("a bad argument is an error at file:line:column", arguments: [
        ("{t: 1s, statusBarTap: {x: -5}}", "-5", "statusBarTap's x must not be negative"),
        ("{t: 1s, statusBarTap: {x: left}}", "left", "statusBarTap's x must be a number, not 'left'"),
        ("{t: 1s, statusBarTap: {y: 3}}", "y: 3", "unknown key 'y' in statusBarTap"),
        ("{t: 1s, statusBarTap: [1, 2]}", "[1, 2]", "statusBarTap must be a mapping, not a list"),
    ])
    func badArgument(event: String, at needle: String, message: String) {
        let text = Self.trace(events: "[\(event)]")
        let found = Self.printed(text)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("t.yaml:\(position(of: needle, in: text)): error: \(message)") == true, "\(found)")
    }

    @Test("scrollsToTop and shouldScrollToTop default to true and read as booleans")
    func keys() {
        let plain = rootView(traceWithRoot("{id: feed, kind: scroll}"))?.kind as? ScrollKind
        #expect(plain?.behavior.scrollsToTop == true && plain?.behavior.shouldScrollToTop == true)
        let set = rootView(traceWithRoot("{id: feed, kind: scroll, scrollsToTop: false, shouldScrollToTop: false}"))?.kind as? ScrollKind
        #expect(set?.behavior.scrollsToTop == false && set?.behavior.shouldScrollToTop == false)
    }

    @Test("a key that is not a boolean, or on a view that is not a scroll view, is an error at file:line:column", arguments: [
        ("{id: feed, kind: scroll, scrollsToTop: yes}", "yes}", "scrollsToTop must be true or false"),
        ("{id: feed, kind: scroll, shouldScrollToTop: 0}", "0}", "shouldScrollToTop must be true or false"),
        ("{id: feed, scrollsToTop: false}", "scrollsToTop", "'scrollsToTop' applies to scroll views; add kind: scroll"),
    ])
    func badKey(root: String, at needle: String, message: String) {
        let text = traceWithRoot(root)
        let found = Self.printed(text)
        #expect(found.first?.hasPrefix("t.yaml:\(position(of: needle, in: text)): error: \(message)") == true, "\(found)")
    }

    @Test("statusBar patterns are checked against their shapes and the trace's scroll views", arguments: [
        ("[{never: statusBar tap feed scrolls}, {once: statusBar tap several 2}, {never: statusBar tap none}, {never: statusBar tap several}]", nil),
        ("[{never: statusBar tap feedd scrolls}]", "'feedd'"),
        ("[{never: statusBar tap feed scroll}]", "'scroll'"),
        ("[{never: statusBar tap home atTop}]", "'home'"),
        ("[{never: statusBar tapped}]", "'tapped'"),
    ] as [(String, String?)])
    func patterns(expect: String, named word: String?) {
        let found = errors(Self.trace(events: "[{t: 1s, statusBarTap: ~}]", expect: expect))
        if let word {
            #expect(found.count == 1 && found.first?.contains(word) == true, "\(found)")
        } else {
            #expect(found.isEmpty, "\(found)")
        }
    }
}
