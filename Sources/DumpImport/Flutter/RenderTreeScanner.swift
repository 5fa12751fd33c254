/// Reads the lines of a file one at a time into render trees (RenderTreeReader.read).
///
/// A new tree starts at a `RenderView`, at a top-level render object standing no further right than
/// the current tree's root, and after a header line between dumps (`== iOS 26 ==`, DumpHeader), whose
/// title it takes. A render object printed again in the same tree (its `#id` seen already: an error
/// report printing the object it is about after the tree, or twice) is read once; the copy, and what
/// is printed under it, is skipped with a warning.
struct RenderTreeScanner {
    typealias Limits = RenderTreeReader

    let log: WarningLog
    private(set) var reading = RenderTreeReader.Reading()
    private var current: RenderDump?
    private var stack: [Int] = []
    private var last: Int?
    private var inTextBlock = false
    private var skipBelow: Int?
    private var count = 0
    private var deepWarned = false
    private var longWarned = false
    /// The class and line of each `#id` of the current tree.
    private var seen: [String: (className: String, line: Int)] = [:]
    /// No two render objects of the current tree have shown one `#id`: ids tell objects apart. A test's
    /// `equalsIgnoringHashCodes` output gives every object the same one (`#00000`), and then an id
    /// seen again is no reason to skip anything.
    private var idsIdentify = true
    /// The title of the last header line, for the tree that starts next.
    private var title: String?
    /// The text of the line before, when it can be the title of a rule (`=====`) below it.
    private var previous: String?

    init(log: WarningLog) {
        self.log = log
    }

    mutating func take(_ line: DumpLine) {
        let characters = Array(line.text)
        let (text, skipped) = FlutterLogPrefix.strip(characters)
        let base = line.column + skipped
        if let junk = text.firstIndex(where: RenderTreeReader.isJunk) {
            log.warn("this line holds bytes that are not text; it is ignored", at: line, column: line.column + junk)
            return
        }
        let kind = RenderTreeLine.classify(text)
        defer {
            if case .text(0, let content, false) = kind, DumpHeader.canTitle(content) { previous = content } else { previous = nil }
        }
        if case .text = kind, let header = DumpHeader.read(String(text)) {
            switch header {
            case .title(let text): startOver(title: text)
            case .rule: startOver(title: previous.map { DumpHeader.cut($0.trimmingSpaces) } ?? title)
            }
            return
        }
        switch kind {
        case .blank:
            return
        case .widgetTree:
            reading.widgetTreeLines.append(line)
            last = nil
            inTextBlock = false
        case .textBlockStart:
            inTextBlock = last != nil
        case .textBlockEnd:
            inTextBlock = false
        case .textBlock(let content):
            guard inTextBlock, let node = last, let open = content.firstIndex(of: "\""),
                  let close = content.lastIndex(of: "\""), open < close else { return }
            current!.nodes[node].text.append(String(content[content.index(after: open)..<close]))
        case .text(let at, let content, let connector):
            property(at: at, content, connector: connector, line: line, base: base)
        case .node(let header):
            if header.afterProse, let node = last, header.column > current!.nodes[node].treeColumn {
                // Prose among a node's properties (`renderObject: RenderBox#…` as a value): a property.
                property(at: header.column, String(text.dropFirst(header.column)), connector: false, line: line, base: base)
                return
            }
            node(header, line: line, base: base)
        }
    }

    mutating func finish() -> RenderTreeReader.Reading {
        endTree()
        return reading
    }

    private mutating func endTree() {
        if let dump = current, !dump.nodes.isEmpty { reading.dumps.append(dump) }
        current = nil
        stack = []
        last = nil
        seen = [:]
        idsIdentify = true
    }

    /// The render object was read in this tree already: same class, same `#id`, and ids tell objects apart.
    private func printedAgain(_ header: RenderNodeHeader) -> Bool {
        guard idsIdentify, let id = header.hashID, !id.allSatisfy({ $0 == "0" }), let first = seen[id] else { return false }
        return first.className == header.className
    }

    /// After a header line: the tree above ends, and the next takes the title.
    private mutating func startOver(title: String?) {
        endTree()
        self.title = title
        inTextBlock = false
        skipBelow = nil
    }

