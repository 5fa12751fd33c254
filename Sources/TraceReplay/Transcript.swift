import InteractionEngine
import TraceFormat

/// Transcript and golden text (docs/trace-format.md): one record per line, the time as `%8.3f`.
public enum Transcript {
    /// One line: the time right-aligned in eight columns, a space, the record.
    public static func line(_ entry: Recorder.Entry) -> String {
        let time = entry.time.description
        return String(repeating: " ", count: max(0, 8 - time.count)) + time + " " + entry.record.text
    }

    /// The transcript's lines.
    public static func lines(_ replay: Replay) -> [String] {
        replay.shownEntries.map(line)
    }

    /// A golden file's text: `# <trace name>`, the transcript, LF line ends and a final newline.
    public static func golden(_ replay: Replay) -> String {
        (["# \(replay.trace.name)"] + lines(replay)).joined(separator: "\n") + "\n"
    }
}
