/// Text fitted to a width without measuring a font: every character is taken as `character` wide,
/// as elsewhere in the pictures. Text too long is wrapped at spaces or shortened with an ellipsis;
/// a shortened text's whole is left to a `<title>` by the caller.
enum TextFitting {
    /// How many characters fit in `width`, at least one.
    static func capacity(_ width: Double, character: Double) -> Int { max(1, Int(width / character)) }

    /// `text` cut with an ellipsis at its end to at most `fits` characters.
    static func shortened(_ text: String, fits: Int) -> String {
        text.count > fits ? String(text.prefix(max(1, fits - 1))) + "…" : text
    }

    /// `text` in lines of at most `fits` characters, broken at spaces (a word longer than a line is
    /// broken where it must); past `maxLines`, the last line ends with an ellipsis.
    static func wrapped(_ text: String, fits: Int, maxLines: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            var word = word
            if line.isEmpty || line.count + 1 + word.count > fits {
                if !line.isEmpty { lines.append(line) }
                while word.count > fits {
                    lines.append(String(word.prefix(fits)))
                    word = String(word.dropFirst(fits))
                }
                line = word
            } else {
                line += " " + word
            }
        }
        lines.append(line)
        guard lines.count > maxLines, maxLines > 0 else { return lines }
        let last = lines[maxLines - 1] + " " + lines[maxLines]
        return Array(lines.prefix(maxLines - 1)) + [String(last.prefix(max(1, fits - 1))) + "…"]
    }

    /// A label to fit in `fits` characters, and a short `tag` that tells it from others when nothing
    /// else does (an expectation's `line 12`).
    struct Label {
        var text: String
        var fits: Int
        var tag: String?
    }

    /// The labels, each fitted, such that no two that had to be shortened end up the same: labels
    /// that shorten alike keep the end that tells them apart (`once: action a.dr…[1.100, 1.100]`),
    /// or, when their ends are the same too, their tags. Labels that fit are kept as they are.
    static func distinct(_ labels: [Label]) -> [String] {
        var shown = labels.map { shortened($0.text, fits: $0.fits) }
        var groups: [String: [Int]] = [:]
        for (index, label) in labels.enumerated() where shown[index] != label.text {
            groups[shown[index], default: []].append(index)
        }
        for key in groups.keys.sorted() {
            guard let group = groups[key], group.count > 1 else { continue }
            let others = Set(shown.indices.filter { !group.contains($0) }.map { shown[$0] })
            let members = group.map { labels[$0] }
            let candidates = [keepingEnds(members), tagged(members, ordinals: false), tagged(members, ordinals: true)]
            let texts = candidates.compactMap { $0 }.first { Set($0).count == $0.count && others.isDisjoint(with: $0) }
                ?? tagged(members, ordinals: true)
            for (index, text) in zip(group, texts) { shown[index] = text }
        }
        return shown
    }

    /// Each label as its start, an ellipsis and the end that tells it from the others (extended to
    /// whole words while that takes at most half the room), or nil when no end short enough does.
    private static func keepingEnds(_ labels: [Label]) -> [String]? {
        guard let fits = labels.map(\.fits).min(), fits >= 8 else { return nil }
        let longest = labels.map(\.text.count).max() ?? 0
        // The shortest end that differs for every label.
        guard let least = (1...max(1, longest)).first(where: { length in
            Set(labels.map { String($0.text.suffix(length)) }).count == labels.count
        }), least <= fits - 6 else { return nil }
        return labels.map { label in
            let text = label.text
            var length = least
            // Back to the start of the word, then whole words more while they fit in half the room.
            let characters = Array(text)
            func wordStart(_ length: Int) -> Int? {
                var start = characters.count - length
                while start > 0, characters[start - 1] != " " { start -= 1 }
                let found = characters.count - start
                return found <= fits - 6 ? found : nil
            }
            if let start = wordStart(length) { length = start }
            while length < characters.count, let next = wordStart(length + 1), next <= max(least, label.fits / 2) { length = next }
            let head = max(1, label.fits - 1 - length)
            return String(text.prefix(head)) + "…" + String(text.suffix(length))
        }
    }

    /// Each label as its start, an ellipsis and its tag, or its place in the group (`#2`) when
    /// `ordinals` is set or it has none.
    private static func tagged(_ labels: [Label], ordinals: Bool) -> [String] {
        labels.enumerated().map { offset, label in
            let tag = (ordinals ? nil : label.tag) ?? "#\(offset + 1)"
            let head = max(1, label.fits - 2 - tag.count)
            return String(label.text.prefix(head)) + "… " + tag
        }
    }
}
