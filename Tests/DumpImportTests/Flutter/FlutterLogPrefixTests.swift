import Testing
@testable import DumpImport

/// Each era's way of printing a dump: what stands before Flutter's own text is taken off, and the
/// rest keeps its columns.
@Suite("Flutter log prefixes")
struct FlutterLogPrefixTests {
    private func strip(_ line: String) -> (String, Int) {
        let (text, skipped) = FlutterLogPrefix.strip(Array(line))
        return (String(text), skipped)
    }

    @Test("logcat, 2016 to 2022: `I/flutter : ` and `I/flutter ( 6559): `, the flutter tool's `android: ` before them")
    func logcat() {
        #expect(strip("I/flutter : RenderView") == ("RenderView", 12))
        #expect(strip("I/flutter ( 6559):  │ size: Size(1.0, 2.0)") == (" │ size: Size(1.0, 2.0)", 19))
        #expect(strip("android: I/flutter :  └─child: RenderStack") == (" └─child: RenderStack", 21))
        #expect(strip("E/flutter (12345): RenderView") == ("RenderView", 19))
        #expect(strip("01-02 10:00:00.000  1234  5678 I flutter : RenderView").0 == "RenderView")
        #expect(strip("android: I/flutter :") == ("", 20))
    }

    @Test("iOS and macOS, 2024: `flutter: `, after an NSLog-like date and process, or the tool's timer")
    func flutterPrefix() {
        #expect(strip("flutter: RenderView#02c80") == ("RenderView#02c80", 9))
        #expect(strip("flutter:  │ debug mode enabled - macos") == (" │ debug mode enabled - macos", 9))
        #expect(strip("2024-01-02 10:00:00.000000+0100 Runner[123:4567] flutter:  └─child: RenderX").0 == " └─child: RenderX")
        #expect(strip("[  +12 ms] flutter: RenderView").0 == "RenderView")
        #expect(strip("flutter:") == ("", 8))
    }

    @Test("the dump's own text is never taken for a prefix")
    func notPrefixes() {
        let creator = "  │   View-[GlobalObjectKey FlutterView#1b291] ← [root]"
        #expect(strip(creator) == (creator, 0))
        #expect(strip("RenderView#6ef20").0 == "RenderView#6ef20")
        #expect(strip("   │ creator: flutter ← x").0 == "   │ creator: flutter ← x")
    }

    @Test("Dart string literals as Flutter's tests write them: the quotes and the \\n go, a trailing comment too")
    func dartLiterals() {
        #expect(strip("      'RenderView#6ef20\\n'") == ("RenderView#6ef20", 7))
        #expect(strip("      ' └─child: RenderX\\n'           // <----- note") == (" └─child: RenderX", 7))
        #expect(strip("      '   size: Size(800.0, 400.0)\\n',").0 == "   size: Size(800.0, 400.0)")
        #expect(strip("  ' │ cut off without its quote").0 == " │ cut off without its quote")
        #expect(strip("    expect(x, equalsIgnoringHashCodes(").0 == "    expect(x, equalsIgnoringHashCodes(")
    }

    @Test("an error report's `...` and a comment's `// ` are taken off")
    func reportsAndComments() {
        #expect(strip("...  child 4: RenderSemanticsAnnotations#e0796") == ("  child 4: RenderSemanticsAnnotations#e0796", 3))
        #expect(strip("I/flutter ( 1): ...    size: Size(81.0, 49.0)").0 == "    size: Size(81.0, 49.0)")
        #expect(strip("// RenderView") == ("RenderView", 3))
        #expect(strip("//  └─child: RenderX").0 == " └─child: RenderX")
        #expect(strip("....").0 == "....")
    }
}
