/// Text from outside — a file name, a path, an id — as a terminal or a CI log may show it: control
/// characters and the line breaks Unicode defines (NEL, LS, PS) are written as `\u{1B}`, so a name cannot
/// move the cursor, end a line or start a CI workflow command (`::error …`) on a line of its own.
package enum Printable {
    /// `text` with every control or line-break character escaped — but tabs, when `keepingTabs` (a
    /// message may quote a value that holds one).
    package static func text(_ text: String, keepingTabs: Bool = false) -> String {
        let escapes = { (scalar: Unicode.Scalar) in needsEscape(scalar) && !(keepingTabs && scalar == "\t") }
        guard text.unicodeScalars.contains(where: escapes) else { return text }
        var shown = ""
        for scalar in text.unicodeScalars {
            if escapes(scalar) {
                shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// A path or an id to print: as `text`.
    package static func path(_ path: String) -> String { text(path) }

    /// C0 and C1 controls, DEL, and the line and paragraph separators.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
