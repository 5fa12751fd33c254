import Foundation
import Testing
@testable import TraceFiles

@Suite("Generated trace tests' source")
struct TraceTestSourceTests {
    @Test("a trace id names its test as a raw identifier, so test filters match the id")
    func rawIdentifiers() {
        #expect(TraceTestSource.rawIdentifier("windows/alert-steals-key-window") == "windows/alert-steals-key-window")
        #expect(TraceTestSource.rawIdentifier("flutter/conformance/tap_test/two taps") == "flutter/conformance/tap_test/two taps")
        #expect(TraceTestSource.rawIdentifier("exposure/café") == "exposure/café")
        #expect(TraceTestSource.rawIdentifier("100") == "100")
    }

    @Test("ids that cannot be raw identifiers are refused", arguments: [
        "a`b", "a\\b", "a\u{7}b", " lead", "trail ", "+/-", "init", "self", "", "a\u{200E}b", "a\u{2028}b", "a\u{3000}b",
    ])
    func refused(id: String) {
        #expect(TraceTestSource.rawIdentifier(id) == nil)
    }

    @Test("such an id gets a plain, unique name and keeps the id as its display name")
    func fallback() {
        var taken = Set<String>()
        let first = TraceTestSource.test(for: "a`b", taken: &taken)
        let second = TraceTestSource.test(for: "a\\b", taken: &taken)
        #expect(first.hasPrefix("    @Test(\"a`b\") func trace_a_b_"))
        #expect(second.hasPrefix("    @Test(\"a\\\\b\") func trace_a_b_"))
        #expect(first.contains("TraceCheck.verify(\"a`b\")"))
        #expect(taken.count == 2)
    }

    @Test("string literals hold the id exactly, escaping what Swift needs escaped")
    func literals() {
        #expect(TraceTestSource.literal("a\"b\\c") == "\"a\\\"b\\\\c\"")
        #expect(TraceTestSource.literal("tab\there") == "\"tab\\u{9}here\"")
    }

    @Test("tests are spread over the files by id; the first declares the suite and lists every id once")
    func files() {
        let ids = (0..<50).map { "folder/trace-\($0)" }
        let files = TraceTestSource.files(ids: ids.reversed(), fileCount: 8)
        #expect(files.count == 8)
        #expect(files[0].contains("@Suite(\"Traces\") struct Traces {}"))
        #expect(files.dropFirst().allSatisfy { !$0.contains("@Suite") })
        let all = files.joined()
        for id in ids {
            #expect(all.components(separatedBy: "@Test func `\(id)`()").count == 2)
            #expect(all.components(separatedBy: "    \"\(id)\",\n").count == 2)
        }
        #expect(TraceTestSource.files(ids: ids, fileCount: 8) == files)
    }
}
