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

    @Test("an action fired only once takes no phase; one a continuous recognizer fires, or one not worked out, takes any")
    func actionPhases() {
        var context = PatternContext { $0 == .action ? ["buy", "drag", "flutterTap", "shared"] : [] }
        let records: [String: Set<IDTable.ActionRecords>] = ["buy": [.once], "drag": [.phased], "flutterTap": [.unknown], "shared": [.once, .phased]]
        context.actionRecords = { records[$0] }
        let check = PatternCheck(context: context)
        for word in ["began", "changed", "ended", "cancelled"] {
            #expect(check.problem("action buy \(word)") == "'action buy \(word)' can never match: 'buy' fires once, as 'action buy' with nothing after it, so never '\(word)'")
        }
        #expect(check.problem("action buy ended (1, 2) velocity (0, 0)")
            == "'action buy ended (1, 2) velocity (0, 0)' can never match: 'buy' fires once, as 'action buy' with nothing after it, so never 'ended'")
        for pattern in ["action buy", "action drag", "action drag began", "action drag changed", "action flutterTap began",
                        "action flutterTap changed (1, 2) delta (0, 1)", "action shared ended", "action shared"] {
            #expect(check.problem(pattern) == nil, "\(pattern)")
        }
        #expect(check.problem("action drag begun") == "'action drag begun' can never match: after 'action drag' comes began, ended or cancelled, not 'begun'; did you mean 'began'?")
    }

    @Test("a pattern longer than any record of its kind is an error")
    func tooLong() {
        #expect(check.problem("action buy cancelled now") == "'action buy cancelled now' can never match: records of this kind end after 'action buy cancelled'")
    }

    @Test("the first words are each shape's first word, once each, in the order the shapes are declared")
    func firstWords() {
        var expected: [String] = []
        for shape in RecordShape.all {
            guard case .word(let word)? = shape.slots.first else {
                Issue.record("\(shape.template) does not start with a word")
                continue
            }
            if !expected.contains(word) { expected.append(word) }
        }
        #expect(RecordShape.firstWords == expected)
        #expect(Set(RecordShape.firstWords).isSuperset(of: ["window", "touch", "hit", "gesture", "action", "note"]))
    }

    /// The same names, and what the trace's records can say of them: `buy.tap` is discrete, `feed.pan`
    /// continuous, `zoom` a pinch, `feed.delay` records nothing; fingers 1 and 2 go down, three touches
    /// in all; tab view `tabs` has two tabs; `cell` is in a page with two instances.
    let full: PatternCheck = {
        var context = PatternContext { namespace in
            switch namespace {
            case .window: return ["main"]
            case .view, .anyView, .responder: return ["home", "buy", "cell"]
            case .recognizer: return ["buy.tap", "feed.pan", "feed.delay", "zoom"]
            case .arenaMember: return ["w.tap"]
            case .tabView: return ["tabs"]
            default: return []
            }
        }
        context.gestureRecords = { id in
            switch id {
            case "buy.tap": return GestureRecords(events: ["recognized", "failed"])
            case "feed.pan": return GestureRecords(events: ["began", "changed", "ended", "cancelled", "failed"])
            case "zoom": return GestureRecords(events: ["began", "changed", "ended", "cancelled", "failed"], measure: "scale")
            case "feed.delay": return GestureRecords(events: [])
            default: return nil
            }
        }
        context.instanceProblem = { $0 == "cell" ? "'cell' is in page 'p'; records name its instances cell#1 or cell#2" : nil }
        context.fingers = [1, 2]
        context.touchDowns = 3
        context.tabCount = { $0 == "tabs" ? 2 : nil }
        return PatternCheck(context: context)
    }()

    @Test("the word after a recognizer is a change of state its type records")
    func recordedStates() {
        #expect(full.problem("gesture buy.tap began") == "'gesture buy.tap began' can never match: 'buy.tap' records recognized or failed, never began")
        #expect(full.problem("gesture buy.tap changed") == "'gesture buy.tap changed' can never match: 'buy.tap' records recognized or failed, never changed")
        #expect(full.problem("gesture feed.pan recognized")
            == "'gesture feed.pan recognized' can never match: 'feed.pan' records began, changed, ended, cancelled or failed, never recognized")
        // A misspelt state lists only what this recognizer records.
        #expect(full.problem("gesture buy.tap begun") == "'gesture buy.tap begun' can never match: after 'gesture buy.tap' comes recognized or failed, not 'begun'")
        #expect(full.problem("gesture feed.delay") == "'gesture feed.delay' can never match: 'feed.delay' makes no records (its changes of state are not in the transcript)")
        for pattern in ["gesture buy.tap recognized", "gesture feed.pan changed", "gesture feed.pan ended", "gesture zoom changed scale=1.25", "gesture zoom"] {
            #expect(full.problem(pattern) == nil, "\(pattern)")
        }
    }

    @Test("a change's measure is the one the recognizer's type measures, as transcripts print it")
    func measures() {
        #expect(full.problem("gesture zoom changed rotation=1") == "'gesture zoom changed rotation=1' can never match: the changes of 'zoom' measure scale, not rotation")
        #expect(full.problem("gesture feed.pan changed scale=1") == "'gesture feed.pan changed scale=1' can never match: the changes of 'feed.pan' measure nothing")
        #expect(full.problem("gesture zoom changed scale=1.50")
            == "'gesture zoom changed scale=1.50' can never match: after 'gesture zoom changed scale=' comes a number as transcripts print it, 1.5, not '1.50'")
        // A recognizer of no known type may measure what any type measures.
        #expect(check.problem("gesture buy.tap changed rotation=0.5") == nil)
        #expect(check.problem("gesture buy.tap changed size=2")
            == "'gesture buy.tap changed size=2' can never match: after 'gesture buy.tap changed' comes scale=<number> or rotation=<number>, not 'size=2'")
    }

    @Test("fingers must go down, Flutter pointers stay within the touches, tab indices within the tabs")
    func numberedSlots() {
        #expect(full.problem("touch 3 down") == "'touch 3 down' can never match: finger 3 never goes down: the trace's input uses fingers 1 and 2")
        #expect(full.problem("hit 3") == "'hit 3' can never match: finger 3 never goes down: the trace's input uses fingers 1 and 2")
        #expect(full.problem("touch 01 down") == "'touch 01 down' can never match: after 'touch' comes a finger number, not '01'")
        #expect(full.problem("arena 4 w.tap accepted")
            == "'arena 4 w.tap accepted' can never match: Flutter pointer 4 never exists: pointer ids count touches from 1, and the trace's input puts 3 touches down")
        #expect(full.problem("tab tabs 2") == "'tab tabs 2' can never match: 'tabs' has 2 tabs, so its indices go from 0 to 1, not 2")
        for pattern in ["touch 2 up", "arena 3 w.tap rejected", "tab tabs 1", "deliver 1 began buy"] {
            #expect(full.problem(pattern) == nil, "\(pattern)")
        }
    }

    @Test("a finger that never goes down is reported only when nothing else is wrong")
    func boundsComeLast() {
        #expect(full.problem("arena 4 x") == "'arena 4 x' can never match: no arena member is named 'x'")
        #expect(full.problem("touch 3 dwn") == "'touch 3 dwn' can never match: after 'touch 3' comes down, up or cancel, not 'dwn'; did you mean 'down'?")
    }

    @Test("numbers, points and rects are written as transcripts print them")
    func printedNumbers() {
        #expect(check.problem("window main created level=0.0")
            == "'window main created level=0.0' can never match: after 'window main created' comes a number as transcripts print it, 0, not '0.0'")
        #expect(check.problem("touch 1 down 10 20") == "'touch 1 down 10 20' can never match: after 'touch 1 down' comes (x, y), not '10'")
        #expect(check.problem("touch 1 down (10, 20.50)")
            == "'touch 1 down (10, 20.50)' can never match: after 'touch 1 down' comes (x, y) with numbers as transcripts print them, 20.5, not '20.50'")
        #expect(check.problem("touch 1 down (10, 20") == "'touch 1 down (10, 20' can never match: after 'touch 1 down' comes (x, y), not '20'")
        #expect(check.problem("window main level=1e3") == "'window main level=1e3' can never match: after 'window main' comes a number as transcripts print it, 1000, not '1e3'")
        #expect(check.problem("window main level=-2.5") == nil)
    }

    @Test("words are separated by one space, with none before or after")
    func spaces() {
        for pattern in ["touch  1", " touch 1", "touch 1 "] {
            #expect(check.problem(pattern) == "'\(pattern)' can never match: records separate their words by one space, with none before or after")
        }
    }

    @Test("a name that exists may still name no instance, as the context says")
    func instances() {
        #expect(full.problem("hit 1 cell") == "'hit 1 cell' can never match: 'cell' is in page 'p'; records name its instances cell#1 or cell#2")
        // Actions are never numbered: the context is not asked.
        #expect(PatternCheck.unnumbered.contains(.action))
    }
}
