/// Compiles a JSON Schema `pattern` (ECMA-262 syntax, unanchored search) to a Swift `Regex` that
/// matches the same strings, for patterns of the simple kind: literals, character classes, `\d \w \s
/// \b`, anchors, groups, lookahead, alternation and greedy or lazy quantifiers. Constructs where the
/// two dialects disagree or that ECMA-262 lacks (inline flags, named groups, lookbehind, `\p{…}`,
/// backreferences, possessive quantifiers, set operations) are refused rather than guessed at.
enum ECMAPattern {
    struct Unsupported: Error {
        var message: String
    }

    static func compile(_ pattern: String) throws(Unsupported) -> Regex<AnyRegexOutput> {
        let translated = try translate(pattern)
        do {
            return try Regex(translated)
                .asciiOnlyDigits().asciiOnlyWordCharacters().wordBoundaryKind(.simple)
                .matchingSemantics(.unicodeScalar)
        } catch {
            throw Unsupported(message: "pattern \(pattern) does not compile: \(error)")
        }
    }

    /// The pattern in Swift's regex syntax; ECMA-262 `.` (any character but a line terminator) and
    /// the class escapes whose meaning differs are spelt out.
    static func translate(_ pattern: String) throws(Unsupported) -> String {
        let chars = Array(pattern.unicodeScalars)
        var out = ""
        var index = 0
        var inClass = false
        func refuse(_ what: String) -> Unsupported { Unsupported(message: "pattern \(pattern): \(what) is not supported") }
        while index < chars.count {
            let char = chars[index]
            index += 1
            if char == "\\" {
                guard index < chars.count else { throw refuse("a trailing backslash") }
                let escaped = chars[index]
                index += 1
                switch escaped {
                case "d", "D", "w", "W", "s", "S", "n", "t", "r", "f": out += "\\\(escaped)"
                case "b": out += inClass ? "\\u{8}" : "\\b"
                case "B" where !inClass: out += "\\B"
                case "v": out += "\\u{B}"
                case "0" where index == chars.count || !("0"..."9").contains(chars[index]): out += "\\u{0}"
                case "u", "x":
                    let count = escaped == "u" ? 4 : 2
                    let digits = chars[index..<min(index + count, chars.count)]
                    guard digits.count == count, digits.allSatisfy({ Character($0).isHexDigit }) else {
                        throw refuse("\\\(escaped) without \(count) hex digits")
                    }
                    out += "\\u{\(String(String.UnicodeScalarView(digits)))}"
                    index += count
                default:
                    guard escaped.isASCII, !Character(escaped).isLetter, !Character(escaped).isNumber else {
                        throw refuse("the escape \\\(escaped)")
                    }
                    out += "\\\(escaped)"
                }
                continue
            }
            if inClass {
                switch char {
                case "]": inClass = false; out += "]"
                case "[", "&", "~": out += "\\\(char)"
                case "-" where index < chars.count && chars[index] == "-": throw refuse("'--' in a class")
                default: out.unicodeScalars.append(char)
                }
                continue
            }
            switch char {
            case "[":
                let rest = chars[index...]
                if rest.starts(with: ["]"]) || rest.starts(with: ["^", "]"]) { throw refuse("an empty class") }
                inClass = true
                out += "["
                if rest.first == "^" { out += "^"; index += 1 }
            case ".":
                out += "[^\\n\\r\\u{2028}\\u{2029}]"
            case "(" where index < chars.count && chars[index] == "?":
                guard index + 1 < chars.count, [":", "=", "!"].contains(chars[index + 1]) else {
                    throw refuse("a group starting '(?' other than (?: (?= (?!")
                }
                out += "(?\(chars[index + 1])"
                index += 2
            case "*", "+", "?", "}":
                out.unicodeScalars.append(char)
                if index < chars.count, chars[index] == "+" { throw refuse("a possessive quantifier") }
            default:
                out.unicodeScalars.append(char)
            }
        }
        guard !inClass else { throw refuse("an unclosed class") }
        return out
    }
}
