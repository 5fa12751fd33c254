import CYAML

/// Parses YAML text with libyaml's event parser into a tree of `YAMLNode`s with marks.
///
/// One document at most; aliases are expanded in place under `YAMLLimits.maxAliasExpansion`;
/// duplicate keys, explicit tags and non-scalar keys are errors.
public enum YAMLParser {
    /// The document's root node, or nil when the input holds no document at all.
    public static func parse(_ bytes: [UInt8], limits: YAMLLimits = .default) throws(YAMLError) -> YAMLNode? {
        try parse(bytes, limits: limits, holding: nil).root
    }

    /// The document's root node, without the items of the sequence under `rootKey` in the root
    /// mapping that are kept as events instead (see `HeldItems`); `held` says which those are.
    public static func parse(
        _ bytes: [UInt8], limits: YAMLLimits = .default, holdingItemsOf rootKey: String
    ) throws(YAMLError) -> (root: YAMLNode?, held: HeldItems) {
        try parse(bytes, limits: limits, holding: rootKey)
    }

    private static func parse(
        _ bytes: [UInt8], limits: YAMLLimits, holding rootKey: String?
    ) throws(YAMLError) -> (root: YAMLNode?, held: HeldItems) {
        guard bytes.count <= limits.maxBytes else {
            throw YAMLError("the file is \(bytes.count) bytes; the limit is \(limits.maxBytes) bytes", at: .start)
        }
        if let encoding = ByteOrderMark.foreignEncoding(of: bytes) {
            throw YAMLError("the file is \(encoding) text (it starts with that byte order mark); traces are UTF-8", at: .start)
        }
        // A UTF-8 byte order mark (what many Windows editors write) is not part of the text.
        if ByteOrderMark.isUTF8(bytes) { return try parse(Array(bytes.dropFirst(3)), limits: limits, holding: rootKey) }
        var builder = TreeBuilder(limits: limits)
        // Whatever the holder still holds when the parse stops is freed with it.
        let holder = bytes.count > ItemHolder.maxBytes ? nil : rootKey.map { ItemHolder(rootKey: $0, limits: limits, byteCount: bytes.count) }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw YAMLError("libyaml could not start (out of memory)", at: .start)
        }
        defer { yaml_parser_delete(&parser) }
        return try bytes.withUnsafeBufferPointer { (buffer) throws(YAMLError) -> (root: YAMLNode?, held: HeldItems) in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var event = yaml_event_t()
            if var holder {
                // The holder has the parser write each event where it may keep it.
                while true {
                    let slot = holder.slot
                    guard yaml_parser_parse(&parser, slot) == 1 else {
                        try holder.flush(into: &builder)
                        throw libyamlError(parser, bytes: buffer)
                    }
                    let type = slot.pointee.type
                    if type == YAML_STREAM_END_EVENT {
                        yaml_event_delete(slot)
                        break
                    }
                    try holder.route(type, into: &builder)
                }
                return (builder.root, holder.items)
            }
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    throw libyamlError(parser, bytes: buffer)
                }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { break }
                try builder.handle(event)
            }
            return (builder.root, HeldItems())
        }
    }

    /// Turns libyaml's error state into a positioned message.
    static func libyamlError(_ parser: yaml_parser_t, bytes: UnsafeBufferPointer<UInt8>) -> YAMLError {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        if parser.error == YAML_READER_ERROR {
            // libyaml reports a bad trailing octet at its own offset; point at the character's lead byte.
            var offset = parser.problem_offset
            if problem.contains("trailing") {
                var back = offset
                while back > 0, offset - back < 3 {
                    back -= 1
                    if back < bytes.count, bytes[back] & 0xC0 == 0xC0 { offset = back; break }
                }
            }
            let mark = markForOffset(offset, in: bytes)
            return YAMLError("the file is not valid UTF-8 text (\(problem))", at: mark)
        }
        let mark = Mark(line: parser.problem_mark.line + 1, column: parser.problem_mark.column + 1)
        let index = parser.problem_mark.index
        if index < bytes.count, bytes[index] == UInt8(ascii: "\t") {
            return YAMLError("a tab character cannot be used here; indent with spaces", at: mark)
        }
        let keyStart = parser.context_mark
        if parser.context.map({ String(cString: $0) }) == "while scanning a simple key",
           keyStart.line == parser.problem_mark.line, index - keyStart.index > 1024 {
            // YAML 1.2, 7.4.2: an implicit key is at most 1024 characters long.
            return YAMLError("a key is longer than 1024 characters, YAML's limit for a key written without '?'",
                             at: Mark(line: keyStart.line + 1, column: keyStart.column + 1))
        }
        var message = "YAML syntax: \(problem)"
        if let context = parser.context.map({ String(cString: $0) }) {
            message += " (\(context))"
        }
        if let hint = Self.hint(for: problem) { message += "; " + hint }
        return YAMLError(message, at: mark)
    }

    /// What usually causes one of libyaml's block-structure errors, in the words of someone writing a trace.
    static func hint(for problem: String) -> String? {
        switch problem {
        case "did not find expected '-' indicator":
            return "check the indentation: this line starts at a column that is neither the list's items' (each `- ` at one column) nor deeper inside one of them"
        case "did not find expected key":
            return "check the indentation: the keys of one mapping start at the same column, and a list item's keys line up after its `- `"
        case "mapping values are not allowed in this context":
            return "check the indentation (this key is deeper than the keys beside it, so it reads as part of the value above), or quote a value that holds ': '"
        case "could not find expected ':'":
            return "a key needs ': ' after it, with the space"
        default:
            return nil
        }
    }

    /// The line and column of a byte offset, for errors libyaml reports by offset.
    static func markForOffset(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Mark {
        var line = 1
        var column = 1
        var i = 0
        while i < min(offset, bytes.count) {
            if bytes[i] == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if bytes[i] & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return Mark(line: line, column: column)
    }
}
