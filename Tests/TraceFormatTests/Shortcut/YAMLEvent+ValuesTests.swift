import InteractionEngine
import Testing
@testable import TraceFormat
@testable import TraceYAML

/// The shortcut reads a plain scalar event's value exactly when `ValueReader` reads the node without an
/// error, and the same value.
@Suite("Event values")
struct YAMLEventValuesTests {
    /// `body` with a scalar event of `text` (its bytes valid only during the call).
    static func withScalar<T>(_ text: String, style: ScalarStyle = .plain, _ body: (YAMLEvent) -> T) -> T {
        Array(text.utf8).withUnsafeBufferPointer { bytes in
            var event = YAMLEvent(kind: .scalar, line: 1, column: 1)
            event.style = style
            event.bytes = bytes
            return body(event)
        }
    }

    static var reader: ValueReader { ValueReader(diagnostics: Diagnostics(file: "t.yaml")) }
    static func node(_ text: String, _ style: ScalarStyle = .plain) -> YAMLNode { YAMLNode(.scalar(text, style), at: .start) }

    @Test("numbers and whole numbers, limits included", arguments: [
        "18.75", "-0", "1e3", "0.30000000000000004", "1000000000", "1000000001", "-1e9", "1e10", "nan", "1.", "x", "", "3", "3.0", "3.5", "11",
    ])
    func numbers(_ text: String) {
        let event = Self.withScalar(text) { $0.number }
        #expect(event?.bitPattern == Self.reader.number(Self.node(text), "n")?.bitPattern)
        #expect(Self.withScalar(text) { $0.integer(in: 1...10) } == Self.reader.integer(Self.node(text), "n", in: 1...10))
        // Quoted numbers are an error for the decoder; the shortcut leaves them to it.
        #expect(Self.withScalar(text, style: .singleQuoted) { $0.number } == nil)
    }

    @Test("times, written plainly, the limit included", arguments: ["250ms", "1.5s", "40us", "86400s", "86401s", "-1s", "250", "1.0000005s"])
    func times(_ text: String) {
        #expect(Self.withScalar(text) { $0.time } == Self.reader.time(Self.node(text), "t"))
        #expect(Self.withScalar(text, style: .doubleQuoted) { $0.time } == nil)
    }
}
