/// `debugDumpApp()` output: widgets nested by the column of their `└`/`├` connector, each with the
/// render object it made (`renderObject: RenderPointerListener#34172`) and, for a RawGestureDetector,
/// the gestures it recognizes (`gestures: [tap]`, the old `gestures: tap;`). It has no frames; the
/// importer uses it only for names and gestures the render tree does not give.
struct WidgetTree {
    struct Entry {
        /// The widget as printed before its properties: `Listener`, `Navigator-[GlobalObjectKey …]`.
        var name: String
        var parent: Int?
        var line: Int
        var renderClass: String?
        var renderID: String?
        var gestures: [String]?
    }

    var entries: [Entry] = []
    /// The first line of the widget tree in its file.
    var firstLine: Int?

    /// The deepest widget read.
    static let maxDepth = 2_000

    static func read(_ lines: [DumpLine]) -> WidgetTree {
        var tree = WidgetTree()
        var stack: [(entry: Int, column: Int)] = []
        for line in lines {
            let (text, _) = FlutterLogPrefix.strip(Array(line.text))
            var i = text.startIndex
            while i < text.endIndex, RenderTreeLine.rails.contains(text[i]) { i += 1 }
            guard i < text.endIndex else { continue }
            if tree.firstLine == nil { tree.firstLine = line.number }
            var column = i - text.startIndex
            if text[i] == "└" || text[i] == "├" {
                i += 1
            } else if text[i...].starts(with: "WidgetsFlutterBinding") {
                continue
            } else {
                column = -1
                stack = []
            }
            let entryText = String(text[i...])
            while let top = stack.last, top.column >= column { stack.removeLast() }
            guard stack.count < maxDepth else { continue }
            var entry = Entry(name: name(entryText), parent: stack.last?.entry, line: line.number)
            if let start = RenderValues.word("renderObject: ", in: entryText) {
                let rest = entryText[start...]
                let className = rest.prefix { RenderTreeLine.isIdentifierPart($0) }
                entry.renderClass = className.isEmpty ? nil : String(className)
                let after = rest.dropFirst(className.count)
                if after.first == "#" {
                    entry.renderID = String(after.dropFirst().prefix { $0.isASCII && ($0.isLetter || $0.isNumber) })
                }
            }
            if let start = RenderValues.word("gestures: ", in: entryText) {
                let rest = entryText[start...]
                let list = rest.first == "[" ? rest.dropFirst().prefix { $0 != "]" } : rest.prefix { $0 != ";" && $0 != ")" }
                entry.gestures = RenderValues.list(String(list))
            }
            tree.entries.append(entry)
            stack.append((tree.entries.count - 1, column))
        }
        return tree
    }

    /// The text before the widget's `(`, a key's brackets kept whole.
    static func name(_ text: String) -> String {
        var depth = 0
        var end = text.endIndex
        for index in text.indices {
            let c = text[index]
            if c == "[" { depth += 1 }
            if c == "]" { depth -= 1 }
            if c == "(", depth <= 0 {
                end = index
                break
            }
        }
        return String(text[..<end]).trimmingSpaces
    }

    /// The widget names from an entry up to the root.
    func chain(from index: Int, limit: Int = 120) -> [String] {
        var names: [String] = []
        var current: Int? = index
        while let at = current, names.count < limit {
            names.append(entries[at].name)
            current = entries[at].parent
        }
        return names
    }

    /// The gestures of the RawGestureDetector just above the widget that made a Listener.
    func gestures(above index: Int) -> [String]? {
        var current = entries[index].parent
        var steps = 0
        while let at = current, steps < 4 {
            if CreatorChain.plainName(entries[at].name) == "RawGestureDetector" { return entries[at].gestures }
            current = entries[at].parent
            steps += 1
        }
        return nil
    }

    /// Which entry made each render object of a dump: by identity hash when both print them, else by
    /// order when both list the same render object classes in the same order; nil when they differ.
    func link(_ dump: RenderDump) -> [Int: Int]? {
        let made = entries.indices.filter { entries[$0].renderClass != nil }
        guard !made.isEmpty else { return nil }
        var byID: [String: Int] = [:]
        for index in made {
            if let id = entries[index].renderID, let className = entries[index].renderClass, byID[className + "#" + id] == nil {
                byID[className + "#" + id] = index
            }
        }
        var links: [Int: Int] = [:]
        if !byID.isEmpty {
            for (index, node) in dump.nodes.enumerated() {
                if let entry = byID[node.name] { links[index] = entry }
            }
            return links.isEmpty ? nil : links
        }
        guard made.count == dump.nodes.count,
              zip(made, dump.nodes).allSatisfy({ entries[$0.0].renderClass == $0.1.className }) else { return nil }
        for (index, entry) in made.enumerated() { links[index] = entry }
        return links
    }
}
