import Foundation
import Synchronization
import Testing
import TestSupport

/// `trace-replay watch` as a person or a script runs it: the built executable in a process of its own.
@Suite("trace-replay watch")
struct CommandLineWatchTests {
    @Test("refused under CI (exit 2), as --update-goldens is; a folder that does not exist is an error at start")
    func refused() throws {
        let repo = try TemporaryRepository()
        try repo.write("traces/tap.yaml", TemporaryRepository.tapTrace)
        let underCI = try runTool(["watch"], in: repo.root, environment: ["CI": "true"])
        #expect(underCI.status == 2)
        #expect(underCI.output.contains("watch is refused when CI is set"))
        let missing = try runTool(["watch", "traces/nowhere"], in: repo.root)
        #expect(missing.status == 2)
        #expect(missing.output == "error: traces/nowhere: no such file or folder\n")
    }

    @Test("--exit-after 1 --latency: an edited trace is shown as run shows it, with the time it took; nothing is asked or written without a terminal")
    func reaction() throws {
        guard let tool = builtExecutable("trace-replay") else { throw ToolMissing() }
        let repo = try TemporaryRepository()
        try repo.write("traces/tap.yaml", TemporaryRepository.tapTrace)
        try repo.write("golden/tap.golden", TemporaryRepository.tapGolden)
        let watch = try WatchProcess(tool, ["watch", "--exit-after", "1", "--latency"], in: repo.root)
        defer { watch.stop() }
        #expect(watch.waitFor("watching", seconds: 20), "\(watch.output)")
        #expect(watch.output.hasPrefix("1 passed, 0 failed; watching 1 trace(s) in traces, their goldens and scene files (Ctrl-C to stop)\n"))
        try repo.write("traces/tap.yaml", TemporaryRepository.tapTrace.replacingOccurrences(of: "t: 1s", with: "t: 2s"))
        let status = watch.waitForExit(seconds: 5)
        let output = watch.output
        #expect(status == 0, "\(output)")
        #expect(output.contains("\nFAIL    tap\n    first difference at golden/tap.golden:5: expected \"   1.000 touch 1 down (187, 420)\", got \"   2.000 touch 1 down (187, 420)\"\n"))
        #expect(output.contains("\n    --- golden/tap.golden\n    +++ actual\n"))
        #expect(output.range(of: #"\nreacted in [0-9]+\.[0-9] ms\n$"#, options: .regularExpression) != nil, "\(output)")
        #expect(!output.contains("press a"))
        #expect(repo.read("golden/tap.golden") == TemporaryRepository.tapGolden)
    }
}

/// A process whose output is collected as it comes, so a test can wait for a line before acting.
private final class WatchProcess {
    private let process = Process()
    private let collected = Collected()

    init(_ executable: URL, _ arguments: [String], in folder: String) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let reader = pipe.fileHandleForReading
        let collected = collected
        Thread.detachNewThread {
            while true {
                let data = reader.availableData
                if data.isEmpty { break }
                collected.text.withLock { $0 += String(decoding: data, as: UTF8.self) }
            }
            collected.ended.withLock { $0 = true }
        }
    }

    var output: String { collected.text.withLock { $0 } }

    /// Whether `text` was printed within `seconds`.
    func waitFor(_ text: String, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !output.contains(text), Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return output.contains(text)
    }

    /// The exit status once the process has ended and all it printed is read, or nil when it is still
    /// running after `seconds`.
    func waitForExit(seconds: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning || !collected.ended.withLock({ $0 }), Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return process.isRunning ? nil : process.terminationStatus
    }

    func stop() {
        if process.isRunning { process.terminate() }
    }

    private final class Collected: Sendable {
        let text = Mutex("")
        let ended = Mutex(false)
    }
}
