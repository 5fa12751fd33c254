import Foundation

/// Runs the built `trace-replay` executable, which SwiftPM builds beside the test bundle.
func runTool(_ arguments: [String], in folder: String, environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [bundle, bundle.deletingLastPathComponent()].map { $0.appendingPathComponent("trace-replay") }
    guard let tool = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
        throw ToolMissing()
    }
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    var env = ProcessInfo.processInfo.environment
    env["CI"] = nil
    env.merge(environment) { $1 }
    process.environment = env
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

struct ToolMissing: Error {}
