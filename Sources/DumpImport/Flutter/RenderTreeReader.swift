/// Reads `debugDumpRenderTree()` output — of any era, with log prefixes, as string literals or as an
/// error report's excerpt — into dumps of render objects with their properties.
///
/// A node's parent is found from the column of its branch connector (`└─`, `├─`, or the label of a
/// child in an error report): the nearest node above it whose connector stands further left. Property
/// lines belong to the node above them (Flutter prints a node's properties before its children); a line
/// indented further than the node's first property continues the property before it.
enum RenderTreeReader {
    /// The deepest render object read: far deeper than real apps nest.
    static let maxDepth = 1_000
    /// The most render objects read from one file.
    static let maxNodes = 100_000
    /// The longest property value kept (a creator chain printed on one line can be very long).
    static let maxValueLength = 16_384

    struct Reading {
        var dumps: [RenderDump] = []
        /// The lines of a `debugDumpApp()` widget tree in the file, if any.
        var widgetTreeLines: [DumpLine] = []
    }

    static func read(_ lines: [DumpLine], log: WarningLog) -> Reading {
        var reading = Reading()
        var current: RenderDump?
        var stack: [Int] = []
        var last: Int?
        var inTextBlock = false
        var skipBelow: Int?
        var count = 0
        var deepWarned = false
        var longWarned = false

        func finish() {
            if let dump = current, !dump.nodes.isEmpty { reading.dumps.append(dump) }
            current = nil
            stack = []
            last = nil
        }

        for line in lines {
            let characters = Array(line.text)
            let (text, skipped) = FlutterLogPrefix.strip(characters)
            func column(_ index: Int) -> Int { line.column + skipped + index }
            if let junk = text.firstIndex(where: isJunk) {
                log.warn("this line holds bytes that are not text; it is ignored", at: line, column: line.column + junk)
                continue
            }
            switch RenderTreeLine.classify(text) {
            case .blank:
                continue
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
                      let close = content.lastIndex(of: "\""), open < close else { continue }
                current!.nodes[node].text.append(String(content[content.index(after: open)..<close]))
            case .text(let at, let content, let connector):
                guard !inTextBlock, let node = last else { continue }
                guard at > current!.nodes[node].treeColumn else { continue }
                var property = current!.nodes[node].properties.last
                if !connector, let first = current!.nodes[node].propertyColumn, at > first, property != nil {
                    let piece = content.trimmingSpaces
                    if property!.value.count + piece.count < maxValueLength {
                        property!.value += property!.value.isEmpty ? piece : " " + piece
                        current!.nodes[node].properties[current!.nodes[node].properties.count - 1] = property!
                    } else if !longWarned {
                        longWarned = true
                        log.warn("a property is longer than \(maxValueLength) characters; the rest is ignored", at: line, column: column(at))
                    }
                    continue
                }
                if current!.nodes[node].propertyColumn == nil { current!.nodes[node].propertyColumn = at }
                property = splitProperty(content, line: line.number, column: column(at))
                if property!.value.count > maxValueLength {
                    property!.value = String(property!.value.prefix(maxValueLength))
                    if !longWarned {
                        longWarned = true
                        log.warn("a property is longer than \(maxValueLength) characters; the rest is ignored", at: line, column: column(at))
                    }
                }
                current!.nodes[node].properties.append(property!)
            case .node(let header):
                inTextBlock = false
                if header.label.isEmpty {
                    let rootColumn = current.flatMap { dump in dump.roots.first.map { dump.nodes[$0].treeColumn } }
                    if header.className == "RenderView" || rootColumn == nil || header.column <= rootColumn! {
                        finish()
                    } else {
                        // A render object's name alone, deeper than the root: text of the node above.
                        continue
                    }
                }
                if current == nil { current = RenderDump(firstLine: line.number) }
                if let limit = skipBelow {
                    if header.column > limit {
                        last = nil
                        continue
                    }
                    skipBelow = nil
                }
                while let top = stack.last, current!.nodes[top].treeColumn >= header.column { stack.removeLast() }
                if stack.count >= maxDepth {
                    if !deepWarned {
                        deepWarned = true
                        log.warn("\(header.className) is more than \(maxDepth) levels deep; it and the render objects below it are left out",
                                 at: line, column: column(header.nameColumn))
                    }
                    skipBelow = header.column
                    last = nil
                    continue
                }
                guard count < maxNodes else {
                    if count == maxNodes {
                        log.warn("more than \(maxNodes) render objects; the rest of the file is left out", at: line, column: column(header.nameColumn))
                    }
                    count += 1
                    last = nil
                    continue
                }
                count += 1
                let parent = stack.last
                let index = current!.nodes.count
                current!.nodes.append(RenderNode(header, line: line.number, column: column(header.nameColumn), parent: parent))
                if let parent {
                    current!.nodes[parent].children.append(index)
                } else {
                    if let first = current!.roots.first, current!.nodes[first].className == "RenderView" {
                        log.warn("\(header.className) stands left of the RenderView's children; read as another top-level render object",
                                 at: line, column: column(header.nameColumn))
                    }
                    current!.roots.append(index)
                }
                stack.append(index)
                last = index
            }
        }
        finish()
        return reading
    }

    /// `size: Size(98.0, 36.0)` → `size`, `Size(98.0, 36.0)`; `window size: …`; `decoration:`; a line
    /// that is not `key: value` keeps its text as the value, with an empty key.
    static func splitProperty(_ text: String, line: Int, column: Int) -> RenderProperty {
        let trimmed = text.trimmingSpaces
        var key = ""
        var value = trimmed
        if let colon = trimmed.firstIndex(of: ":") {
            let candidate = trimmed[..<colon]
            let after = trimmed.index(after: colon)
            if candidate.count <= 48, !candidate.isEmpty,
               candidate.allSatisfy({ $0.isLetter || $0.isNumber || $0 == " " || $0 == "_" || $0 == "-" }),
               after == trimmed.endIndex || trimmed[after] == " " {
                key = String(candidate)
                value = String(trimmed[after...]).trimmingSpaces
            }
        }
        return RenderProperty(key: key, value: value, line: line, column: column)
    }

    /// Control characters other than tab, and the replacement character invalid UTF-8 decodes to.
    static func isJunk(_ c: Character) -> Bool {
        guard let scalar = c.unicodeScalars.first else { return false }
        if scalar == "\u{FFFD}" { return true }
        return (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F
    }
}
