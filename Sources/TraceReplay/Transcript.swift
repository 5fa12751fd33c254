import InteractionEngine
import TraceFormat

/// Transcript and golden text (docs/trace-format.md): one record per line, the time as `%8.3f`.
public enum Transcript {
    /// One line: the time right-aligned in eight columns, a space, the record.
    public static func line(_ entry: Recorder.Entry) -> String {
        var text = TextBytes()
        write(entry, to: &text)
        return text.string
    }

    /// Appends one line, without its line end.
    static func write(_ entry: Recorder.Entry, to text: inout TextBytes) {
        text.append(time: entry.time, width: 8)
        text.append(byte: UInt8(ascii: " "))
        entry.record.write(to: &text)
    }

    /// The transcript's lines.
    public static func lines(_ replay: Replay) -> [String] {
        replay.shownEntries.map(line)
    }

    /// A golden file's text: `# <trace name>`, the transcript, LF line ends and a final newline.
    public static func golden(_ replay: Replay) -> String {
        var text = TextBytes(capacity: 64 + 40 * replay.entries.count)
        text.append("# \(replay.trace.name)\n")
        let kinds = RecordKinds(replay.trace.transcriptKinds)
        let entries = replay.entries
        for index in entries.indices where kinds.contains(entries[index].kind) {
            write(entries[index], to: &text)
            text.append(byte: UInt8(ascii: "\n"))
        }
        return text.string
    }
}
