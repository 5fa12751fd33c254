import Foundation
import Testing
import TraceYAML

/// `.github/workflows/traces.yml` is a workflow that shards the suite as the README says: a matrix
/// of shard numbers 1…N, each job running `run --shard K/N` with a JUnit report it uploads, the
/// build folder cached, and a job that publishes the reports.
@Suite("CI workflow")
struct WorkflowTests {
    static let path = RepositoryPaths.path(".github/workflows/traces.yml")

    private func workflow() throws -> YAMLNode {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.path)))
        return try #require(try YAMLParser.parse(bytes))
    }

    @Test("the replay job's matrix is shards 1…N, and each job runs its own shard of N with a JUnit report")
    func shards() throws {
        let replay = try #require(workflow()["jobs"]?["replay"])
        let shards = try #require(replay["strategy"]?["matrix"]?["shard"]?.items?.compactMap { $0.scalar.flatMap { Int($0) } })
        #expect(!shards.isEmpty)
        #expect(shards == Array(1...shards.count))
        #expect(replay["strategy"]?["fail-fast"]?.scalar == "false")
        let runs = (replay["steps"]?.items ?? []).compactMap { $0["run"]?.scalar }
        let replayStep = try #require(runs.first { $0.contains("trace-replay run") })
        #expect(replayStep.contains("--shard ${{ matrix.shard }}/${{ strategy.job-total }}"))
        #expect(replayStep.contains("--junit reports/traces-${{ matrix.shard }}.xml"))
        #expect(replayStep.contains("--report reports/html-${{ matrix.shard }}"))
        #expect(runs.contains("./tools/bootstrap.sh"))
    }

    @Test("the build folder is cached, the reports are uploaded and then published")
    func artifacts() throws {
        let jobs = try #require(workflow()["jobs"])
        let steps = jobs["replay"]?["steps"]?.items ?? []
        let uses = steps.compactMap { $0["uses"]?.scalar }
        #expect(uses.contains { $0.hasPrefix("actions/cache@") })
        #expect(steps.contains { $0["uses"]?.scalar?.hasPrefix("actions/cache@") == true && $0["with"]?["path"]?.scalar == ".build" })
        #expect(uses.contains { $0.hasPrefix("actions/upload-artifact@") })
        let report = try #require(jobs["report"])
        #expect(report["needs"]?.scalar == "replay")
        #expect((report["steps"]?.items ?? []).contains { $0["uses"]?.scalar?.contains("junit") == true })
    }
}

extension YAMLNode {
    subscript(key: String) -> YAMLNode? {
        guard case .mapping(let pairs) = content else { return nil }
        return pairs.first { $0.key == key }?.value
    }

    var items: [YAMLNode]? {
        guard case .sequence(let items) = content else { return nil }
        return items
    }
}
