import Foundation
import Testing
import TraceFiles
import TraceFormat

/// The conformance suite says exactly what it proves: `traces/flutter/conformance/README.md` lists every
/// test of the Flutter test files it counts, each with the trace that reproduces it or the reason there is
/// none, and the traces' `source:` blocks agree with it — the test each names, whether it carries all of
/// its assertions, and the counts the README, the project README and docs/semantics.md claim.
@Suite("Conformance suite")
struct ConformanceSuiteTests {
    /// A row of a file's table: the test's name, and the trace's id when there is one.
    struct Row {
        var file: String
        var test: String
        var trace: String?
        var allAssertions: Bool?
    }

    /// A file's heading and the counts its first line claims.
    struct Section {
        var file: String
        var tests: Int
        var expressed: Int
        var all: Int
        var rows: [Row] = []
    }

    static let folder = RepositoryPaths.path("traces/flutter/conformance")

    static func readme() throws -> String {
        try String(contentsOfFile: folder + "/README.md", encoding: .utf8)
    }

    /// The per-file sections of the README, with their rows.
    static func sections(_ text: String) throws -> [Section] {
        var sections: [Section] = []
        let header = /^`[^`]+`: (\d+) tests, read at .+\. (\d+) expressed, (\d+) with all of their assertions\.$/
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("### ") {
                sections.append(Section(file: String(line.dropFirst(4)), tests: -1, expressed: -1, all: -1))
            } else if let match = line.wholeMatch(of: header), !sections.isEmpty {
                sections[sections.count - 1].tests = Int(match.output.1)!
                sections[sections.count - 1].expressed = Int(match.output.2)!
                sections[sections.count - 1].all = Int(match.output.3)!
            } else if line.wholeMatch(of: /^\| \d+ \| .*/) != nil, !sections.isEmpty {
                let cells = Self.cells(line)
                try #require(cells.count == 5, "a row of five cells: \(line)")
                let trace = cells[2].firstMatch(of: /^\[([^\]]+)\]\(\1\.yaml\)$/).map { String($0.output.1) }
                let all: Bool? = cells[3] == "yes" ? true : cells[3] == "no" ? false : nil
                let test = cells[1].replacingOccurrences(of: "\\|", with: "|")
                sections[sections.count - 1].rows.append(Row(file: sections[sections.count - 1].file, test: test, trace: trace, allAssertions: all))
            }
        }
        return sections
    }

    /// A table row's cells, trimmed; `\|` inside a cell is not a separator.
    static func cells(_ line: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                current.append(character)
                escaped = true
            } else if character == "|" {
                cells.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        cells.append(current.trimmingCharacters(in: .whitespaces))
        return Array(cells.dropFirst().dropLast())
    }

    /// Every trace of the folder, by id relative to it, with its `source:`.
    static func traces() throws -> [String: TraceSource?] {
        var found: [String: TraceSource?] = [:]
        let loader = TraceLoader()
        for file in try TraceCatalog.discover([folder]) {
            let relative = String(file.id.dropFirst("flutter/conformance/".count))
            found[relative] = try loader.load(file.path).get().source
        }
        return found
    }

    @Test("every counted trace has one row naming its test, every row's trace exists, and `all assertions` is `omits` being empty")
    func rowsAndTraces() throws {
        let sections = try Self.sections(Self.readme())
        #expect(sections.map(\.file) == ["tap_test.dart", "double_tap_test.dart", "long_press_test.dart", "multitap_test.dart",
                                         "arena_test.dart", "drag_test.dart", "gesture_detector_test.dart"])
        let traces = try Self.traces()
        #expect(traces.count >= 90)
        let rows = sections.flatMap(\.rows)
        var rowByTrace: [String: Row] = [:]
        for row in rows {
            guard let trace = row.trace else {
                #expect(row.allAssertions == nil, "\(row.test): a test without a trace claims nothing")
                continue
            }
            #expect(rowByTrace.updateValue(row, forKey: trace) == nil, "\(trace) has two rows")
            let source = try #require(traces[trace] ?? nil, "\(row.test): \(trace) is not a conformance trace with a source")
            #expect(source.test == row.test, "\(trace) names '\(source.test ?? "no test")', its row '\(row.test)'")
            #expect(source.file.hasSuffix("/" + row.file), "\(trace) names \(source.file), its row is under \(row.file)")
            #expect(source.fork == nil, "\(trace) reproduces a fork's test yet is counted")
            #expect(!source.carries.isEmpty, "\(trace) carries no assertion of its test")
            #expect(row.allAssertions == source.carriesAll, "\(trace): the README's all-assertions column disagrees with its omits")
        }
        for (id, source) in traces where rowByTrace[id] == nil {
            let source = try #require(source, "\(id) has no source")
            #expect(source.fork != nil, "\(id) is neither in the README's tables nor marked as a fork's test")
            #expect(try Self.readme().contains("[\(id)](\(id).yaml)"), "\(id) is a fork's test the README does not list")
        }
    }

    @Test("each file's counts, the totals and the claims in the README, the project README and docs/semantics.md agree with the rows")
    func counts() throws {
        let text = try Self.readme()
        let sections = try Self.sections(text)
        var tests = 0, expressed = 0, all = 0
        for section in sections {
            #expect(section.rows.count == section.tests, "\(section.file): \(section.rows.count) rows, \(section.tests) claimed")
            #expect(section.rows.count { $0.trace != nil } == section.expressed, "\(section.file): expressed")
            #expect(section.rows.count { $0.allAssertions == true } == section.all, "\(section.file): all assertions")
            #expect(text.contains("| \(section.file) | \(section.tests) | \(section.expressed) | \(section.all) |"))
            tests += section.tests
            expressed += section.expressed
            all += section.all
        }
        #expect(text.contains("| total | \(tests) | \(expressed) | \(all) |"))
        #expect(text.contains("**Counted:** \(expressed) traces for \(expressed) of the \(tests) tests declared"))
        #expect(text.contains("\(all) of them carrying every assertion of their test"))
        let claim = "\(expressed) of the \(tests) tests"
        for document in ["README.md", "docs/semantics.md"] {
            let content = try String(contentsOfFile: RepositoryPaths.path(document), encoding: .utf8)
            #expect(content.contains(claim), "\(document) does not claim \(claim)")
            #expect(content.contains("\(all) with all of their assertions"), "\(document) does not say how many carry every assertion")
        }
    }
}
