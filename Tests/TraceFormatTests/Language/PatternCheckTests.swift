import Testing
import InteractionEngine
@testable import TraceFormat

/// Patterns are checked against the declared record shapes and the trace's names.
@Suite("Pattern check")
struct PatternCheckTests {
    /// A trace's names: window `main`, views `home` and `buy`, recognizer `buy.tap`, action `buy`,
    /// scroll view `feed`, content `item-1`.
    let check = PatternCheck { namespace in
        switch namespace {
        case .window: return ["main"]
        case .view: return ["home", "buy", "feed"]
        case .anyView: return ["main", "home", "buy", "feed"]
        case .responder: return ["main", "home", "buy", "feed", "homeVC", "app"]
        case .recognizer: return ["buy.tap", "feed.pan"]
        case .action: return ["buy"]
        case .scrollView: return ["feed"]
        case .contentID: return ["item-1"]
        case .exposurePage: return ["home", "main"]
        default: return []
        }
    }

    @Test("patterns a record could start with pass, whole or cut short")
    func validPatterns() {
        for pattern in ["gesture buy.tap recognized", "gesture buy.tap", "action buy", "action buy began", "hit 1 buy window=main",
                        "hit 1 none", "key none", "key main", "windows main", "windows none", "touch 1 down (10, 20)", "touch 1 down (10,",
                        "deliver 1 began homeVC", "deliver 2 ended none", "hittest buy -> nil", "scroll feed ended (0, 300)",
                        "exposure item-1 page=home#1 ratio=1", "note touch 1 cancelled (the app resigned active)", "hit 1 buy#2"] {
            #expect(check.problem(pattern) == nil, "\(pattern)")
        }
    }

    @Test("a misspelt word after a name is an error that lists what may follow")
    func wrongWord() {
        #expect(check.problem("gesture buy.tap recognised")
            == "'gesture buy.tap recognised' can never match: after 'gesture buy.tap' comes began, ended, recognized, cancelled or failed, not 'recognised'; did you mean 'recognized'?")
        #expect(check.problem("touch one down") == "'touch one down' can never match: after 'touch' comes a finger number, not 'one'")
    }

    @Test("names must exist in the slot's namespace, with the nearest as a hint")
    func unknownNames() {
        #expect(check.problem("action buyy") == "'action buyy' can never match: no action is named 'buyy'; did you mean 'buy'?")
        #expect(check.problem("scroll home began") == "'scroll home began' can never match: no scroll view is named 'home'")
        #expect(check.problem("hit 1 buy window=mian") == "'hit 1 buy window=mian' can never match: no window is named 'mian'; did you mean 'main'?")
        #expect(check.problem("windows main, banner") == "'windows main, banner' can never match: no window is named 'banner'")
    }

    @Test("a pattern longer than any record of its kind is an error")
    func tooLong() {
        #expect(check.problem("action buy cancelled now") == "'action buy cancelled now' can never match: records of this kind end after 'action buy cancelled'")
    }

    @Test("every shape's first word is a record word, and the words keep the documented order")
    func firstWords() {
        #expect(RecordShape.firstWords == ["window", "windows", "key", "app", "touch", "hit", "hittest", "deliver", "gesture", "action",
                                           "scroll", "nav", "modal", "tab", "arena", "platform", "overlay", "exposure", "view", "note"])
    }
}
