import Testing
@testable import TraceFormat

/// Words of number-like slots, held to what a record prints there.
@Suite("Slot check")
struct SlotCheckTests {
    @Test("numbers are accepted only as NumberText prints them")
    func numbers() {
        for word in ["0", "1.5", "-2.25", "0.667", "1000"] { #expect(SlotCheck.number(word, after: "x") == nil, "\(word)") }
        #expect(SlotCheck.number("1.50", after: "x") == "after 'x' comes a number as transcripts print it, 1.5, not '1.50'")
        #expect(SlotCheck.number("+1", after: "x") == "after 'x' comes a number as transcripts print it, 1, not '+1'")
        #expect(SlotCheck.number("0.6667", after: "x") == "after 'x' comes a number as transcripts print it, 0.667, not '0.6667'")
        #expect(SlotCheck.number("one", after: "x") == "after 'x' comes a number, not 'one'")
    }

    @Test("points and rects are checked word by word, brackets and commas included")
    func coordinates() {
        #expect(SlotCheck.coordinate("(10,", part: 0, of: 2, after: "p") == nil)
        #expect(SlotCheck.coordinate("20)", part: 1, of: 2, after: "p") == nil)
        #expect(SlotCheck.coordinate("[0,", part: 0, of: 4, after: "r") == nil)
        #expect(SlotCheck.coordinate("36]", part: 3, of: 4, after: "r") == nil)
        #expect(SlotCheck.coordinate("36)", part: 3, of: 4, after: "r") == "after 'r' comes [x, y, w, h], not '36)'")
        #expect(SlotCheck.coordinate("10", part: 0, of: 2, after: "p") == "after 'p' comes (x, y), not '10'")
        #expect(SlotCheck.coordinate("(x,", part: 0, of: 2, after: "p") == "after 'p' comes (x, y) with numbers, not '(x,'")
        #expect(SlotCheck.coordinate("(10.0,", part: 0, of: 2, after: "p") == "after 'p' comes (x, y) with numbers as transcripts print them, 10, not '10.0'")
    }

    @Test("fingers are whole numbers from 1 that the input puts down")
    func fingers() {
        #expect(SlotCheck.finger("2", after: "touch", fingers: [1, 2]) == nil)
        #expect(SlotCheck.finger("2", after: "touch", fingers: nil) == nil)
        #expect(SlotCheck.finger("0", after: "touch", fingers: [1]) == SlotCheck.Problem(message: "after 'touch' comes a finger number, not '0'"))
        #expect(SlotCheck.finger("3", after: "touch", fingers: [1])
            == SlotCheck.Problem(message: "finger 3 never goes down: the trace's input uses finger 1", isBound: true))
        #expect(SlotCheck.finger("1", after: "touch", fingers: [])
            == SlotCheck.Problem(message: "finger 1 never goes down: no input of this trace puts a finger down", isBound: true))
    }

    @Test("Flutter pointers count the touches; tab indices count the tabs")
    func counted() {
        #expect(SlotCheck.pointer("2", after: "arena", touchDowns: 2) == nil)
        #expect(SlotCheck.pointer("3", after: "arena", touchDowns: 0)?.message
            == "Flutter pointer 3 never exists: pointer ids count touches from 1, and the trace's input puts no touch down")
        #expect(SlotCheck.pointer("x", after: "arena", touchDowns: 2)?.isBound == false)
        #expect(SlotCheck.tabIndex("0", after: "tab t", tabs: 1, of: "t") == nil)
        #expect(SlotCheck.tabIndex("1", after: "tab t", tabs: 1, of: "t")?.message == "'t' has 1 tab, so its indices go from 0 to 0, not 1")
        #expect(SlotCheck.tabIndex("-1", after: "tab t", tabs: 1, of: "t")?.message == "after 'tab t' comes a tab index, not '-1'")
    }

    @Test("a measure is name=number, the name the recognizer's type measures")
    func measures() {
        #expect(SlotCheck.measure("scale=2", after: "g", of: "zoom", measuring: ["scale"]) == nil)
        #expect(SlotCheck.measure("rotation=2", after: "g", of: nil, measuring: nil) == nil)
        #expect(SlotCheck.measure("rotation=2", after: "g", of: "zoom", measuring: ["scale"]) == "the changes of 'zoom' measure scale, not rotation")
        #expect(SlotCheck.measure("scale", after: "g", of: "zoom", measuring: ["scale"]) == "after 'g' comes scale=<number>, not 'scale'")
        #expect(SlotCheck.measure("scale=1", after: "g", of: "pan", measuring: []) == "the changes of 'pan' measure nothing")
    }
}
