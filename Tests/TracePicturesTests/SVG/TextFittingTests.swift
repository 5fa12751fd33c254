import Testing
@testable import TracePictures

@Suite("Text fitting")
struct TextFittingTests {
    @Test("labels are cut to a fixed-width estimate with an ellipsis")
    func shortened() {
        #expect(TextFitting.capacity(200, character: 6) == 33)
        #expect(TextFitting.shortened("gesture nav.back", fits: 33) == "gesture nav.back")
        #expect(TextFitting.shortened("abcdefghij", fits: TextFitting.capacity(30, character: 6)) == "abcd…")
    }

    @Test("text wraps at spaces; a word longer than a line is broken; past the last line, an ellipsis")
    func wrapped() {
        #expect(TextFitting.wrapped("short", fits: 10, maxLines: 3) == ["short"])
        #expect(TextFitting.wrapped("one two three four", fits: 9, maxLines: 3) == ["one two", "three", "four"])
        #expect(TextFitting.wrapped("abcdefghijklmnop", fits: 6, maxLines: 5) == ["abcdef", "ghijkl", "mnop"])
        #expect(TextFitting.wrapped("one two three four five six", fits: 9, maxLines: 2) == ["one two", "three fo…"])
        for line in TextFitting.wrapped(String(repeating: "word ", count: 40), fits: 20, maxLines: 3) { #expect(line.count <= 20) }
    }

    @Test("labels that shorten alike keep the ends that tell them apart")
    func distinctEnds() {
        let labels: [String] = ["once: action hDown.drag changed within [1.100, 1.100]", "once: action hDown.drag changed within [1.200, 1.200]",
                                "never: action hDown.drag changed within [1.300, 1.500]", "arena 1"]
        let shown = TextFitting.distinct(labels.map { TextFitting.Label(text: $0, fits: 35, tag: nil) })
        let expected: [String] = ["once: action hDown.d…[1.100, 1.100]", "once: action hDown.d…[1.200, 1.200]",
                                  "never: action hDown.drag changed w…", "arena 1"]
        #expect(shown == expected)
        #expect(shown.allSatisfy { $0.count <= 35 })
        let slotLabels: [String] = ["once: exposure ad-7 page=homeVC ratio=1 slot=banner", "once: exposure ad-7 page=homeVC ratio=1 slot=feed"]
        let slots = TextFitting.distinct(slotLabels.map { TextFitting.Label(text: $0, fits: 35, tag: nil) })
        let expectedSlots: [String] = ["once: exposure ad-7 pag…slot=banner", "once: exposure ad…ratio=1 slot=feed"]
        #expect(slots == expectedSlots)
    }

    @Test("labels alike to their ends are told apart by their tags, or by their places")
    func distinctTags() {
        let same = "once: action somewhat.long.name began (1, 2) within [1.000, 2.000]"
        let tagged = TextFitting.distinct([TextFitting.Label(text: same, fits: 35, tag: "line 12"), TextFitting.Label(text: same, fits: 35, tag: "line 14")])
        let expected: [String] = ["once: action somewhat.long… line 12", "once: action somewhat.long… line 14"]
        #expect(tagged == expected)
        let untagged = TextFitting.distinct([TextFitting.Label(text: same, fits: 35, tag: nil), TextFitting.Label(text: same, fits: 35, tag: nil)])
        #expect(untagged[0].hasSuffix("… #1") && untagged[1].hasSuffix("… #2"))
        // Labels that fit are left alone, even when they are the same: an arena's member under each arena.
        let member = TextFitting.Label(text: "feed#1.verticalDrag", fits: 35, tag: nil)
        let members: [String] = TextFitting.distinct([member, member])
        #expect(members == ["feed#1.verticalDrag", "feed#1.verticalDrag"])
    }
}
