/// The Swift source of one Swift Testing test per trace, which the TraceTests build plugin writes
/// at build time (README, "One trace in `swift test`, Xcode and VS Code").
///
/// Each test belongs to the suite `Traces` and is named by the trace's id, `` `windows/alert-steals-key-window`() ``,
/// so the id is in the test's ID: `swift test --filter windows/alert-steals-key-window` runs that trace,
/// and xUnit reports list it by name. An id that cannot be a raw identifier (a backtick, a backslash, a
/// control character, no letter or digit, a keyword, a leading `$`) — or that would be an ordinary
/// identifier, which could shadow a name the generated code or the Testing macros use (`TraceTesting`,
/// `Testing`, `Traces`, `generatedTraceRoot`) — gets a plain name of its own shape, `trace_<id>_<hash>`,
/// and the id as its display name instead.
///
/// A test is written in one of two shapes, and the compiler picks: with the toolchains whose Swift
/// Testing this was checked against (`recordCondition`), a *test content record* — the entry in the
/// `swift5_tests` section that Swift Testing discovers tests by (swift-testing's
/// Documentation/ABI/TestContent.md), whose accessor builds the test at run time
/// (`TraceTesting.loadTest`); with any other toolchain, the `@Test` function the macro expands into the
/// same record. Both make the same test with the same name. A record costs the compiler about a
/// twelfth of what the macro's expansion does (README, "One trace in `swift test`, Xcode and VS Code").
public enum TraceTestSource {
    /// The toolchains whose Swift Testing the records are written for: `Test.__store(_:into:asTypeAt:)`
    /// and `Test.__function(named:in:…)` as Swift 6.3 declares them, and the `@section`/`@used`
    /// attributes (SE-0492) that place a record. TraceReplayTesting compiles `loadTest` under the same
    /// condition, so the two always agree.
    public static let recordCondition = "compiler(>=6.3) && compiler(<6.4) && (os(Linux) || os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS))"

    /// The files' texts. The first declares the suite, the folder that holds `traces/` and golden/
    /// (`root`), the list of ids, and a test that they are the traces on disk; the others hold the
    /// tests, spread by a hash of the id, so adding, editing, renaming or deleting a trace rewrites one
    /// of them (and the list, whose change stays inside its getter). The number of files never
    /// changes: a source file gone from a module makes the compiler rebuild the whole module.
    public static func files(ids: [String], root: String, fileCount: Int) -> [String] {
        let buckets = max(1, fileCount - 1)
        let sorted = ids.sorted()
        var members = Array(repeating: [(id: String, name: String)](), count: buckets)
        var taken = Set<String>()
        for id in sorted {
            members[Int(TraceCatalog.fnv1a(id) % UInt64(buckets))].append((id, name(for: id, taken: &taken)))
        }
        let header = "// Generated at build time by the TraceTests plugin from traces/: one test per trace. Do not edit.\nimport Testing\nimport TraceReplayTesting\n\n"
        var catalog = header
        catalog += "/// The folder that holds traces/ and golden/.\nlet generatedTraceRoot = \(literal(root))\n\n"
        catalog += "/// Every trace's id, sorted (a getter: a new id recompiles this file alone).\nvar generatedTraceIDs: [String] {\n    [\n"
        catalog += sorted.map { "        \(literal($0)),\n" }.joined()
        catalog += "    ]\n}\n\n/// The traces' tests. Give them the app's hooks with `extension Traces { static var hooks: Hooks { … } }`.\n"
        catalog += "@Suite(\"Traces\", .serialized) struct Traces: TraceSuite {\n"
        catalog += "    @Test(\"every trace has its test, and every test its trace\") func catalog() {\n"
        catalog += "        TraceTesting.verifyCatalog(generatedTraceIDs, root: generatedTraceRoot, loaded: true)\n    }\n}\n"
        var records = Set<String>()
        let files = members.map { tests in
            header + "#if \(recordCondition)\n" + tests.map { record(for: $0.id, named: $0.name, taken: &records) }.joined()
                + "#else\nextension Traces {\n" + tests.map { function(for: $0.id, named: $0.name) }.joined() + "}\n#endif\n"
        }
        return fileCount <= 1 ? [catalog + files.joined()] : [catalog] + files
    }

    /// One test content record: the kind `'test'`, an accessor that builds the test, no flags (a test
    /// function, not a suite, not parameterized). The section is Mach-O's or ELF's, as the ABI names it.
    /// Each record's name is unique in the module (`record_<hash of the id>`): files declaring the same
    /// private names depend on each other, and adding a test to one would recompile them all.
    static func record(for id: String, named name: String, taken: inout Set<String>) -> String {
        var variable = "record_" + String(TraceCatalog.fnv1a(id), radix: 16)
        while !taken.insert(variable).inserted { variable += "_" }
        return "#if os(Linux)\n@section(\"swift5_tests\")\n#else\n@section(\"__DATA_CONST,__swift5_tests\")\n#endif\n"
            + "@used private let \(variable): TraceTestRecord = (0x74657374, 0, { out, type, _, _ in TraceTesting.loadTest("
            + "Traces.self, \(literal(id)), named: \(literal(name + "()")), root: generatedTraceRoot, into: out, asTypeAt: type) }, 0, 0)\n"
    }

    /// The same test as a `@Test` function: a raw-identifier function named by the id, or a plain name
    /// with the id as display name.
    static func function(for id: String, named name: String) -> String {
        let call = "TraceTesting.verify(\(literal(id)), root: generatedTraceRoot, hooks: Self.hooks, runner: Self.runner)"
        if name.hasPrefix("`") {
            return "    @Test func \(name)() { \(call) }\n"
        }
        return "    @Test(\(literal(id))) func \(name)() { \(call) }\n"
    }

    /// The name of an id's test function without its parentheses: the id between backticks when it can
    /// be a raw identifier, or `trace_<id>_<hash>`, unique among `taken`.
    static func name(for id: String, taken: inout Set<String>) -> String {
        if let name = rawIdentifier(id), taken.insert(name).inserted {
            return "`" + name + "`"
        }
        var name = "trace_" + String(id.unicodeScalars.map { isPlain($0) ? Character($0) : "_" }).prefix(80)
        name += "_" + String(TraceCatalog.fnv1a(id) % 1_000_000_007, radix: 36)
        while !taken.insert(name).inserted { name += "_" }
        return name
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
