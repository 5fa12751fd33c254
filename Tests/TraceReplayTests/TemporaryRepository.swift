import Foundation

/// A throwaway folder with `traces/` and `golden/`, removed when the test ends.
final class TemporaryRepository {
    let root: String

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("trace-replay-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/traces", withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    func write(_ relative: String, _ text: String) throws {
        let url = URL(fileURLWithPath: root + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func read(_ relative: String) -> String? {
        try? String(contentsOfFile: root + "/" + relative, encoding: .utf8)
    }

    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: root + "/" + relative)
    }

    func modified(_ relative: String) -> Date? {
        attributes(relative)?[.modificationDate] as? Date
    }

    /// The file's inode: a file replaced by a rename gets a new one.
    func inode(_ relative: String) -> Int? {
        (attributes(relative)?[.systemFileNumber] as? NSNumber)?.intValue
    }

    /// Makes a symbolic link at `relative` whose content is `destination`.
    func link(_ relative: String, to destination: String) throws {
        let url = URL(fileURLWithPath: root + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
    }

    func isSymbolicLink(_ relative: String) -> Bool {
        attributes(relative)?[.type] as? FileAttributeType == .typeSymbolicLink
    }

    /// Every entry of a folder, hidden ones included, sorted.
    func names(in relative: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root + "/" + relative)) ?? []).sorted()
    }

    /// The entry itself, not what a link points to.
    private func attributes(_ relative: String) -> [FileAttributeKey: Any]? {
        try? FileManager.default.attributesOfItem(atPath: root + "/" + relative)
    }

    /// A small valid trace: a tap on a button, with an expectation.
    static let tapTrace = """
        name: Tap the button
        scene:
          windows:
            - id: main
              state: key
              root:
                id: home
                children:
                  - {id: buy, frame: [100, 400, 175, 44], onTap: buy.tap}
        events:
          - {t: 1s, tap: [187, 420]}
        expect:
          - once: action buy.tap
        """

    static let tapGolden = """
        # Tap the button
           0.000 window main created level=0
           0.000 windows main
           0.000 key main
           1.000 touch 1 down (187, 420)
           1.000 hit 1 buy window=main
           1.050 touch 1 up (187, 420)
           1.050 gesture buy.tap recognized
           1.050 action buy.tap

        """
}
