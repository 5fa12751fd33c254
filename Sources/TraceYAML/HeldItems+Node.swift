extension HeldItems {
    /// Held item `item` built as a node: the node the tree builder would have built from its events.
    public func node(_ item: Int) -> YAMLNode {
        var stack: [(node: YAMLNode, key: (text: String, mark: Mark)?)] = []
        var result: YAMLNode?
        for event in events(of: item) {
            var complete: YAMLNode
            switch event.kind {
            case .scalar:
                complete = YAMLNode(.scalar(String(decoding: event.bytes, as: UTF8.self), event.style), at: event.mark)
            case .sequenceStart:
                stack.append((YAMLNode(.sequence([]), at: event.mark), nil))
                continue
            case .mappingStart:
                stack.append((YAMLNode(.mapping([]), at: event.mark), nil))
                continue
            case .sequenceEnd, .mappingEnd:
                guard let open = stack.popLast() else { continue }
                complete = open.node
            }
            guard let top = stack.indices.last else {
                result = complete
                continue
            }
            switch stack[top].node.content {
            case .sequence(var items):
                // Taken out of the node while it grows, so that it is not copied.
                stack[top].node.content = .sequence([])
                items.append(complete)
                stack[top].node.content = .sequence(items)
            case .mapping(var pairs):
                // Held items' keys are scalars, checked as they were held.
                guard let key = stack[top].key else {
                    stack[top].key = (complete.scalar ?? "", complete.mark)
                    continue
                }
                stack[top].node.content = .mapping([])
                pairs.append(YAMLPair(key: key.text, keyMark: key.mark, value: complete))
                stack[top].node.content = .mapping(pairs)
                stack[top].key = nil
            case .scalar:
                break
            }
        }
        // A held item is whole, so its last event completed it; were one cut short, what it opened
        // first stands for it (its own contents as far as they went), rather than nothing.
        return result ?? stack.first?.node ?? YAMLNode(.scalar("", .plain), at: .start)
    }
}
