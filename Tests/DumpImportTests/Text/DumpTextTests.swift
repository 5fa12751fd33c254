import Foundation
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

    @Test("UTF-16 and UTF-32 are told by their marks or by their zero bytes; UTF-8 and junk are not named")
    func foreignEncodings() throws {
        let text = "<UIWindow: 0x1; frame = (0 0; 1 1)>\n"
        #expect(DumpText.foreignEncoding(of: Array(text.utf8)) == nil)
        #expect(DumpText.foreignEncoding(of: [0xEF, 0xBB, 0xBF] + Array(text.utf8)) == nil)
        #expect(DumpText.foreignEncoding(of: Array(try #require(text.data(using: .utf16LittleEndian)))) == "UTF-16")
        #expect(DumpText.foreignEncoding(of: Array(try #require(text.data(using: .utf16BigEndian)))) == "UTF-16")
        #expect(DumpText.foreignEncoding(of: [0xFE, 0xFF] + Array(try #require(text.data(using: .utf16BigEndian)))) == "UTF-16")
        #expect(DumpText.foreignEncoding(of: Array(try #require(text.data(using: .utf32LittleEndian)))) == "UTF-32")
        #expect(DumpText.foreignEncoding(of: [0xFF, 0xFE, 0, 0] + Array(try #require(text.data(using: .utf32LittleEndian)))) == "UTF-32")
        // Binary junk with zeros scattered on both sides of each pair is not called UTF-16. (Its bytes
        // are made apart, with their types: inside #expect the closure took 9 s to type-check.)
        let junk: [UInt8] = (0..<512).map { (index: Int) -> UInt8 in
            let byte = UInt8((index * 7919) & 0xFF)
            return index % 3 == 0 ? 0 : byte
        }
        #expect(DumpText.foreignEncoding(of: junk) == nil)
    }
}
