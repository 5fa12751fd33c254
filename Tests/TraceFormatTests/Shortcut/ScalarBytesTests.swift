import InteractionEngine
import TestSupport
import Testing
@testable import TraceFormat
@testable import TraceYAML

/// `ScalarBytes` reads numbers and times exactly as `ValueReader` does, or not at all.
@Suite("Scalar bytes")
struct ScalarBytesTests {
    /// `body` with a plain scalar event of `text` (its bytes valid only during the call).
    static func withScalar<T>(_ text: String, style: ScalarStyle = .plain, _ body: (YAMLEvent) -> T) -> T {
        Array(text.utf8).withUnsafeBufferPointer { bytes in
            var event = YAMLEvent(kind: .scalar, mark: .start)
            event.style = style
            event.bytes = bytes
            return body(event)
        }
    }

    /// The number `ValueReader.number` reads from a plain scalar, or nil when it reports an error.
    static func referenceNumber(_ text: String) -> Double? {
        ValueReader(diagnostics: Diagnostics(file: "t.yaml")).number(YAMLNode(.scalar(text, .plain), at: .start), "n")
    }

    /// A random text that is often a decimal, sometimes nearly one.
    static func decimalText(_ random: inout SplitMix64) -> String {
        func digits(_ count: Int) -> String { String((0..<count).map { _ in Character(String(random.below(10))) }) }
        var text = random.below(4) == 0 ? "-" : ""
        text += digits(random.below(8) == 0 ? 0 : 1 + random.below(random.below(3) == 0 ? 20 : 6))
        if random.below(2) == 0 { text += "." + digits(random.below(10) == 0 ? 0 : 1 + random.below(random.below(3) == 0 ? 25 : 5)) }
        if random.below(5) == 0 {
            text += ["e", "E"][random.below(2)] + ["", "+", "-"][random.below(3)] + digits(random.below(6) == 0 ? 0 : 1 + random.below(3))
        }
        if random.below(30) == 0 { text += ["x", " ", "_", "."][random.below(4)] }
        return text
    }

    @Test("numbers: the same Double, bit for bit, or nil; 50,000 seeded texts")
    func numbers() {
        var random = SplitMix64(state: 0xD0_0B1E)
        var read = 0
        for _ in 0..<50_000 {
            let text = Self.decimalText(&random)
            let fast = Self.withScalar(text) { ScalarBytes.number($0) }
            let reference = Self.referenceNumber(text)
            if let fast {
                read += 1
                #expect(fast.bitPattern == reference?.bitPattern, "\(text): \(fast) but ValueReader reads \(String(describing: reference))")
            }
        }
        // Most texts are short decimals, which the shortcut reads itself.
        #expect(read > 15_000)
    }

    @Test("numbers the shortcut reads itself, and some it leaves to ValueReader", arguments: [
        ("18.75", 18.75), ("-0", -0.0), ("1e3", 1000), ("1E-2", 0.01), ("00012", 12), ("0.30000000000000004", nil),
        ("12345.6789012345", 12345.6789012345), ("1234.567890123456", nil), ("123456789012345", nil), ("1e-23", nil), ("1000000001", nil),
        ("-1000000000", -1_000_000_000), ("1.", nil), (".5", nil), ("+1", nil), ("0x10", nil), ("1_000", nil), ("", nil),
    ] as [(String, Double?)])
    func chosenNumbers(_ text: String, _ expected: Double?) {
        let fast = Self.withScalar(text) { ScalarBytes.number($0) }
        #expect(fast?.bitPattern == expected?.bitPattern)
        #expect(Self.withScalar(text, style: .singleQuoted) { ScalarBytes.number($0) } == nil)
    }

    @Test("times: the same Time or nil; every unit, fractions, limits")
    func times() {
        var random = SplitMix64(state: 0x7_1AE5)
        var read = 0
        for _ in 0..<20_000 {
            var text = random.below(10) == 0 ? "-" : ""
            text += String(random.below(3) == 0 ? random.below(100_000_000) : random.below(2000))
            if random.below(4) == 0 { text += "." + String(random.below(10_000_000)) }
            text += ["us", "µs", "ms", "s", "", " ms", "m", "S"][random.below(8)]
            let fast = Self.withScalar(text) { ScalarBytes.time($0) }
            var reference: Time?
            if case .success(let time) = ValueReader.parseTime(text), time <= ValueReader.maxTime { reference = time }
            #expect(fast == reference, "\(text)")
            if fast != nil { read += 1 }
        }
        #expect(read > 5_000)
        for text in ["86400s", "86400000000us", "86400000ms", "86401s", "0us", "999999999999ms", "1000000000000ms"] {
            var reference: Time?
            if case .success(let time) = ValueReader.parseTime(text), time <= ValueReader.maxTime { reference = time }
            #expect(Self.withScalar(text) { ScalarBytes.time($0) } == reference, "\(text)")
        }
    }

    @Test("nothing: the plain forms YAMLNode.isNull takes, and no other")
    func nulls() {
        for text in ["", "~", "null", "Null", "NULL", "nil", "NuLL", "none", " "] {
            #expect(Self.withScalar(text) { ScalarBytes.isNull($0) } == YAMLNode(.scalar(text, .plain), at: .start).isNull, "\(text)")
            #expect(!Self.withScalar(text, style: .doubleQuoted) { ScalarBytes.isNull($0) })
        }
    }
}
