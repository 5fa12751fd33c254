import Testing
@testable import TraceReplay

@Suite("LF text")
struct LFTextTests {
    @Test("CRLF reads as LF and is noted; LF text is kept as it is")
    func lineEnds() {
        #expect(LFText("# name\r\n   1.000 key main\r\n").text == "# name\n   1.000 key main\n")
        #expect(LFText("# name\r\n").hadCRLF)
        #expect(LFText("# name\n").text == "# name\n")
        #expect(!LFText("# name\n").hadCRLF)
    }

    @Test("a CR that does not end a line is kept, in mixed text too")
    func loneCarriageReturn() {
        #expect(LFText("a\rb\n").text == "a\rb\n")
        #expect(!LFText("a\rb\n").hadCRLF)
        #expect(LFText("a\r\nb\nc\r").text == "a\nb\nc\r")
        #expect(LFText("\r\r\n").text == "\r\n")
    }
}
