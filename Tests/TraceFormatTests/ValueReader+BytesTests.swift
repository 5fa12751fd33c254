import InteractionEngine
import TestSupport
import Testing
@testable import TraceFormat

/// The byte readers read numbers as the standard library does and times as the general reading does,
/// on their fast paths too.
@Suite("Values from bytes")
struct ValueReaderBytesTests {
    /// `body` with the UTF-8 bytes of `text` (valid only during the call).
    static func withBytes<T>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// The decimal grammar as a regular expression.
    static func isDecimalText(_ text: String) -> Bool {
        text.wholeMatch(of: /-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?/) != nil
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

    @Test("numbers: the standard library's Double, bit for bit, on the fast path and off it; 50,000 seeded texts (2,000 locally)")
    func numbers() {
        var random = SplitMix64(state: 0xD0_0B1E)
        var fastCount = 0
        let rounds = TestDepth.rounds(quick: 2_000, full: 50_000)
        for _ in 0..<rounds {
            let text = Self.decimalText(&random)
            let decimal = Self.isDecimalText(text)
            let reference = decimal ? Double(text).flatMap { $0.isFinite ? $0 : nil } : nil
            let read = Self.withBytes(text) { ValueReader.decimal(utf8: $0) }
            #expect(read?.bitPattern == reference?.bitPattern, "\(text): \(String(describing: read)), not \(String(describing: reference))")
            #expect(ValueReader.isDecimal(text) == decimal, "\(text)")
            if let fast = Self.withBytes(text, ValueReader.fastDecimal) {
                fastCount += 1
                #expect(fast.bitPattern == reference?.bitPattern, "\(text): fast path \(fast)")
            }
        }
        // Many texts are short decimals, which the fast path reads itself (over 30% of them).
        #expect(fastCount * 10 > rounds * 3)
    }

    @Test("numbers the fast path reads, and those it leaves to the standard library", arguments: [
        ("18.75", 18.75, true), ("-0", -0.0, true), ("1e3", 1000, true), ("1E-2", 0.01, true), ("00012", 12, true),
        ("0.30000000000000004", 0.30000000000000004, false), ("12345.6789012345", 12345.6789012345, true),
        ("1234.567890123456", 1234.567890123456, false), ("1e-23", 1e-23, false), ("1e400", nil, false),
        ("1.", nil, false), (".5", nil, false), ("+1", nil, false), ("0x10", nil, false), ("1_000", nil, false), ("", nil, false),
    ] as [(String, Double?, Bool)])
    func chosenNumbers(_ text: String, _ expected: Double?, _ fast: Bool) {
        #expect(Self.withBytes(text) { ValueReader.decimal(utf8: $0) }?.bitPattern == expected?.bitPattern)
        #expect((Self.withBytes(text, ValueReader.fastDecimal) != nil) == fast)
    }

    @Test("times: the fast path reads whole times as the general reading does; every unit, fractions, limits")
    func times() {
        var random = SplitMix64(state: 0x7_1AE5)
        var fastCount = 0
        for _ in 0..<20_000 {
            var text = random.below(10) == 0 ? "-" : ""
            text += String(random.below(3) == 0 ? random.below(100_000_000) : random.below(2000))
            if random.below(4) == 0 { text += "." + String(random.below(10_000_000)) }
            text += ["us", "µs", "ms", "s", "", " ms", "m", "S"][random.below(8)]
            let general = Self.withBytes(text, ValueReader.anyTime)
            if let fast = Self.withBytes(text, ValueReader.wholeTime) {
                fastCount += 1
                #expect(Result<Time, ValueReader.TimeFault>.success(fast).time == general.time, "\(text)")
            }
            #expect(Self.withBytes(text) { ValueReader.parseTime(utf8: $0) }.time == general.time, "\(text)")
        }
        #expect(fastCount > 5_000)
        for (text, micros) in [("999999999999ms", Int64(999_999_999_999_000)), ("0us", 0), ("007s", 7_000_000)] {
            #expect(Self.withBytes(text, ValueReader.wholeTime) == .us(micros), "\(text)")
        }
        for text in ["1000000000000ms", "1.5s", "40µs", "ms", "5"] {
            #expect(Self.withBytes(text, ValueReader.wholeTime) == nil, "\(text)")
        }
    }
}

extension Result where Success == Time {
    /// The time read, or nil.
    fileprivate var time: Time? {
        guard case .success(let time) = self else { return nil }
        return time
    }
}
