import TraceYAML

/// Reads the dumps of a file one line at a time (UIKitDump.read).
///
/// A new dump starts at the first root after a debugger prompt or command, or after a header line
/// (`== iOS 26 ==`, DumpHeader), whose title it takes; or at a root whose address a root of the
/// current dump already has (the same window printed again). Depth is the count of `|` markers, so
/// misaligned indentation does not matter. What cannot be read is warned about and left out with the
/// views below it: a view whose frame is missing or cut off, and a view whose superview is unknown —
/// missing (cut lines above it), or possibly among elided lines (`...`): a view after an elision whose
/// superview by indentation comes before it. No frame and no superview is ever guessed.
///
/// Gesture recognizers (`<UITapGestureRecognizer: 0x…; …; view = <UIView 0x…>; …>`) are collected apart:
/// they are not views, and never change the tree.
struct UIKitDumpReader {
    let log: WarningLog
    private var reading = UIKitDump.Reading()
    private var current: UIKitDump?
    private var stack: [DumpNode] = []
    /// A prompt, command or header came after the last root: the next root starts a new dump.
    private var boundary = false
    /// The title of the last header line, for the dump that starts next.
    private var title: String?
    /// The line before, when it can be the title of a rule (`=====`) below it.
    private var previous: DumpLine?
    private var skipBelow: Int?
    private var elidedAt: DumpLine?
    /// A view left out because its superview may be among elided lines, with the count of the views
    /// below it that go with it: warned about when that count is known.
    private var orphan: (line: DumpLine, column: Int, message: String, below: Int)?
    private var count = 0

    init(log: WarningLog) {
        self.log = log
    }

    mutating func take(_ line: DumpLine) {
        guard let view = ViewDescription.parse(line.text) else {
            other(line)
            previous = !UIKitDump.isCommand(line.text) && DumpHeader.canTitle(line.text.droppingCommentMarker) ? line : nil
            return
        }
        previous = nil
        if Self.isCollection(view) { return }    // `gestureRecognizers = <NSArray: 0x…>(`: a listing's first line
        if RecognizerDescription.isRecognizer(view) {
            reading.recognizers.append(RecognizerDescription(view, text: Self.text(of: view, in: line), line: line))
            return
        }
        reading.recognizers += Self.inlineRecognizers(in: line, after: view)
        let column = line.column + view.column - 1
        if view.isLayer { return }
        guard view.depth < UIKitDump.maxDepth else {
            if skipBelow == nil {
                flushOrphan()
                log.warn("a view \(view.depth) levels deep; views \(UIKitDump.maxDepth) or more levels deep are left out (a trace nests at most \(YAMLLimits.default.maxDepth) YAML levels, two a view)",
                         at: line, column: column)
            }
            skipBelow = min(skipBelow ?? UIKitDump.maxDepth, UIKitDump.maxDepth)
            return
        }
        guard count < UIKitDump.maxViews else {
            if count == UIKitDump.maxViews {
                flushOrphan()
                log.warn("more than \(UIKitDump.maxViews) views; the rest of the dump is left out", at: line, column: column)
            }
            count += 1
            return
        }
        if let limit = skipBelow {
            if view.depth >= limit {
                orphan?.below += 1
                return
            }
            skipBelow = nil
        }
        flushOrphan()
        guard let frameText = view.field("frame"), let frame = ViewDescription.rect(frameText) else {
            let why = view.field("frame") == nil ? (view.complete ? "has no frame" : "is cut off before its frame")
                : "has a frame that is not four numbers within ±\(DumpNumber.limitText)"
            log.warn("<\(view.className): \(view.address)> \(why); left out with the views below it", at: line, column: column)
            skipBelow = view.depth + 1
            if view.depth == 0 { stack = [] }
            while let top = stack.last, top.description.depth >= view.depth { stack.removeLast() }
            return
        }
        if !view.complete {
            log.warn("<\(view.className): \(view.address)> is cut off after its frame; imported with what it has", at: line, column: column)
        }
        let node = DumpNode(description: view, line: line, frame: frame)
        if view.depth == 0 {
            root(node)
            return
        }
        while let top = stack.last, top.description.depth >= view.depth { stack.removeLast() }
        guard let parent = stack.last, parent.description.depth == view.depth - 1 else {
            let reason = elidedAt.map { "lines were elided at line \($0.number)" } ?? "lines above it are missing or cut"
            log.warn("<\(view.className): \(view.address)> has no superview in the dump (\(reason)); left out with the views below it", at: line, column: column)
            skipBelow = view.depth
            return
        }
        if let elided = elidedAt, parent.line.number < elided.number {
            // The elided lines may hold a view at the depth of its superview, which would be its real
            // one: its superview is unknown, and it is left out (README, "Start from a debugger dump").
            let message = "<\(view.className): \(view.address)> comes after the lines elided at line \(elided.number), so its superview is unknown: its indentation puts it under <\(parent.description.className): \(parent.description.address)> (line \(parent.line.number)), but the elided lines may hold its real superview; left out"
            orphan = (line, column, message, 0)
            skipBelow = view.depth + 1
            return
        }
        parent.children.append(node)
        stack.append(node)
        count += 1
    }

