import Testing
@testable import TraceYAML

@Suite("Parser events")
struct YAMLEventTests {
    @Test("nothing: the plain forms YAMLNode.isNull takes, and no other")
    func nulls() {
        for text in ["", "~", "null", "Null", "NULL", "nil", "NuLL", "none", " "] {
            for style in [ScalarStyle.plain, .doubleQuoted, .singleQuoted] {
                let event = Array(text.utf8).withUnsafeBufferPointer { bytes in
                    var event = YAMLEvent(kind: .scalar, line: 1, column: 1)
                    event.style = style
                    event.bytes = bytes
                    return event.isNull
                }
                #expect(event == YAMLNode(.scalar(text, style), at: .start).isNull, "\(text) \(style)")
            }
        }
    }
}
