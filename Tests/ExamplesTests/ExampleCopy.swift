import Foundation
import TestSupport

/// A working copy of an example package, kept in step with the repository's: a file is rewritten
/// only when its text differs (so the next build compiles only what changed), files the example no
/// longer has are removed, and the dependency on TraceReplay points at this repository.
enum ExampleCopy {
    static func sync(from source: String, to target: String, dependency: String) throws {
        let files = FileManager.default
        var wanted = Set<String>()
        guard let walk = files.enumerator(atPath: source) else { throw CopyError("cannot read \(source)") }
        for case let relative as String in walk {
            if relative == ".build" || relative.hasPrefix(".build/") || relative == "Package.resolved" { continue }
            if isFolder(source + "/" + relative) { continue }
            wanted.insert(relative)
            var data = try Data(contentsOf: URL(fileURLWithPath: source + "/" + relative))
            if relative == "Package.swift" {
                let text = String(decoding: data, as: UTF8.self)
                let pointed = text.replacingOccurrences(of: "path: \"../..\"", with: "path: \"\(dependency)\"")
                guard pointed != text else { throw CopyError("Package.swift no longer depends on ../..") }
                data = Data(pointed.utf8)
            }
            let destination = target + "/" + relative
            if files.contents(atPath: destination) == data { continue }
            try files.createDirectory(atPath: (destination as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: destination))
        }
        if let existing = files.enumerator(atPath: target) {
            for case let relative as String in existing where !relative.hasPrefix(".build") && relative != "Package.resolved" {
                if !isFolder(target + "/" + relative), !wanted.contains(relative) { try files.removeItem(atPath: target + "/" + relative) }
            }
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }

    /// Replaces the one occurrence of `old` in the file.
    static func replace(_ old: String, with new: String, in path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        guard text.components(separatedBy: old).count == 2 else { throw CopyError("\(path) must hold '\(old)' exactly once") }
        try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// The 1-based number of the first line holding `text`.
    static func line(containing text: String, in path: String) throws -> Int? {
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        return lines.firstIndex { $0.contains(text) }.map { $0 + 1 }
    }

    struct CopyError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}

/// Runs a command found on PATH, in `folder`.
enum Shell {
    static func run(_ arguments: [String], in folder: String) throws -> (status: Int32, output: String) {
        try runProcess(URL(fileURLWithPath: "/usr/bin/env"), arguments, in: folder)
    }
}
