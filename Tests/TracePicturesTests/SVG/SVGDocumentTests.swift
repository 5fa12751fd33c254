import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import TracePictures

@Suite("SVG writer")
struct SVGDocumentTests {
    @Test("numbers: fixed notation, two decimals at most, no -0", arguments: [
        (0.0, "0"), (-0.0, "0"), (12, "12"), (-3.5, "-3.5"), (0.125, "0.13"), (1e-9, "0"), (187.333333, "187.33"),
        (1e20, "10000000000000"), (Double.nan, "0"), (-0.004, "0"), (100.10, "100.1"),
    ])
    func numbers(value: Double, text: String) {
        #expect(SVGNumber.text(value) == text)
    }

    @Test("a document is well-formed XML whatever its text holds")
    func wellFormed() throws {
        var svg = SVGDocument(width: 100, height: 50, style: ".a { fill: red; }")
        svg.open("g", [("class", .text("a"))], title: "group <&> \"q\"")
        svg.element("rect", [("x", .number(1)), ("y", .number(2)), ("width", .number(3.333)), ("height", .number(4))], title: "x\u{1}y")
        svg.text("label <b> & \"c\"\n", [("x", .number(5)), ("y", .number(6))])
        svg.close("g")
        let data = Data(svg.text.utf8)
        let parser = XMLParser(data: data)
        #expect(parser.parse(), "\(svg.text)")
        #expect(svg.text.contains("width=\"3.33\""))
        #expect(svg.text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"50\""))
    }

    @Test("a scoped document puts its id on <svg> and every selector of its style under it")
    func scoped() {
        let css = ".a { fill: red; }\n.mark.down, .mark.up { fill: #d7263d; }"
        #expect(SVGStyleScope.scoped(css, under: "s") == "#s .a { fill: red; }\n#s .mark.down, #s .mark.up { fill: #d7263d; }")
        let svg = SVGDocument(width: 10, height: 10, style: css, scope: "picture-scene")
        #expect(svg.text.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"picture-scene\" width=\"10\""))
        #expect(svg.text.contains("    #picture-scene .a { fill: red; }\n"))
        #expect(svg.id("clip1") == "picture-scene-clip1")
        #expect(SVGDocument(width: 10, height: 10, style: css).id("clip1") == "clip1")
        for bad in ["", "1a", "a b", "a\"", "a{"] {
            #expect(SVGDocument(width: 10, height: 10, style: css, scope: bad).scope == nil, "\(bad)")
        }
    }
}
