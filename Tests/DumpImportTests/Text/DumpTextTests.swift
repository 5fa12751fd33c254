import Testing
@testable import DumpImport

@Suite("Dump text")
struct DumpTextTests {
    @Test("a BOM and CR LF are undone; lines keep their numbers")
    func lineEnds() {
        let lines = DumpText.lines(Array("\u{FEFF}a\r\nb\n\nc".utf8))
        #expect(lines.map(\.text) == ["a", "b", "", "c"])
        #expect(lines.map(\.number) == [1, 2, 3, 4])
    }

    @Test("a dump pasted as one string literal is split at \\n before each node, keeping columns")
    func escapedLineEnds() {
        let lines = DumpText.lines(Array(#""<UIWindow: 0x1; frame = (0 0; 1 1)>\n   | <UIView: 0x2; frame = (0 0; 1 1)>\n""#.utf8))
        #expect(lines.count == 3)
        #expect(lines[1].text == "   | <UIView: 0x2; frame = (0 0; 1 1)>")
        #expect(lines[1].column == 39)
        #expect(lines.allSatisfy { $0.number == 1 })
        let label = DumpText.lines(Array(#"<UILabel: 0x1; frame = (0 0; 1 1); text = 'two\nlines'>"#.utf8))
        #expect(label.count == 1)
    }

    @Test("unicode and quote escapes in text values are undone")
    func unescape() {
        #expect(DumpText.unescaped(#"'\u200e\u540c\u610f'"#) == "'\u{200E}同意'")
        #expect(DumpText.unescaped(#"a\'b\"c\\d\u{1F600}"#) == "a'b\"c\\d😀")
        #expect(DumpText.unescaped(#"\uZZZZ"#) == #"\uZZZZ"#)
    }
}
