/// A property line of a render object (`size: Size(98.0, 36.0)`), continuation lines joined with a space.
struct RenderProperty: Equatable {
    /// `size`, `parentData`, `window size`; empty for a line that is not `key: value`.
    var key: String
    var value: String
    var line: Int
    /// 1-based file column of the key.
    var column: Int
}

/// A render object read from a dump, in a dump's list of nodes; nodes are stored in the order read,
/// which is depth first, so a node's parent always comes before it.
struct RenderNode {
    var className: String
    var hashID: String?
    var label: String
    var flags: [String]
    /// Where its line is in the file: 1-based line and the 1-based column of the class name.
    var line: Int
    var column: Int
    /// The column of its branch connector in the dump text, which places it in the tree.
    var treeColumn: Int
    var parent: Int?
    var children: [Int] = []
    var properties: [RenderProperty] = []
    /// The column where its first property line's text starts.
    var propertyColumn: Int?
    /// Quoted strings of a paragraph's text block.
    var text: [String] = []

    init(_ header: RenderNodeHeader, line: Int, column: Int, parent: Int?) {
        className = header.className
        hashID = header.hashID
        label = header.label
        flags = header.flags
        self.line = line
        self.column = column
        treeColumn = header.column
        self.parent = parent
    }

    func property(_ key: String) -> RenderProperty? { properties.first { $0.key == key } }

    func value(_ key: String) -> String? { property(key)?.value }

    /// `RenderPointerListener#2a252`, or the class alone.
    var name: String { className + (hashID.map { "#" + $0 } ?? "") }
}

/// One `debugDumpRenderTree()` in a file: its nodes and top-level nodes (one RenderView, or the
/// render objects of an excerpt), in order.
struct RenderDump {
    var nodes: [RenderNode] = []
    var roots: [Int] = []
    var firstLine: Int
    /// The title of the header line above it (`== iOS 26 ==`), if there was one.
    var title: String?

    /// The nodes below `index`, depth first, excluding it.
    func descendants(of index: Int) -> [Int] {
        var result: [Int] = []
        var stack = nodes[index].children.reversed() as [Int]
        while let next = stack.popLast() {
            result.append(next)
            stack += nodes[next].children.reversed()
        }
        return result
    }

    /// The node's ancestors, nearest first.
    func ancestors(of index: Int) -> [Int] {
        var result: [Int] = []
        var current = nodes[index].parent
        while let parent = current {
            result.append(parent)
            current = nodes[parent].parent
        }
        return result
    }
}
