import CYAML

/// Builds the node tree from libyaml events with an explicit stack, so depth costs no recursion.
struct TreeBuilder {
    private struct Frame {
        var isMapping: Bool
        var mark: Mark
        var anchor: String?
        var items: [YAMLNode] = []
        var pairs: [YAMLPair] = []
        var keyIndex: Set<String>? = nil
        var pendingKey: (text: String, mark: Mark)? = nil
        var size = 1

        /// Fails on a key the mapping already has. Up to 16 keys a scan; past that a set of every key,
        /// kept in the frame and grown in place, so a mapping of n keys costs O(n) in all.
        mutating func checkDuplicate(_ key: String, at mark: Mark) throws(YAMLError) {
            if keyIndex == nil, pairs.count < 16 {
                if let first = pairs.first(where: { $0.key == key }) {
                    throw YAMLError("duplicate key '\(key)' (first at line \(first.keyMark.line))", at: mark)
                }
                return
            }
            if keyIndex == nil { keyIndex = Set(pairs.map(\.key)) }
            if keyIndex!.insert(key).inserted == false {
                let first = pairs.first(where: { $0.key == key })?.keyMark.line ?? 0
                throw YAMLError("duplicate key '\(key)' (first at line \(first))", at: mark)
            }
        }
    }

    let limits: YAMLLimits
    private var stack: [Frame] = []
    private var anchors: [String: (node: YAMLNode, size: Int)] = [:]
    private var aliasExpansion = 0
    private var documents = 0
    private var nodes = 0
    private(set) var root: YAMLNode?

    init(limits: YAMLLimits) {
        self.limits = limits
        stack.reserveCapacity(min(limits.maxDepth, 256))
    }

    mutating func handle(_ event: yaml_event_t) throws(YAMLError) {
        let mark = Mark(line: event.start_mark.line + 1, column: event.start_mark.column + 1)
        switch event.type {
        case YAML_SCALAR_EVENT, YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT, YAML_ALIAS_EVENT:
            nodes += 1
            if nodes > limits.maxNodes {
                throw YAMLError("the file holds more than \(limits.maxNodes) YAML nodes; that is the limit", at: mark)
            }
        default:
            break
        }
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                throw YAMLError("a trace file holds one YAML document; this is a second one", at: mark)
            }
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            if let tag = data.tag {
                throw YAMLError("YAML tags such as '\(String(cString: tag))' are not supported", at: mark)
            }
            let text = String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
            let node = YAMLNode(.scalar(text, ScalarStyle(data.style)), at: mark)
            try complete(node, size: 1, anchor: data.anchor.map { String(cString: $0) })
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            if let tag = data.tag {
                throw YAMLError("YAML tags such as '\(String(cString: tag))' are not supported", at: mark)
            }
            try open(isMapping: false, at: mark, anchor: data.anchor.map { String(cString: $0) })
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            if let tag = data.tag {
                throw YAMLError("YAML tags such as '\(String(cString: tag))' are not supported", at: mark)
            }
            try open(isMapping: true, at: mark, anchor: data.anchor.map { String(cString: $0) })
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let frame = stack.popLast() else { return }
            let content: YAMLNode.Content = frame.isMapping ? .mapping(frame.pairs) : .sequence(frame.items)
            try complete(YAMLNode(content, at: frame.mark), size: frame.size, anchor: frame.anchor)
        case YAML_ALIAS_EVENT:
            let name = String(cString: event.data.alias.anchor)
            guard let target = anchors[name] else {
                throw YAMLError("the alias '*\(name)' names no anchor defined before it", at: mark)
            }
            aliasExpansion += target.size
            if aliasExpansion > limits.maxAliasExpansion {
                throw YAMLError(
                    "aliases expand to more than \(limits.maxAliasExpansion) nodes; refusing (an alias bomb?)",
                    at: mark)
            }
            var node = target.node
            node.mark = mark
            try complete(node, size: target.size, anchor: nil)
        default:
            break
        }
    }

    /// How many lists and mappings are open.
    var depth: Int { stack.count }

    /// Whether the last event opened a sequence without an anchor as the value of `key` in the root mapping.
    func openedSequence(underRootKey key: String) -> Bool {
        stack.count == 2 && !stack[1].isMapping && stack[1].anchor == nil && stack[0].isMapping && stack[0].pendingKey?.text == key
    }

    /// Whether `count` more nodes stay within the node limit.
    func hasRoom(forNodes count: Int) -> Bool { nodes + count <= limits.maxNodes }

    /// Counts an item of `count` nodes kept as events (`HeldItems`), in the node limit and in the size
    /// of the open sequence (for aliases of what holds it), without building it.
    mutating func countHeldItem(nodes count: Int) {
        nodes += count
        stack[stack.count - 1].size += count
    }

    private mutating func open(isMapping: Bool, at mark: Mark, anchor: String?) throws(YAMLError) {
        if let top = stack.indices.last, stack[top].isMapping, stack[top].pendingKey == nil {
            throw YAMLError("a mapping key must be plain text, not a list or mapping", at: mark)
        }
        if stack.count >= limits.maxDepth {
            throw YAMLError("nesting is deeper than \(limits.maxDepth) levels", at: mark)
        }
        stack.append(Frame(isMapping: isMapping, mark: mark, anchor: anchor))
    }

    private mutating func complete(_ node: YAMLNode, size: Int, anchor: String?) throws(YAMLError) {
        if let anchor { anchors[anchor] = (node, size) }
        guard !stack.isEmpty else {
            root = node
            return
        }
        let top = stack.count - 1
        stack[top].size += size
        guard stack[top].isMapping else {
            stack[top].items.append(node)
            return
        }
        guard let key = stack[top].pendingKey else {
            guard case .scalar(let text, _) = node.content else {
                throw YAMLError("a mapping key must be plain text, not a list or mapping", at: node.mark)
            }
            try stack[top].checkDuplicate(text, at: node.mark)
            stack[top].pendingKey = (text, node.mark)
            return
        }
        stack[top].pairs.append(YAMLPair(key: key.text, keyMark: key.mark, value: node))
        stack[top].pendingKey = nil
    }
}
