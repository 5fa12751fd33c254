import TraceReplay

/// A small SVG writer: elements appended in paint order, attributes in the order given, numbers
/// through `SVGNumber`, text through `XMLText` (the reports' escaping). No fonts are measured:
/// labels are placed by rule, so a picture is the same bytes on every machine.
public struct SVGDocument: Sendable {
    public var width: Double
    public var height: Double
    private var body: [String] = []
    private var depth = 1
    /// CSS for the classes elements use.
    public var style: String
    /// The id of the `<svg>` element, under which every rule of `style` is written (SVGStyleScope), so
    /// the picture's styles stay inside it when a page inlines it beside another; nil for a picture
    /// that stands alone.
    public let scope: String?

    /// A picture; a `scope` that is not letters, digits and `-` starting with a letter is not used.
    public init(width: Double, height: Double, style: String, scope: String? = nil) {
        self.width = width
        self.height = height
        self.style = style
        self.scope = scope.flatMap { SVGStyleScope.isValid($0) ? $0 : nil }
    }

    /// An id unique in a page that holds this picture: under the scope when there is one.
    public func id(_ local: String) -> String { scope.map { "\($0)-\(local)" } ?? local }

    /// An attribute value: a number or text.
    public enum Value: Sendable {
        case number(Double)
        case text(String)

        var rendered: String {
            switch self {
            case .number(let value): return SVGNumber.text(value)
            case .text(let text): return XMLText.escaped(text, inAttribute: true)
            }
        }
    }

    private func attributes(_ list: [(String, Value)]) -> String {
        list.map { " \($0.0)=\"\($0.1.rendered)\"" }.joined()
    }

    /// An empty element, `<rect x="1" …/>`, with an optional `<title>` shown on hover.
    public mutating func element(_ name: String, _ list: [(String, Value)], title: String? = nil) {
        let pad = String(repeating: "  ", count: depth)
        if let title {
            body.append("\(pad)<\(name)\(attributes(list))><title>\(XMLText.escaped(title, inAttribute: true))</title></\(name)>")
        } else {
            body.append("\(pad)<\(name)\(attributes(list))/>")
        }
    }

    /// `<text …>content</text>`.
    public mutating func text(_ content: String, _ list: [(String, Value)], title: String? = nil) {
        let pad = String(repeating: "  ", count: depth)
        let hover = title.map { "<title>\(XMLText.escaped($0, inAttribute: true))</title>" } ?? ""
        body.append("\(pad)<text\(attributes(list))>\(hover)\(XMLText.escaped(content, inAttribute: true))</text>")
    }

    /// Opens a group; close it with `close("g")`.
    public mutating func open(_ name: String, _ list: [(String, Value)] = [], title: String? = nil) {
        let pad = String(repeating: "  ", count: depth)
        body.append("\(pad)<\(name)\(attributes(list))>" + (title.map { "<title>\(XMLText.escaped($0, inAttribute: true))</title>" } ?? ""))
        depth += 1
    }

    public mutating func close(_ name: String) {
        depth -= 1
        body.append(String(repeating: "  ", count: depth) + "</\(name)>")
    }

    /// The document, with its size, a white background (whatever the style says) and the style.
    public var text: String {
        let w = SVGNumber.text(width), h = SVGNumber.text(height)
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\"" + (scope.map { " id=\"\($0)\"" } ?? "")
                + " width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\" font-family=\"Helvetica, Arial, sans-serif\">",
            "  <style>",
        ]
        let rules = scope.map { SVGStyleScope.scoped(style, under: $0) } ?? style
        lines += rules.split(separator: "\n").map { "    " + $0 }
        lines += ["  </style>", "  <rect class=\"background\" x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\" fill=\"#ffffff\"/>"]
        lines += body
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }
}
