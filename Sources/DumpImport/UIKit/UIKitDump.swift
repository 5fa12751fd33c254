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
    /// The title of the header line above it (`== iOS 26 ==`), if there was one.
    var title: String?

    /// What a file holds: its dumps, and every gesture recognizer described in it, wherever it stands
    /// (a recognizer names its view by address, so it is matched to the dump imported).
    struct Reading {
        var dumps: [UIKitDump] = []
        var recognizers: [RecognizerDescription] = []
    }

    /// Reads every dump in `lines` (UIKitDumpReader).
    static func read(_ lines: [DumpLine], log: WarningLog) -> Reading {
        var reader = UIKitDumpReader(log: log)
        for line in lines { reader.take(line) }
        return reader.finish()
    }

    /// The addresses of every view read.
    var addresses: Set<String> {
        var result = Set<String>()
        var stack = roots
        while let node = stack.popLast() {
            result.insert(node.description.address)
            stack += node.children
        }
        return result
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
