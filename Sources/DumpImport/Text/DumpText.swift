import TraceYAML

/// A pasted dump split into logical lines, undoing what carrying it around did to it: a byte order
/// mark, CR LF line ends, and a dump printed as one string literal with `\n` escapes between its
/// lines. Invalid UTF-8 is replaced, never a reason to stop.
public enum DumpText {
    /// The largest dump read: far beyond any real hierarchy, small enough to stay quick.
    public static let maxBytes = 16 << 20

    /// "UTF-16" or "UTF-32" when the dump is in that encoding — by its byte order mark, or, without one,
    /// by the zero bytes every ASCII character gets in it (a third of the first 512 bytes or more, all
    /// on one side of each pair) — else nil: such a file reads as no dump at all, so it is named instead.
    public static func foreignEncoding(of bytes: [UInt8]) -> String? {
        if let marked = ByteOrderMark.foreignEncoding(of: bytes) { return marked }
        let head = bytes.prefix(512)
        guard head.count >= 8 else { return nil }
        var zeros = [0, 0, 0, 0]
        for (offset, byte) in head.enumerated() where byte == 0 { zeros[offset % 4] += 1 }
        let total = zeros.reduce(0, +)
        guard total * 3 >= head.count else { return nil }
        if total * 10 >= head.count * 7 { return "UTF-32" }
        let even = zeros[0] + zeros[2], odd = zeros[1] + zeros[3]
        return even == 0 || odd == 0 ? "UTF-16" : nil
    }

    public static func lines(_ bytes: [UInt8]) -> [DumpLine] {
        var bytes = bytes[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        var result: [DumpLine] = []
        var number = 0
        // Split on the byte: as a Character, CR LF is one grapheme that does not equal "\n".
        for physical in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
            number += 1
            let line = physical.last == 0x0D ? physical.dropLast() : physical
            result += splitEscapedLineEnds(String(decoding: line, as: UTF8.self), number: number)
        }
        return result
    }

    /// A line whose `\n` escapes are followed by another node of a tree (`\n   | <UIView…`,
    /// `\n │ └─child: Render…`) is several lines pasted as one string literal: it is split there, each
    /// part keeping its column. `\\n` is an escaped backslash, not a line end. Other lines are returned
    /// whole, so a label's text with a `\n` in it stays one line.
    static func splitEscapedLineEnds(_ line: String, number: Int) -> [DumpLine] {
        guard line.contains("\\n"), line.contains(escapedTreeLineEnd) else { return [DumpLine(text: line, number: number)] }
        let characters = Array(line)
        var parts: [DumpLine] = []
        var current = ""
        var start = 0
        var i = 0
        while i < characters.count {
            if characters[i] == "\\", i + 1 < characters.count {
                if characters[i + 1] == "n" {
                    parts.append(DumpLine(text: current, number: number, column: start + 1))
                    current = ""
                    i += 2
                    start = i
                    continue
                }
                if characters[i + 1] == "\\" {
                    current += "\\\\"
                    i += 2
                    continue
                }
            }
            current.append(characters[i])
            i += 1
        }
        parts.append(DumpLine(text: current, number: number, column: start + 1))
        return parts
    }

    /// `\n`, then the indentation of a tree, then a node: `<` (UIKit) or a Flutter branch or render object.
    nonisolated(unsafe) static let escapedTreeLineEnd = /\\n[ \t|│├└╎╘]*(<|Render|─)/

    /// `\uXXXX`, `\u{X…}`, `\'`, `\"` and `\\` escapes in a text value undone; anything else kept.
    public static func unescaped(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        let characters = Array(text)
        var i = 0
        while i < characters.count {
            let c = characters[i]
            guard c == "\\", i + 1 < characters.count else {
                result.append(c)
                i += 1
                continue
            }
            let next = characters[i + 1]
            if next == "u", let (scalar, length) = unicodeEscape(characters, at: i + 2) {
                result.unicodeScalars.append(scalar)
                i += 2 + length
            } else if next == "'" || next == "\"" || next == "\\" {
                result.append(next)
                i += 2
            } else {
                result.append(c)
                i += 1
            }
        }
        return result
    }

    /// The scalar of `XXXX` or `{X…}` at `start`, and how many characters it took.
    private static func unicodeEscape(_ characters: [Character], at start: Int) -> (Unicode.Scalar, Int)? {
        if start < characters.count, characters[start] == "{" {
            guard let close = characters[start...].firstIndex(of: "}"), close - start <= 9,
                  let value = UInt32(String(characters[(start + 1)..<close]), radix: 16),
                  let scalar = Unicode.Scalar(value) else { return nil }
            return (scalar, close - start + 1)
        }
        guard start + 4 <= characters.count, let value = UInt32(String(characters[start..<(start + 4)]), radix: 16),
              let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, 4)
    }
}