    mutating func finish() -> UIKitDump.Reading {
        flushOrphan()
        if let finished = current { reading.dumps.append(finished) }
        current = nil
        return reading
    }

    /// A window or a view `recursiveDescription` was asked of: the first of a new dump after a
    /// boundary, or when the current dump has this address already.
    private mutating func root(_ node: DumpNode) {
        let repeated = current?.roots.contains { $0.description.address == node.description.address } ?? false
        if current == nil || boundary || repeated {
            if let finished = current { reading.dumps.append(finished) }
            current = UIKitDump(firstLine: node.line.number, title: title)
            title = nil
        }
        boundary = false
        current?.roots.append(node)
        stack = [node]
        count += 1
    }

    /// A line without a view: an elision, a header, a prompt, a view cut before its address, or prose.
    private mutating func other(_ line: DumpLine) {
        if UIKitDump.isElision(line.text) {
            flushOrphan()
            elidedAt = line
            log.warn("lines were elided here; views they held are missing from the import", at: line)
        } else if let header = DumpHeader.read(line.text) {
            switch header {
            case .title(let text): startOver(title: text)
            case .rule: startOver(title: previous.map { DumpHeader.cut($0.text.droppingCommentMarker.trimmingSpaces) } ?? title)
            }
        } else if UIKitDump.isCommand(line.text) {
            startOver(title: title)
        } else if UIKitDump.looksCutBeforeAddress(line.text) {
            flushOrphan()
            log.warn("a view line cut off before its address; left out", at: line)
        }
    }

    /// After a header or a prompt: the next root starts a new dump, and no view below it belongs to
    /// the dump above.
    private mutating func startOver(title: String?) {
        flushOrphan()
        boundary = true
        self.title = title
        stack = []
        skipBelow = nil
        elidedAt = nil
    }

    private mutating func flushOrphan() {
        guard let pending = orphan else { return }
        orphan = nil
        let below = pending.below == 0 ? "" : " with the \(pending.below) view\(pending.below == 1 ? "" : "s") below it"
        log.warn(pending.message + below, at: pending.line, column: pending.column)
    }

    /// `<NSArray: 0x…>`, `<__NSArrayM: 0x…>`: the first line of a collection's listing, not a view.
    static func isCollection(_ d: ViewDescription) -> Bool {
        var name = Substring(d.className)
        while name.hasPrefix("_") { name = name.dropFirst() }
        return name.hasPrefix("NS") && (name.contains("Array") || name.contains("Set"))
    }

    /// The text of a description, from its `<` to its closing `>` (or the end of the line).
    static func text(of d: ViewDescription, in line: DumpLine) -> Substring {
        let characters = line.text
        let start = characters.index(characters.startIndex, offsetBy: d.column - 1)
        guard let end = d.end else { return characters[start...] }
        return characters[start...characters.index(characters.startIndex, offsetBy: end)]
    }

    /// Recognizers described inside a view's line (a `gestureRecognizers` listing printed with it):
    /// each is the view's unless it names another. Only descriptions whose class is named like a
    /// recognizer are read, at most `maxInline` of them and `maxInlineLength` characters each, so a
    /// line of many `<…: 0x…>` stays quick.
    static func inlineRecognizers(in line: DumpLine, after view: ViewDescription) -> [RecognizerDescription] {
        let text = line.text
        var found: [RecognizerDescription] = []
        var next = text.index(text.startIndex, offsetBy: view.column)
        while found.count < maxInline, let start = recognizerStart(in: text, from: next) {
            let at = text.distance(from: text.startIndex, to: start)
            let piece = DumpLine(text: String(text[start...].prefix(maxInlineLength)), number: line.number, column: line.column + at)
            next = text.index(after: start)
            guard let inner = ViewDescription.parse(piece.text) else { continue }
            found.append(RecognizerDescription(inner, text: Self.text(of: inner, in: piece), line: piece, listedBy: view.address))
            if let end = inner.end { next = text.index(start, offsetBy: end + 1) }
        }
        return found
    }

    static let maxInline = 100
    static let maxInlineLength = 16_384

    /// The next `<…Recognizer: 0x` or `<…Gesture: 0x` at or after `from`, found byte by byte.
    static func recognizerStart(in text: String, from: String.Index) -> String.Index? {
        let utf8 = text.utf8
        var i = from
        while let open = utf8[i...].firstIndex(of: UInt8(ascii: "<")) {
            var j = utf8.index(after: open)
            while j < utf8.endIndex, isNameByte(utf8[j]) { j = utf8.index(after: j) }
            let name = text[utf8.index(after: open)..<j]
            if name.hasSuffix("Recognizer") || name.hasSuffix("Gesture"), text[j...].hasPrefix(": 0x") { return open }
            i = j > open ? j : utf8.index(after: open)
            if i >= utf8.endIndex { return nil }
        }
        return nil
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: ".")
    }
}

extension String {
    /// Without a `//` comment marker (and the spaces around it) at the start.
    var droppingCommentMarker: String {
        let trimmed = trimmingSpaces
        return trimmed.hasPrefix("//") ? String(trimmed.dropFirst(2)).trimmingSpaces : trimmed
    }
}
