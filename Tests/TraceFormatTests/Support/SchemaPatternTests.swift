import Testing

/// Schema `pattern`s keep their ECMA-262 meaning when run as Swift regexes, or are refused.
@Suite("Schema patterns")
struct SchemaPatternTests {
    private func matches(_ pattern: String, _ text: String) throws -> Bool {
        try ECMAPattern.compile(pattern).firstMatch(in: text) != nil
    }

    @Test("patterns search the whole string unless anchored", arguments: [
        ("b", "abc", true), ("^b", "abc", false), ("c$", "abc", true), ("^abc$", "abc\n", false),
        ("^[0-9]+(us|µs|ms|s)$", "40µs", true), ("^[A-Za-z_](#[0-9]+|[A-Za-z0-9_.-])*$", "buy#2.tap", true),
        ("^[A-Za-z_](#[0-9]+|[A-Za-z0-9_.-])*$", "buy#x", false),
    ])
    func search(pattern: String, text: String, expected: Bool) throws {
        #expect(try matches(pattern, text) == expected)
    }

    @Test("ECMA-262 meanings: . stops at line ends, \\d and \\w are ASCII, [\\b] is a backspace, \\v a vertical tab")
    func ecmaMeanings() throws {
        #expect(try !matches("^a.c$", "a\nc"))
        #expect(try !matches("^a.c$", "a\u{2028}c"))
        #expect(try matches("^a.c$", "a\u{0B}c"))
        #expect(try !matches("^\\d$", "٣"))
        #expect(try !matches("^\\w$", "é"))
        #expect(try matches("^[\\b]$", "\u{08}"))
        #expect(try matches("^\\v$", "\u{0B}"))
        #expect(try matches("^\\u00b5\\x41$", "µA"))
        #expect(try matches("^[[a]$", "["))
        #expect(try matches("^[a&&b]+$", "&&"))
        #expect(try matches("^(?:ab)+(?=c)", "ababc"))
        #expect(try matches("\\bword\\b", "a word."))
    }

    @Test("constructs ECMA-262 lacks or reads differently are refused", arguments: [
        "(?i)abc", "(?<name>a)", "(?<=a)b", "(?<!a)b", "\\p{L}", "(a)\\1", "\\k<a>", "a*+", "a++", "[a--b]", "[]", "[^]",
        "[abc", "abc\\", "\\u12", "\\cA", "\\A", "\\z", "\\h",
    ])
    func refused(pattern: String) {
        #expect(throws: ECMAPattern.Unsupported.self) { try ECMAPattern.compile(pattern) }
    }
}