    /// A property of the node above, or the continuation of its last one.
    private mutating func property(at: Int, _ content: String, connector: Bool, line: DumpLine, base: Int) {
        guard !inTextBlock, let node = last else { return }
        guard at > current!.nodes[node].treeColumn else { return }
        let limit = Limits.maxValueLength
        if !connector, let first = current!.nodes[node].propertyColumn, at > first, var property = current!.nodes[node].properties.last {
            let piece = content.trimmingSpaces
            if property.value.count + piece.count < limit {
                property.value += property.value.isEmpty ? piece : " " + piece
                current!.nodes[node].properties[current!.nodes[node].properties.count - 1] = property
            } else {
                warnLong(line: line, column: base + at)
            }
            return
        }
        if current!.nodes[node].propertyColumn == nil { current!.nodes[node].propertyColumn = at }
        var property = RenderTreeReader.splitProperty(content, line: line.number, column: base + at)
        if property.value.count > limit {
            property.value = String(property.value.prefix(limit))
            warnLong(line: line, column: base + at)
        }
        current!.nodes[node].properties.append(property)
    }

    private mutating func warnLong(line: DumpLine, column: Int) {
        guard !longWarned else { return }
        longWarned = true
        log.warn("a property is longer than \(Limits.maxValueLength) characters; the rest is ignored", at: line, column: column)
    }

    /// A render object: placed under the nearest node above whose connector stands further left.
    private mutating func node(_ header: RenderNodeHeader, line: DumpLine, base: Int) {
        inTextBlock = false
        let nameColumn = base + header.nameColumn
        if header.label.isEmpty {
            // A top-level render object: after prose (an error report's), or no further right than the
            // current tree's root. It starts a tree, unless it was printed in this one already.
            let rootColumn = current.flatMap { dump in dump.roots.first.map { dump.nodes[$0].treeColumn } }
            let top = header.afterProse || rootColumn == nil || header.column <= rootColumn!
            let again = printedAgain(header)
            if header.className == "RenderView" || (top && !again) {
                endTree()
            } else if !top {
                // A render object's name alone, deeper than the root: text of the node above.
                return
            }
        }
        if current == nil {
            current = RenderDump(firstLine: line.number, title: title)
            title = nil
        }
        if let limit = skipBelow {
            if header.column > limit {
                last = nil
                return
            }
            skipBelow = nil
        }
        if let id = header.hashID, let first = seen[id], printedAgain(header) {
            log.warn("\(header.className)#\(id) is printed again here (first at line \(first.line)); this copy is skipped, with what is printed under it",
                     at: line, column: nameColumn)
            skipBelow = header.column
            last = nil
            return
        }
        while let top = stack.last, current!.nodes[top].treeColumn >= header.column { stack.removeLast() }
        if stack.count >= Limits.maxDepth {
            if !deepWarned {
                deepWarned = true
                log.warn("\(header.className) is more than \(Limits.maxDepth) levels deep; it and the render objects below it are left out",
                         at: line, column: nameColumn)
            }
            skipBelow = header.column
            last = nil
            return
        }
        guard count < Limits.maxNodes else {
            if count == Limits.maxNodes {
                log.warn("more than \(Limits.maxNodes) render objects; the rest of the file is left out", at: line, column: nameColumn)
            }
            count += 1
            last = nil
            return
        }
        count += 1
        let parent = stack.last
        let index = current!.nodes.count
        current!.nodes.append(RenderNode(header, line: line.number, column: nameColumn, parent: parent))
        if let id = header.hashID {
            if let first = seen[id], first.className != header.className || id.allSatisfy({ $0 == "0" }) {
                idsIdentify = false
            } else {
                seen[id] = (header.className, line.number)
            }
        }
        if let parent {
            current!.nodes[parent].children.append(index)
        } else {
            if let first = current!.roots.first, current!.nodes[first].className == "RenderView" {
                log.warn("\(header.className) stands left of the RenderView's children; read as another top-level render object",
                         at: line, column: nameColumn)
            }
            current!.roots.append(index)
        }
        stack.append(index)
        last = index
    }
}
