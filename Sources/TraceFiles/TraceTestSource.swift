/// The Swift source of one Swift Testing test per trace, which the TraceTests build plugin writes
/// at build time (README, "One trace in `swift test`, Xcode and VS Code").
///
/// Each test is a function of the suite `Traces` named by a raw identifier that is the trace's id,
/// `` func `windows/alert-steals-key-window`() ``, so the id is in the test's ID: `swift test
/// --filter windows/alert-steals-key-window` runs that trace, and xUnit reports list it by name. An
/// id that cannot be a raw identifier (a backtick, a backslash, a control character, no letter or
/// digit, a keyword, a leading `$`) — or that would be an ordinary identifier, which could shadow a
/// name the generated code or the Testing macros use (`TraceTesting`, `Testing`, `Traces`, `generatedTraceRoot`) — gets a
/// plain name of its own shape, `trace_<id>_<hash>`, and the id as its display name instead.
public enum TraceTestSource {
    /// The files' texts: the tests spread over `fileCount` files by a hash of the id, so the compiler
    /// can build them in parallel and adding a trace rewrites one file. The first file declares the
    /// suite, the folder that holds `traces/` and `golden/` (`root`), the list of ids, and a test that
    /// they are the traces on disk.
    public static func files(ids: [String], root: String, fileCount: Int) -> [String] {
        let count = max(1, fileCount)
        var bodies = Array(repeating: [String](), count: count)
        var taken = Set<String>()
        for id in ids.sorted() {
            bodies[Int(TraceCatalog.fnv1a(id) % UInt64(count))].append(test(for: id, taken: &taken))
        }
        let header = "// Generated at build time by the TraceTests plugin from traces/: one test per trace. Do not edit.\nimport Testing\nimport TraceReplayTesting\n"
        return bodies.enumerated().map { index, tests in
            var text = header + "\n"
            if index == 0 {
                text += "/// The folder that holds traces/ and golden/.\nlet generatedTraceRoot = \(literal(root))\n\n"
                text += "/// Every trace's id, in the order of the tests.\nlet generatedTraceIDs: [String] = [\n"
                text += ids.sorted().map { "    \(literal($0)),\n" }.joined()
                text += "]\n\n/// The traces' tests. Give them the app's hooks with `extension Traces { static var hooks: Hooks { … } }`.\n"
                text += "@Suite(\"Traces\", .serialized) struct Traces: TraceSuite {\n"
                text += "    @Test(\"every trace has its test, and every test its trace\") func catalog() {\n"
                text += "        TraceTesting.verifyCatalog(generatedTraceIDs, root: generatedTraceRoot)\n    }\n}\n\n"
            }
            text += "extension Traces {\n" + tests.joined() + "}\n"
            return text
        }
    }

    /// One test: a raw-identifier function named by the id, or a plain name with the id as display name.
    static func test(for id: String, taken: inout Set<String>) -> String {
        let call = "TraceTesting.verify(\(literal(id)), root: generatedTraceRoot, hooks: Self.hooks, runner: Self.runner)"
        if let name = rawIdentifier(id), taken.insert(name).inserted {
            return "    @Test func `\(name)`() { \(call) }\n"
        }
        var name = "trace_" + String(id.unicodeScalars.map { isPlain($0) ? Character($0) : "_" }).prefix(80)
        name += "_" + String(TraceCatalog.fnv1a(id) % 1_000_000_007, radix: 36)
        while !taken.insert(name).inserted { name += "_" }
        return "    @Test(\(literal(id))) func \(name)() { \(call) }\n"
    }

    /// The id itself when it can name a function between backticks (SE-0451): no backtick,
    /// backslash, control, line-break or format character, no space at either end, some letter or
    /// digit, and not a word Swift reserves.
    static func rawIdentifier(_ id: String) -> String? {
        guard !id.isEmpty, !id.hasPrefix(" "), !id.hasSuffix(" "), !id.hasPrefix("$"), !reserved.contains(id) else { return nil }
        // An id that is already an ordinary identifier names the function as that identifier would, so
        // inside the suite it would hide any type or module of that name from the test's body.
        guard !isOrdinaryIdentifier(id) else { return nil }
        var hasWord = false
        for scalar in id.unicodeScalars {
            if scalar.isASCII {
                guard scalar.value >= 0x20, scalar.value < 0x7F, scalar != "`", scalar != "\\" else { return nil }
                if isPlain(scalar), scalar != "_" { hasWord = true }
                continue
            }
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber,
                 .letterNumber, .otherNumber:
                hasWord = true
            case .nonspacingMark, .spacingMark, .enclosingMark, .connectorPunctuation, .dashPunctuation, .openPunctuation,
                 .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol,
                 .modifierSymbol, .otherSymbol:
                continue
            default:
                return nil
            }
        }
        return hasWord ? id : nil
    }

    /// Whether `id` could be written as an ordinary identifier: letters, digits, marks and `_`, not
    /// starting with a digit (`100` cannot name anything without backticks, so it stays a raw name).
    static func isOrdinaryIdentifier(_ id: String) -> Bool {
        guard let first = id.unicodeScalars.first, first.properties.numericType == nil else { return false }
        return id.unicodeScalars.allSatisfy { scalar in
            if scalar == "_" { return true }
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber,
                 .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark:
                return true
            default:
                return false
            }
        }
    }

    /// Words that stay keywords even between backticks in a function's place.
    static let reserved: Set<String> = ["init", "deinit", "subscript", "self", "Self", "Type", "Protocol", "_"]

    private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }

    /// A Swift string literal holding `text` exactly.
    package static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.generalCategory == .format
                    || scalar.properties.generalCategory == .lineSeparator || scalar.properties.generalCategory == .paragraphSeparator {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
