#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Colour for a person at a terminal: on when standard output is a terminal, unless `NO_COLOR` is
/// set to anything but "" (no-color.org) or `TERM` is `dumb`; never when output is piped or
/// redirected, so logs and files hold plain text.
struct Style: Sendable {
    var colored: Bool

    static func forStandardOutput() -> Style {
        let noColor = getenv("NO_COLOR").map { String(cString: $0) } ?? ""
        let term = getenv("TERM").map { String(cString: $0) } ?? ""
        return Style(colored: isatty(1) == 1 && noColor.isEmpty && term != "dumb")
    }

    func green(_ text: String) -> String { paint(text, 32) }
    func red(_ text: String) -> String { paint(text, 31) }
    func yellow(_ text: String) -> String { paint(text, 33) }
    func dim(_ text: String) -> String { paint(text, 2) }

    private func paint(_ text: String, _ code: Int) -> String {
        colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
