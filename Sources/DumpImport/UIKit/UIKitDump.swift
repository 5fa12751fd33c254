import TraceYAML

/// A view of a dump with the views below it, as `recursiveDescription` nests them.
final class DumpNode {
    let description: ViewDescription
    let line: DumpLine
    let frame: DumpRect
    var children: [DumpNode] = []

    init(description: ViewDescription, line: DumpLine, frame: DumpRect) {
        self.description = description
        self.line = line
        self.frame = frame
    }
}

/// One dump in a file: its roots (windows, or the view `recursiveDescription` was asked of), in order.
struct UIKitDump {
    /// The depth from which views are left out: an import must lint, and in the trace it writes a view
    /// `d` levels below its window nests at YAML level 2d + 3 (two levels a view: its mapping and its
    /// children's list), which may be at most `YAMLLimits.maxDepth` (128). So views down to 62 levels are
    /// kept; the engine itself would hold 256 (World.maxViewDepth).
    static let maxDepth = YAMLLimits.default.maxDepth / 2 - 1
    /// The most views read from one file: far beyond a real screen.
    static let maxViews = 50_000

    var roots: [DumpNode] = []
    var firstLine: Int

    /// Reads every dump in `lines`. A new dump starts after a debugger prompt or command, or at a
    /// root whose address a root of the current dump already has (the same window printed again).
    /// Depth is the count of `|` markers, so misaligned indentation does not matter. What cannot be
    /// read is warned about and left out, with the views below it: a view whose frame is missing or
    /// cut off, or whose superview is missing (elided or cut lines above it). No frame is ever guessed.
    static func read(_ lines: [DumpLine], log: WarningLog) -> [UIKitDump] {
        var dumps: [UIKitDump] = []
        var current: UIKitDump?
        var stack: [DumpNode] = []
        var boundary = false
        var skipBelow: Int?
        var elidedAt: DumpLine?
        var count = 0
        for line in lines {
            guard let view = ViewDescription.parse(line.text) else {
                if isElision(line.text) {
                    elidedAt = line
                    log.warn("lines were elided here; views they held are missing from the import", at: line)
                } else if isCommand(line.text) {
                    boundary = true
                } else if looksCutBeforeAddress(line.text) {
                    log.warn("a view line cut off before its address; left out", at: line)
                }
                continue
            }
            let column = line.column + view.column - 1
            if view.isLayer { continue }
            guard view.depth < maxDepth else {
                if skipBelow == nil {
                    log.warn("a view \(view.depth) levels deep; views \(maxDepth) or more levels deep are left out (a trace nests at most \(YAMLLimits.default.maxDepth) YAML levels, two a view)",
                             at: line, column: column)
                }
                skipBelow = min(skipBelow ?? maxDepth, maxDepth)
                continue
            }
            guard count < maxViews else {
                if count == maxViews { log.warn("more than \(maxViews) views; the rest of the dump is left out", at: line, column: column) }
                count += 1
                continue
            }
            if let limit = skipBelow {
                if view.depth >= limit { continue }
                skipBelow = nil
            }
            guard let frameText = view.field("frame"), let frame = ViewDescription.rect(frameText) else {
                let why = view.field("frame") == nil ? (view.complete ? "has no frame" : "is cut off before its frame")
                    : "has a frame that is not four numbers within ±\(DumpNumber.limitText)"
                log.warn("<\(view.className): \(view.address)> \(why); left out with the views below it", at: line, column: column)
                skipBelow = view.depth + 1
                if view.depth == 0 { stack = [] }
                while let top = stack.last, top.description.depth >= view.depth { stack.removeLast() }
                continue
            }
            if !view.complete {
                log.warn("<\(view.className): \(view.address)> is cut off after its frame; imported with what it has", at: line, column: column)
            }
            let node = DumpNode(description: view, line: line, frame: frame)
            if view.depth == 0 {
                let repeated = current?.roots.contains { $0.description.address == view.address } ?? false
                if current == nil || boundary || repeated {
                    if let finished = current { dumps.append(finished) }
                    current = UIKitDump(firstLine: line.number)
                }
                boundary = false
                current?.roots.append(node)
                stack = [node]
                count += 1
                continue
            }
            while let top = stack.last, top.description.depth >= view.depth { stack.removeLast() }
            guard let parent = stack.last, parent.description.depth == view.depth - 1 else {
                let reason = elidedAt.map { "lines were elided at line \($0.number)" } ?? "lines above it are missing or cut"
                log.warn("<\(view.className): \(view.address)> has no superview in the dump (\(reason)); left out with the views below it", at: line, column: column)
                skipBelow = view.depth
                continue
            }
            if let elided = elidedAt, parent.line.number < elided.number {
                log.warn("<\(view.className): \(view.address)> comes after lines elided at line \(elided.number); it is placed under <\(parent.description.className): \(parent.description.address)> by its indentation, but its real superview may be among the elided lines", at: line, column: column)
                elidedAt = nil
            }
            parent.children.append(node)
            stack.append(node)
            count += 1
        }
        if let finished = current { dumps.append(finished) }
        return dumps
    }

    /// `...`, `……`, `⋯` and the like, with the tree's `|` markers around them.
    static func isElision(_ text: String) -> Bool {
        let core = text.filter { $0 != "|" && $0 != " " && $0 != "\t" }
        return core.count >= 2 && core.allSatisfy { $0 == "." || $0 == "…" || $0 == "⋯" }
    }

    /// A debugger prompt or the command that printed a dump.
    static func isCommand(_ text: String) -> Bool {
        let trimmed = text.trimmingSpaces
        return trimmed.hasPrefix("(lldb)") || trimmed.hasPrefix("(gdb)") || trimmed.hasPrefix("cy#")
            || (trimmed.contains("recursiveDescription") && !trimmed.contains("<"))
    }

    /// `| <UIVi` — the start of a view description with the line ending before its address.
    static func looksCutBeforeAddress(_ text: String) -> Bool {
        text.contains(/(^|[|\s])<[A-Za-z_]\w*(:\s*(0x[0-9a-fA-F]*)?)?\s*$/)
    }
}
