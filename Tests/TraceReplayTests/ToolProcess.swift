import Foundation
import TestSupport

/// Runs the built `trace-replay` executable, which SwiftPM builds beside the test bundle, outside CI.
func runTool(_ arguments: [String], in folder: String, environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
    guard let tool = builtExecutable("trace-replay") else { throw ToolMissing() }
    var changes: [String: String?] = ["CI": nil]
    for (name, value) in environment { changes[name] = value }
    return try runProcess(tool, arguments, in: folder, environment: changes)
}

struct ToolMissing: Error {}
