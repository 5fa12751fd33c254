import Foundation

/// Runs a command to its end and collects what it printed (standard output and error together).
/// `environment` changes the inherited environment: a nil value removes that variable.
public func runProcess(_ executable: URL, _ arguments: [String], in folder: String,
                       environment: [String: String?] = [:]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    var env = ProcessInfo.processInfo.environment
    for (name, value) in environment { env[name] = value }
    process.environment = env
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// An executable of this package that SwiftPM built beside the test bundle, if it is there.
public func builtExecutable(_ name: String) -> URL? {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    return [bundle, bundle.deletingLastPathComponent()].map { $0.appendingPathComponent(name) }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}
