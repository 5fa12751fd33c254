import Testing
@testable import TraceYAML

private func parse(_ text: String, limits: YAMLLimits = .default) throws(YAMLError) -> YAMLNode? {
    try YAMLParser.parse(Array(text.utf8), limits: limits)
}

/// The error a text produces, as "line:column: message".
private func failure(_ text: String, limits: YAMLLimits = .default) -> String {
    failure(bytes: Array(text.utf8), limits: limits)
}

private func failure(bytes: [UInt8], limits: YAMLLimits = .default) -> String {
    do {
        _ = try YAMLParser.parse(bytes, limits: limits)
        return "no error"
    } catch {
        return "\(error.mark): \(error.message)"
    }
}

@Suite("YAMLParser")
struct YAMLParserTests {
    @Test("every node knows its line and column")
    func marks() throws {
        let root = try #require(try parse("name: x\nlist:\n  - [1, 2]\n  - {a: b}\n"))
        guard case .mapping(let pairs) = root.content else { Issue.record("not a mapping"); return }
        #expect(pairs.map(\.key) == ["name", "list"])
        #expect(pairs[0].keyMark == Mark(line: 1, column: 1))
        #expect(pairs[0].value.mark == Mark(line: 1, column: 7))
        guard case .sequence(let items) = pairs[1].value.content else { Issue.record("not a list"); return }
        #expect(items[0].mark == Mark(line: 3, column: 5))
        #expect(items[1].mark == Mark(line: 4, column: 5))
        guard case .sequence(let numbers) = items[0].content else { Issue.record("not a list"); return }
        #expect(numbers.map(\.scalar) == ["1", "2"])
        #expect(numbers[1].mark == Mark(line: 3, column: 9))
    }

    @Test("scalar styles are kept so decoding can tell 1 from '1'")
    func styles() throws {
        let root = try #require(try parse("a: 1\nb: '1'\nc: \"1\"\nd: |\n  x\n"))
        guard case .mapping(let pairs) = root.content else { Issue.record("not a mapping"); return }
        let styles = pairs.map { pair -> ScalarStyle? in
            if case .scalar(_, let style) = pair.value.content { return style }
            return nil
        }
        #expect(styles == [.plain, .singleQuoted, .doubleQuoted, .literal])
    }

    @Test("null forms")
    func nulls() throws {
        let root = try #require(try parse("a:\nb: ~\nc: null\nd: 'null'\n"))
        guard case .mapping(let pairs) = root.content else { Issue.record("not a mapping"); return }
        #expect(pairs.map(\.value.isNull) == [true, true, true, false])
    }

    @Test("anchors and aliases expand in place")
    func aliases() throws {
        let root = try #require(try parse("base: &p [1, 2]\ncopy: *p\n"))
        guard case .mapping(let pairs) = root.content, case .sequence(let copy) = pairs[1].value.content else {
            Issue.record("bad shape"); return
        }
        #expect(copy.map(\.scalar) == ["1", "2"])
        #expect(pairs[1].value.mark == Mark(line: 2, column: 7))
    }

    @Test("an empty input has no document")
    func empty() throws {
        #expect(try parse("") == nil)
        #expect(try parse("# only a comment\n") == nil)
    }

    @Test("a billion-laughs alias bomb stops at the expansion cap, quickly")
    func aliasBomb() {
        var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i"] {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
            previous = name
        }
        #expect(failure(text) == "5:36: aliases expand to more than 100000 nodes; refusing (an alias bomb?)")
    }

    @Test("nesting deeper than the limit is refused without recursion")
    func deepNesting() {
        let text = String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
        #expect(failure(text) == "1:129: nesting is deeper than 128 levels")
    }

    @Test("duplicate keys name the first")
    func duplicateKeys() {
        #expect(failure("a: 1\nb: 2\na: 3\n") == "3:1: duplicate key 'a' (first at line 1)")
    }

    @Test("duplicate keys in a large mapping are still found")
    func duplicateKeysLarge() {
        let text = (0..<40).map { "k\($0): 1" }.joined(separator: "\n") + "\nk7: 2\n"
        #expect(failure(text) == "41:1: duplicate key 'k7' (first at line 8)")
    }

    @Test("a second document is refused")
    func twoDocuments() {
        #expect(failure("a: 1\n---\nb: 2\n") == "2:1: a trace file holds one YAML document; this is a second one")
    }

    @Test("tabs used for indentation get a clear message")
    func tabs() {
        #expect(failure("a:\n\tb: 1\n") == "2:1: a tab character cannot be used here; indent with spaces")
    }

    @Test("invalid UTF-8 is reported at its position")
    func invalidUTF8() {
        let bytes = Array("name: ok\nbad: ".utf8) + [0xFF, 0xFE] + Array("\n".utf8)
        #expect(failure(bytes: bytes).hasPrefix("2:6: the file is not valid UTF-8 text"))
    }

    @Test("libyaml syntax errors keep libyaml's position")
    func syntax() {
        #expect(failure("a: [1, 2\nb: 3\n") == "2:2: YAML syntax: did not find expected ',' or ']' (while parsing a flow sequence)")
        // Block-structure errors come with what usually causes them: indentation.
        #expect(failure("a:\n  - {x: 1}\n   - {x: 2}\n") == "3:4: YAML syntax: did not find expected '-' indicator (while parsing a block collection); check the indentation: this line starts at a column that is neither the list's items' (each `- ` at one column) nor deeper inside one of them")
        #expect(failure("a:\n  b: 1\n   c: 2\n").hasSuffix("; check the indentation (this key is deeper than the keys beside it, so it reads as part of the value above), or quote a value that holds ': '") == true)
    }

    @Test("tags are refused")
    func tags() {
        #expect(failure("a: !!str 1\n") == "1:4: YAML tags such as 'tag:yaml.org,2002:str' are not supported")
    }

    @Test("keys must be scalars")
    func complexKeys() {
        #expect(failure("? [a, b]\n: 1\n") == "1:3: a mapping key must be plain text, not a list or mapping")
    }

    @Test("an alias to an undefined anchor is an error at the alias")
    func undefinedAlias() {
        #expect(failure("a: *nothing\n").hasPrefix("1:4:"))
    }

    @Test("inputs over the size limit are refused before parsing")
    func sizeLimit() {
        #expect(failure("a: 12345\n", limits: YAMLLimits(maxBytes: 4)) == "1:1: the file is 9 bytes; the limit is 4 bytes")
    }

    @Test("a document with more nodes than the limit is refused at the first node past it")
    func nodeLimit() {
        // a mapping, then key and value scalars: the fourth node is the key 'b' at 2:1.
        #expect(failure("a: 1\nb: 2\n", limits: YAMLLimits(maxNodes: 3)) == "2:1: the file holds more than 3 YAML nodes; that is the limit")
        #expect((try? parse("a: 1\nb: 2\n", limits: YAMLLimits(maxNodes: 5))) != nil)
    }

    @Test("a key past YAML's 1024-character limit for implicit keys is named, at the key")
    func longKey() {
        #expect(failure("a: 1\n" + String(repeating: "k", count: 2_000) + ": 1\n")
            == "2:1: a key is longer than 1024 characters, YAML's limit for a key written without '?'")
        #expect((try? parse(String(repeating: "k", count: 1_000) + ": 1\n")) != nil)
    }
}
