import Foundation

/// `trace-replay.json` at a package's root: where its `traces/` and `golden/` are when not at the
/// root itself, `{"root": "Tests/Interaction"}`. The TraceTests plugin reads the same file (a plugin
/// cannot use this module, so it keeps its own reader of the one key).
public struct ProjectConfiguration: Sendable, Equatable {
    /// Why the file cannot be used.
    public struct Problem: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The file's name.
    public static let fileName = "trace-replay.json"
    /// The most it is read: far more than its one key needs.
    public static let maxBytes = 64 * 1024

    /// The folder holding `traces/` and `golden/`, relative to the package root ("" for the root).
    public var root = ""

    public init(root: String = "") {
        self.root = root
    }

    /// The traces folder, as the command line names it by default.
    public var tracesFolder: String { root.isEmpty ? "traces" : Paths.join(root, "traces") }

    /// The configuration in `folder` (the current folder by default): the defaults when there is no
    /// file, an error naming the file when it cannot be used.
    public static func load(in folder: String = ".") throws(Problem) -> ProjectConfiguration {
        let path = folder == "." ? fileName : Paths.join(folder, fileName)
        guard Paths.exists(path) else { return ProjectConfiguration() }
        // Read only a small regular file: a FIFO or a device would block the read, or never end.
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard attributes?[.type] as? FileAttributeType == .typeRegular else {
            throw Problem(description: "\(Printable.path(path)): not a regular file")
        }
        guard let size = attributes?[.size] as? NSNumber, size.intValue <= maxBytes else {
            throw Problem(description: "\(Printable.path(path)): larger than \(maxBytes) bytes")
        }
        guard let data = FileManager.default.contents(atPath: path),
              let object = try? JSONSerialization.jsonObject(with: data), let settings = object as? [String: Any] else {
            throw Problem(description: "\(Printable.path(path)): expected a JSON object such as {\"root\": \"Tests/Interaction\"}")
        }
        if let key = settings.keys.sorted().first(where: { $0 != "root" }) {
            throw Problem(description: "\(Printable.path(path)): unknown key '\(Printable.text(key))'; the only key is 'root'")
        }
        guard let value = settings["root"] else { return ProjectConfiguration() }
        guard let root = value as? String, !root.isEmpty, !root.hasPrefix("/"), !root.split(separator: "/").contains("..") else {
            throw Problem(description: "\(Printable.path(path)): 'root' must be a folder inside the package, relative to it, such as \"Tests/Interaction\"")
        }
        return ProjectConfiguration(root: root)
    }
}
