/// What stands before a Flutter dump's own text in a line, taken off so that columns are measured
/// from where Flutter started printing: a log prefix (`I/flutter ( 6559): `, `I/flutter : `,
/// `android: I/flutter : `, `flutter: `, `2024-01-02 10:00:00.000 Runner[1:2] flutter: `, logcat's
/// `01-02 10:00:00.000  123  456 I flutter : `), a Dart string literal around the line (`'…\n',` as
/// Flutter's own tests write dumps), an error report's `...` and a `// ` comment marker.
enum FlutterLogPrefix {
    /// The dump text of a line, and how many characters of the line stand before it.
    static func strip(_ line: [Character]) -> (text: ArraySlice<Character>, skipped: Int) {
        var start = 0
        if let end = logPrefixEnd(line) { start = end }
        var end = line.count
        if let literal = dartLiteral(line, from: start) { (start, end) = literal }
        var text = line[start..<end]
        // An error report's descendants: `...  child 1: Render…` (the dots stand for the report's indent).
        if text.prefix(3).elementsEqual([".", ".", "."]) {
            let after = text.dropFirst(3)
            if after.isEmpty || after.first == " " { text = after }
        }
        // A dump pasted as comments: `// RenderView`, `//  │ …`.
        let leading = text.prefix { $0 == " " || $0 == "\t" }
        if text.dropFirst(leading.count).starts(with: ["/", "/"]) {
            var rest = text.dropFirst(leading.count + 2)
            if rest.first == " " { rest = rest.dropFirst() }
            text = rest
        }
        return (text, text.startIndex)
    }

    /// Box-drawing characters of a tree: a log prefix never holds them.
    static let treeCharacters: Set<Character> = ["│", "├", "└", "╎", "║", "╘", "╚", "─", "╌"]

    /// The end of a log prefix: the first `flutter:` marker (`flutter`, an optional `( pid )`, `:`)
    /// in the first 200 characters that follows the start, a space or a `/`, and one space after it.
    static func logPrefixEnd(_ line: [Character]) -> Int? {
        let marker: [Character] = Array("flutter")
        let limit = min(line.count, 200)
        var i = 0
        while i + marker.count <= limit {
            if treeCharacters.contains(line[i]) { return nil }
            if line[i] == "f", i == 0 || line[i - 1] == " " || line[i - 1] == "/" || line[i - 1] == "\t",
               line[i..<(i + marker.count)].elementsEqual(marker) {
                var j = i + marker.count
                while j < line.count, line[j] == " " { j += 1 }
                if j < line.count, line[j] == "(" {
                    var k = j + 1
                    while k < line.count, line[k] == " " || line[k].isASCII && line[k].isNumber { k += 1 }
                    if k < line.count, line[k] == ")" { j = k + 1 }
                    while j < line.count, line[j] == " " { j += 1 }
                }
                if j < line.count, line[j] == ":" {
                    j += 1
                    if j < line.count, line[j] == " " { j += 1 }
                    return j
                }
            }
            i += 1
        }
        return nil
    }

    /// A line written as a Dart string literal — spaces, a quote, the text, an optional `\n`, the same
    /// quote, then only `,` `+` `)` `;` or a `//` comment — gives the text between the quotes. A
    /// literal cut off before its closing quote gives the rest of the line.
    static func dartLiteral(_ line: [Character], from start: Int) -> (Int, Int)? {
        var i = start
        while i < line.count, line[i] == " " || line[i] == "\t" { i += 1 }
        if i < line.count, line[i] == "r", i + 1 < line.count, line[i + 1] == "'" || line[i + 1] == "\"" { i += 1 }
        guard i < line.count, line[i] == "'" || line[i] == "\"" else { return nil }
        let quote = line[i]
        let open = i + 1
        var j = open
        while j < line.count {
            if line[j] == "\\" {
                j += 2
                continue
            }
            if line[j] == quote { break }
            j += 1
        }
        guard j < line.count else {
            // No closing quote: a cut line, or text that only starts with a quote.
            return (open, line.count)
        }
        var k = j + 1
        while k < line.count {
            let c = line[k]
            if c == " " || c == "\t" || c == "," || c == "+" || c == ")" || c == ";" {
                k += 1
                continue
            }
            if c == "/", k + 1 < line.count, line[k + 1] == "/" { break }
            return nil
        }
        var end = j
        if end - open >= 2, line[end - 2] == "\\", line[end - 1] == "n" { end -= 2 }
        return (open, end)
    }
}
