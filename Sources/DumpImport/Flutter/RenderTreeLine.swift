/// The start of a render object in a dump: `└─child 1: RenderPointerListener#2a252 relayoutBoundary=up3`,
/// `child 4: RenderSemanticsAnnotations#e0796 NEEDS-PAINT` (an error report, no box drawing) or a root
/// `RenderView#02c80`.
struct RenderNodeHeader: Equatable {
    /// The column (0-based, in the dump text) of the branch connector, or of the label or name when
    /// there is none: what the node's place in the tree is measured by.
    var column: Int
    /// `child`, `child 1`, `onstage 2`, `center child`, `child with index 3`; empty for a root.
    var label: String
    var className: String
    /// The identity hash without `#`, when the dump prints one.
    var hashID: String?
    /// `relayoutBoundary=up1`, `NEEDS-PAINT`, …
    var flags: [String]
    /// The column (0-based) of the class name.
    var nameColumn: Int
    /// It follows prose on its line (`The specific RenderFlex in question is: RenderFlex#1a2b3 …`, an
    /// error report's): a render object only where no node above claims the line as a property.
    var afterProse = false
}

/// One line of a `debugDumpRenderTree()` dump, its log prefix already taken off.
enum RenderTreeLine: Equatable {
    /// Nothing but the tree's rails.
    case blank
    /// A render object starts here.
    case node(RenderNodeHeader)
    /// A property of the node above, or the continuation of one, starting at `column` (0-based).
    /// `connector` is set for a branch that is not a render object (`├─decoration: …`).
    case text(column: Int, text: String, connector: Bool)
    /// A paragraph's text block: `╘═╦══ text ═══`, `║ "Dump App"`, `╚═══`.
    case textBlockStart
    case textBlock(String)
    case textBlockEnd
    /// A line of `debugDumpApp()`'s widget tree (`└MaterialApp(…)`, `[root](renderObject: …)`).
    case widgetTree

    /// The rails of a tree, before a line's text.
    static let rails: Set<Character> = [" ", "\t", "│", "╎", "┆", "┊"]
    static let connectorStarts: Set<Character> = ["└", "├"]
    static let connectorLines: Set<Character> = ["─", "╌", "━", "═", "┄"]

    static func classify(_ text: ArraySlice<Character>) -> RenderTreeLine {
        var i = text.startIndex
        while i < text.endIndex, rails.contains(text[i]) { i += 1 }
        guard i < text.endIndex else { return .blank }
        let column = i - text.startIndex
        let c = text[i]
        if connectorStarts.contains(c) {
            var j = i + 1
            guard j < text.endIndex else { return .blank }
            if !connectorLines.contains(text[j]) {
                return isIdentifierStart(text[j]) || text[j] == "[" ? .widgetTree : .text(column: column, text: String(text[j...]), connector: true)
            }
            while j < text.endIndex, connectorLines.contains(text[j]) { j += 1 }
            if var header = header(text[j...], labelled: true) {
                header.column = column
                header.nameColumn += j - text.startIndex
                return .node(header)
            }
            return .text(column: column, text: String(text[j...]), connector: true)
        }
        switch c {
        case "╘": return .textBlockStart
        case "╚": return .textBlockEnd
        case "║": return .textBlock(String(text[(i + 1)...]))
        default: break
        }
        let rest = text[i...]
        if column == 0, isWidgetTreeRoot(rest) { return .widgetTree }
        if var header = header(rest, labelled: false) {
            header.column = column
            header.nameColumn += column
            return .node(header)
        }
        if var header = headerAfterProse(rest) {
            header.column = column
            header.nameColumn += rest.startIndex - text.startIndex
            return .node(header)
        }
        return .text(column: column, text: String(rest), connector: false)
    }

    /// A render object with its `#id` after prose and `: ` on the same line, as error reports print the
    /// object they are about: `The specific RenderFlex in question is: RenderFlex#1a2b3
    /// relayoutBoundary=up2 OVERFLOWING:`, `RenderObject: RenderBox#4c5d6 NEEDS-LAYOUT`. A `:` ending the
    /// line is the report's. Only the first four `: ` of a line are tried, so a long line stays quick.
    /// `nameColumn` is counted from the start of `text`.
    static func headerAfterProse(_ text: ArraySlice<Character>) -> RenderNodeHeader? {
        var end = text.endIndex
        while end > text.startIndex, text[end - 1] == " " || text[end - 1] == "\t" { end -= 1 }
        if end > text.startIndex, text[end - 1] == ":" { end -= 1 }
        var i = text.startIndex
        var tried = 0
        while i + 1 < end, tried < 4 {
            defer { i += 1 }
            guard text[i] == ":", text[i + 1] == " " else { continue }
            tried += 1
            var start = i + 1
            while start < end, text[start] == " " { start += 1 }
            guard var header = header(text[start..<end], labelled: false), header.label.isEmpty, header.hashID != nil,
                  looksLikeRenderObject(header.className) else { continue }
            header.nameColumn += start - text.startIndex
            header.afterProse = true
            return header
        }
        return nil
    }

