/// A line a person put between dumps pasted into one file, to say what each is: `== iOS 26 ==`,
/// `=== iPad`, `--- before the fix ---`, a Markdown heading `## iOS 17`, or a rule of `=` or `-` (three or
/// more) with the title on the line above it (`iOS 26` then `======`), or alone. A header ends the dump
/// above it; the dump below it takes its title.
///
/// Dumps never hold such lines: UIKit's lines start with `<` or `|`, Flutter's with a render object or
/// the tree's rails. To stay clear of log lines, a title after dashes needs dashes after it too
/// (logcat's `--------- beginning of main` is not a header), and `*` is not a marker (`*** Terminating
/// app due to uncaught exception` is an exception, not a title).
enum DumpHeader {
    /// The longest title kept; a longer one is cut, with `…`.
    static let maxTitleLength = 80

    /// What a line is as a header: a title, a bare rule (a separator whose title may be the line above
    /// it), or nil when it is no header. `text` is the line as pasted; a `//` comment marker before the
    /// header is allowed.
    static func read(_ text: String) -> Header? {
        var line = Substring(text.trimmingSpaces)
        if line.hasPrefix("//") { line = Substring(line.dropFirst(2).trimmingSpaces) }
        guard let first = line.first else { return nil }
        if first == "#" {
            let marks = line.prefix { $0 == "#" }
            let rest = line.dropFirst(marks.count)
            guard marks.count <= 6, rest.first == " " else { return nil }
            let title = rest.trimmingSpaces.trimmingTrailing("#")
            return title.isEmpty ? nil : .title(cut(title))
        }
        guard first == "=" || first == "-" else { return nil }
        let opening = line.prefix { $0 == first }
        let inner = line.dropFirst(opening.count)
        if inner.trimmingSpaces.isEmpty { return opening.count >= 3 ? .rule : nil }
        guard opening.count >= 2, inner.first == " " else { return nil }
        let closing = inner.reversed().prefix { $0 == first }.count
        let title = String(inner.dropLast(closing)).trimmingSpaces
        guard !title.isEmpty else { return nil }
        if closing >= 2 || first == "=" { return .title(cut(title)) }
        return nil
    }

    enum Header: Equatable {
        case title(String)
        /// `=====` or `-----`: a separator; a title, if any, is on the line above.
        case rule
    }

    /// A line above a rule that can be its title (Markdown's setext heading): short, plain text.
    static func canTitle(_ text: String) -> Bool {
        let line = text.trimmingSpaces
        return !line.isEmpty && line.count <= maxTitleLength && !line.contains("<") && !line.contains("|")
            && read(line) == nil
    }

    static func cut(_ title: String) -> String {
        title.count > maxTitleLength ? String(title.prefix(maxTitleLength - 1)) + "…" : title
    }
}

extension StringProtocol {
    /// Without the given character, and the spaces before it, at the end.
    fileprivate func trimmingTrailing(_ character: Character) -> String {
        var slice = Substring(self)
        while let last = slice.last, last == character { slice = slice.dropLast() }
        return slice.trimmingSpaces
    }
}
