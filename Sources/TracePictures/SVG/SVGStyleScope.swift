/// A picture's CSS confined to the picture. An SVG inlined in an HTML page shares the page's style
/// sheets: its `<style>` applies to every element of the page, so the scene picture's `.finger` and
/// `.window` rules would restyle the timeline's lanes of the same names. A scoped picture carries an
/// `id` on its `<svg>` and each of its selectors is written under it: `.a, .b.c { … }` becomes
/// `#scene .a, #scene .b.c { … }`.
enum SVGStyleScope {
    /// A scope is an id of letters, digits and `-`, starting with a letter: no CSS escaping needed.
    static func isValid(_ scope: String) -> Bool {
        guard let first = scope.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII else { return false }
        return scope.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") }
    }

    /// `css`, one rule a line as the pictures write it, with every selector under `#scope`.
    static func scoped(_ css: String, under scope: String) -> String {
        css.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard let brace = line.firstIndex(of: "{") else { return String(line) }
            let selectors = line[..<brace].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard !selectors.contains(where: \.isEmpty) else { return String(line) }
            return selectors.map { "#\(scope) \($0)" }.joined(separator: ", ") + " " + line[brace...]
        }.joined(separator: "\n")
    }
}
