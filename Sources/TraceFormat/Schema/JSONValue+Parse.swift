/// Why a text is not JSON, and the byte offset where reading stopped.
package struct JSONParseError: Error, Equatable, CustomStringConvertible {
    package var offset: Int
    package var message: String

    package var description: String { "JSON at byte \(offset): \(message)" }
}

extension JSONValue {
    /// Reads RFC 8259 JSON, keeping each object's keys in the order written. A key written twice in
    /// one object is an error (RFC 8259 leaves its meaning open), as is nesting deeper than 512.
    package static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        var reader = JSONReader(bytes: Array(text.utf8))
        reader.skipSpace()
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.index == reader.bytes.count else { throw reader.error("unexpected text after the value") }
        return value
    }
}

/// A recursive-descent reader over UTF-8 bytes.
private struct JSONReader {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    func error(_ message: String, at offset: Int? = nil) -> JSONParseError {
        JSONParseError(offset: offset ?? index, message: message)
    }

    var next: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipSpace() {
        while let byte = next, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    mutating func expect(_ byte: UInt8, _ what: String) throws(JSONParseError) {
        guard next == byte else { throw error("expected \(what)") }
        index += 1
    }

    mutating func value(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth < 512 else { throw error("nesting is deeper than 512") }
        switch next {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case nil: throw error("unexpected end of text")
        default: return try number()
        }
    }

    mutating func literal(_ word: String, _ value: JSONValue) throws(JSONParseError) -> JSONValue {
        let utf8 = Array(word.utf8)
        guard bytes[index...].starts(with: utf8) else { throw error("unknown word; expected \(word)") }
        index += utf8.count
        return value
    }

    mutating func object(depth: Int) throws(JSONParseError) -> JSONValue {
        index += 1
        var members: [JSONValue.Member] = []
        var keys = Set<String>()
        skipSpace()
        if next == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipSpace()
            let start = index
            guard next == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
            let key = try string()
            guard keys.insert(key).inserted else { throw error("duplicate key \"\(key)\"", at: start) }
            skipSpace()
            try expect(UInt8(ascii: ":"), "':' after a key")
            skipSpace()
            members.append(JSONValue.Member(key, try value(depth: depth + 1)))
            skipSpace()
            if next == UInt8(ascii: "}") { index += 1; return .object(members) }
            try expect(UInt8(ascii: ","), "',' or '}' in an object")
        }
    }

    mutating func array(depth: Int) throws(JSONParseError) -> JSONValue {
        index += 1
        var items: [JSONValue] = []
        skipSpace()
        if next == UInt8(ascii: "]") { index += 1; return .array(items) }
        while true {
            skipSpace()
            items.append(try value(depth: depth + 1))
            skipSpace()
            if next == UInt8(ascii: "]") { index += 1; return .array(items) }
            try expect(UInt8(ascii: ","), "',' or ']' in an array")
        }
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    mutating func number() throws(JSONParseError) -> JSONValue {
        let start = index
        func isDigit(_ byte: UInt8?) -> Bool { byte.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
        if next == UInt8(ascii: "-") { index += 1 }
        guard isDigit(next) else { throw error("expected a value", at: start) }
        if next == UInt8(ascii: "0") {
            index += 1
            if isDigit(next) { throw error("a number cannot start with 0", at: start) }
        } else {
            while isDigit(next) { index += 1 }
        }
        if next == UInt8(ascii: ".") {
            index += 1
            guard isDigit(next) else { throw error("expected a digit after '.'") }
            while isDigit(next) { index += 1 }
        }
        if next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
            index += 1
            if next == UInt8(ascii: "+") || next == UInt8(ascii: "-") { index += 1 }
            guard isDigit(next) else { throw error("expected a digit in the exponent") }
            while isDigit(next) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let number = Double(text), number.isFinite else { throw error("number out of range", at: start) }
        return .number(number)
    }

    mutating func string() throws(JSONParseError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run = index
        func flush(_ reader: JSONReader) {
            scalars.append(contentsOf: String(decoding: reader.bytes[run..<reader.index], as: UTF8.self).unicodeScalars)
        }
        while true {
            guard let byte = next else { throw error("unterminated string") }
            if byte == UInt8(ascii: "\"") {
                flush(self)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw error("a control character must be escaped in a string") }
            guard byte == UInt8(ascii: "\\") else { index += 1; continue }
            flush(self)
            index += 1
            scalars.append(try escape())
            run = index
        }
    }

    /// The character after a backslash (the reader stands on it).
    mutating func escape() throws(JSONParseError) -> Unicode.Scalar {
        guard let byte = next else { throw error("unterminated string") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let start = index - 2
            let unit = try hex4()
            if (0xD800..<0xDC00).contains(unit) {
                guard bytes[index...].starts(with: Array("\\u".utf8)) else { throw error("a lone surrogate", at: start) }
                index += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("a lone surrogate", at: start) }
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(unit) else { throw error("a lone surrogate", at: start) }
            return scalar
        default:
            throw error("unknown escape '\\\(Character(Unicode.Scalar(byte)))'", at: index - 2)
        }
    }

    mutating func hex4() throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = next, let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
                throw error("expected four hex digits after \\u")
            }
            value = value << 4 + UInt32(digit)
            index += 1
        }
        return value
    }
}
