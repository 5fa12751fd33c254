import Testing
@testable import DumpImport

@Suite("Headers between dumps")
struct DumpHeaderTests {
    @Test("a title between = or - marks, after ==, or in a Markdown heading is a header; a rule is a separator",
          arguments: [
              ("== iOS 26 ==", DumpHeader.Header.title("iOS 26")),
              ("        // == iOS 17 & 16 ==", .title("iOS 17 & 16")),
              ("=== iPad", .title("iPad")),
              ("--- before the fix ---", .title("before the fix")),
              ("## iOS 18 ##", .title("iOS 18")),
              ("# after", .title("after")),
              ("=====", .rule),
              ("// ---------------", .rule),
          ])
    func headers(text: String, header: DumpHeader.Header) {
        #expect(DumpHeader.read(text) == header)
    }

    @Test("log lines, prompts, elisions and dump lines are not headers",
          arguments: ["--------- beginning of main", "*** Terminating app due to uncaught exception", "==", "-- x", "#include <x>",
                      "...", "(lldb) po [[UIWindow keyWindow] recursiveDescription]", "   | <UIView: 0x1; frame = (0 0; 1 1)>",
                      " │ configuration: Size(390.0, 844.0)", "==> iOS", "", "#"])
    func notHeaders(text: String) {
        #expect(DumpHeader.read(text) == nil)
    }

    @Test("a long title is cut")
    func longTitle() {
        let header = DumpHeader.read("== " + String(repeating: "x", count: 200) + " ==")
        guard case .title(let title) = header else { return #expect(Bool(false), "no title") }
        #expect(title.count == DumpHeader.maxTitleLength)
        #expect(title.hasSuffix("…"))
    }
}