    /// The lines that start `debugDumpApp()` output.
    static func isWidgetTreeRoot(_ text: ArraySlice<Character>) -> Bool {
        text.starts(with: "WidgetsFlutterBinding - ") || text.starts(with: "[root](") || text.starts(with: "RenderObjectToWidgetAdapter<")
    }

    /// `label: Name#id flags` (a label only when `labelled`, or when it names a child: `child 4:`), or
    /// `Name#id flags` for a root. Nil when the text is not a render object.
    static func header(_ text: ArraySlice<Character>, labelled: Bool) -> RenderNodeHeader? {
        var label = ""
        var nameStart = text.startIndex
        if let colon = labelEnd(text) {
            let candidate = String(text[text.startIndex..<colon])
            if labelled || isChildLabel(candidate) {
                label = candidate
                nameStart = colon + 1
                while nameStart < text.endIndex, text[nameStart] == " " { nameStart += 1 }
            }
        }
        guard nameStart < text.endIndex, isIdentifierStart(text[nameStart]) else { return nil }
        var i = nameStart
        while i < text.endIndex, isIdentifierPart(text[i]) { i += 1 }
        if i < text.endIndex, text[i] == "<" {
            var depth = 0
            var j = i
            while j < text.endIndex {
                if text[j] == "<" { depth += 1 }
                if text[j] == ">" {
                    depth -= 1
                    if depth == 0 { break }
                }
                j += 1
            }
            guard j < text.endIndex else { return nil }
            i = j + 1
        }
        let className = String(text[nameStart..<i])
        var hashID: String?
        if i < text.endIndex, text[i] == "#" {
            var j = i + 1
            while j < text.endIndex, text[j].isASCII, text[j].isLetter || text[j].isNumber { j += 1 }
            hashID = String(text[(i + 1)..<j])
            i = j
        }
        guard i == text.endIndex || text[i] == " " || text[i] == "\t" else { return nil }
        let flags: [String] = text[i...].split(whereSeparator: { (c: Character) in c == " " || c == "\t" }).map { String($0) }
        guard flags.allSatisfy(isFlag) else { return nil }
        // A child's label before a name that is no type (`offstage: false`, `child: null`) is a property.
        guard looksLikeRenderObject(className) || (isChildLabel(label) && looksLikeTypeName(className)) else { return nil }
        if label.isEmpty, !looksLikeRenderObject(className) { return nil }
        return RenderNodeHeader(column: 0, label: label, className: className, hashID: hashID, flags: flags,
                                nameColumn: nameStart - text.startIndex)
    }

    /// The index of the `:` ending a label of at most 40 characters (`child with index 12:`), followed
    /// by a space or the end.
    private static func labelEnd(_ text: ArraySlice<Character>) -> Int? {
        var i = text.startIndex
        while i < text.endIndex, i - text.startIndex <= 40 {
            let c = text[i]
            if c == ":" {
                return i + 1 == text.endIndex || text[i + 1] == " " ? (i > text.startIndex ? i : nil) : nil
            }
            guard c.isLetter || c.isNumber || c == " " || c == "(" || c == ")" || c == "," || c == "_" || c == "-" else { return nil }
            i += 1
        }
        return nil
    }

    /// The labels Flutter gives children: `child`, `child 3`, `onstage 1`, `offstage 2`, `center child`,
    /// `child with index 4`, a table's `child (0, 1)`.
    static func isChildLabel(_ label: String) -> Bool {
        let words = label.split(separator: " ")
        guard let first = words.first else { return false }
        switch words.count {
        case 1: return first == "child" || first == "onstage" || first == "offstage" || first == "sliver"
        case 2:
            if first == "center", words[1] == "child" { return true }
            return ["child", "onstage", "offstage", "sliver"].contains(first) && words[1].allSatisfy { $0.isASCII && $0.isNumber }
        default:
            if label.hasPrefix("child with index ") { return words.last!.allSatisfy { $0.isASCII && $0.isNumber } }
            return first == "child" && words[1].hasPrefix("(")
        }
    }

    /// `RenderPadding`, `_RenderTheatre`, `PlatformViewRenderBox`, `TextureBox`.
    static func looksLikeRenderObject(_ name: String) -> Bool {
        name.contains("Render") || name.hasSuffix("Box") || name.hasSuffix("Sliver")
    }

    /// `RenderFoo`, `_Foo`, `Foo<Bar>`: a name that starts, after underscores, with a capital.
    static func looksLikeTypeName(_ name: String) -> Bool {
        name.first { $0 != "_" && $0 != "$" }?.isUppercase ?? false
    }

    /// `relayoutBoundary=up1`, `NEEDS-PAINT`, `DETACHED`: words of letters, digits, `=`, `-`, `_`.
    private static func isFlag(_ word: String) -> Bool {
        word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "=" || $0 == "-" || $0 == "_") }
    }

    static func isIdentifierStart(_ c: Character) -> Bool { c == "_" || c == "$" || (c.isASCII && c.isLetter) }
    static func isIdentifierPart(_ c: Character) -> Bool { c == "_" || c == "$" || (c.isASCII && (c.isLetter || c.isNumber)) }
}
