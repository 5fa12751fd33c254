import TraceYAML

/// Puts imported widgets into a Flutter view of an existing trace or scene file by editing its text:
/// every byte the user wrote stays as it was (comments, formatting, key order); the only change is a
/// `widgets:` block added to the view's mapping, or an empty `widgets: []` (or `widgets:`) filled.
/// The view is found with the project's YAML parser, whose marks give lines and columns.
///
/// Refused, with the line: a view that already has widgets (they are never replaced), a view written
/// in flow style (`{id: …, kind: flutter}`, which cannot be edited safely line by line), a view that is
/// not `kind: flutter`, and an id no view has.
public enum WidgetInsertion {
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var column: Int
        public var message: String

        public var description: String { "\(file):\(line):\(column): \(message)" }
    }

    /// The view found: its mapping, and every id the file already uses (imported ids avoid them).
    public struct Target: Sendable {
        public var view: String
        public var ids: Set<String>
        var mapping: YAMLNode
        var pairs: [YAMLPair]
    }

    public static func locate(view: String, in bytes: [UInt8], file: String) -> Result<Target, Failure> {
        func fail(_ message: String, _ mark: Mark = .start) -> Result<Target, Failure> {
            .failure(Failure(file: file, line: mark.line, column: mark.column, message: message))
        }
        let root: YAMLNode
        do {
            guard let parsed = try YAMLParser.parse(bytes) else { return fail("the file is empty; there is no view \(view) in it") }
            root = parsed
        } catch {
            return fail("the file is not YAML the trace format reads: \(error.message)", error.mark)
        }
        var ids = Set<String>()
        var found: [(YAMLNode, [YAMLPair])] = []
        var stack = [root]
        while let node = stack.popLast() {
            switch node.content {
            case .scalar: break
            case .sequence(let items): stack += items.reversed()
            case .mapping(let pairs):
                if let id = pairs.first(where: { $0.key == "id" })?.value.scalar {
                    ids.insert(id)
                    if id == view { found.append((node, pairs)) }
                }
                stack += pairs.map(\.value).reversed()
            }
        }
        guard !found.isEmpty else {
            if case .mapping(let pairs) = root.content, let scene = pairs.first(where: { $0.key == "scene" }), let path = scene.value.scalar {
                return fail("there is no view \(view) here: this trace's scene is in \(path); give that file to --into", scene.value.mark)
            }
            return fail("there is no view with id \(view) in this file")
        }
        let flutter = found.filter { $0.1.first(where: { $0.key == "kind" })?.value.scalar == "flutter" }
        guard let (mapping, pairs) = flutter.first else {
            let kind = found[0].1.first(where: { $0.key == "kind" })?.value.scalar ?? "view"
            return fail("view \(view) is kind: \(kind), not kind: flutter; widgets go into a Flutter view", found[0].0.mark)
        }
        if flutter.count > 1 {
            return fail("\(flutter.count) Flutter views have id \(view) (lines \(flutter.map { String($0.0.mark.line) }.joined(separator: ", ")))", flutter[1].0.mark)
        }
        let lines = textLines(bytes)
        if character(lines, at: mapping.mark) == "{" {
            return fail("view \(view) is written in flow style ({…}) here; it cannot be edited safely: write it as a block mapping (one key a line) and run again", mapping.mark)
        }
        if let widgets = pairs.first(where: { $0.key == "widgets" }) {
            switch widgets.value.content {
            case .sequence(let items) where !items.isEmpty:
                return fail("view \(view) already has widgets (line \(widgets.keyMark.line)); they are never replaced: remove them, or import into another view", widgets.keyMark)
            case .sequence:
                if character(lines, at: widgets.value.mark) != "[" {
                    return fail("view \(view)'s empty widgets list cannot be edited safely here", widgets.value.mark)
                }
            case .mapping:
                return fail("view \(view)'s widgets (line \(widgets.keyMark.line)) are a mapping, not a list", widgets.keyMark)
            case .scalar:
                guard widgets.value.isNull else {
                    return fail("view \(view)'s widgets (line \(widgets.keyMark.line)) are a scalar, not a list", widgets.keyMark)
                }
            }
        }
        return .success(Target(view: view, ids: ids, mapping: mapping, pairs: pairs))
    }

    /// The file's text with the widgets in the view, or why it cannot be done.
    public static func insert(_ widgets: [ImportedWidget], at target: Target, into bytes: [UInt8], file: String,
                              command: String) -> Result<String, Failure> {
        func fail(_ message: String, _ mark: Mark) -> Result<String, Failure> {
            .failure(Failure(file: file, line: mark.line, column: mark.column, message: message))
        }
        guard !widgets.isEmpty else { return fail("the dump gave no widgets; view \(target.view) is left as it was", target.mapping.mark) }
        var lines = textLines(bytes)
        let newline = lines.contains { $0.hasSuffix("\r") } ? "\r\n" : "\n"
        let keyColumn = target.pairs.first?.keyMark.column ?? target.mapping.mark.column
        var writer = SceneWriter()
        for widget in widgets { writer.widget(widget, indent: keyColumn - 1 + 2) }
        let note = "# imported by `\(YAMLText.comment(command))`"
        let crSuffix = newline == "\r\n" ? "\r" : ""
        let block = writer.lines.map { $0 + crSuffix }
        let pad = String(repeating: " ", count: keyColumn - 1)
        let at: Int
        if let existing = target.pairs.first(where: { $0.key == "widgets" }) {
            // `widgets: []`, `widgets: ~` or `widgets:`: the value goes, the key and any comment stay.
            let index = existing.keyMark.line - 1
            var scalars = Array(lines[index].unicodeScalars)
            var end = existing.keyMark.column - 1 + "widgets".unicodeScalars.count
            while end < scalars.count, scalars[end] == " " { end += 1 }
            guard end < scalars.count, scalars[end] == ":" else { return fail("the widgets key of view \(target.view) cannot be edited safely here", existing.keyMark) }
            end += 1
            var valueEnd = end
            while valueEnd < scalars.count, scalars[valueEnd] == " " { valueEnd += 1 }
            if case .sequence = existing.value.content {
                guard valueEnd < scalars.count, scalars[valueEnd] == "[" else { return fail("view \(target.view)'s empty widgets list cannot be edited safely here", existing.value.mark) }
                valueEnd += 1
                while valueEnd < scalars.count, scalars[valueEnd] == " " { valueEnd += 1 }
                guard valueEnd < scalars.count, scalars[valueEnd] == "]" else { return fail("view \(target.view)'s empty widgets list spans lines; write it as `widgets: []` on one line", existing.value.mark) }
                valueEnd += 1
            } else {
                while valueEnd < scalars.count, scalars[valueEnd] != " ", scalars[valueEnd] != "#", scalars[valueEnd] != "\r" { valueEnd += 1 }
            }
            var rest = String(String.UnicodeScalarView(scalars[valueEnd...]))
            let skeletonNote = "# fill in with: trace-replay import flutter"
            if rest.trimmingSpaces.hasPrefix(skeletonNote) {
                rest = "      " + note + (rest.hasSuffix("\r") ? "\r" : "")
            }
            scalars = Array(scalars[..<end])
            lines[index] = String(String.UnicodeScalarView(scalars)) + rest
            at = index + 1
        } else {
            guard let after = placeAfter(target, lines: lines) else {
                return fail("no line of view \(target.view) ends a key whose value is on that line alone; add `widgets: []` to it and run again", target.mapping.mark)
            }
            lines.insert(pad + "widgets:      " + note + crSuffix, at: after)
            at = after + 1
        }
        lines.insert(contentsOf: block, at: at)
        let text = lines.joined(separator: "\n")
        // The edit is checked: the view must now hold the widgets.
        guard case .success(let check) = locateFilled(view: target.view, text: text, file: file), check == widgets.count else {
            return fail("the edit did not put the widgets where they belong; view \(target.view) is left as it was", target.mapping.mark)
        }
        return .success(text)
    }

    /// Warnings when the view's frame is not the size of the screen the dump was taken on.
    public static func sizeWarnings(_ result: FlutterImporter.Result, target: Target, file: String) -> [ImportWarning] {
        guard let screen = result.screen, let frame = target.pairs.first(where: { $0.key == "frame" }),
              case .sequence(let items) = frame.value.content, items.count == 4,
              let width = items[2].scalar.flatMap(Double.init), let height = items[3].scalar.flatMap(Double.init) else { return [] }
        guard abs(width - screen.width) > 0.5 || abs(height - screen.height) > 0.5 else { return [] }
        return [ImportWarning(file: file, line: frame.keyMark.line, column: frame.keyMark.column,
                              message: "view \(target.view) is \(YAMLText.number(width))×\(YAMLText.number(height)) but the dump's screen is \(YAMLText.number(screen.width))×\(YAMLText.number(screen.height)); the widgets keep the dump's frames")]
    }

    /// The line (0-based) after which a `widgets:` key can go: after the last key whose value ends on
    /// the key's own line — the next line that is not blank or a comment is indented no deeper than the
    /// mapping's keys (and is not a list item of the value at the keys' indentation).
    static func placeAfter(_ target: Target, lines: [String]) -> Int? {
        let keyIndent = (target.pairs.first?.keyMark.column ?? 1) - 1
        for pair in target.pairs.reversed() {
            let index = pair.keyMark.line - 1
            guard index < lines.count else { continue }
            var next = index + 1
            while next < lines.count, isBlankOrComment(lines[next]) { next += 1 }
            if next == lines.count { return index + 1 }
            let text = lines[next]
            let indent = text.prefix { $0 == " " }.count
            if indent < keyIndent || (indent == keyIndent && !text.dropFirst(indent).hasPrefix("-")) { return index + 1 }
        }
        return nil
    }

    static func isBlankOrComment(_ line: String) -> Bool {
        let core = line.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
        return core.isEmpty || core.hasPrefix("#")
    }

    /// How many widgets the view has in `text`, or a failure.
    static func locateFilled(view: String, text: String, file: String) -> Result<Int, Failure> {
        guard let root = try? YAMLParser.parse(Array(text.utf8)) else {
            return .failure(Failure(file: file, line: 1, column: 1, message: "the edited text is not YAML"))
        }
        var stack = [root]
        while let node = stack.popLast() {
            switch node.content {
            case .scalar: break
            case .sequence(let items): stack += items
            case .mapping(let pairs):
                if pairs.first(where: { $0.key == "id" })?.value.scalar == view,
                   pairs.first(where: { $0.key == "kind" })?.value.scalar == "flutter",
                   case .sequence(let items)? = pairs.first(where: { $0.key == "widgets" })?.value.content {
                    return .success(items.count)
                }
                stack += pairs.map(\.value)
            }
        }
        return .failure(Failure(file: file, line: 1, column: 1, message: "view \(view) is gone from the edited text"))
    }

    /// The file's lines, split at `\n` (a `\r` before it stays with its line).
    static func textLines(_ bytes: [UInt8]) -> [String] {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The character at a mark (libyaml counts columns in Unicode scalars), or nil.
    static func character(_ lines: [String], at mark: Mark) -> Unicode.Scalar? {
        guard mark.line >= 1, mark.line <= lines.count else { return nil }
        var scalars = Array(lines[mark.line - 1].unicodeScalars)
        if mark.line == 1, scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        guard mark.column >= 1, mark.column <= scalars.count else { return nil }
        return scalars[mark.column - 1]
    }
}
