import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import TraceReplay

/// Reads an XML document into elements with their attributes and text, failing on malformed XML.
private final class ElementCollector: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var parent: String?
        var text = ""
    }

    var elements: [Element] = []
    private var open: [Int] = []
    var error: Error?

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
        elements.append(Element(name: name, attributes: attributes, parent: open.last.map { elements[$0].name }))
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let index = open.last { elements[index].text += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { error = parseError }

    static func parse(_ text: String) throws -> [Element] {
        let collector = ElementCollector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = collector
        let ok = parser.parse()
        try #require(ok && collector.error == nil, "malformed XML: \(String(describing: collector.error))")
        return collector.elements
    }
}

@Suite("JUnit report")
struct JUnitReportTests {
    /// The elements and attributes Jenkins' junit-10.xsd allows where this report uses them.
    static let allowed: [String: (parent: String?, attributes: Set<String>)] = [
        "testsuites": (nil, ["name", "time", "tests", "failures", "errors"]),
        "testsuite": ("testsuites", ["name", "tests", "failures", "errors", "group", "time", "skipped", "timestamp", "hostname", "id", "package", "file", "log", "url"]),
        "testcase": ("testsuite", ["name", "time", "classname", "group"]),
        "failure": ("testcase", ["type", "message"]),
        "error": ("testcase", ["type", "message"]),
        "system-out": ("testsuite", []),
    ]

    @Test("well-formed, within junit-10.xsd, one testcase per trace with its time; failures and errors counted")
    func structure() throws {
        let fixture = try ReportFixture()
        let elements = try ElementCollector.parse(JUnitReport.xml(fixture.report))
        for element in elements {
            let rule = try #require(Self.allowed[element.name], "unexpected element \(element.name)")
            #expect(element.parent == rule.parent, "\(element.name) inside \(element.parent ?? "nothing")")
            #expect(Set(element.attributes.keys).isSubset(of: rule.attributes), "\(element.name): \(element.attributes.keys.sorted())")
        }
        let suite = try #require(elements.first { $0.name == "testsuite" })
        #expect(suite.attributes["tests"] == "4")
        #expect(suite.attributes["failures"] == "2")
        #expect(suite.attributes["errors"] == "1")
        #expect(suite.attributes["time"] == "1.234")
        let cases = elements.filter { $0.name == "testcase" }
        #expect(cases.map { "\($0.attributes["classname"]!) \($0.attributes["name"]!)" }
            == ["traces bad", "traces differs", "traces.windows expect", "traces.windows pass"])
        #expect(cases.allSatisfy { $0.attributes["time"]?.wholeMatch(of: /[0-9]+\.[0-9]{3}/) != nil })
        #expect(elements.filter { $0.name == "error" }.count == 1)
        #expect(elements.filter { $0.name == "failure" }.count == 2)
    }

    @Test("the failure text is what run prints, at the trace line behind it; markup in it survives a round trip")
    func failureText() throws {
        let fixture = try ReportFixture()
        let elements = try ElementCollector.parse(JUnitReport.xml(fixture.report))
        let failures = elements.filter { $0.name == "failure" }
        let mismatch = try #require(failures.first { $0.attributes["type"] == "mismatch" })
        #expect(mismatch.text.contains("traces/differs.yaml:11:5: first difference at"))
        #expect(mismatch.text.contains("-   1.000 hit 1 <home & \"co\"> window=main"))
        #expect(mismatch.attributes["message"]?.contains("expected \"   1.000 hit 1 <home & \"co\"> window=main\"") == true)
        let expectation = try #require(failures.first { $0.attributes["type"] == "expectation" })
        #expect(expectation.text.contains("expect.yaml:13:5: expectation failed: never: action buy.tap"))
        let error = try #require(elements.first { $0.name == "error" })
        #expect(error.text.contains("bad.yaml:3:18: unknown key 'tapp'"))
        #expect(elements.first { $0.name == "system-out" }?.text.contains("golden/gone.golden") == true)
    }

    @Test("characters XML cannot hold are replaced; line ends in attributes are kept as references")
    func escaping() {
        #expect(XMLText.escaped("a<b>&\"c\"\n\u{1}", inAttribute: true) == "a&lt;b&gt;&amp;&quot;c&quot;&#10;\u{FFFD}")
        #expect(XMLText.escaped("a\"b\"\n\tc\u{FFFE}", inAttribute: false) == "a\"b\"\n\tc\u{FFFD}")
    }

    @Test("a folder becomes the class name: JUnit viewers group test cases by it")
    func names() {
        #expect(JUnitReport.names("windows/alert") == ("traces.windows", "alert"))
        #expect(JUnitReport.names("flutter/conformance/tap") == ("traces.flutter.conformance", "tap"))
        #expect(JUnitReport.names("top") == ("traces", "top"))
    }
}
