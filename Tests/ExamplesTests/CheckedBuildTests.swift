import Foundation
import Testing
import TestSupport

/// The suite again with the checks the engine's speed turns off (tools/checked-test.sh): runtime
/// exclusivity checking everywhere and the address sanitizer over the `unowned(unsafe)` links. It takes
/// minutes, so it runs under CI (`CI` set, other than `0` or `false`) or with
/// TRACE_REPLAY_CHECKED_BUILD=1, and never inside itself.
@Suite("Checked build", .serialized, .enabled(if: CheckedBuild.isWanted))
struct CheckedBuildTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @Test("every test passes with runtime exclusivity checks and the address sanitizer on", .timeLimit(.minutes(40)))
    func suitePassesChecked() throws {
        let run = try runProcess(URL(fileURLWithPath: "/bin/bash"), [Self.repository + "/tools/checked-test.sh"], in: Self.repository)
        let violations = run.output.split(separator: "\n").filter {
            $0.contains("Simultaneous accesses") || $0.contains("ERROR: AddressSanitizer")
        }
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
        #expect(run.status == 0, "the checked run failed:\n\(run.output.suffix(20_000))")
    }
}

/// When the checked run is wanted.
enum CheckedBuild {
    static var isWanted: Bool {
        let environment = ProcessInfo.processInfo.environment
        if environment["TRACE_REPLAY_CHECKED"] == "1" { return false }
        if environment["TRACE_REPLAY_CHECKED_BUILD"] == "1" { return true }
        guard let ci = environment["CI"]?.lowercased(), !ci.isEmpty else { return false }
        return ci != "0" && ci != "false"
    }
}
